import { IsOptional, IsString, MaxLength } from 'class-validator';
import { validateAddress } from '../identity/forms';
import { MESSAGES } from '../messages';
import { CheckedBy, formRule } from './checked-by';
import { IsNumberOrNumericText } from './number-field';

const V = MESSAGES.validation;

/**
 * Longest text an address field may arrive as. The form rule bounds each field as it is stored (plain text, at
 * most LIMITS.nameMax or 255 characters); this only refuses what no form sends, before the rule strips markup.
 */
export const ADDRESS_TEXT_MAX = 1_000;

/**
 * The location fields of an address, checked by `validateAddress` (name, address, unit, city, state, zip; 'Zip
 * code is invalid'): a seller's warehouse (`POST|PUT locations`) as it is, and the base of an account's address
 * book entry, which adds its own fields. Every field is the form rule's to require; here each must be text (the
 * state a US_STATES id, as a number or numeric text) of a sane size, with the rule's message for the field.
 */
@CheckedBy(formRule(validateAddress))
export class AddressBody {
  @IsOptional()
  @MaxLength(ADDRESS_TEXT_MAX, { message: V.locationNameRequired })
  @IsString({ message: V.locationNameRequired })
  name!: string;

  @IsOptional()
  @MaxLength(ADDRESS_TEXT_MAX, { message: V.addressRequired })
  @IsString({ message: V.addressRequired })
  address!: string;

  @IsOptional()
  @MaxLength(ADDRESS_TEXT_MAX, { message: V.unitRequired })
  @IsString({ message: V.unitRequired })
  unit!: string;

  @IsOptional()
  @MaxLength(ADDRESS_TEXT_MAX, { message: V.cityRequired })
  @IsString({ message: V.cityRequired })
  city!: string;

  /** A US_STATES id. */
  @IsOptional()
  @IsNumberOrNumericText({ message: V.stateRequired })
  state!: number;

  @IsOptional()
  @MaxLength(ADDRESS_TEXT_MAX, { message: V.zipInvalid })
  @IsString({ message: V.zipInvalid })
  zip!: string;
}
