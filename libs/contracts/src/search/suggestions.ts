import { IsString } from 'class-validator';
import { IsSearchText } from '../catalog/dto/brands';
import { SUGGESTION_LIMITS } from '../enums/constants';
import { SEARCH_OBJECT_ERRORS } from './search-object';

/*
 * The header's global search suggestions (shop-and-accounts spec, section 2 "Global search box"; section 9
 * "Suggestions"): one call answers the three groups the box shows, 'in Solar Deals', 'in Products' and
 * 'in Stores', at most SUGGESTION_LIMITS of each.
 */

/** `POST /v1/client/search/suggestions`: what the shopper has typed so far. */
export class SuggestionsBody {
  @IsSearchText()
  @IsString({ message: SEARCH_OBJECT_ERRORS.queryShape })
  query!: string;
}

/** A public shop item (active and approved); choosing it searches the shop for its name. */
export interface ProductSuggestion {
  uuid: string;
  id: number;
  name: string;
  part_number: string;
  sku: string;
  /** The thumbnail's URL, or '' when the item has no picture. */
  image: string;
}

/**
 * A public deal as the trader-and-admin spec's "Deal suggestion" lists it (listing_id, title, sub_category,
 * part_no, attachments of type Image). It names nothing of the seller: negotiable deals are anonymous.
 */
export interface DealSuggestion {
  listing_id: number;
  title: string;
  sub_category: string;
  part_no: string;
  attachments: { type: 'Image'; url: string }[];
}

/** An enabled storefront; choosing it opens /storefront/{store_name}/{seller_id}. */
export interface StoreSuggestion {
  store_uuid: string;
  seller_id: string;
  /** The store's name as its route spells it (`store_name`). */
  name: string;
  title: string;
  logo: string | null;
  /**
   * The line under the store: MESSAGES.search.storeLabel ('Storefront'), or, for a store of one of the
   * configured privileged accounts when the caller is one of them, that account's e-mail.
   */
  label: string;
}

export interface SuggestionsAnswer {
  deals: DealSuggestion[];
  products: ProductSuggestion[];
  stores: StoreSuggestion[];
}

/** At most this many per group (spec section 9). */
export const SUGGESTIONS_PER_GROUP = {
  deals: SUGGESTION_LIMITS.deals,
  products: SUGGESTION_LIMITS.products,
  stores: SUGGESTION_LIMITS.stores,
} as const;
