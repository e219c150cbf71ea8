/**
 * Which request paths belong to the API, so the gateway answers an unknown one with a JSON 404 in the
 * envelope instead of the web app: everything under `/v1/` (the shop and accounts), and the first path
 * segments of the broker and trader family, which has no client prefix (trader-and-admin spec, section 7).
 * The broker roots are listed here before their services exist, so a caller of a call not built yet gets a
 * 404 it can read, never index.html with status 200. No page of either spec starts with one of these.
 */
export const BROKER_API_ROOTS = [
  'listing',
  'attachment',
  'wishlist',
  'broker',
  'dashboard',
  'login-info',
  'admin',
  'banner',
  'validate-token',
  'get-sold-deals',
  'ownership-transfer',
  'offer',
  // Offer and chat calls (path parameters {offer_id} and {msg_id}).
  'msg-read',
  'get_offer',
  'send-msg',
  'update-bid',
  'update-qty',
  'update-terms',
  'offer-status',
  'tax-legal',
  'generate-pdf',
  'direct-quote',
  'quote',
  'delete-msg',
  'edit-msg',
  'buyer-quote',
  'seller-quote',
  'quotation-contract',
  'sms-settings',
  'closed-chat',
  'chat-status',
  'ai-status',
] as const;

/** `{product}-offer-update`: one offer call per equipment type. */
const OFFER_UPDATE_ROOT = /^[a-z0-9_]+-offer-update$/i;

const ROOTS = new Set<string>(['v1', ...BROKER_API_ROOTS]);

/** The path's first segment, lower-cased: `/Listing/public/deals` → `listing`. */
const firstSegment = (path: string) => (path.split('/')[1] ?? '').toLowerCase();

/** Whether a request path is an API call (answered by a service or a JSON 404), not a page of the web app. */
export function isApiPath(path: string): boolean {
  const root = firstSegment(path);
  return ROOTS.has(root) || OFFER_UPDATE_ROOT.test(root);
}
