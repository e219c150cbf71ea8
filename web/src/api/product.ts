import {
  CATALOG_API,
  type AskRequest,
  type DiscussionPost,
  type DiscussionRequest,
  type ItemDetail,
  type PageOf,
  type ReviewRequest,
  type ReviewsAnswer,
  type ReviewView,
} from '@solar/contracts';
import { ApiError, apiRequest, apiSend, type ApiKey, type ApiResult } from './api';
import { useApi } from './useApi';

/**
 * The product page's reads and writes of the catalog API (item, related items, reviews, questions, the
 * discussion board) and the compare list's item reads. Components use these, never the paths.
 */

/** Reviews shown per page under a product. */
export const REVIEWS_PAGE_SIZE = 5;
/** Discussion threads shown per page under a product. */
export const DISCUSSION_PAGE_SIZE = 10;

/** The read of one item, as useItem sends it (and main.tsx starts it early for a product page: firstReads.ts). */
export const itemRead = (uuidOrId: string | number): ApiKey => ['GET', CATALOG_API.item(uuidOrId)];

/** One public item by its uuid or numeric id; null waits. A 404 (not public, or no such item) is the error. */
export const useItem = (uuidOrId: string | number | null) => useApi<ItemDetail>(uuidOrId === null ? null : itemRead(uuidOrId));

/** Up to 8 items the seller linked to this one. */
export const useRelatedItems = (itemId: number | null) => useApi<ItemDetail[]>(itemId === null ? null : ['GET', CATALOG_API.related(itemId)]);

/** One page of an item's reviews (newest first) with its rating summary. */
export const useItemReviews = (uuid: string | null, page: number, limit: number = REVIEWS_PAGE_SIZE) =>
  useApi<ReviewsAnswer>(uuid === null ? null : ['GET', CATALOG_API.itemReviews(uuid), { page, limit }]);

/** One page of an item's discussion threads (oldest first), each with its replies. */
export const useItemDiscussion = (uuid: string | null, page: number, limit: number = DISCUSSION_PAGE_SIZE) =>
  useApi<PageOf<DiscussionPost>>(uuid === null ? null : ['POST', CATALOG_API.discussionList, { where: { item_uuid: uuid }, page, limit }]);

/** Each item, or null for one that is no longer public (404): one gone item must not hide the others. */
function fetchItems(uuids: readonly string[]): Promise<(ItemDetail | null)[]> {
  return Promise.all(
    uuids.map((uuid) =>
      apiRequest<ItemDetail>({ method: 'GET', path: CATALOG_API.item(uuid) }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
}

/** Several items at once, in the order given (the compare list's columns); nothing is fetched for none. */
export const useItemsByUuid = (uuids: readonly string[]) =>
  useApi<(ItemDetail | null)[]>(uuids.length ? { key: ['items', ...uuids], load: () => fetchItems(uuids) } : null);

/** The product page's writes; each answers the data and the server's message for the toast. */
export const productApi = {
  /** 201 with the review; 409 (errors.review) for a second review, 403 for the item's own seller. */
  postReview: (uuid: string, body: ReviewRequest): Promise<ApiResult<ReviewView>> => apiSend({ method: 'POST', path: CATALOG_API.itemReviews(uuid), body }),

  /** Mails the seller; signed in only. */
  ask: (body: AskRequest): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: CATALOG_API.itemsAsk, body }),

  /** Starts a thread, or replies to one with `parent_id`; signed in only. */
  postDiscussion: (body: DiscussionRequest): Promise<ApiResult<DiscussionPost>> => apiSend({ method: 'POST', path: CATALOG_API.discussionCreate, body }),
};
