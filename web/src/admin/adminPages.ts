/**
 * The trader-admin pages (trader-and-admin spec, section 2: listing, listing/update, product-detail,
 * price-listing, listing-status, sold-deals, deals-ownership, private-listing, offer-bid-listing,
 * ads-management, featured-product, hot-product, bulk-edit, bulkEdit, chat, dashboard) and ours (audit-log, support),
 * all under /trader/trader-admin. The route table, the admin navigation and the tests read this list.
 */

export const ADMIN_ROOT = '/trader/trader-admin';

export type AdminPagePath =
  | 'dashboard'
  | 'audit-log'
  | 'listing'
  | 'listing/update'
  | 'product-detail'
  | 'listing-status'
  | 'price-listing'
  | 'bulk-edit'
  | 'bulkEdit'
  | 'deals-ownership'
  | 'private-listing'
  | 'sold-deals'
  | 'offer-bid-listing'
  | 'chat'
  | 'support'
  | 'featured-product'
  | 'hot-product'
  | 'ads-management'
  | 'content/faq'
  | 'content/events'
  | 'content/videos'
  | 'content/pages';

export interface AdminPageInfo {
  path: AdminPagePath;
  /** The page's heading and tab title. */
  title: string;
}

export const ADMIN_PAGES: readonly AdminPageInfo[] = [
  { path: 'dashboard', title: 'Dashboard' },
  { path: 'audit-log', title: 'Audit Log' },
  { path: 'listing', title: 'Moderation Queue' },
  { path: 'listing/update', title: 'Update Listing' },
  { path: 'product-detail', title: 'Listing Detail' },
  { path: 'listing-status', title: 'Listing Status' },
  { path: 'price-listing', title: 'Price Listing' },
  { path: 'bulk-edit', title: 'Bulk Edit' },
  { path: 'bulkEdit', title: 'Bulk Edit' },
  { path: 'deals-ownership', title: 'Deals Ownership' },
  { path: 'private-listing', title: 'Private Listings' },
  { path: 'sold-deals', title: 'Sold Deals' },
  { path: 'offer-bid-listing', title: 'Offers and Bids' },
  { path: 'chat', title: 'Chats' },
  { path: 'support', title: 'Support Inbox' },
  { path: 'featured-product', title: 'Featured Products' },
  { path: 'hot-product', title: 'Hot Products' },
  { path: 'ads-management', title: 'Ads Management' },
  { path: 'content/faq', title: 'FAQ' },
  { path: 'content/events', title: 'Events' },
  { path: 'content/videos', title: 'Videos' },
  { path: 'content/pages', title: 'Pages' },
];

export const adminTitle = (path: AdminPagePath): string => ADMIN_PAGES.find((page) => page.path === path)?.title ?? path;

/** /trader/trader-admin/{page}, with a query string when given. */
export function adminPath(page: AdminPagePath, query?: Record<string, string>, hash?: string): string {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${ADMIN_ROOT}/${page}${search}${hash ? `#${hash}` : ''}`;
}

/** The banners' section on the featured-product page. */
export const BANNERS_ANCHOR = 'banners';

export interface AdminNavItem {
  label: string;
  icon: string;
  page: AdminPagePath;
  hash?: string;
}

/** The admin navigation, in groups; detail pages (listing/update, product-detail) are reached from the queue. */
export const ADMIN_NAV: ReadonlyArray<{ group: string; items: readonly AdminNavItem[] }> = [
  {
    group: 'Overview',
    items: [
      { label: 'Dashboard', icon: 'speedometer2', page: 'dashboard' },
      { label: 'Audit Log', icon: 'journal-text', page: 'audit-log' },
      { label: 'Support Inbox', icon: 'chat-square-dots', page: 'support' },
    ],
  },
  {
    group: 'Listings',
    items: [
      { label: 'Moderation Queue', icon: 'inbox', page: 'listing' },
      { label: 'Listing Status', icon: 'toggles', page: 'listing-status' },
      { label: 'Price Listing', icon: 'currency-dollar', page: 'price-listing' },
      { label: 'Bulk Edit', icon: 'ui-checks', page: 'bulk-edit' },
      { label: 'Deals Ownership', icon: 'arrow-left-right', page: 'deals-ownership' },
      { label: 'Private Listings', icon: 'lock', page: 'private-listing' },
      { label: 'Sold Deals', icon: 'bag-check', page: 'sold-deals' },
    ],
  },
  {
    group: 'Negotiations',
    items: [
      { label: 'Offers and Bids', icon: 'hammer', page: 'offer-bid-listing' },
      { label: 'Chats', icon: 'chat-dots', page: 'chat' },
    ],
  },
  {
    group: 'Merchandising',
    items: [
      { label: 'Featured', icon: 'star', page: 'featured-product' },
      { label: 'Hot', icon: 'fire', page: 'hot-product' },
      { label: 'Banners', icon: 'images', page: 'featured-product', hash: BANNERS_ANCHOR },
      { label: 'Ads', icon: 'megaphone', page: 'ads-management' },
    ],
  },
  {
    group: 'Content',
    items: [
      { label: 'FAQ', icon: 'question-circle', page: 'content/faq' },
      { label: 'Events', icon: 'clock', page: 'content/events' },
      { label: 'Videos', icon: 'camera-video', page: 'content/videos' },
      { label: 'Pages', icon: 'file-earmark-text', page: 'content/pages' },
    ],
  },
];
