import { lazyPage } from '../shared/lazyPage';

/** The storefront pages, each loaded with its own chunk the first time its route renders. */
export const StorefrontPage = lazyPage(() => import('./StorefrontPage'), 'StorefrontPage');
export const SellerMarketplaceSearchPage = lazyPage(() => import('./SellerMarketplaceSearchPage'), 'SellerMarketplaceSearchPage');
export const StorefrontListingPage = lazyPage(() => import('./StorefrontListingPage'), 'StorefrontListingPage');
export const FavouriteStoresPage = lazyPage(() => import('./FavouriteStoresPage'), 'FavouriteStoresPage');
export const BusinessProfilePage = lazyPage(() => import('./BusinessProfilePage'), 'BusinessProfilePage');
export const SellOnPage = lazyPage(() => import('./SellOnPage'), 'SellOnPage');
