import type { AccessTokenClaims } from '../auth/roles';
import { MESSAGES } from '../messages';
import { roundHalfUp } from '../rules/rounding';
import { LIMITS } from '../rules/validation';

/**
 * The cart's own texts (the spec gives the toasts, not these), and the quantity rule the product page's
 * stepper and the cart service both apply.
 */
export const CART_MESSAGES = {
  ownerRequired: 'Please sign in or continue as a guest to use the cart.',
  notYourCart: 'This cart belongs to another shopper.',
  itemUnavailable: 'This item is not available.',
  ownItem: 'You cannot buy your own item.',
  notInCart: 'This item is not in your cart.',
  notInWishlist: 'This item is not in your wishlist.',
  qtyWhole: 'Quantity must be a whole number.',
  belowMoq: (moq: number) => `The minimum order quantity for this item is ${moq}.`,
  aboveStock: (available: number) => `Only ${available} ${available === 1 ? 'unit is' : 'units are'} available.`,
  aboveMax: (max: number) => `You can order at most ${max} of this item.`,
  offStep: (step: number, moq: number) => `This item is sold in steps of ${step} from ${moq}.`,
  moqAboveStock: 'Not enough stock left to meet the minimum order quantity.',
  cartEmptied: 'Your cart is empty now.',
} as const;

export interface QuantityLimits {
  moq: number;
  /** 0: no limit besides the stock. */
  max_qty: number;
  qty_step: number;
  stock: number;
}

/** Why `qty` cannot be ordered, or null when it can. */
export function cartQuantityProblem(item: QuantityLimits, qty: number): string | null {
  const moq = Math.max(1, item.moq);
  const step = Math.max(1, item.qty_step || 1);
  if (!Number.isInteger(qty) || qty < 1) return CART_MESSAGES.qtyWhole;
  if (qty > LIMITS.quantityMax) return MESSAGES.limits.quantityTooLarge;
  if (qty < moq) return CART_MESSAGES.belowMoq(moq);
  if (item.max_qty > 0 && qty > item.max_qty) return CART_MESSAGES.aboveMax(item.max_qty);
  if (qty > item.stock) return CART_MESSAGES.aboveStock(Math.max(0, item.stock));
  if ((qty - moq) % step !== 0) return CART_MESSAGES.offStep(step, moq);
  return null;
}

/** Spec section 4, cart loading: only items whose MOQ is not above the available quantity are loaded. */
export const isLoadable = (item: Pick<QuantityLimits, 'moq' | 'stock'>): boolean => item.moq <= item.stock;

export const money = (value: number): number => roundHalfUp(value, 2);

/** The prefix of every guest id identity issues: no account id has it, so a guest id is never an account's. */
export const GUEST_ID_PREFIX = 'guest-';

/** A guest id as identity issues it (`login-info/guest-login`): the prefix and a uuid. */
export const GUEST_ID_PATTERN = /^guest-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A guest uuid a browser generated itself, before identity issued guest ids. Identity confirms one such id
 * once (never an account's id, never one confirmed before) so a cart collected under it is not lost.
 */
export const LEGACY_GUEST_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who owns the cart a call acts on (cart, wishlist, checkout, shipping quotes): the subject of the caller's
 * verified token, an account or a guest session identity issued, and nothing else. Null without a token
 * (the services answer 401 with errors.owner_id). An `owner_id` sent with the call never chooses the owner.
 */
export function cartOwnerOf(caller: Pick<AccessTokenClaims, 'sub'> | undefined): string | null {
  return typeof caller?.sub === 'string' && caller.sub ? caller.sub : null;
}

/**
 * Whether an `owner_id` sent with a call names an owner other than `owner` (the token's subject). The spec
 * still names the field (a guest sends its id, a signed-in user sends none or an empty one); the services
 * refuse a call whose `owner_id` names someone else with 403, rather than silently acting on the caller's cart.
 */
export function namesAnotherOwner(owner: string, ownerId: unknown): boolean {
  if (ownerId === undefined || ownerId === null || ownerId === '') return false;
  return typeof ownerId !== 'string' || ownerId.trim().toLowerCase() !== owner.toLowerCase();
}
