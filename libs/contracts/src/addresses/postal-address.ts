import { Collector, text, type FieldErrors } from '../forms/field-rules';
import { MESSAGES } from '../messages';
import { plainText } from '../rules/rich-text';
import { isValidZip, LIMITS } from '../rules/validation';
import { usStateById, type UsState, type UsStateCode } from './us-states';

/*
 * The postal address, once: its fields, their limits and rules, and the form it is stored in. Account
 * addresses, seller locations, checkout's shipping and billing blocks, item locations and order addresses
 * are all built on it. What differs between them is only how the state is sent and answered (see us-states.ts):
 * account addresses and seller locations take and answer the US_STATES id, everything else the two-letter code;
 * every document stores the code.
 */

const V = MESSAGES.validation;

/** The postal part of every address: street, unit, city, state and zip. `State` is the form the state takes. */
export interface PostalAddress<State = string> {
  address: string;
  unit: string;
  city: string;
  state: State;
  zip: string;
}

/** An address its owner names ('Home', 'North depot'): an account's address book entry or a seller's warehouse. */
export interface NamedAddress<State = string> extends PostalAddress<State> {
  name: string;
}

/**
 * Where an item ships from and how many units sit there, as buyers, the cart and checkout see it: the town at
 * most, never the street (which stays the seller's). The state is the two-letter code.
 */
export interface ShipFromLocation extends Pick<NamedAddress, 'name' | 'city' | 'state' | 'zip'> {
  qty: number;
}

/** Where a parcel leaves from or goes to, as shipping quotes and carrier rates read it: the state's code and the zip. */
export type ParcelPoint = Pick<PostalAddress, 'state' | 'zip'>;

/** The ship-from view of an item location: only the fields of ShipFromLocation, whatever else the location holds. */
export const shipFromLocation = ({ name, city, state, zip, qty }: ShipFromLocation): ShipFromLocation => ({ name, city, state, zip, qty });

/** How long each field may be as stored (plain text); longer answers the field's 'is required' message, as the spec's forms do. */
export const POSTAL_ADDRESS_LIMITS = {
  nameMax: LIMITS.nameMax,
  addressMax: 255,
  unitMax: LIMITS.nameMax,
  cityMax: LIMITS.nameMax,
} as const;

export interface PostalAddressRule {
  /** The state the form names, undefined when it names none: each form sends the state in its own form. */
  stateOf: (value: unknown) => UsState | undefined;
  /**
   * Account addresses and seller locations have always checked the zip as typed (so markup in it is an
   * invalid zip), checkout as stored (markup removed); each keeps what its callers know.
   */
  zipAsTyped?: boolean;
}

/**
 * The rules of the postal fields, each checked as it is stored (plain text, see plainText): street, unit, city
 * and zip required and bounded (POSTAL_ADDRESS_LIMITS), a known state, a valid zip; errors under
 * `fieldName(field)` ('zip', or 'shipping.zip' in a block of a larger form).
 */
export function checkPostalAddress(
  c: Collector,
  input: Partial<Record<keyof PostalAddress, unknown>>,
  rule: PostalAddressRule,
  fieldName: (field: keyof PostalAddress) => string = (field) => field,
): void {
  const L = POSTAL_ADDRESS_LIMITS;
  const stored = (field: keyof PostalAddress) => plainText(input[field]);
  const missingOrLong = (field: keyof PostalAddress, max: number) => !stored(field) || stored(field).length > max;
  c.check(fieldName('address'), [[missingOrLong('address', L.addressMax), V.addressRequired]]);
  c.check(fieldName('unit'), [[missingOrLong('unit', L.unitMax), V.unitRequired]]);
  c.check(fieldName('city'), [[missingOrLong('city', L.cityMax), V.cityRequired]]);
  c.check(fieldName('state'), [[!rule.stateOf(input.state), V.stateRequired]]);
  const zip = rule.zipAsTyped ? text(input.zip) : stored('zip');
  c.check(fieldName('zip'), [
    [!zip, V.zipRequired],
    [!isValidZip(zip), V.zipInvalid],
  ]);
}

/** Account addresses and seller locations send the state as its US_STATES id (a number or numeric text). */
export const NAMED_ADDRESS_POSTAL_RULE: PostalAddressRule = { stateOf: usStateById, zipAsTyped: true };

/**
 * The rule of an account's address book entry and of a seller's location (the web forms run it too): name,
 * address, unit, city, state and zip required, the state a US_STATES id; 'Zip code is invalid'.
 */
export function validateAddress(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  c.check('name', [[!plainText(input.name) || plainText(input.name).length > POSTAL_ADDRESS_LIMITS.nameMax, V.locationNameRequired]]);
  checkPostalAddress(c, input, NAMED_ADDRESS_POSTAL_RULE);
  return c.errors;
}

/**
 * The postal fields of a form that `rule` accepted, as every document stores them: plain text, the state as
 * its code (StoredUsState), read as the form sends it.
 */
export function storedPostalAddress(form: Partial<Record<keyof PostalAddress, unknown>>, rule: PostalAddressRule): PostalAddress<UsStateCode> {
  const state = rule.stateOf(form.state);
  // The form's rule refuses an unknown state before anything is stored.
  if (!state) throw new TypeError('storedPostalAddress: the form names no known state; check it with its rule first');
  return { address: plainText(form.address), unit: plainText(form.unit), city: plainText(form.city), state: state.code, zip: plainText(form.zip) };
}

/** An account address or a seller location that passed validateAddress, as stored: plain text, the state as its code. */
export function storedNamedAddress(form: NamedAddress<unknown>): NamedAddress<UsStateCode> {
  return { name: plainText(form.name), ...storedPostalAddress(form, NAMED_ADDRESS_POSTAL_RULE) };
}
