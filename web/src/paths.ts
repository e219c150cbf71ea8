import { brandPath, buildListingPath, categorySlug, nameSlug, subcategorySlug } from '@solar/contracts';
import { ACCOUNT_PREFIX, PRODUCT_SHORT_NAME } from './config';

/**
 * Builders for the site's own page URLs, so links agree with the route table in routes.tsx.
 * Slugs and filter segments come from the shared rules in @solar/contracts.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerSeller: '/register/seller',
  /** Asks for an email and mails a reset link. */
  resetPassword: '/reset-password',
  /** The mailed link's target: ?token=...&email=... */
  passwordReset: '/password/reset',
  orderStatus: '/order-status',
  cart: '/shop/cart',
  checkout: '/shop/checkout',
  wishlist: '/shop/wishlist',
  compare: '/shop/compare',
  shopFind: '/shop/find',
  shopBrands: '/shop/brands',
  brands: '/brands',
  about: `/about-${PRODUCT_SHORT_NAME}`,
  salesPortal: '/sales-portal',
  traderPlatform: '/solar-trader-platform',
  marketing: '/marketing',
  customOrderFulfillment: '/custom-order-fulfillment',
  customOrderListing: '/custom-order-listing',
  storefrontListing: '/storefront-listing',
  events: '/events',
  exploreVideos: '/explore-videos',
  rvQuotation: '/rv-quotation',
  faq: '/faq',
  contactUs: '/contact-us',
  termsOfUse: '/terms-of-use',
  termsOfSale: '/terms-of-sale',
  privacyNotice: '/privacy-notice',
  buyerTerms: '/buyer-terms',
  sellerTerms: '/seller-terms',
  solutions: '/solutions',
  industries: '/industries',
  registerBusinessSeller: '/register-business/seller',
  traderDeals: '/trader/deals',
  traderFind: '/trader/find',
  traderHowToSell: '/trader/how-to-sell',
  traderHowToBuy: '/trader/how-to-buy',
  traderBrands: '/trader/brands',
  traderDealsListing: '/trader/deals-listing',
  traderActiveListing: '/trader/active-listing',
  traderOfferOrBid: '/trader/offer-or-bid',
  /** A seller's deal hub, where the Sell chooser sends sellers for negotiable deals. */
  traderSellerDeals: '/trader/trader-deals',
  /** The admin area's first page (the profile menu's Admin entry). */
  traderAdmin: '/trader/trader-admin/dashboard',
  account: ACCOUNT_PREFIX,
  userSetting: `${ACCOUNT_PREFIX}/user-setting`,
  sellerMyListing: `${ACCOUNT_PREFIX}/seller-overview/my-listing`,
  sellerOverview: `${ACCOUNT_PREFIX}/seller-overview`,
  sellerSellItem: `${ACCOUNT_PREFIX}/seller-overview/sell-an-item`,
  sellerResellers: `${ACCOUNT_PREFIX}/seller-overview/resellers`,
  buyerPurchaseHistory: `${ACCOUNT_PREFIX}/buying-overview/purchase-history`,
  buyerPurchases: `${ACCOUNT_PREFIX}/buying-overview/purchases`,
  buyerOfferBids: `${ACCOUNT_PREFIX}/buying-overview/offer-bids`,
  buyingOverview: `${ACCOUNT_PREFIX}/buying-overview`,
  buyerGuide: `${ACCOUNT_PREFIX}/buying-overview/guide`,
  buyerTraderGuide: `${ACCOUNT_PREFIX}/buying-overview/trader-guide`,
  buyerReviews: `${ACCOUNT_PREFIX}/buying-overview/reviews-feedback`,
  sellerSalesSnapshot: `${ACCOUNT_PREFIX}/seller-overview/sales-snapshot`,
  sellerSoldItems: `${ACCOUNT_PREFIX}/seller-overview/sold-items`,
  sellerPayoutDetails: `${ACCOUNT_PREFIX}/seller-overview/payout-details`,
  businessProfile: `${ACCOUNT_PREFIX}/business-profile`,
  registerBusinessSellOn: `/register-business/sell-on-${PRODUCT_SHORT_NAME}`,
  /** The account's favourite stores. */
  favouriteStores: `${ACCOUNT_PREFIX}/buying-overview/favourite-stores`,
} as const;

/** /shop/product/{category-slug} */
export const categoryPath = (categoryName: string): string => `/shop/product/${categorySlug(categoryName)}`;

/** /shop/product/{category-slug}/{subcategory-slug} */
export const subcategoryPath = (categoryName: string, subcategoryName: string): string => `${categoryPath(categoryName)}/${subcategorySlug(subcategoryName)}`;

/** /shop/brands/{brand} */
export const shopBrandPath = (brandName: string): string => `${paths.shopBrands}/${brandPath(brandName)}`;

/** Panels of one wattage: /shop/product/solar-panels/pw_{watts} (the listing-URL filter codec writes the segment). */
export const panelsByWattsPath = (watts: number): string => buildListingPath(categoryPath('Solar Panels'), { panelWattage: [String(watts)] });

/** Shop search for typed text: /shop/find?q={text}. */
export const shopSearchPath = (text: string): string => buildListingPath(paths.shopFind, { q: text.trim() });

/** Deal search for typed text (a deal suggestion searches its title): /trader/find?q={text}. */
export const dealSearchPath = (text: string): string => buildListingPath(paths.traderFind, { q: text.trim() });

/** A readable slug for a product name: lower-case words joined by hyphens. */
export const productSlug = nameSlug;

/** /product/{id}/{slug} */
export const productPath = (item: { id: number; name: string }): string => `/product/${item.id}/${productSlug(item.name) || 'item'}`;

/** /storefront/{store_name}/{seller_id}; the account menu names a seller's store after their first name. */
export const storefrontPath = (storeName: string, sellerId: string | number): string =>
  `/storefront/${productSlug(storeName) || 'store'}/${encodeURIComponent(String(sellerId))}`;

/** /login?redirect=<path>: sign in, then come back to `path`. */
export const loginPath = (returnTo?: string): string => (returnTo ? `${paths.login}?${new URLSearchParams({ redirect: returnTo })}` : paths.login);

/** /solutions/{page} and /industries/{page} */
export const solutionPath = (page: string): string => `${paths.solutions}/${page}`;
export const industryPath = (page: string): string => `${paths.industries}/${page}`;

/** /my-solar/seller-overview/product/{uuid}: the edit form of one of the seller's items. */
export const sellerEditItemPath = (uuid: string): string => `${ACCOUNT_PREFIX}/seller-overview/product/${encodeURIComponent(uuid)}`;

/** /my-solar/{page} */
export const accountPath = (page: string): string => `${ACCOUNT_PREFIX}/${page}`;

/** /my-solar/product/detail/{uuid}: one item the user listed or bought, as their account sees it. */
export const accountItemPath = (uuid: string): string => `${ACCOUNT_PREFIX}/product/detail/${encodeURIComponent(uuid)}`;

/** /{store_name}/seller-marketplace/{seller_id}/find: the seller's items with the shop's filters. */
export const sellerMarketplacePath = (storeName: string, sellerId: string | number): string =>
  `/${productSlug(storeName) || 'store'}/seller-marketplace/${encodeURIComponent(String(sellerId))}/find`;
