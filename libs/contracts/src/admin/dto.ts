import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ROLES, type Role } from '../auth/roles';
import {
  ADMIN_ACTIONS,
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  AD_SLOTS,
  MERCHANDISING_LISTS,
  MODERATION_KINDS,
  MODERATION_STATUS_FILTERS,
  type AdSlot,
  type AdminAction,
  type ModerationKind,
  type ModerationStatusFilter,
} from './rules';
import { LIMITS } from '../rules/validation';
import { DEAL_STATUSES, type DealStatus } from '../trader/rules/deal-status';
import { OFFER_STATUSES, type OfferStatus } from '../trader/rules/offer-status';
import { FileUploadFields } from '../catalog/dto/items';
import { composed } from '../dto/compose';
import { NestedDtoList } from '../dto/nested';
import { OptionalQueryNumber, PAGE_QUERY_ERRORS } from '../dto/page-query';
import { OptionalText } from '../dto/text-field';

/*
 * The admin calls' bodies and queries (ADMIN_API, TRADER_ADMIN_API, CHAT_ADMIN_API, MODERATION_INTERNAL_API).
 * Query values arrive as text; a repeated parameter arrives as a list and fails the text checks.
 */

const M = ADMIN_MESSAGES;
const L = ADMIN_LIMITS;

/** Account, deal and item ids: letters, digits, '-' and '_' up to 64 characters. */
export const ADMIN_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const ID_MESSAGE = 'Give an id of letters, digits, - and _ (at most 64 characters).';
const Id = (message = ID_MESSAGE) => composed(Matches(ADMIN_ID_PATTERN, { message }), IsString({ message }));
const IdList = (max: number, tooMany: string, min = 0, tooFew = tooMany) =>
  composed(
    ArrayMinSize(min, { message: tooFew }),
    ArrayMaxSize(max, { message: tooMany }),
    Matches(ADMIN_ID_PATTERN, { each: true, message: ID_MESSAGE }),
    IsString({ each: true, message: ID_MESSAGE }),
    IsArray({ message: tooMany }),
  );
const SearchText = () => OptionalText(L.searchMax, M.search);
const Page = () => OptionalQueryNumber(1, L.queuePageMax, PAGE_QUERY_ERRORS.page);
const PerPage = () => OptionalQueryNumber(1, L.pageMax, `Must be a whole number from 1 to ${L.pageMax}.`);
const RequestId = () => IsUUID('all', { message: M.requestId });
const Reason = () => OptionalText(L.reasonMax, { tooLong: M.reasonTooLong, notText: M.reasonRequired });

/** A page of an admin list: `?page_no=&per_page=` (the spec's paging parameters). */
export class AdminPageQuery {
  @Page()
  page_no?: number;

  @PerPage()
  per_page?: number;
}

/** `admin/listing`. */
export class ModerationQueueQuery extends AdminPageQuery {
  @IsOptional()
  @IsIn(['all', ...MODERATION_KINDS], { message: M.kind })
  kind?: 'all' | ModerationKind;

  @IsOptional()
  @IsIn(MODERATION_STATUS_FILTERS, { message: M.status })
  status?: ModerationStatusFilter;
}

/** `internal/moderation`: an owner's first `limit` entries of a status, oldest first. */
export class ModerationSliceQuery {
  @IsOptional()
  @IsIn(MODERATION_STATUS_FILTERS, { message: M.status })
  status?: ModerationStatusFilter;

  @OptionalQueryNumber(1, L.queuePageMax * L.pageMax, PAGE_QUERY_ERRORS.limit)
  limit?: number;
}

/** `admin/listing/update-status`. */
export class ModerationDecisionBody {
  @IsIn(MODERATION_KINDS, { message: M.kind })
  kind!: ModerationKind;

  @Id()
  uuid!: string;

  @IsIn(DEAL_STATUSES, { message: M.status })
  status!: DealStatus;

  @Reason()
  reason?: string | null;
}

/** `admin/accounts`. */
export class AccountsQuery extends AdminPageQuery {
  @SearchText()
  q?: string;

  @IsOptional()
  @IsIn(ROLES, { message: 'Choose one of the roles.' })
  role?: Role;
}

/** `admin/ownership-transfer`. */
export class OwnershipTransferBody {
  @IdList(L.batchMax, M.batchTooLarge, 1, M.dealsRequired)
  deal_uuids!: string[];

  @Id()
  to_seller_id!: string;

  @RequestId()
  request_id!: string;
}

/** One deal's changes in a bulk edit. */
export class BulkEditChange {
  @Id()
  deal_uuid!: string;

  @IsOptional()
  @IsIn(DEAL_STATUSES, { message: M.status })
  status?: DealStatus;

  @IsOptional()
  @Max(LIMITS.unitPriceMax, { message: 'The price is too large.' })
  @Min(0, { message: 'The price must be positive.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The price must be a number.' })
  price?: number;

  @IsOptional()
  @Max(LIMITS.quantityMax, { message: 'The quantity is too large.' })
  @Min(0, { message: 'The quantity must be at least 0.' })
  @IsInt({ message: 'The quantity must be a whole number.' })
  total_qty?: number;
}

/** `admin/bulk-edit`. */
export class BulkEditBody {
  @ArrayMinSize(1, { message: M.dealsRequired })
  @ArrayMaxSize(L.batchMax, { message: M.batchTooLarge })
  @NestedDtoList(() => BulkEditChange, { message: M.changesRequired })
  changes!: BulkEditChange[];

  @RequestId()
  request_id!: string;
}

/** `admin/private-listing/{deal_uuid}`. */
export class PrivateListingBody {
  @IdList(L.privateBuyersMax, M.privateBuyers)
  buyer_ids!: string[];
}

const Url = () => composed(MaxLength(L.urlMax, { message: M.url }), IsString({ message: M.url }));
const Schedule = () => IsISO8601({ strict: true }, { message: M.date });

/** What banners and ads have alike: a picture, where it leads, and when it shows. */
export class ScheduledPictureBody {
  @Url()
  image_url!: string;

  @Url()
  link!: string;

  @Schedule()
  starts_at!: string;

  @IsOptional()
  @Schedule()
  ends_at?: string | null;

  @IsBoolean({ message: 'Must be true or false.' })
  active!: boolean;
}

/** `admin/banner`. */
export class BannerBody extends ScheduledPictureBody {
  @MaxLength(L.bannerTitleMax, { message: M.title(L.bannerTitleMax) })
  @IsString({ message: M.title(L.bannerTitleMax) })
  title!: string;

  @OptionalText(L.bannerSubtitleMax, M.subtitle)
  subtitle?: string | null;

  @Max(L.orderMax, { message: M.order })
  @Min(0, { message: M.order })
  @IsInt({ message: M.order })
  order!: number;
}

/** `admin/ads`. */
export class AdBody extends ScheduledPictureBody {
  @IsIn(AD_SLOTS, { message: M.slot })
  slot!: AdSlot;

  @MaxLength(L.adTitleMax, { message: M.title(L.adTitleMax) })
  @IsString({ message: M.title(L.adTitleMax) })
  title!: string;
}

/** `v1/client/ads?slot=`. */
export class AdsQuery {
  @IsIn(AD_SLOTS, { message: M.slot })
  slot!: AdSlot;
}

/** `admin/merchandising/{list}`: the listings' uuids, in order. */
export class MerchandisingBody {
  @IdList(L.merchandisingMax, M.listTooLong)
  refs!: string[];
}

/** `admin/merchandising-candidates`. */
export class CandidatesQuery {
  @IsIn(MERCHANDISING_LISTS, { message: M.list })
  list!: (typeof MERCHANDISING_LISTS)[number];

  @SearchText()
  q?: string;
}

/** `admin/audit-log`. */
export class AuditLogQuery extends AdminPageQuery {
  @SearchText()
  q?: string;

  @IsOptional()
  @IsIn(ADMIN_ACTIONS, { message: 'Choose one of the actions.' })
  action?: AdminAction;
}

/** `admin/get-deals`. */
export class AdminDealsQuery extends AdminPageQuery {
  @IsOptional()
  @IsIn([...DEAL_STATUSES, 'All'], { message: M.status })
  status?: DealStatus | 'All';

  @SearchText()
  q?: string;

  /** Only deals with an edit waiting. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'Must be true or false.' })
  awaiting_edit?: 'true' | 'false';
}

/** `admin/offers`. */
export class AdminOffersQuery extends AdminPageQuery {
  @IsOptional()
  @IsIn(OFFER_STATUSES, { message: 'Choose one of the offer statuses.' })
  status?: OfferStatus;

  @SearchText()
  q?: string;
}

/** `admin/chats`. */
export class AdminChatsQuery extends AdminPageQuery {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'Must be true or false.' })
  closed?: 'true' | 'false';
}

/** The sizes a banner or an ad picture may be cropped to on upload: the home hero's and the ad slots'. */
export const ADMIN_CROP_SIZES = ['1600x675', '685x450'] as const;
export type AdminCropSize = (typeof ADMIN_CROP_SIZES)[number];

/**
 * `admin/upload`'s fields besides the file: a picture for a banner or an ad is cropped to its frame's ratio
 * around a focal point (fractions across and down, the middle by default), so no band fills the frame.
 */
const FRACTION = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;

export class AdminUploadFields extends FileUploadFields {
  @IsOptional()
  @IsIn(ADMIN_CROP_SIZES, { message: ADMIN_MESSAGES.cropSize })
  crop?: AdminCropSize;

  // Multipart fields are text: a fraction from 0 to 1 as the form writes it.
  @IsOptional()
  @Matches(FRACTION, { message: ADMIN_MESSAGES.focus })
  focus_x?: string;

  @IsOptional()
  @Matches(FRACTION, { message: ADMIN_MESSAGES.focus })
  focus_y?: string;
}
