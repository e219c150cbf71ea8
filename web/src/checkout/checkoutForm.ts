import {
  CHECKOUT_COUNTRIES,
  validateCheckout,
  validateCheckoutAddress,
  type CheckoutAddress,
  type CheckoutPayment,
  type CheckoutRequest,
  type Delivery,
  type FieldErrors,
  type Profile,
} from '@solar/contracts';
import type { FieldValues, FieldErrors as FormErrors, Path, Resolver } from 'react-hook-form';
import { cardPaymentOf } from '../shared/forms/cardPayment';

/**
 * The checkout form's values and the glue to the contracts' rules: the same `validateCheckout` the orders
 * service runs decides the message under each field, keyed like the server's 400 errors ('shipping.zip').
 */

export interface CheckoutValues {
  shipping: CheckoutAddress;
  billing: CheckoutAddress;
  /** When ticked, the billing block is not shown and the shipping values are sent as billing. */
  billingSameAsShipping: boolean;
  delivery: Delivery;
  payment: CheckoutPayment;
}

const ADDRESS_KEYS = ['firstname', 'lastname', 'phone', 'email', 'address', 'unit', 'city', 'state', 'zip', 'country'] as const;
const PAYMENT_KEYS = ['card_holder_name', 'card_number', 'cvc', 'expiry_date'] as const;

/** Every field that can carry a message, by the key the validator and the server use. */
export const CHECKOUT_FIELDS: readonly Path<CheckoutValues>[] = [
  ...ADDRESS_KEYS.map((key) => `shipping.${key}` as const),
  ...ADDRESS_KEYS.map((key) => `billing.${key}` as const),
  ...PAYMENT_KEYS.map((key) => `payment.${key}` as const),
];

export const emptyAddress = (): CheckoutAddress => ({
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  address: '',
  unit: '',
  city: '',
  state: '',
  zip: '',
  country: CHECKOUT_COUNTRIES[0],
});

/** A fresh form; a signed-in buyer's names and e-mail come from the profile. */
export function initialCheckoutValues(profile?: Pick<Profile, 'firstname' | 'lastname' | 'email'> | null): CheckoutValues {
  const contact = profile ? { firstname: profile.firstname, lastname: profile.lastname, email: profile.email } : {};
  return {
    shipping: { ...emptyAddress(), ...contact },
    billing: { ...emptyAddress(), ...contact },
    billingSameAsShipping: true,
    delivery: 'ship',
    payment: { card_holder_name: '', card_number: '', cvc: '', expiry_date: '' },
  };
}

const trimAddress = (a: CheckoutAddress): CheckoutAddress => ({
  firstname: a.firstname.trim(),
  lastname: a.lastname.trim(),
  phone: a.phone.trim(),
  email: a.email.trim(),
  address: a.address.trim(),
  unit: a.unit.trim(),
  city: a.city.trim(),
  state: a.state.trim(),
  zip: a.zip.trim(),
  country: a.country.trim(),
});

/** What POST checkout takes (the cart is the caller's token's, never named): trimmed, billing taken from shipping when ticked. */
export function checkoutRequestOf(values: CheckoutValues): CheckoutRequest {
  const shipping = trimAddress(values.shipping);
  return {
    shipping,
    billing: values.billingSameAsShipping ? shipping : trimAddress(values.billing),
    payment: cardPaymentOf(values.payment),
    delivery: values.delivery,
  };
}

/** The validator's messages for what would be sent; billing's are left out when billing is shipping's copy. */
export function checkoutErrors(values: CheckoutValues, now: Date = new Date()): FieldErrors {
  const { shipping, billing, payment } = checkoutRequestOf(values);
  const errors = validateCheckout({ shipping, billing, payment }, now);
  if (!values.billingSameAsShipping) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('billing.')));
}

/** react-hook-form's nested error tree from flat keys such as 'shipping.zip'. */
function nestErrors<T extends FieldValues>(errors: FieldErrors): FormErrors<T> {
  const tree: Record<string, Record<string, { type: string; message: string }>> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const [block, key] = field.split('.') as [string, string];
    tree[block] = { ...tree[block], [key]: { type: 'validate', message: messages[0] ?? '' } };
  }
  return tree as FormErrors<T>;
}

/** Validation on submit and on blur, by `checkoutErrors`. */
export const checkoutResolver: Resolver<CheckoutValues> = (values) => {
  const errors = checkoutErrors(values);
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: nestErrors<CheckoutValues>(errors) };
};

/** The state and zip a shipping quote needs, or null while either is not valid yet. */
export function quoteDestination(shipping: Pick<CheckoutAddress, 'state' | 'zip'>): { state: string; zip: string } | null {
  const state = shipping.state.trim();
  const zip = shipping.zip.trim();
  const errors = validateCheckoutAddress('shipping', { state, zip });
  return errors['shipping.state'] || errors['shipping.zip'] ? null : { state, zip };
}
