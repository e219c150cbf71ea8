import { BRANDS_PAGE, IDENTITY_API, type Address, type Profile, type SecurityQuestionOption } from '@solar/contracts';
import { useSyncExternalStore } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetcher, apiRequest, type ApiError, type ApiKey } from './api';
import { getSessionSnapshot, SIGNED_OUT, storeProfile, subscribeSession, type SessionSnapshot } from './session';
import type { Brand, Category, CategoryWithCount, ItemSearchBody, ItemSearchResult, Page } from './types';

/** The API paths the web app reads; components use the hooks below, never these. */
export const API_PATHS = {
  categoriesSearch: '/v1/client/categories/search',
  categoriesWithCounts: '/v1/client/categories/with/products-count',
  itemsSearch: '/v1/client/items/search',
  brands: '/v1/client/brands',
} as const;

const useApi = <T>(key: ApiKey | null): SWRResponse<T, ApiError> => useSWR<T, ApiError, ApiKey | null>(key, apiFetcher<T>);

/** Active top-level categories in menu order, each with its subcategories. */
export const useCategories = () => useApi<Category[]>(['POST', API_PATHS.categoriesSearch, {}]);

/** The same categories with `items_count` on each category and subcategory. */
export const useCategoriesWithCounts = () => useApi<CategoryWithCount[]>(['POST', API_PATHS.categoriesWithCounts, {}]);

/** Shop items matching a search object; pass null to wait (nothing is fetched). */
export const useItemSearch = (body: ItemSearchBody | null) =>
  useApi<ItemSearchResult>(body === null ? null : ['POST', API_PATHS.itemsSearch, body]);

/** One page of brands; the spec's brand list asks for page 1 of 10. */
export const useBrands = (page: number = BRANDS_PAGE.page, limit: number = BRANDS_PAGE.limit) =>
  useApi<Page<Brand>>(['GET', API_PATHS.brands, { page, limit }]);

/** The stored session and profile; re-renders when they change (sign-in, sign-out, expiry, another tab). */
export const useStoredSession = (): SessionSnapshot => useSyncExternalStore(subscribeSession, getSessionSnapshot, () => SIGNED_OUT);

/** Keyed by the user as well as the path, so one account never sees another's cached answers. */
type AccountKey = readonly ['account', string, string];

const fetchAccount = <T>([, path]: AccountKey): Promise<T> => apiRequest<T>({ method: 'GET', path });

/** A read of the signed-in user's own data; nothing is fetched while signed out. */
function useAccountApi<T>(path: string, options: { fallbackData?: T; onSuccess?: (data: T) => void } = {}): SWRResponse<T, ApiError> {
  const { session } = useStoredSession();
  const key: AccountKey | null = session ? ['account', path, session.user.id] : null;
  return useSWR<T, ApiError, AccountKey | null>(key, fetchAccount<T>, options);
}

/** The signed-in user's profile; starts from the stored copy and keeps that copy up to date. */
export function useProfile(): SWRResponse<Profile, ApiError> {
  const { session, profile } = useStoredSession();
  return useAccountApi<Profile>(IDENTITY_API.profile, {
    fallbackData: profile ?? undefined,
    // An answer that arrives after the user changed belongs to nobody stored now.
    onSuccess: (fresh) => {
      if (fresh.id === session?.user.id) storeProfile(fresh);
    },
  });
}

export const useAddresses = () => useAccountApi<Address[]>(IDENTITY_API.addresses);

/** The questions a user may answer (public list). */
export const useSecurityQuestionOptions = () => useApi<SecurityQuestionOption[]>(['GET', IDENTITY_API.securityQuestions]);
