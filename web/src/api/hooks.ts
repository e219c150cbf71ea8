import { BRANDS_PAGE } from '@solar/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetcher, type ApiError, type ApiKey } from './api';
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
