import { CART_API, type AddToCartRequest, type CartAnswer, type CartLine, type CartSearchRequest, type PageOf, type WishlistEntry } from '@solar/contracts';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import { localStore } from '../shared/browserStorage';
import type { ApiError, ApiRequest } from './api';
import { asCartOwner, isCurrentOwner, useCartOwner, type Owner } from './owner';
import { useApi } from './useApi';

/**
 * The cart's and the wishlist's reads (SWR hooks) and writes (`useCartMutations`) against CART_API, the
 * per-item loading flags, and the guest cart that moves to the account at sign-in. Components use these,
 * never the paths.
 *
 * Owner: the bearer token and nothing else. Signed in, the session's token; signed out, the token of the
 * guest session identity issued this browser (obtained before the first call, see ./guest and `asCartOwner`
 * in ./owner). No `owner_id` is sent: the server never takes the owner from the body.
 */

const asOwner = async <T>(request: Omit<ApiRequest, 'auth'>): Promise<T> => (await asCartOwner<T>(request)).data;

// ---- Merging the guest cart at sign-in ---------------------------------------------------------------------------

/** The guest id this browser shopped under before the last sign-in, until the account's cart has taken its lines. */
export const CART_MERGE_FROM_KEY = 'solar.cart.merge-from';

/**
 * Called at sign-in with the guest id whose token the sign-in carried (and that is about to be forgotten). The
 * next cart read of the account sends it as `guest_id`, so the guest's lines show at once even if the sign-in
 * event has not moved them yet (the server merges only the guest the account token names).
 */
export const rememberCartMergeFrom = (guestId: string): void => localStore()?.setItem(CART_MERGE_FROM_KEY, guestId);

export const getCartMergeFrom = (): string | undefined => localStore()?.getItem(CART_MERGE_FROM_KEY) || undefined;

const forgetCartMergeFrom = (guestId: string): void => {
  // Only the id that was sent: a newer sign-in may have remembered another one meanwhile.
  if (getCartMergeFrom() === guestId) localStore()?.removeItem(CART_MERGE_FROM_KEY);
};

// ---- Reads -------------------------------------------------------------------------------------------------------

/** An empty cart: what an owner who is no longer the stored one is shown instead of asking with another's token. */
const emptyCartOf = (ownerId: string): CartAnswer => ({ owner_id: ownerId, items: [], count: 0, subtotal: 0, unavailable: [] });

const searchCart = (body: CartSearchRequest): Promise<CartAnswer> => asOwner<CartAnswer>({ method: 'POST', path: CART_API.cartSearch, body });

/** The read that sends the remembered guest id; a read asked for meanwhile shares it instead of sending it again. */
let merging: { guestId: string; answer: Promise<CartAnswer> } | null = null;

function searchMerging(guestId: string): Promise<CartAnswer> {
  if (merging?.guestId === guestId) return merging.answer;
  const answer = searchCart({ guest_id: guestId });
  merging = { guestId, answer };
  const done = () => {
    if (merging?.answer === answer) merging = null;
  };
  answer.then(
    () => {
      // Merged now (the merge is idempotent on the server): later reads need not send it again.
      forgetCartMergeFrom(guestId);
      done();
    },
    // Not merged: the next read tries again.
    done,
  );
  return answer;
}

function fetchCart(owner: Owner): Promise<CartAnswer> {
  if (!isCurrentOwner(owner)) return Promise.resolve(emptyCartOf(owner[1]));
  const mergeFrom = owner[0] === 'user' ? getCartMergeFrom() : undefined;
  return mergeFrom ? searchMerging(mergeFrom) : searchCart({});
}

/** A wishlist page with nothing on it: what an owner without a wishlist to read is answered at once (items or deals). */
export const emptyWishlistPage = <T = WishlistEntry>(page: number): PageOf<T> => ({ items: [], total: 0, page, limit: 0, last_page: 1 });

function fetchWishlist(owner: Owner, page: number): Promise<PageOf<WishlistEntry>> {
  if (!isCurrentOwner(owner)) return Promise.resolve(emptyWishlistPage(page));
  return asOwner<PageOf<WishlistEntry>>({ method: 'POST', path: CART_API.wishlistSearch, body: { page } });
}

/**
 * The cart reads below are composed (see `useApi`): each is one call, but only for the owner the stored tokens
 * still speak for, and the account's first cart read after a sign-in also takes over the guest's lines.
 */

/**
 * Whether the owner can have a cart or wishlist to read: a browser without a session or guest session yet has
 * empty ones by definition. Its hooks read nothing and answer the empty one at once, so nothing changes once a
 * page is on screen (an answer arriving right after hydration re-renders every cart and wishlist button on the
 * page synchronously, and a listing's cards as they render).
 */
const hasCartToRead = ([, id]: Owner): boolean => id !== '';
const NO_CART = emptyCartOf('');

/** The owner's cart: loaded lines (server-priced), their count and subtotal, and the lines it could not load. */
export function useCart(): SWRResponse<CartAnswer, ApiError> {
  const owner = useCartOwner();
  return useApi<CartAnswer>(hasCartToRead(owner) ? { key: ['POST', CART_API.cartSearch, {}], load: () => fetchCart(owner) } : null, {
    as: 'cartOwner',
    fallbackData: hasCartToRead(owner) ? undefined : NO_CART,
  });
}

/** One page of the owner's wishlist, newest first, WISHLIST_PAGE_SIZE entries a page. */
export function useWishlist(page = 1): SWRResponse<PageOf<WishlistEntry>, ApiError> {
  const owner = useCartOwner();
  const emptyPage = useMemo(() => emptyWishlistPage(page), [page]);
  return useApi<PageOf<WishlistEntry>>(
    hasCartToRead(owner) ? { key: ['POST', CART_API.wishlistSearch, { page }], load: () => fetchWishlist(owner, page) } : null,
    { as: 'cartOwner', fallbackData: hasCartToRead(owner) ? undefined : emptyPage },
  );
}

/** Any cached read of the cart or the wishlist, of whichever owner (the path is the second part of a read's key). */
const isCartKey = (key: unknown): boolean => Array.isArray(key) && key[1] === CART_API.cartSearch;
const isWishlistKey = (key: unknown): boolean => Array.isArray(key) && key[1] === CART_API.wishlistSearch;

/** Fetches the shown cart and wishlist again (after sign-in and sign-out, and after every change). */
export function useRevalidateCart(): (what?: { cart?: boolean; wishlist?: boolean }) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ cart = true, wishlist = true } = {}) => {
      await mutate((key) => (cart && isCartKey(key)) || (wishlist && isWishlistKey(key)));
    },
    [mutate],
  );
}

// ---- Per-item loading flags -----------------------------------------------------------------------------------------

/** Calls running per item uuid (a count, so two overlapping calls keep the flag until both end). */
const running = new Map<string, number>();
const busyListeners = new Set<() => void>();

function setRunning(itemUuid: string, delta: 1 | -1): void {
  const count = (running.get(itemUuid) ?? 0) + delta;
  if (count > 0) running.set(itemUuid, count);
  else running.delete(itemUuid);
  for (const listener of [...busyListeners]) listener();
}

function subscribeBusy(onChange: () => void): () => void {
  busyListeners.add(onChange);
  return () => busyListeners.delete(onChange);
}

/** Runs a call for an item (or a deal, by its uuid) with its loading flag up. */
export async function whileBusy<T>(itemUuid: string, call: () => Promise<T>): Promise<T> {
  setRunning(itemUuid, 1);
  try {
    return await call();
  } finally {
    setRunning(itemUuid, -1);
  }
}

/** Whether a cart or wishlist call for the item (or deal) is running (spec section 4: each item has a loading flag). */
export function useCartBusy(itemUuid: string): boolean {
  return useSyncExternalStore(
    subscribeBusy,
    () => running.has(itemUuid),
    () => false,
  );
}

// ---- Writes --------------------------------------------------------------------------------------------------------

export interface CartMutations {
  /** Adds a line, or sums `qty` into the line already there; `fromWishlist` also takes the item off the wishlist. */
  addToCart: (itemUuid: string, qty: number, options?: { fromWishlist?: boolean }) => Promise<CartLine>;
  /** Sets a line's quantity (422 with errors.qty when the item cannot be had in that quantity). */
  setCartQty: (itemUuid: string, qty: number) => Promise<CartLine>;
  removeFromCart: (itemUuid: string) => Promise<void>;
  emptyCart: () => Promise<void>;
  /** Adding an item already listed keeps one entry. */
  addToWishlist: (itemUuid: string) => Promise<void>;
  removeFromWishlist: (itemUuid: string) => Promise<void>;
}

/**
 * The cart's and wishlist's writes. Each raises the item's loading flag while it runs and, whether it
 * succeeded or not, fetches the cart (and the wishlist, where it changed) again. Failures are thrown as
 * ApiError for the caller to show.
 */
export function useCartMutations(): CartMutations {
  const revalidate = useRevalidateCart();
  return useMemo<CartMutations>(() => {
    const run = async <T>(itemUuid: string | null, call: () => Promise<T>, what: { cart?: boolean; wishlist?: boolean }): Promise<T> => {
      try {
        return itemUuid === null ? await call() : await whileBusy(itemUuid, call);
      } finally {
        void revalidate(what);
      }
    };
    const call = (request: Omit<ApiRequest, 'auth'>) => () => asOwner<unknown>(request).then(() => undefined);
    return {
      addToCart: (itemUuid, qty, { fromWishlist = false } = {}) => {
        const body: AddToCartRequest = { item_uuid: itemUuid, qty, ...(fromWishlist ? { from_wishlist: true } : {}) };
        return run(itemUuid, () => asOwner<CartLine>({ method: 'POST', path: CART_API.cart, body }), { cart: true, wishlist: fromWishlist });
      },
      setCartQty: (itemUuid, qty) =>
        run(itemUuid, () => asOwner<CartLine>({ method: 'PUT', path: CART_API.cartLine(itemUuid), body: { qty } }), {
          cart: true,
          wishlist: false,
        }),
      removeFromCart: (itemUuid) =>
        run(itemUuid, call({ method: 'POST', path: CART_API.cartLineDelete(itemUuid), body: {} }), {
          cart: true,
          wishlist: false,
        }),
      emptyCart: () =>
        run(null, call({ method: 'POST', path: CART_API.cartEmpty, body: {} }), {
          cart: true,
          wishlist: false,
        }),
      addToWishlist: (itemUuid) =>
        run(itemUuid, call({ method: 'POST', path: CART_API.wishlist, body: { item_uuid: itemUuid } }), {
          cart: false,
          wishlist: true,
        }),
      removeFromWishlist: (itemUuid) =>
        run(itemUuid, call({ method: 'POST', path: CART_API.wishlistDelete(itemUuid), body: {} }), {
          cart: false,
          wishlist: true,
        }),
    };
  }, [revalidate]);
}
