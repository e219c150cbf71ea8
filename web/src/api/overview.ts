import { CATALOG_API, ORDERS_API, PAGE_LIMIT_MAX, type PageOf, type PurchaseHistoryAnswer, type ReviewView, type SalesSnapshot } from '@solar/contracts';
import { useApi } from './useApi';

/*
 * The account overview pages' reads (buying overview, reviews and feedback, sales snapshot, an item's account
 * view): each is the signed-in user's own data, cached per user, fetched only while signed in.
 */

/** Reviews and orders the account pages take in one read: enough for any buyer's recent history. */
export const OVERVIEW_READ_LIMIT = 50;

/** The newest `limit` of the buyer's orders (the first page of the purchase history). */
export const useRecentPurchases = (limit: number) =>
  useApi<PurchaseHistoryAnswer>(['GET', ORDERS_API.purchaseHistory, { page: 1, limit: Math.min(limit, PAGE_LIMIT_MAX) }], { as: 'user' });

/** One page of the reviews the user wrote, newest first. */
export const useMyReviews = (page: number, limit = OVERVIEW_READ_LIMIT) =>
  useApi<PageOf<ReviewView>>(['POST', CATALOG_API.reviewsMyList, { page, limit }], { as: 'user', keepPreviousData: true });

/** The user's review of one item (at most one exists); null waits. */
export const useMyReviewOf = (itemId: number | null) =>
  useApi<PageOf<ReviewView>>(itemId === null ? null : ['POST', CATALOG_API.reviewsMyList, { where: { item_id: itemId }, limit: 1 }], { as: 'user' });

/** The seller's sales per day and best-selling items over the last `days` (false waits). */
export const useSalesSnapshot = (days: number, enabled = true) =>
  useApi<SalesSnapshot>(enabled ? ['GET', ORDERS_API.salesSnapshot, { days }] : null, { as: 'user', keepPreviousData: true });
