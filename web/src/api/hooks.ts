import { CATALOG_API, IDENTITY_API, SEARCH_API, type Address, type Profile, type SecurityQuestionOption } from '@solar/contracts';
import type { SWRResponse } from 'swr';
import type { ApiError, ApiKey } from './api';
import { useStoredSession } from './owner';
import { storeProfile } from './session';
import type { Category, ItemSearchBody, ItemSearchResult } from './types';
import { useApi } from './useApi';

/** The read of the active categories (useCategories); a landing page may start it early (firstReads.ts). */
export const categoriesRead: ApiKey = ['POST', CATALOG_API.categoriesSearch, {}];

/** Active top-level categories in menu order, each with its subcategories. */
export const useCategories = () => useApi<Category[]>(categoriesRead);

export const itemSearchRead = (body: ItemSearchBody): ApiKey => ['POST', SEARCH_API.itemsSearch, body];

/** Shop items matching a search object; pass null to wait (nothing is fetched). */
export const useItemSearch = (body: ItemSearchBody | null) => useApi<ItemSearchResult>(body === null ? null : itemSearchRead(body));

/** The signed-in user's profile; starts from the stored copy and keeps that copy up to date. */
export function useProfile(): SWRResponse<Profile, ApiError> {
  const { session, profile } = useStoredSession();
  return useApi<Profile>(['GET', IDENTITY_API.profile], {
    as: 'user',
    fallbackData: profile ?? undefined,
    // An answer that arrives after the user changed belongs to nobody stored now.
    onSuccess: (fresh) => {
      if (fresh.id === session?.user.id) storeProfile(fresh);
    },
  });
}

export const useAddresses = () => useApi<Address[]>(['GET', IDENTITY_API.addresses], { as: 'user' });

/** The questions a user may answer (public list). */
export const useSecurityQuestionOptions = () => useApi<SecurityQuestionOption[]>(['GET', IDENTITY_API.securityQuestions]);
