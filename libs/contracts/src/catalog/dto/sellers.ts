import type { ResellerRequest } from '../views';
import { validateReseller } from '../rules';
import { MESSAGES } from '../../messages';
import { CheckedBy, formRule } from '../../dto/checked-by';
import { OptionalText } from '../../dto/text-field';

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
  @OptionalText(RESELLER_TEXT_MAX, P.resellerNameRequired)
  name!: string;

  @OptionalText(RESELLER_TEXT_MAX, P.resellerCompanyRequired)
  company_name!: string;

  @OptionalText(RESELLER_CONTACT_MAX)
  email?: string;

  @OptionalText(RESELLER_CONTACT_MAX)
  phone?: string;
}
