import { apiRoute } from '../http/api-route';
import type { SearchAllowList } from '../search/search-object';

const V1 = '/v1/client';

/*
 * The storefront service (shop-and-accounts spec, section 7: "Storefront: create, listing, list, favourite,
 * favourite/list, search variant", the seller-detail POST, "Work history: create, list, update, delete. Seller:
 * contact, brand/list"). A storefront is a named seller's shop window: its seller id is public. Negotiable deals
 * never appear on one (seller anonymity): the service knows shop items only, from catalog events.
 */
export const STOREFRONT_API = {
  /** POST StorefrontBody, seller: creates or replaces the caller's own store (StorefrontView). */
  create: `${V1}/storefront/create`,
  /** GET, seller: the caller's own store (StorefrontView), or null before one is made. */
  mine: `${V1}/storefront/mine`,
  /** POST multipart `file`, seller: a logo or banner picture (UploadedFile); name its uuid in `create`. */
  upload: `${V1}/storefront/upload`,
  /** POST search object: enabled stores (PageOf<StorefrontCard>), `query` on title and name; 6 a page by default. */
  listing: `${V1}/storefront/listing`,
  /** POST search object, the public fetch: `where: { user_id, is_enable: 1 }` (PageOf<StorefrontView>). */
  list: `${V1}/storefront/list`,
  /** POST search object, the search variant: `query` on the title, '*' wildcards (PageOf<StorefrontCard>). */
  search: `${V1}/storefront/search`,
  /** POST FavouriteBody, signed in: follows (or with `favourite: false` unfollows) a store. */
  favourite: `${V1}/storefront/favourite`,
  /** POST search object, signed in: the caller's favourite stores, newest first (PageOf<StorefrontCard>). */
  favouriteList: `${V1}/storefront/favourite/list`,
  /**
   * POST SellerDetailBody: a seller's details (SellerDetailView): store, years active, items listed and sold,
   * rating from reviews, brands. An empty body answers the caller's own (seller); errors on `seller_detail_id`.
   */
  sellerDetail: `${V1}/seller-detail`,
  /** POST WorkHistoryBody, seller: adds a project to the caller's work history. */
  workHistoryCreate: `${V1}/work-history/create`,
  /** POST SellerRefBody: a seller's work history, newest first (WorkHistoryView[]). */
  workHistoryList: `${V1}/work-history/list`,
  /** PUT WorkHistoryBody, DELETE: the caller's own entry (403 for anyone else's). */
  workHistoryOne: apiRoute(`${V1}/work-history/:id`),
  /** POST SellerContactBody, signed in: mails the seller (429 past the limits). */
  sellerContact: `${V1}/seller/contact`,
  /** POST SellerRefBody: the brands of a seller's public shop items (StorefrontBrand[]). */
  sellerBrands: `${V1}/seller/brand/list`,
} as const;

/** `storefront/listing`, `storefront/search`, `storefront/favourite/list`: text on title and name, sort by either or by date. */
export const STOREFRONT_LISTING: SearchAllowList = {
  fields: ['uuid', 'user_id', 'name', 'title', 'subtitle', 'city', 'created_at', 'updated_at'],
  where: ['user_id', 'city'],
  orderby: ['title', 'name', 'created_at', 'updated_at'],
  query: ['title', 'name'],
};

/** `storefront/list`: the public fetch names the seller (`user_id`) and `is_enable` (only 1 is ever answered). */
export const STOREFRONT_FETCH: SearchAllowList = {
  fields: [
    'uuid',
    'user_id',
    'name',
    'title',
    'subtitle',
    'email',
    'website',
    'phone',
    'address',
    'zip',
    'about',
    'company_vision',
    'shipping_refund',
    'seller_detail_services',
    'seller_detail_coverage_area',
    'profile_images',
    'background_images',
    'is_enable',
  ],
  where: ['user_id', 'uuid', 'is_enable'],
  with: ['services', 'coverage_area', 'images'],
  orderby: ['created_at'],
};
