import type { AdSlot, MerchandisingList } from '@solar/contracts';
import { bannersRead, merchandisingListRead, slotAdsRead } from '../api/admin';
import type { ApiKey } from '../api/api';
import { categoriesRead, itemSearchRead } from '../api/hooks';

/** Best sellers first; eight fill two rows of the product grid. */
export const POPULAR_PRODUCTS = { limit: 8, orderby: 'sale_count DESC' } as const;

export const HOME_AD_SLOTS = { top: 'home-top', middle: 'home-middle' } as const satisfies Record<string, AdSlot>;

export const HOME_LISTS = { featured: 'featured-products', hot: 'hot-products' } as const satisfies Record<string, MerchandisingList>;

/**
 * Every read the home page shows, each the exact read its component's hook sends: the server renders the page
 * from their answers (web/src/firstReads.ts), so the banners, rows and grids arrive in its HTML and hydrate,
 * instead of each answer arriving after hydration and rendering its part of the page anew.
 */
export const homeReads = (): ApiKey[] => [
  bannersRead,
  slotAdsRead(HOME_AD_SLOTS.top),
  categoriesRead,
  slotAdsRead(HOME_AD_SLOTS.middle),
  merchandisingListRead(HOME_LISTS.featured),
  merchandisingListRead(HOME_LISTS.hot),
  itemSearchRead(POPULAR_PRODUCTS),
];
