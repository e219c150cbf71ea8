import { checkPostalAddress, type PostalAddressRule } from '../addresses/postal-address';
import { findUsState } from '../addresses/us-states';
import { Collector, text, type FieldErrors } from '../forms/field-rules';
import { MESSAGES } from '../messages';
import { isValidEmail, LIMITS } from '../rules/validation';
import { plainText } from '../rules/rich-text';
import type { CheckoutAddress, CheckoutPayment } from './views';

const V = MESSAGES.validation;

/**
 * The checkout form's texts. The spec names the fields (section 5) and quotes one message, the e-mail's
 * 'The input is not valid email.'; the others are ours.
 */
export const CHECKOUT_MESSAGES = {
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Phone number is invalid',
  emailRequired: 'Email is required',
  countryRequired: 'Country is required',
  countryNotServed: 'We ship within the United States only.',
  cardHolderRequired: 'Card holder name is required',
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Card number is invalid',
  cvcRequired: 'CVC is required',
  cvcInvalid: 'CVC is invalid',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Expiry date must be MM/YY',
  cardExpired: 'This card has expired',
  cartEmpty: 'Your cart is empty.',
  cardDeclined: 'Your card was declined.',
  inProgress: 'This checkout is already being processed.',
  orderNotFound: 'We could not find an order with that number and email.',
  stockUnavailable: 'Some items are no longer available in the quantity you ordered.',
  stockTimeout: 'We could not confirm the stock in time. You have not been charged.',
  paymentFailed: 'The payment could not be completed.',
  /** The payment provider refused the amount itself (not above $0, a currency it does not take). */
  amountNotChargeable: 'This amount cannot be charged to a card.',
  notYourOrder: 'You have no items in this order.',
  trackingIdRequired: 'Tracking id is required',
  trackingUrlInvalid: 'Tracking url must be a web address',
  orderNotConfirmed: 'Only confirmed orders can be shipped.',
  orderNumberRequired: 'Order number is required',
  carrierTooLong: 'Carrier must be at most 100 characters',
  returnUrlInvalid: 'The return url must be a web address',
  /** 429 of checkout and contract checkout past the card payments allowed per account and per client address. */
  tooManyPayments: 'Too many payment attempts. Please try again in a few minutes.',
} as const;

/** The only country the shop ships to; the form offers it preselected. */
export const CHECKOUT_COUNTRIES = ['United States'] as const;
const COUNTRY_ALIASES = new Set(['united states', 'united states of america', 'usa', 'us']);

const M = CHECKOUT_MESSAGES;

/** Checkout names the state by its two-letter code or its name (any case), read as stored: markup removed. */
export const CHECKOUT_POSTAL_RULE: PostalAddressRule = { stateOf: (value) => findUsState(plainText(value)) };

function checkAddress(c: Collector, prefix: string, input: Partial<CheckoutAddress> | undefined): void {
  const a = input ?? {};
  const field = (name: string) => `${prefix}.${name}`;
  // Each field as it is stored: plain text, markup removed (see rules/rich-text.ts).
  const stored = (name: keyof CheckoutAddress) => plainText(a[name]);
  const tooLong = (name: keyof CheckoutAddress, max: number = LIMITS.nameMax) => stored(name).length > max;
  c.check(field('firstname'), [[!stored('firstname') || tooLong('firstname'), V.firstNameRequired]]);
  c.check(field('lastname'), [[!stored('lastname') || tooLong('lastname'), V.lastNameRequired]]);
  const phoneDigits = stored('phone')
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10}$)/, '');
  c.check(field('phone'), [
    [!stored('phone'), M.phoneRequired],
    [phoneDigits.length !== 10, M.phoneInvalid],
  ]);
  c.check(field('email'), [
    [!stored('email'), M.emailRequired],
    [!isValidEmail(stored('email')) || tooLong('email'), V.checkoutEmailInvalid],
  ]);
  checkPostalAddress(c, a, CHECKOUT_POSTAL_RULE, field);
  c.check(field('country'), [
    [!stored('country'), M.countryRequired],
    [!COUNTRY_ALIASES.has(stored('country').toLowerCase()), M.countryNotServed],
  ]);
}

/** Luhn checksum over the digits of a card number (spaces and dashes ignored). */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY) as the last moment the card is valid, or null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

function checkPayment(c: Collector, input: Partial<CheckoutPayment> | undefined, now: Date): void {
  const p = input ?? {};
  c.check('payment.card_holder_name', [[!text(p.card_holder_name) || text(p.card_holder_name).length > LIMITS.nameMax, M.cardHolderRequired]]);
  c.check('payment.card_number', [
    [!text(p.card_number), M.cardNumberRequired],
    [!passesLuhn(text(p.card_number)), M.cardNumberInvalid],
  ]);
  c.check('payment.cvc', [
    [!text(p.cvc), M.cvcRequired],
    [!/^\d{3,4}$/.test(text(p.cvc)), M.cvcInvalid],
  ]);
  const expiry = parseExpiry(text(p.expiry_date));
  const expired = expiry !== null && (expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1));
  c.check('payment.expiry_date', [
    [!text(p.expiry_date), M.expiryRequired],
    [expiry === null, M.expiryInvalid],
    [expired, M.cardExpired],
  ]);
}

/** Spec section 5, shipping, billing and checkout; errors keyed `shipping.zip`, `payment.cvc`, ... */
export function validateCheckout(input: Record<string, unknown>, now: Date = new Date()): FieldErrors {
  const c = new Collector();
  checkAddress(c, 'shipping', input.shipping as Partial<CheckoutAddress> | undefined);
  checkAddress(c, 'billing', input.billing as Partial<CheckoutAddress> | undefined);
  checkPayment(c, input.payment as Partial<CheckoutPayment> | undefined, now);
  return c.errors;
}

/** Only the card (`payment.*`): a contract's payment, whose lot ships under the contract's incoterm. */
export function validateCardPayment(input: Record<string, unknown>, now: Date = new Date()): FieldErrors {
  const c = new Collector();
  checkPayment(c, input.payment as Partial<CheckoutPayment> | undefined, now);
  return c.errors;
}

/** Only the address blocks: the shipping-quote step validates these before a card is typed. */
export function validateCheckoutAddress(prefix: 'shipping' | 'billing', input: Partial<CheckoutAddress> | undefined): FieldErrors {
  const c = new Collector();
  checkAddress(c, prefix, input);
  return c.errors;
}

/**
 * The sandbox payment provider's test cards (any future expiry, any CVC). Published so the checkout page
 * can show them on a demo install; no other number is ever authorized by the sandbox.
 */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** Authorized at checkout, then the capture fails: the order is cancelled and its stock released. */
  failsAfterAuthorization: '4000 0000 0000 0341',
} as const;

/** The public order-status lookup: an order number and the e-mail it was placed with. */
export function validateOrderStatusLookup(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  c.check('order_number', [[!text(input.order_number) || text(input.order_number).length > 40, M.orderNumberRequired]]);
  c.check('email', [[!isValidEmail(text(input.email)), V.emailInvalid]]);
  return c.errors;
}

/** A seller's shipment: tracking id and an http(s) tracking link; the carrier is optional. */
export function validateTrackingUpdate(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  c.check('order_number', [[!text(input.order_number), M.orderNumberRequired]]);
  // The tracking fields as they are stored: plain text, markup removed.
  const trackingId = plainText(input.tracking_id);
  const trackingUrl = plainText(input.tracking_url);
  c.check('tracking_id', [[!trackingId || trackingId.length > LIMITS.nameMax, M.trackingIdRequired]]);
  c.check('tracking_url', [[!/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(trackingUrl) || trackingUrl.length > 500, M.trackingUrlInvalid]]);
  c.check('carrier', [[plainText(input.carrier).length > LIMITS.nameMax, M.carrierTooLong]]);
  return c.errors;
}
