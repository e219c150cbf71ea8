import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES, SUGGESTIONS_PER_GROUP, type DealSuggestion, type ProductSuggestion, type StoreSuggestion, type SuggestionsAnswer } from '@solar/contracts';
import { SEARCH_INDEX, TEXT_QUERY_LIMITS, type SearchIndex, type SearchQuery } from '@solar/platform';
import { DEALS_INDEX, type DealSearchDoc } from '../deals/deal-index';
import { ITEMS_INDEX, type ItemSearchDoc } from '../items/item-index';
import { STORES_INDEX, type StoreSearchDoc } from '../stores/store-index';
import type { PrivilegedSuggestionAccount } from './privileged-accounts';

export const PRIVILEGED_SUGGESTION_ACCOUNTS = Symbol('PRIVILEGED_SUGGESTION_ACCOUNTS');

/*
 * Suggestions run on every pause in typing, so each group is one cheap query: the words as typed, the last one
 * a prefix (a part number typed halfway finds it), no typo expansion (the costly part of text matching, and
 * a half-typed word is no typo), a few short fields, no facets, five hits.
 */
const ITEM_FIELDS = ['name', 'part_number', 'sku', 'tags'];
const DEAL_FIELDS = ['name', 'part_number', 'tags'];
const STORE_FIELDS = ['name', 'title'];

/**
 * The last word is a prefix only from this many characters: a prefix of one or two letters stands for every
 * word starting so in the index (every SKU for "s"), and expanding and scoring them all took seconds at 50,000
 * items (load-tests/suggestions.mjs). Shorter, it must match a whole word ("pv", "mc4" as typed).
 */
export const SUGGESTION_PREFIX_MIN = 3;

/** The query's words as the index splits them (the search-index port's tokeniser: whitespace and punctuation). */
const wordsOf = (text: string) =>
  [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\n\r\p{Z}\p{P}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, TEXT_QUERY_LIMITS.maxWords);

const suggestionQuery = (text: string, textFields: string[], size: number): SearchQuery => ({
  text,
  textFields,
  prefix: (wordsOf(text).at(-1)?.length ?? 0) >= SUGGESTION_PREFIX_MIN,
  fuzzy: false,
  size,
});

/** The header's global search suggestions, from the three indices the service keeps. */
@Injectable()
export class SuggestionsService {
  private readonly privilegedEmails: Map<string, string>;

  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(PRIVILEGED_SUGGESTION_ACCOUNTS) privileged: PrivilegedSuggestionAccount[],
  ) {
    this.privilegedEmails = new Map(privileged.map((account) => [account.id, account.email]));
  }

  /** `callerId`: the verified token's subject, when the caller sent one. */
  async suggest(query: string, callerId: string | undefined): Promise<SuggestionsAnswer> {
    const text = query.trim();
    if (!text) return { deals: [], products: [], stores: [] };
    const [deals, items, stores] = await Promise.all([
      this.index.search<DealSearchDoc>(DEALS_INDEX, suggestionQuery(text, DEAL_FIELDS, SUGGESTIONS_PER_GROUP.deals)),
      this.index.search<ItemSearchDoc>(ITEMS_INDEX, suggestionQuery(text, ITEM_FIELDS, SUGGESTIONS_PER_GROUP.products)),
      this.index.search<StoreSearchDoc>(STORES_INDEX, suggestionQuery(text, STORE_FIELDS, SUGGESTIONS_PER_GROUP.stores)),
    ]);
    const callerIsPrivileged = callerId !== undefined && this.privilegedEmails.has(callerId);
    return {
      deals: deals.hits.map((hit) => toDealSuggestion(hit.doc)),
      products: items.hits.map((hit) => toProductSuggestion(hit.doc)),
      stores: stores.hits.map((hit) => this.toStoreSuggestion(hit.doc, callerIsPrivileged)),
    };
  }

  /**
   * 'Storefront' under every store, except that a privileged caller sees the configured e-mail under the stores
   * of the privileged accounts: nobody else's address is known here, and nobody else sees these.
   */
  private toStoreSuggestion(store: StoreSearchDoc, callerIsPrivileged: boolean): StoreSuggestion {
    const email = callerIsPrivileged ? this.privilegedEmails.get(store.seller_id) : undefined;
    return {
      store_uuid: store.uuid,
      seller_id: store.seller_id,
      name: store.name,
      title: store.title,
      logo: store.logo,
      label: email ?? MESSAGES.search.storeLabel,
    };
  }
}

/** Each field named: the index's deal card names no seller, and a field added to it later stays out of here. */
function toDealSuggestion(deal: DealSearchDoc): DealSuggestion {
  return {
    listing_id: deal.id,
    title: deal.name,
    sub_category: deal.subcategory_name,
    part_no: deal.part_number,
    attachments: deal.image ? [{ type: 'Image', url: deal.image }] : [],
  };
}

function toProductSuggestion(item: ItemSearchDoc): ProductSuggestion {
  return { uuid: item.uuid, id: item.id, name: item.name, part_number: item.part_number, sku: item.sku, image: item.image ?? '' };
}
