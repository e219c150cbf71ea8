import { CATALOG_API, IDENTITY_API, type Address, type Profile, type SecurityQuestionOption } from '@solar/contracts';
import { useSyncExternalStore } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetcher, apiRequest, type ApiError, type ApiKey } from './api';
import { getSessionSnapshot, SIGNED_OUT, storeProfile, subscribeSession, type SessionSnapshot } from './session';
import type { Category, ItemSearchBody, ItemSearchResult } from './types';

const useApi = <T>(key: ApiKey | null): SWRResponse<T, ApiError> => useSWR<T, ApiError, ApiKey | null>(key, apiFetcher<T>);

/** Active top-level categories in menu order, each with its subcategories. */
export const useCategories = () => useApi<Category[]>(['POST', CATALOG_API.categoriesSearch, {}]);

/** Shop items matching a search object; pass null to wait (nothing is fetched). */
export const useItemSearch = (body: ItemSearchBody | null) =>
  useApi<ItemSearchResult>(body === null ? null : ['POST', CATALOG_API.itemsSearch, body]);

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
