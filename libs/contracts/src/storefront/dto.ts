import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { validateSellerContact, validateStorefront, validateWorkHistory } from './rules';
import { STOREFRONT_LIMITS as L, STOREFRONT_MESSAGES as M } from './messages';
import { CheckedBy, formRule } from '../dto/checked-by';
import { IsNumberOrNumericText } from '../dto/number-field';
import { OptionalText } from '../dto/text-field';

const RAW = L.rawTextMax;
/** Upload uuids and account ids: short text. */
const ID_MAX = 64;

/**
 * A seller's store (`storefront/create`): the business profile and the company pages, checked as they will be
 * stored by `validateStorefront` (the web's forms run the same rule).
 */
@CheckedBy(formRule(validateStorefront))
export class StorefrontBody {
  @OptionalText(RAW, M.businessNameRequired) name!: string;
  @OptionalText(RAW) title?: string;
  @OptionalText(RAW) subtitle?: string;
  @OptionalText(RAW, M.emailInvalid) email?: string;
  @OptionalText(RAW, M.websiteRequired) website!: string;
  @OptionalText(RAW, M.phoneInvalid) phone?: string;
  @OptionalText(RAW, M.cityRequired) city!: string;
  @OptionalText(RAW, M.addressNameRequired) address_name!: string;
  @OptionalText(RAW, M.addressRequired) address!: string;
  @OptionalText(RAW, M.zipRequired) zip!: string;
  @OptionalText(RAW, M.aboutRequired) about!: string;
  @OptionalText(RAW) company_vision?: string;
  @OptionalText(RAW, M.returnsRequired) shipping_refund!: string;
  @OptionalText(RAW, M.termsRequired) terms_conditions!: string;
  @OptionalText(RAW, M.privacyRequired) privacy_policy!: string;
  @OptionalText(RAW, M.shippingRequired) shipping_policy!: string;
  @OptionalText(RAW) seller_detail_services?: string;
  @OptionalText(RAW) seller_detail_coverage_area?: string;
  /** A picture the seller uploaded through `storefront/upload`, or null for none. */
  @OptionalText(ID_MAX) logo_uuid?: string | null;
  @OptionalText(ID_MAX) banner_uuid?: string | null;
  /** Whether the public sees the store (default true). */
  @IsOptional() @IsBoolean() is_enable?: boolean;
}

export class FavouriteBody {
  @MaxLength(ID_MAX) @MinLength(1) @IsString() store_uuid!: string;
  /** false unfollows; following is the default. */
  @IsOptional() @IsBoolean() favourite?: boolean;
}

/** `seller-detail`: empty for the caller's own. */
export class SellerDetailBody {
  @OptionalText(ID_MAX, M.notFound) seller_detail_id?: string;
}

export class SellerRefBody {
  @MaxLength(ID_MAX, { message: M.notFound }) @MinLength(1, { message: M.notFound }) @IsString({ message: M.notFound }) seller_id!: string;
}

@CheckedBy(formRule(validateWorkHistory))
export class WorkHistoryBody {
  @OptionalText(RAW, M.workTitleRequired) title!: string;
  @OptionalText(RAW, M.workDescriptionRequired) description!: string;
  @IsOptional() @IsNumberOrNumericText({ message: M.workYearInvalid }) year!: number | string;
  @OptionalText(RAW) location?: string;
}

@CheckedBy(formRule(validateSellerContact))
export class SellerContactBody {
  @MaxLength(ID_MAX, { message: M.notFound }) @MinLength(1, { message: M.notFound }) @IsString({ message: M.notFound }) seller_id!: string;
  @OptionalText(RAW, M.contactNameRequired) name!: string;
  @OptionalText(RAW, M.contactEmailInvalid) email!: string;
  @OptionalText(RAW, M.contactPhoneRequired) phone!: string;
  @OptionalText(RAW, M.contactSubjectRequired) subject!: string;
  @OptionalText(RAW, M.contactMessageRequired) message!: string;
}
