import type { ServiceName } from '@solar/platform';

/**
 * Which service answers which API path. The longest matching prefix wins, so a more specific path
 * (`/v1/client/items/search`, answered from the search index) can sit beside a broader one owned by catalog.
 * Paths are the specs' own: `/v1/client/...` for the shop and accounts, no prefix for the trader family.
 */
export const ROUTES: readonly { prefix: string; service: ServiceName }[] = [
  { prefix: '/v1/client/signup', service: 'identity' },
  { prefix: '/v1/client/login', service: 'identity' },
  { prefix: '/v1/client/logout', service: 'identity' },
  { prefix: '/v1/client/email', service: 'identity' },
  { prefix: '/v1/client/password', service: 'identity' },
  { prefix: '/v1/client/my-profile', service: 'identity' },
  { prefix: '/v1/client/security-questions', service: 'identity' },
  { prefix: '/v1/client/change-role', service: 'identity' },
  { prefix: '/login-info', service: 'identity' },
  { prefix: '/v1/client/categories', service: 'catalog' },
  { prefix: '/v1/client/brands', service: 'catalog' },
  { prefix: '/v1/client/items', service: 'catalog' },
  { prefix: '/v1/client/admin/items', service: 'catalog' },
  { prefix: '/v1/client/my/items', service: 'catalog' },
  { prefix: '/v1/client/reviews', service: 'catalog' },
  { prefix: '/v1/client/item-discussion', service: 'catalog' },
  { prefix: '/v1/client/resellers', service: 'catalog' },
  { prefix: '/v1/client/locations', service: 'catalog' },
  { prefix: '/v1/client/bulk/update', service: 'catalog' },
  { prefix: '/v1/client/file', service: 'catalog' },
  { prefix: '/v1/client/item/inventory', service: 'catalog' },
  { prefix: '/v1/client/bulksavings', service: 'catalog' },
  { prefix: '/v1/client/items/search', service: 'search' },
  { prefix: '/v1/client/cart', service: 'cart' },
  { prefix: '/v1/client/wishlist', service: 'cart' },
  { prefix: '/v1/client/checkout', service: 'orders' },
  { prefix: '/v1/client/shipping/price', service: 'orders' },
  { prefix: '/v1/client/fedex/rate', service: 'orders' },
  { prefix: '/v1/client/highest/qty/location', service: 'orders' },
  { prefix: '/v1/client/orders', service: 'orders' },
  { prefix: '/v1/client/my-profile/purchase-history', service: 'orders' },
  { prefix: '/v1/client/seller/sold-items', service: 'orders' },
  { prefix: '/v1/client/sold-items', service: 'orders' },
  { prefix: '/v1/client/payout', service: 'orders' },
  { prefix: '/v1/client/admin/search', service: 'search' },
];

/** Paths whose first segment after the prefix is an id, so no prefix can name them: `{uuid}/location/{location_id}`. */
const PATTERN_ROUTES: readonly { pattern: RegExp; service: ServiceName }[] = [
  { pattern: /^\/v1\/client\/[0-9a-f-]{36}\/location\/[^/]+$/i, service: 'catalog' },
];

const byLength = [...ROUTES].sort((a, b) => b.prefix.length - a.prefix.length);

/** The owning service of a request path, or undefined if no service answers it. */
export function routeFor(path: string): ServiceName | undefined {
  return (
    byLength.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`))?.service ??
    PATTERN_ROUTES.find((r) => r.pattern.test(path))?.service
  );
}

/** Paths that belong to the API (so an unknown one gets a JSON 404, not the web app). */
export const isApiPath = (path: string) => path.startsWith('/v1/') || routeFor(path) !== undefined;
