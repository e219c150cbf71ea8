import {
  ORDERS_API,
  isSettledOrder,
  type CheckoutAnswer,
  type CheckoutRequest,
  type OrderStatusRequest,
  type OrderView,
  type PayoutAccount,
  type PayoutSnapshot,
  type PurchaseHistoryAnswer,
  type SellerReceipt,
  type ShippingPriceRequest,
  type ShippingQuote,
  type SoldItemsAnswer,
  type SoldItemsRequest,
  type TrackingUpdateRequest,
} from '@solar/contracts';
import { useCallback } from 'react';
import type { SWRResponse } from 'swr';
import { ApiError, apiRequest, apiSend, type ApiResult } from './api';
import { asCartOwner } from './owner';
import { useApi } from './useApi';

/**
 * The checkout's and the order pages' reads (SWR hooks) and writes (`ordersApi`) against ORDERS_API (the cart's
 * lines come from `useCart` in ./cart). Components use these, never the paths.
 */

/** Orders shown per page in the buyer's purchase history and the seller's sold items. */
export const ORDERS_PAGE_SIZE = 10;

/** How often an order that is still moving through the saga is asked for again. */
export const ORDER_POLL_MS = 1000;

// ---- Reads ---------------------------------------------------------------------------------------------------------

/**
 * A quote for every line of the owner's cart, delivered to `request`'s state and zip; null waits. The last
 * quote stays on screen while a new one loads. The quote is of the caller's cart: asked with the cart owner's
 * token (the session's, or the guest's).
 */
export const useShippingQuote = (request: Omit<ShippingPriceRequest, 'owner_id'> | null): SWRResponse<ShippingQuote, ApiError> =>
  useApi<ShippingQuote>(request ? ['POST', ORDERS_API.shippingPrice, request] : null, { as: 'cartOwner', keepPreviousData: true });

/**
 * One order by number and e-mail (public), asked for again every ORDER_POLL_MS until it is settled
 * (confirmed or cancelled); null waits. `initial` is an answer the caller already has: it is shown at once and
 * not fetched again unless it was still moving.
 */
export function useOrderStatus(query: OrderStatusRequest | null, initial?: OrderView): SWRResponse<OrderView, ApiError> {
  const initialSettled = isSettled(initial);
  // Stable, so a re-render of the page does not restart the polling timer.
  const refreshInterval = useCallback(
    (latest: OrderView | undefined) => (isSettled(latest) || (latest === undefined && initialSettled) ? 0 : ORDER_POLL_MS),
    [initialSettled],
  );
  return useApi<OrderView>(query ? ['POST', ORDERS_API.orderStatus, query] : null, {
    fallbackData: initial,
    revalidateOnMount: !initialSettled,
    refreshInterval,
    // A lost answer is asked again; a 404 (no such order) or another refusal will not change by asking.
    shouldRetryOnError: (error) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
  });
}

const isSettled = (order: OrderView | undefined): boolean => order !== undefined && isSettledOrder(order.status);

/** One page of the signed-in buyer's orders, newest first. */
export const usePurchaseHistory = (page: number): SWRResponse<PurchaseHistoryAnswer, ApiError> =>
  useApi<PurchaseHistoryAnswer>(['GET', ORDERS_API.purchaseHistory, { page, limit: ORDERS_PAGE_SIZE }], { as: 'user', keepPreviousData: true });

/** One page of the signed-in seller's sold lines, newest first. */
export const useSoldItems = (body: SoldItemsRequest): SWRResponse<SoldItemsAnswer, ApiError> =>
  useApi<SoldItemsAnswer>(['POST', ORDERS_API.soldItems, body], { as: 'user', keepPreviousData: true });

/** The seller's receipt for their part of one order; null waits. */
export const useSellerReceipt = (orderNumber: string | null): SWRResponse<SellerReceipt, ApiError> =>
  useApi<SellerReceipt>(orderNumber ? ['POST', ORDERS_API.soldItemsReceipt, { order_number: orderNumber }] : null, { as: 'user' });

/** The seller's balances, fee and sales counts. */
export const usePayoutSnapshot = (): SWRResponse<PayoutSnapshot, ApiError> => useApi<PayoutSnapshot>(['GET', ORDERS_API.payoutSnapshot], { as: 'user' });

/** The seller's payout accounts (pending while the provider's onboarding is unfinished). */
export const usePayoutAccounts = (): SWRResponse<PayoutAccount[], ApiError> => useApi<PayoutAccount[]>(['GET', ORDERS_API.payoutAccounts], { as: 'user' });

// ---- Writes ----------------------------------------------------------------------------------------------------------

/** The header that lets the orders service answer a repeated checkout attempt with its first outcome. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const ordersApi = {
  /**
   * Turns the owner's cart into an order (the cart of the caller's token: the session's, or the guest's).
   * Send the same `idempotencyKey` when repeating an attempt whose answer never arrived; 402 is a declined
   * card, 400 field errors keyed like 'shipping.zip'.
   */
  checkout: (body: CheckoutRequest, idempotencyKey: string): Promise<ApiResult<CheckoutAnswer>> =>
    asCartOwner({ method: 'POST', path: ORDERS_API.checkout, body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),

  /** One order by number and e-mail; 404 (with the server's error text) when the pair matches none. */
  orderStatus: (body: OrderStatusRequest): Promise<OrderView> => apiRequest({ method: 'POST', path: ORDERS_API.orderStatus, body }),

  /** Marks the seller's line (or all of the seller's lines of the order) shipped. */
  updateTracking: (body: TrackingUpdateRequest): Promise<ApiResult<unknown>> => apiSend({ method: 'POST', path: ORDERS_API.trackingUpdate, body }),

  /** Where the payment provider's onboarding starts; it sends the seller back to `returnUrl`. */
  payoutOnboardingLink: (returnUrl: string): Promise<{ url: string }> =>
    apiRequest({ method: 'GET', path: ORDERS_API.payoutOnboardingLink, query: { return_url: returnUrl } }),
};
