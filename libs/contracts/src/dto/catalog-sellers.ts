import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { ResellerRequest } from '../catalog/api';
import { validateReseller } from '../catalog/forms';
import { MESSAGES } from '../messages';
import { CheckedBy, formRule } from './checked-by';

const P = MESSAGES.product;

/** Longest text a reseller's name or company name may arrive as, before the form rule reads it as stored. */
export const RESELLER_TEXT_MAX = 1_000;
/** The reseller's email and phone, which are stored cut to this length. */
export const RESELLER_CONTACT_MAX = 255;

/**
 * A reseller (`POST resellers`, `PUT resellers/{id}`): name and company name required by `validateReseller`;
 * email and phone optional text. (A seller's warehouse location is an AddressBody.)
 */
@CheckedBy(formRule(validateReseller))
export class ResellerBody implements ResellerRequest {
  @IsOptional()
  @MaxLength(RESELLER_TEXT_MAX, { message: P.resellerNameRequired })
  @IsString({ message: P.resellerNameRequired })
  name!: string;

  @IsOptional()
  @MaxLength(RESELLER_TEXT_MAX, { message: P.resellerCompanyRequired })
  @IsString({ message: P.resellerCompanyRequired })
  company_name!: string;

  @IsOptional()
  @MaxLength(RESELLER_CONTACT_MAX)
  @IsString()
  email?: string;

  @IsOptional()
  @MaxLength(RESELLER_CONTACT_MAX)
  @IsString()
  phone?: string;
}
