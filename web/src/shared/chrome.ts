/**
 * Pages that show neither header nor footer (spec: sign-in and sign-up, password reset, checkout and the
 * trader-admin pages). The promo page the spec also names has no known path yet, so it is not listed.
 */
export const CHROME_HIDDEN_PATHS: readonly string[] = ['/login', '/register', '/reset-password', '/password/reset', '/shop/checkout'];

/**
 * Trader-admin pages without header and footer; their detail pages below them ('.../listing/update/12') too.
 * The spec's sixteen, then ours: the audit log and the site content's pages.
 */
export const CHROME_HIDDEN_TRADER_ADMIN_PAGES: readonly string[] = [
  'listing',
  'listing/update',
  'product-detail',
  'price-listing',
  'listing-status',
  'sold-deals',
  'deals-ownership',
  'private-listing',
  'offer-bid-listing',
  'ads-management',
  'featured-product',
  'hot-product',
  'bulk-edit',
  'bulkEdit',
  'chat',
  'dashboard',
  'audit-log',
  'support',
  'content/faq',
  'content/events',
  'content/videos',
  'content/pages',
];

/** Route matching ignores case and a trailing slash, so this does too. */
const normalise = (pathname: string): string => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

const EXACT = new Set(CHROME_HIDDEN_PATHS.map(normalise));
const TRADER_ADMIN = CHROME_HIDDEN_TRADER_ADMIN_PAGES.map((page) => normalise(`/trader/trader-admin/${page}`));

/** True on the pages where header and footer are not shown. */
export function isChromeHidden(pathname: string): boolean {
  const path = normalise(pathname);
  return EXACT.has(path) || TRADER_ADMIN.some((page) => path === page || path.startsWith(`${page}/`));
}

/** The trader chat pages. The spec hides the chat widget on them; header and footer stay (they are not in its list). */
export const TRADER_CHAT_PATHS: readonly string[] = ['/trader/chat/buyer', '/trader/chat/seller'];

const NO_CHAT_WIDGET = TRADER_CHAT_PATHS.map(normalise);
const TRADER_ADMIN_ROOT = normalise('/trader/trader-admin');

/** True where the site's chat widget is not shown (spec: the trader-admin pages and the trader chat pages). */
export function isChatWidgetHidden(pathname: string): boolean {
  const path = normalise(pathname);
  return NO_CHAT_WIDGET.includes(path) || path === TRADER_ADMIN_ROOT || path.startsWith(`${TRADER_ADMIN_ROOT}/`);
}
