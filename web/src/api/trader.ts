import {
  OFFER_API,
  SEARCH_API,
  TRADER_API,
  offerUpdateRoute,
  type DealEquipment,
  type MakeOfferRequest,
  type OfferParty,
  type OfferProposal,
  type OfferStatus,
  type OfferStatusUpdateRequest,
  type OfferView,
  type DealForm,
  type DealSearchAnswer,
  type DealStatus,
  type DealView,
  type DealWishlistEntry,
  type ListingId,
  type PageOf,
  type SellerDealView,
  type UpdateDealStatusRequest,
  type UploadedFile,
  type dealSearchBody,
} from '@solar/contracts';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { apiSend, type ApiKey, type ApiResult } from './api';
import { emptyWishlistPage } from './cart';
import { useStoredSession } from './owner';
import { useApi } from './useApi';

/**
 * The trader platform's reads (SWR hooks) and writes (`traderApi`) against the trader service (TRADER_API) and
 * the search service's deal search. Components use these, never the paths. A seller's own deals are read as the
 * signed-in user's (`as: 'user'`), so one account never sees another's cached deals.
 */

/** The `listing/public/deals` body of one deal listing URL, as `dealSearchBody` builds it. */
export type DealSearchBody = ReturnType<typeof dealSearchBody>;

/** The search object of `listing/user-deals`: `where`/`where_in` take status and category_id; 'All' is every status. */
export interface UserDealsSearchBody {
  query?: string;
  where?: Partial<{ status: DealStatus | 'All'; category_id: number }>;
  where_in?: Partial<{ status: DealStatus[]; category_id: number[] }>;
  page?: number;
  limit?: number;
  orderby?: Partial<Record<'created_at' | 'updated_at' | 'name' | 'price' | 'total_qty' | 'id', 'asc' | 'desc'>>;
}

// ---- Reads -----------------------------------------------------------------------------------------------------

/**
 * One deal listing page's deals with the sidebar's facet counts; pass null to wait. The previous answer stays on
 * screen while the next filter's answer loads.
 */
export const useDealSearch = (body: DealSearchBody | null) => useApi<DealSearchAnswer>(body === null ? null : dealSearchRead(body), { keepPreviousData: true });

/** The read useDealSearch sends for one deal listing's body; a landing page may start it early (firstReads.ts). */
export const dealSearchRead = (body: DealSearchBody): ApiKey => ['POST', SEARCH_API.publicDeals, body];

/**
 * One deal by its numeric id or uuid: the public view (DealView) for visitors and buyers, the seller's view
 * (SellerDealView, with `owner_id`) for its seller and admins. A signed-in user's answer is cached as theirs,
 * since it depends on who asks; nothing is fetched without an id.
 */
export function useDeal(listingId: ListingId | undefined) {
  const { session } = useStoredSession();
  return useApi<DealView | SellerDealView>(listingId === undefined ? null : dealRead(listingId), { as: session ? 'user' : 'anyone' });
}

/** The read of one deal, as useDeal sends it (and main.tsx starts it early for a visitor's deal page: firstReads.ts). */
export const dealRead = (listingId: ListingId): ApiKey => ['GET', TRADER_API.deal(listingId)];

/** Whether a deal answer is the seller's view (the caller is its seller or an admin). */
export const isSellerDealView = (deal: DealView | SellerDealView): deal is SellerDealView => 'owner_id' in deal;

/** A page of the signed-in seller's own deals, in any status; the previous page stays while the next loads. */
export const useMyDeals = (body: UserDealsSearchBody) =>
  useApi<PageOf<SellerDealView>>(['POST', TRADER_API.userDeals, body], { as: 'user', keepPreviousData: true });

/** A page of the signed-in seller's sold deals (Contract, OutOfStock). */
export const useSoldDeals = (body: UserDealsSearchBody) =>
  useApi<PageOf<SellerDealView>>(['POST', TRADER_API.soldDeals, body], { as: 'user', keepPreviousData: true });

/** Any cached page of the seller's own deals (user-deals or sold deals, any filter); the path is a read key's second part. */
const isMyDealsKey = (key: unknown): boolean => Array.isArray(key) && (key[1] === TRADER_API.userDeals || key[1] === TRADER_API.soldDeals);

/**
 * Fetches every shown page of the seller's deals again, after a write that may move a deal between them (a
 * status move, a copy): the tab it left, the tab it joined and the hub's counts all change.
 */
export function useRevalidateMyDeals(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isMyDealsKey);
  }, [mutate]);
}

/** A handful of public deals, the largest lots first. */
export const useFeaturedDeals = () => useApi<DealView[]>(['GET', TRADER_API.featuredDeals]);

/** A handful of public deals, the most recently published first. */
export const useRecentDeals = () => useApi<DealView[]>(['GET', TRADER_API.recentDeals]);

/** A page of the signed-in user's offers on one side: the bids they made ('buyer') or the offers on their deals ('seller'). */
export const useOffers = (side: OfferParty, page = 1, status?: OfferStatus) =>
  useApi<PageOf<OfferView>>(['GET', `${OFFER_API.offers}?${new URLSearchParams({ side, page: String(page), ...(status ? { status } : {}) })}`], {
    as: 'user',
    keepPreviousData: true,
  });

/** One offer, as its buyer or its deal's seller sees it (null waits); the trader chat shows it beside the messages. */
export const useOffer = (offerId: string | null) => useApi<OfferView>(offerId ? ['GET', OFFER_API.offer(offerId)] : null, { as: 'user' });

/** Where a single offer's path starts ('/get_offer/'), to find its cached reads. */
const ONE_OFFER_PREFIX = OFFER_API.offer.template.slice(0, OFFER_API.offer.template.indexOf(':'));

/** Any cached page of the user's offers, and any single offer read. */
const isOffersKey = (key: unknown): boolean =>
  Array.isArray(key) && typeof key[1] === 'string' && (key[1].startsWith(`${OFFER_API.offers}?`) || key[1].startsWith(ONE_OFFER_PREFIX));

/** Fetches the shown offers again (lists and single ones), after a move of one of them (or a stale answer: the other side moved). */
export function useRevalidateOffers(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isOffersKey);
  }, [mutate]);
}

/**
 * One page of the signed-in user's deal wishlist, newest first, WISHLIST_PAGE_SIZE deals a page. A guest has no
 * deal wishlist (the trader names the owner by an account token), so signed out nothing is read and the empty
 * page answers at once: the hearts of a first visit's deal cards cost no call and no re-render.
 */
export function useDealWishlist(page = 1) {
  const { session } = useStoredSession();
  const emptyPage = useMemo(() => emptyWishlistPage<DealWishlistEntry>(page), [page]);
  return useApi<PageOf<DealWishlistEntry>>(['GET', TRADER_API.wishlist, { page }], {
    as: 'user',
    keepPreviousData: true,
    fallbackData: session ? undefined : emptyPage,
  });
}

/** Any cached read of the deal wishlist (a page, or the hearts' read of the pages after the first). */
export const isDealWishlistKey = (key: unknown): boolean => Array.isArray(key) && key[1] === TRADER_API.wishlist;

/** Fetches every shown read of the deal wishlist again, after a deal was added or removed. */
export function useRevalidateDealWishlist(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isDealWishlistKey);
  }, [mutate]);
}

// ---- Writes ------------------------------------------------------------------------------------------------------

/** Every write of the trader area; each answers `{data, message}` so the page can show the server's message. */
export const traderApi = {
  /** A Pending deal, or an Incomplete draft with `draft: true`. */
  createDeal: (body: DealForm): Promise<ApiResult<SellerDealView>> => apiSend({ method: 'POST', path: TRADER_API.create, body }),

  /** Replaces an unpublished deal; a published one keeps its live version while the edit waits as its pending_revision. */
  updateDeal: (listingId: ListingId, body: DealForm): Promise<ApiResult<SellerDealView>> =>
    apiSend({ method: 'POST', path: TRADER_API.updateListing, body: { ...body, listing_id: listingId } }),

  /** A copy of the deal as an Incomplete draft. */
  duplicateDeal: (listingId: ListingId): Promise<ApiResult<SellerDealView>> =>
    apiSend({ method: 'POST', path: TRADER_API.duplicateDeal, body: { listing_id: listingId } }),

  updateInventory: (listingId: ListingId, totalQty: number): Promise<ApiResult<SellerDealView>> =>
    apiSend({ method: 'POST', path: TRADER_API.updateInventory, body: { listing_id: listingId, total_qty: totalQty } }),

  updateStatus: (body: UpdateDealStatusRequest): Promise<ApiResult<SellerDealView>> => apiSend({ method: 'POST', path: TRADER_API.updateStatus, body }),

  /** Multipart upload of one picture or datasheet for the deal forms, which name it by the answer's uuid. */
  uploadAttachment: (file: File, type: UploadedFile['type']): Promise<ApiResult<UploadedFile>> => {
    const form = new FormData();
    form.append('file', file);
    form.append('type', type);
    return apiSend({ method: 'POST', path: TRADER_API.attachment, body: form });
  },

  deleteAttachment: (uuid: string): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: TRADER_API.attachmentDelete(uuid) }),

  /** Keeps a public deal on the signed-in user's wishlist (by id or uuid); adding it again keeps the first entry. */
  addDealToWishlist: (listingId: ListingId): Promise<ApiResult<DealWishlistEntry>> =>
    apiSend({ method: 'POST', path: TRADER_API.wishlist, body: { listing_id: listingId } }),

  removeDealFromWishlist: (listingId: ListingId): Promise<ApiResult<unknown>> => apiSend({ method: 'DELETE', path: TRADER_API.wishlistDeal(listingId) }),

  /** A buyer's offer on a public deal. */
  makeOffer: (body: MakeOfferRequest): Promise<ApiResult<OfferView>> => apiSend({ method: 'POST', path: OFFER_API.offers, body }),

  /** New price, quantity and terms at once, on the path of the deal's equipment (`{product}-offer-update`). */
  counterOffer: (offer: { id: string; revision: number; equipment: DealEquipment }, proposal: OfferProposal): Promise<ApiResult<OfferView>> =>
    apiSend({ method: 'POST', path: offerUpdateRoute(offer.equipment)(offer.id), body: { ...proposal, revision: offer.revision } }),

  /** Accept, reject or withdraw. */
  setOfferStatus: (offerId: string, body: OfferStatusUpdateRequest): Promise<ApiResult<OfferView>> =>
    apiSend({ method: 'POST', path: OFFER_API.offerStatus(offerId), body }),
};
