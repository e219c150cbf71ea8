import { CATALOG_API, type ItemSearchAnswer, type PageOf, type shopSearchBody } from '@solar/contracts';
import { useEffect } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiFetcher, type ApiError, type ApiKey } from './api';
import type { Brand } from './types';

/** The shop's browsing reads: the listing search and the brands. Components use these hooks, never the paths. */

/** The items/search body of one listing URL, as `shopSearchBody` builds it. */
export type ShopSearchBody = ReturnType<typeof shopSearchBody>;

/**
 * A brand as the brands calls answer it. The contract names id, name, slug, logo and items_count; the
 * catalog also sends the brand page's heading and meta texts, read here when present.
 */
export interface BrandView extends Brand {
  /** Logo URL; null or '' when the brand has none. */
  logo: string | null;
  heading?: string;
  meta_title?: string;
  meta_description?: string;
}

/**
 * One listing page's items with the sidebar's facet counts; pass null to wait. The previous answer stays on
 * screen while the next filter's answer loads, so the page does not flash a spinner on every click.
 */
export const useShopSearch = (body: ShopSearchBody | null) =>
  useSWR<ItemSearchAnswer, ApiError, ApiKey | null>(body === null ? null : ['POST', CATALOG_API.itemsSearch, body], apiFetcher<ItemSearchAnswer>, {
    keepPreviousData: true,
  });

/** The active brand whose path segment (`brandPath(name)`) this is; `data` is null when there is none. */
export function useBrandBySlug(slug: string) {
  const answer = useSWR<PageOf<BrandView>, ApiError, ApiKey>(
    ['POST', CATALOG_API.brandsSearch, { where: { slug: slug.toLowerCase() }, limit: 1 }],
    apiFetcher<PageOf<BrandView>>,
  );
  return { ...answer, data: answer.data === undefined ? undefined : (answer.data.items[0] ?? null) };
}

/** The largest page the brands list serves (the server refuses more). */
const BRANDS_PER_REQUEST = 200;

const brandsPageKey = (index: number, previous: PageOf<BrandView> | null): ApiKey | null =>
  previous && index >= previous.last_page ? null : ['GET', CATALOG_API.brands, { page: index + 1, limit: BRANDS_PER_REQUEST }];

/**
 * Every active brand, A to Z, however many pages that takes; `brands` is undefined until all have arrived.
 * The brands page lists them and the listing sidebar names its brand facets with them.
 */
export function useAllBrands(): { brands: BrandView[] | undefined; error: ApiError | undefined; retry: () => void } {
  const { data, error, size, setSize, mutate } = useSWRInfinite<PageOf<BrandView>, ApiError>(brandsPageKey, apiFetcher<PageOf<BrandView>>);
  const lastPage = data?.[0]?.last_page ?? 1;
  useEffect(() => {
    if (size < lastPage) void setSize(lastPage);
  }, [lastPage, size, setSize]);
  const complete = data !== undefined && data.length >= lastPage;
  return {
    brands: complete ? data.flatMap((page) => page.items) : undefined,
    error,
    retry: () => void mutate(),
  };
}
