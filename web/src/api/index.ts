export {
  CART_MERGE_FROM_KEY,
  getCartMergeFrom,
  rememberCartMergeFrom,
  useCart,
  useCartBusy,
  useCartMutations,
  useRevalidateCart,
  useWishlist,
  type CartMutations,
} from './cart';
export { ApiError, apiRequest, apiSend, apiUrl, type ApiAuth, type ApiKey, type ApiRequest, type ApiResult, type HttpMethod } from './api';
export { useApi, type ApiRead, type ComposedRead, type ReadScope, type UseApiOptions } from './useApi';
export { asCartOwner, useStoredSession, type Owner } from './owner';
export { useAddresses, useCategories, useItemSearch, useProfile, useSecurityQuestionOptions } from './hooks';
export { identityApi } from './identity';
export { useAllBrands, useBrandBySlug, useShopSearch, type BrandView, type ShopSearchBody } from './shop';
export { GUEST_RENEW_BEFORE_MS, ensureGuestSession } from './guest';
export {
  GUEST_EXPIRES_KEY,
  GUEST_ID_KEY,
  GUEST_TOKEN_KEY,
  SESSION_PROFILE_KEY,
  SESSION_TOKEN_KEY,
  SESSION_USER_KEY,
  clearGuest,
  clearSession,
  clearSessionToken,
  getGuestId,
  getGuestSnapshot,
  getSessionSnapshot,
  getSessionToken,
  setSessionToken,
  storeGuestSession,
  storeProfile,
  storeSession,
  subscribeSession,
  type GuestSession,
  type SessionSnapshot,
  type StoredSession,
} from './session';
export type * from './types';
export {
  DISCUSSION_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  productApi,
  useItem,
  useItemDiscussion,
  useItemReviews,
  useItemsByUuid,
  useRelatedItems,
} from './product';
export {
  sellerApi,
  useItemsByIds,
  useItemsMatching,
  useMyItem,
  useMyItems,
  useResellers,
  useSellerLocations,
  type LocationRequest,
  type MyItemsSearchBody,
  type UploadType,
} from './seller';
export {
  IDEMPOTENCY_HEADER,
  ORDER_POLL_MS,
  ORDERS_PAGE_SIZE,
  ordersApi,
  useOrderStatus,
  usePayoutAccounts,
  usePayoutSnapshot,
  usePurchaseHistory,
  useSellerReceipt,
  useShippingQuote,
  useSoldItems,
} from './orders';
export {
  isSellerDealView,
  traderApi,
  useDeal,
  useDealSearch,
  useFeaturedDeals,
  useMyDeals,
  useOffer,
  useOffers,
  useRecentDeals,
  useRevalidateMyDeals,
  useRevalidateOffers,
  useSoldDeals,
  type DealSearchBody,
  type UserDealsSearchBody,
} from './trader';
export {
  CONTRACT_PAYMENT_POLL_MS,
  contractsApi,
  useContract,
  useContractPayment,
  useContracts,
  useQuote,
  useRevalidateNegotiation,
} from './contracts';
export { CHAT_STATUS_STEP, chatApi, useChatStatus, useRevalidateChatStatus } from './chat';
export { useDashboardDeals, useDashboardGraph, useDashboardStats } from './dashboard';
