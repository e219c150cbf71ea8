import {
  type ImageSizeName,
  ADMIN_API,
  CHAT_ADMIN_API,
  CHAT_API,
  CHAT_LIMITS,
  MERCHANDISING_API,
  TRADER_ADMIN_API,
  type AdSlot,
  type AdView,
  type AdminAccountView,
  type AdminAction,
  type AdminActionState,
  type AdminActionView,
  type AdminChatRow,
  type AdminDashboard,
  type AdminDealRow,
  type AdminIdentity,
  type AdminOfferRow,
  type AdminSoldDealRow,
  type BannerView,
  type ChatClosedView,
  type ChatHistoryPage,
  type DealStatus,
  type MerchandisingEntryView,
  type MerchandisingList,
  type ModerationDetail,
  type ModerationKind,
  type ModerationQueuePage,
  type ModerationStatusFilter,
  type OfferStatus,
  type PageOf,
  type PrivateListingView,
  type PublicAdView,
  type Role,
  type UploadedFile,
} from '@solar/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, apiSend, type ApiKey, type ApiResult } from './api';
import { useApi } from './useApi';

/*
 * The admin area's reads (SWR hooks) and writes (`adminApi`): ADMIN_API, the owners' admin reads
 * (TRADER_ADMIN_API, CHAT_ADMIN_API) and the chat calls an admin makes (CHAT_API). Every admin read is the
 * signed-in user's (`as: 'user'`): nothing is fetched while signed out, and one account never sees another's
 * cached answers. The public merchandising reads (banners, curated lists, ads) are everyone's.
 */

/** How often an action the owners apply (a decision, a bulk edit, a transfer) is asked for until it settles. */
export const ADMIN_POLL_MS = 1000;

/** States of an action that owners may still change. */
export const UNSETTLED_ACTION_STATES: readonly AdminActionState[] = ['sent', 'compensating'];
export const isActionSettled = (action: Pick<AdminActionView, 'state'>): boolean => !UNSETTLED_ACTION_STATES.includes(action.state);

/** A 4xx needs no retry (no permission, not found, refused); a network or server failure may pass. */
const retryable = (error: unknown): boolean => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** The admin list pages' paging query (`?page_no=&per_page=`). */
export interface AdminPaging {
  page_no?: number;
  per_page?: number;
}

export interface ModerationQueueParams extends AdminPaging {
  kind?: 'all' | ModerationKind;
  status?: ModerationStatusFilter;
}

export interface AdminDealsParams extends AdminPaging {
  status?: DealStatus | 'All';
  q?: string;
  awaiting_edit?: 'true' | 'false';
}

export interface AdminOffersParams extends AdminPaging {
  status?: OfferStatus;
  q?: string;
}

export interface AdminChatsParams extends AdminPaging {
  closed?: 'true' | 'false';
}

export interface AuditLogParams extends AdminPaging {
  q?: string;
  action?: AdminAction;
}

export interface AccountsParams extends AdminPaging {
  q?: string;
  role?: Role;
}

/** A query with its empty values left out, so equal filters share one cache entry. */
function query<T extends object>(params: T): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

// ---- Reads: the admin ------------------------------------------------------------------------------------------

/** The signed-in user as an admin; a 401 or 403 means they are not one. Checked once, not retried on refusal. */
export const useAdminIdentity = () =>
  useApi<AdminIdentity>(['GET', ADMIN_API.validateToken], { as: 'user', shouldRetryOnError: retryable, revalidateOnFocus: false });

export const useAdminDashboard = () => useApi<AdminDashboard>(['GET', ADMIN_API.dashboard], { as: 'user' });

/** The moderation queue; `pollMs` asks again while decisions sent are waiting to be applied. */
export const useModerationQueue = (params: ModerationQueueParams, pollMs = 0) =>
  useApi<ModerationQueuePage>(['GET', ADMIN_API.listing, query(params)], { as: 'user', keepPreviousData: true, refreshInterval: pollMs });

/** One entry of the queue (null waits). */
export const useModerationEntry = (kind: ModerationKind | null, uuid: string | null, pollMs = 0) =>
  useApi<ModerationDetail>(kind && uuid ? ['GET', ADMIN_API.listingEntry(kind, uuid)] : null, {
    as: 'user',
    refreshInterval: pollMs,
    shouldRetryOnError: retryable,
  });

/** Accounts by name or e-mail, of one role (null waits). */
export const useAdminAccounts = (params: AccountsParams | null) =>
  useApi<PageOf<AdminAccountView>>(params ? ['GET', ADMIN_API.accounts, query(params)] : null, { as: 'user', keepPreviousData: true });

/** Every deal in any status, with its seller. */
export const useAdminDeals = (params: AdminDealsParams, pollMs = 0) =>
  useApi<PageOf<AdminDealRow>>(['GET', TRADER_ADMIN_API.getDeals, query(params)], { as: 'user', keepPreviousData: true, refreshInterval: pollMs });

export const useAdminSoldDeals = (params: AdminPaging) =>
  useApi<PageOf<AdminSoldDealRow>>(['GET', TRADER_ADMIN_API.getSoldDeals, query(params)], { as: 'user', keepPreviousData: true });

export const useAdminOffers = (params: AdminOffersParams) =>
  useApi<PageOf<AdminOfferRow>>(['GET', TRADER_ADMIN_API.offers, query(params)], { as: 'user', keepPreviousData: true });

export const useAdminChats = (params: AdminChatsParams) =>
  useApi<PageOf<AdminChatRow>>(['GET', CHAT_ADMIN_API.chats, query(params)], { as: 'user', keepPreviousData: true });

/** A page of one conversation, newest first, read by an admin (null waits); `before` pages back. */
export const useAdminChatHistory = (offerId: string | null, before: number | null = null) =>
  useApi<ChatHistoryPage>(offerId ? ['GET', CHAT_API.messages(offerId), query({ before: before ?? undefined, limit: CHAT_LIMITS.pageMax })] : null, {
    as: 'user',
    shouldRetryOnError: retryable,
  });

/** The ownership transfers, newest first. */
export const useOwnershipTransfers = (params: AdminPaging) =>
  useApi<PageOf<AdminActionView>>(['GET', ADMIN_API.ownershipTransfer, query(params)], { as: 'user', keepPreviousData: true });

/**
 * An action's state asked for again every ADMIN_POLL_MS until it settles. SWR asks this when the read starts too,
 * before any answer: a 0 then would never start the polling, so no answer yet means "keep asking".
 */
const untilSettled = (latest: AdminActionView | undefined): number => (latest === undefined || !isActionSettled(latest) ? ADMIN_POLL_MS : 0);

/** One transfer with each deal's outcome, polled until it completes or is compensated (null waits). */
export const useOwnershipTransfer = (id: string | null) =>
  useApi<AdminActionView>(id ? ['GET', ADMIN_API.ownershipTransferOne(id)] : null, {
    as: 'user',
    refreshInterval: untilSettled,
    shouldRetryOnError: retryable,
  });

/** One bulk edit with its report, polled until every deal answered (null waits). */
export const useBulkEdit = (id: string | null) =>
  useApi<AdminActionView>(id ? ['GET', ADMIN_API.bulkEditOne(id)] : null, { as: 'user', refreshInterval: untilSettled, shouldRetryOnError: retryable });

/** The buyers a Private deal is limited to (null waits). */
export const usePrivateListing = (dealUuid: string | null) =>
  useApi<PrivateListingView>(dealUuid ? ['GET', ADMIN_API.privateListing(dealUuid)] : null, { as: 'user' });

export const useAdminBanners = () => useApi<BannerView[]>(['GET', ADMIN_API.banner], { as: 'user' });

export const useAdminAds = () => useApi<AdView[]>(['GET', ADMIN_API.ads], { as: 'user' });

/** A curated list with every pick, public or not. */
export const useAdminMerchandising = (list: MerchandisingList) => useApi<MerchandisingEntryView[]>(['GET', ADMIN_API.merchandising(list)], { as: 'user' });

/** Public listings an admin may add to a list (null waits). */
export const useMerchandisingCandidates = (list: MerchandisingList, q: string | null) =>
  useApi<MerchandisingEntryView[]>(q === null ? null : ['GET', ADMIN_API.merchandisingCandidates, query({ list, q })], { as: 'user', keepPreviousData: true });

export const useAuditLog = (params: AuditLogParams) =>
  useApi<PageOf<AdminActionView>>(['GET', ADMIN_API.auditLog, query(params)], { as: 'user', keepPreviousData: true });

// ---- Reads: everyone's merchandising ---------------------------------------------------------------------------

export const bannersRead: ApiKey = ['POST', MERCHANDISING_API.banners, {}];
export const merchandisingListRead = (list: MerchandisingList): ApiKey => ['GET', MERCHANDISING_API.list(list)];
export const slotAdsRead = (slot: AdSlot): ApiKey => ['GET', MERCHANDISING_API.ads, { slot }];

/** The banners showing now, in order. */
export const useHomeBanners = () => useApi<BannerView[]>(bannersRead, { shouldRetryOnError: retryable });

/** A curated list's public entries, in order. */
export const useMerchandisingList = (list: MerchandisingList) =>
  useApi<MerchandisingEntryView[]>(merchandisingListRead(list), { shouldRetryOnError: retryable });

/** The ads showing now in one slot. */
export const useSlotAds = (slot: AdSlot) => useApi<PublicAdView[]>(slotAdsRead(slot), { shouldRetryOnError: retryable });

// ---- Revalidation ------------------------------------------------------------------------------------------------

/** Fetches again every cached read whose path starts with one of `prefixes` (e.g. ADMIN_API.listing after a decision). */
export function useRevalidateAdmin(): (...prefixes: string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...prefixes: string[]) => {
      await mutate((key: unknown) => Array.isArray(key) && typeof key[1] === 'string' && prefixes.some((prefix) => (key[1] as string).startsWith(prefix)));
    },
    [mutate],
  );
}

// ---- Writes --------------------------------------------------------------------------------------------------------

export interface DecisionRequest {
  kind: ModerationKind;
  uuid: string;
  status: DealStatus;
  reason?: string | null;
}

export interface BulkEditChangeRequest {
  deal_uuid: string;
  status?: DealStatus;
  price?: number;
  total_qty?: number;
}

export interface BannerRequest {
  title: string;
  subtitle: string | null;
  image_url: string;
  link: string;
  order: number;
  starts_at: string;
  ends_at: string | null;
  active: boolean;
}

export interface AdRequest {
  slot: AdSlot;
  title: string;
  image_url: string;
  link: string;
  starts_at: string;
  ends_at: string | null;
  active: boolean;
}

/** Every write of the admin area; each answers `{data, message}` so the page can show the server's message. */
export const adminApi = {
  /** A moderation decision (202, state 'sent'); the owner applies it. */
  decide: (body: DecisionRequest): Promise<ApiResult<AdminActionView>> => apiSend({ method: 'POST', path: ADMIN_API.listingUpdate, body }),

  /** Moves deals to another seller as a saga; the same `request_id` again answers the first transfer. */
  transferOwnership: (body: { deal_uuids: string[]; to_seller_id: string; request_id: string }): Promise<ApiResult<AdminActionView>> =>
    apiSend({ method: 'POST', path: ADMIN_API.ownershipTransfer, body }),

  /** Status, price and/or quantity of many deals (the price listing's edit is a bulk edit of one). */
  bulkEdit: (body: { changes: BulkEditChangeRequest[]; request_id: string }): Promise<ApiResult<AdminActionView>> =>
    apiSend({ method: 'POST', path: ADMIN_API.bulkEdit, body }),

  setPrivateBuyers: (dealUuid: string, buyerIds: string[]): Promise<ApiResult<PrivateListingView | AdminActionView>> =>
    apiSend({ method: 'POST', path: ADMIN_API.privateListing(dealUuid), body: { buyer_ids: buyerIds } }),

  createBanner: (body: BannerRequest): Promise<ApiResult<BannerView>> => apiSend({ method: 'POST', path: ADMIN_API.banner, body }),
  updateBanner: (id: string, body: BannerRequest): Promise<ApiResult<BannerView>> => apiSend({ method: 'PUT', path: ADMIN_API.bannerOne(id), body }),
  deleteBanner: (id: string): Promise<ApiResult<unknown>> => apiSend({ method: 'DELETE', path: ADMIN_API.bannerOne(id) }),

  createAd: (body: AdRequest): Promise<ApiResult<AdView>> => apiSend({ method: 'POST', path: ADMIN_API.ads, body }),
  updateAd: (id: string, body: AdRequest): Promise<ApiResult<AdView>> => apiSend({ method: 'PUT', path: ADMIN_API.adOne(id), body }),
  deleteAd: (id: string): Promise<ApiResult<unknown>> => apiSend({ method: 'DELETE', path: ADMIN_API.adOne(id) }),

  /** Replaces a curated list with these listings' uuids, in order. */
  saveMerchandising: (list: MerchandisingList, refs: string[]): Promise<ApiResult<MerchandisingEntryView[]>> =>
    apiSend({ method: 'PUT', path: ADMIN_API.merchandising(list), body: { refs } }),

  /** Stores an image for a banner or an ad, which names it by the answer's `url`. */
  upload: (file: File, crop?: { size: ImageSizeName; focus_x: number; focus_y: number }): Promise<ApiResult<UploadedFile>> => {
    const form = new FormData();
    form.append('file', file);
    form.append('type', 'image');
    if (crop) {
      form.append('crop', crop.size);
      form.append('focus_x', String(crop.focus_x));
      form.append('focus_y', String(crop.focus_y));
    }
    return apiSend({ method: 'POST', path: ADMIN_API.upload, body: form });
  },

  /** Closes a chat: no new messages, the history stays readable. */
  closeChat: (offerId: string, reason: string | null): Promise<ApiResult<ChatClosedView>> =>
    apiSend({ method: 'POST', path: CHAT_API.close(offerId), body: reason ? { reason } : {} }),

  /** Counts a click on an ad (anyone) and answers where to go. */
  adClick: (id: string): Promise<ApiResult<{ link: string }>> => apiSend({ method: 'POST', path: MERCHANDISING_API.adClick(id), body: {} }),
};
