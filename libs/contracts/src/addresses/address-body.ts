import { IsOptional } from 'class-validator';
import { CheckedBy, formRule } from '../dto/checked-by';
import { IsNumberOrNumericText } from '../dto/number-field';
import { OptionalText } from '../dto/text-field';
import { MESSAGES } from '../messages';
import { validateAddress, type NamedAddress, type PostalAddress } from './postal-address';

const V = MESSAGES.validation;

/**
 * Longest text a field of an address block may arrive as. The form rules bound each field as it is stored
 * (plain text, POSTAL_ADDRESS_LIMITS); this only refuses what no form sends, before a rule strips markup.
 */
export const ADDRESS_TEXT_MAX = 1_000;

/**
 * A text field of an address block: optional here (its form rule requires it, with the spec's message), text
 * of at most ADDRESS_TEXT_MAX characters, else `message`, the rule's message for the field.
 */
export function AddressText(message: string): PropertyDecorator {
  return OptionalText(ADDRESS_TEXT_MAX, message);
}

/**
 * The postal fields every address body has (street, unit, city, zip), each text of a sane size. The state is
 * each body's own, since bodies send it in different forms: the id (AddressBody) or the code (checkout).
 */
export abstract class PostalAddressBody implements Omit<PostalAddress, 'state'> {
  @AddressText(V.addressRequired)
  address!: string;

  @AddressText(V.unitRequired)
  unit!: string;

  @AddressText(V.cityRequired)
  city!: string;

  @AddressText(V.zipInvalid)
  zip!: string;
}

/**
 * A seller's warehouse (`POST|PUT locations`) as it is, and the base of an account's address book entry
 * (AccountAddressBody), checked by validateAddress: the postal fields plus the place's name and the state as
 * its US_STATES id (a number or numeric text).
 */
@CheckedBy(formRule(validateAddress))
export class AddressBody extends PostalAddressBody implements NamedAddress<number> {
  @AddressText(V.locationNameRequired)
  name!: string;

  /** A US_STATES id. */
  @IsOptional()
  @IsNumberOrNumericText({ message: V.stateRequired })
  state!: number;
}
