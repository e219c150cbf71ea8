import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { CART_MESSAGES } from '../../cart/rules';
import { MESSAGES } from '../../messages';
import {
  DELIVERY_OPTIONS,
  FULFILMENT_STATUSES,
  type CheckoutAddress,
  type CheckoutPayment,
  type CheckoutRequest,
  type ContractCheckoutRequest,
  type Delivery,
  type FedexRateRequest,
  type FulfilmentStatus,
  type OrderStatusRequest,
  type ShippingPriceRequest,
  type SoldItemsRequest,
  type TrackingUpdateRequest,
} from '../views';
import { CHECKOUT_MESSAGES, validateCardPayment, validateCheckout, validateOrderStatusLookup, validateTrackingUpdate } from '../rules';
import { QUOTE_MESSAGES } from '../../trader/rules/contracts';
import { SEARCH_OBJECT_ERRORS } from '../../search/search-object';
import { ADDRESS_TEXT_MAX, AddressText, PostalAddressBody } from '../../addresses/address-body';
import { CartOwnerBody } from '../../cart/dto';
import { CheckedBy, formRule } from '../../dto/checked-by';
import { NestedDto } from '../../dto/nested';
import { IsNumberOrNumericText } from '../../dto/number-field';
import { PAGE_LIMIT_MAX, PAGE_QUERY_ERRORS, PageQuery } from '../../dto/page-query';
import { OptionalText } from '../../dto/text-field';

/*
 * The orders service's bodies and queries: checkout, shipping quotes, the order-status lookup, the seller's
 * tracking, sold items and receipts, the payout onboarding link. The form rules (`validateCheckout`, which the
 * checkout page runs too, `validateOrderStatusLookup`, `validateTrackingUpdate`) require the fields and check
 * them as they are stored (plain text), with the spec's messages; the decorators refuse a wrong type or a size
 * no form sends first, with the rule's message for the field. The cart is the caller's token's: `owner_id` is
 * declared because the spec names it, and only compared.
 */

const V = MESSAGES.validation;
const M = CHECKOUT_MESSAGES;

/** Sizes no form reaches: the rules bound each field as stored, these cap the raw input. */
export const ORDER_INPUT_LIMITS = {
  /** An address field, a name, an e-mail, a tracking id or carrier, before markup is removed. */
  textMax: ADDRESS_TEXT_MAX,
  /** 12 to 19 digits, grouped by spaces or dashes. */
  cardNumberMax: 40,
  cvcMax: 8,
  /** MM/YY or MM/YYYY, spaces allowed around the slash. */
  expiryMax: 16,
  /** An order number ('SM-...'); the lookup's rule allows 40 characters. */
  orderNumberMax: 255,
  /** A tracking link (the rule allows 500 characters) or the payout onboarding's return address. */
  urlMax: 2_048,
  /** An item uuid. */
  idMax: 64,
} as const;
const L = ORDER_INPUT_LIMITS;

export const ORDER_BODY_ERRORS = {
  address: 'Must be an object of address fields.',
  payment: 'Must be an object of card fields.',
  delivery: `Must be one of: ${DELIVERY_OPTIONS.join(', ')}.`,
  fulfilment: `Must be one of: ${FULFILMENT_STATUSES.join(', ')}.`,
  where: SEARCH_OBJECT_ERRORS.notAnObjectOfFields,
} as const;

/**
 * The shipping or the billing block of the checkout: the postal fields of PostalAddressBody, the state as a
 * two-letter US_STATES code (or the state's name), and the contact. `validateCheckout` requires each field
 * (`shipping.zip`, ...).
 */
export class CheckoutAddressBody extends PostalAddressBody implements CheckoutAddress {
  @AddressText(V.firstNameRequired)
  firstname!: string;

  @AddressText(V.lastNameRequired)
  lastname!: string;

  @AddressText(M.phoneInvalid)
  phone!: string;

  @AddressText(V.checkoutEmailInvalid)
  email!: string;

  /** A two-letter US_STATES code (or the state's name). */
  @AddressText(V.stateRequired)
  state!: string;

  @AddressText(M.countryRequired)
  country!: string;
}

/** The card: sent to the payment provider, never stored. Each field is text (a CVC of 012 is not the number 12). */
export class CheckoutPaymentBody implements CheckoutPayment {
  @OptionalText(L.textMax, M.cardHolderRequired)
  card_holder_name!: string;

  @OptionalText(L.cardNumberMax, M.cardNumberInvalid)
  card_number!: string;

  @OptionalText(L.cvcMax, M.cvcInvalid)
  cvc!: string;

  @OptionalText(L.expiryMax, M.expiryInvalid)
  expiry_date!: string;
}

/**
 * `POST checkout`: the caller's cart becomes an order. The blocks are objects of their own fields (errors read
 * `shipping.zip`, `payment.cvc`); `validateCheckout` then checks the whole form with the spec's messages.
 */
@CheckedBy(formRule((input) => validateCheckout(input)))
export class CheckoutBody extends CartOwnerBody implements CheckoutRequest {
  @IsOptional()
  @NestedDto(() => CheckoutAddressBody, { message: ORDER_BODY_ERRORS.address })
  shipping!: CheckoutAddressBody;

  @IsOptional()
  @NestedDto(() => CheckoutAddressBody, { message: ORDER_BODY_ERRORS.address })
  billing!: CheckoutAddressBody;

  @IsOptional()
  @NestedDto(() => CheckoutPaymentBody, { message: ORDER_BODY_ERRORS.payment })
  payment!: CheckoutPaymentBody;

  /** 'ship' when left out. */
  @IsOptional()
  @IsIn([...DELIVERY_OPTIONS], { message: ORDER_BODY_ERRORS.delivery })
  delivery?: Delivery;
}

/** `POST shipping/price`: a quote for the caller's cart to a state and zip (the route says which is missing). */
export class ShippingPriceBody extends CartOwnerBody implements ShippingPriceRequest {
  @AddressText(V.stateRequired)
  state!: string;

  @AddressText(V.zipInvalid)
  zip!: string;

  @IsOptional()
  @IsIn([...DELIVERY_OPTIONS], { message: ORDER_BODY_ERRORS.delivery })
  delivery?: Delivery;
}

/** `POST highest/qty/location`: where an item ships from. */
export class ItemLocationBody {
  @OptionalText(L.idMax, MESSAGES.product.itemRequired)
  item_uuid!: string;
}

/** `POST fedex/rate`: the carrier's rate for one item and quantity (the route checks the range of `qty`). */
export class FedexRateBody extends ItemLocationBody implements FedexRateRequest {
  @IsOptional()
  @IsNumberOrNumericText({ message: CART_MESSAGES.qtyWhole })
  qty!: number;

  @AddressText(V.stateRequired)
  state!: string;

  @AddressText(V.zipInvalid)
  zip!: string;
}

/** `POST orders/status`: the public lookup of an order by its number and e-mail. */
@CheckedBy(formRule(validateOrderStatusLookup))
export class OrderStatusBody implements OrderStatusRequest {
  @OptionalText(L.orderNumberMax, M.orderNumberRequired)
  order_number!: string;

  @OptionalText(L.textMax, V.emailInvalid)
  email!: string;
}

/** A seller's receipt names only the order. */
export function validateReceiptRequest(input: Record<string, unknown>): Record<string, string[]> {
  const { order_number } = validateOrderStatusLookup(input);
  return order_number ? { order_number } : {};
}

/** `POST sold-items/receipt`: the seller's receipt for their part of an order. */
@CheckedBy(formRule(validateReceiptRequest))
export class ReceiptBody {
  @OptionalText(L.orderNumberMax, M.orderNumberRequired)
  order_number!: string;
}

/** `POST orders/tracking/update`: marks the seller's line (or all their lines of the order) shipped. */
@CheckedBy(formRule(validateTrackingUpdate))
export class TrackingUpdateBody implements TrackingUpdateRequest {
  @OptionalText(L.orderNumberMax, M.orderNumberRequired)
  order_number!: string;

  /** One line; all of the seller's lines of the order when left out. */
  @OptionalText(L.idMax, MESSAGES.product.itemRequired)
  item_uuid?: string;

  @OptionalText(L.textMax, { tooLong: M.carrierTooLong })
  carrier?: string;

  @OptionalText(L.textMax, M.trackingIdRequired)
  tracking_id!: string;

  @OptionalText(L.urlMax, M.trackingUrlInvalid)
  tracking_url!: string;
}

/** `GET my-profile/purchase-history?page=&limit=`: a page of the buyer's orders, newest first. */
export class PurchaseHistoryQuery extends PageQuery {}

/** The filter of the seller's sold items. */
export class SoldItemsFilter {
  @IsOptional()
  @IsIn([...FULFILMENT_STATUSES], { message: ORDER_BODY_ERRORS.fulfilment })
  fulfilment?: FulfilmentStatus;
}

/** `POST seller/sold-items`: a page of the seller's sold lines, newest first, by fulfilment when given. */
export class SoldItemsBody implements SoldItemsRequest {
  @IsOptional()
  @Max(1_000_000, { message: PAGE_QUERY_ERRORS.page })
  @Min(1, { message: PAGE_QUERY_ERRORS.page })
  @IsInt({ message: PAGE_QUERY_ERRORS.page })
  page?: number;

  @IsOptional()
  @Max(PAGE_LIMIT_MAX, { message: PAGE_QUERY_ERRORS.limit })
  @Min(1, { message: PAGE_QUERY_ERRORS.limit })
  @IsInt({ message: PAGE_QUERY_ERRORS.limit })
  limit?: number;

  @IsOptional()
  @NestedDto(() => SoldItemsFilter, { message: ORDER_BODY_ERRORS.where })
  where?: SoldItemsFilter;
}

/** An absolute http(s) address. */
export const isWebUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export function IsWebUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWebUrl',
      validator: {
        validate: (value: unknown) => isWebUrl(value),
        defaultMessage: buildMessage((eachPrefix) => `${eachPrefix}$property must be an http or https address`, options),
      },
    },
    options,
  );
}

/** `GET payout/my-account/get-onboarding-link?return_url=`: where the provider sends the seller back. */
export class PayoutOnboardingQuery {
  @IsWebUrl({ message: M.returnUrlInvalid })
  @MaxLength(L.urlMax, { message: M.returnUrlInvalid })
  @IsString({ message: M.returnUrlInvalid })
  return_url!: string;
}

/** `POST contract-checkout`: the card that pays a signed trader contract (`validateCardPayment` checks it). */
@CheckedBy(formRule((input) => validateCardPayment(input)))
export class ContractCheckoutBody implements ContractCheckoutRequest {
  @OptionalText(64, QUOTE_MESSAGES.contractNotFound)
  offer_id!: string;

  @IsOptional()
  @NestedDto(() => CheckoutPaymentBody, { message: ORDER_BODY_ERRORS.payment })
  payment!: CheckoutPaymentBody;
}
