import { CATALOG_API, SEARCH_API, type ItemSearchAnswer, type PageOf, type shopSearchBody } from '@solar/contracts';
import { apiRequest, type ApiError, type ApiKey } from './api';
import type { Brand } from './types';
import { useApi } from './useApi';
import { useDeferredFirstAnswer } from '../shared/hooks/useDeferredFirstAnswer';

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
export const useShopSearch = (body: ShopSearchBody | null) => useApi<ItemSearchAnswer>(body === null ? null : shopSearchRead(body), { keepPreviousData: true });

/** The read useShopSearch sends for one listing's body; a landing page may start it early (firstReads.ts). */
export const shopSearchRead = (body: ShopSearchBody): ApiKey => ['POST', SEARCH_API.itemsSearch, body];

/** The active brand whose path segment (`brandPath(name)`) this is; `data` is null when there is none. */
export function useBrandBySlug(slug: string) {
  const answer = useApi<PageOf<BrandView>>(['POST', CATALOG_API.brandsSearch, { where: { slug: slug.toLowerCase() }, limit: 1 }]);
  return { ...answer, data: answer.data === undefined ? undefined : (answer.data.items[0] ?? null) };
}

/** The largest page the brands list serves (the server refuses more). */
const BRANDS_PER_REQUEST = 200;

const brandsPage = (page: number): Promise<PageOf<BrandView>> =>
  apiRequest<PageOf<BrandView>>({ method: 'GET', path: CATALOG_API.brands, query: { page, limit: BRANDS_PER_REQUEST } });

/** The first page says how many there are; the rest are asked for together. */
async function fetchAllBrands(): Promise<BrandView[]> {
  const first = await brandsPage(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.last_page - 1) }, (_, index) => brandsPage(index + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

/**
 * Every active brand, A to Z, however many pages that takes; `brands` is undefined until all have arrived.
 * The brands page lists them and the listing sidebar names its brand facets with them.
 */
export function useAllBrands(): { brands: BrandView[] | undefined; error: ApiError | undefined; retry: () => void } {
  const { data, error, mutate } = useApi<BrandView[]>({ key: ['all', CATALOG_API.brands], load: fetchAllBrands });
  // The list mostly arrives after its page has rendered, and every label and option it names changes with it:
  // the first answer renders deferred, in slices.
  return { brands: useDeferredFirstAnswer(data), error, retry: () => void mutate() };
}
