import { useSyncExternalStore } from 'react';
import { ApiError, apiSend, type ApiRequest, type ApiResult } from './api';
import { ensureGuestSession, replaceGuestSession } from './guest';
import { getGuestSnapshot, getSessionSnapshot, SIGNED_OUT, subscribeSession, type SessionSnapshot } from './session';

/**
 * Whose data a call reads or changes: the signed-in user, or (signed out) the guest session identity issued this
 * browser. Owner-scoped reads carry the owner in their cache key, so one owner never sees another's answers.
 */

/** The stored session and profile; re-renders when they change (sign-in, sign-out, expiry, another tab). */
export const useStoredSession = (): SessionSnapshot => useSyncExternalStore(subscribeSession, getSessionSnapshot, () => SIGNED_OUT);

/**
 * Whose answer a cached read is. A signed-out browser without a guest session yet is `['guest', '']`: its cart
 * is empty by definition.
 */
export type Owner = readonly [kind: 'user' | 'guest', id: string];

/** What the server (and hydration) sees: nobody signed in, no guest session yet. */
const SERVER_CART_OWNER: Owner = ['guest', ''];

// Owners as snapshots of the stored session (useSyncExternalStore): the same array until the id changes. A browser
// without a guest session starts from the server's very array: a snapshot that differs from the one hydration
// used re-renders its component synchronously, right after hydration.
let userOwner: Owner | null = null;
let guestOwner: Owner = SERVER_CART_OWNER;

/** The signed-in user as an owner, or null while signed out. */
function signedInOwnerNow(): Owner | null {
  const userId = getSessionSnapshot().session?.user.id;
  if (!userId) return null;
  if (userOwner?.[1] !== userId) userOwner = ['user', userId];
  return userOwner;
}

/** The cart's owner: the signed-in user, or else the guest session (if any). */
function cartOwnerNow(): Owner {
  const user = signedInOwnerNow();
  if (user) return user;
  const guestId = getGuestSnapshot()?.guestId ?? '';
  if (guestOwner[1] !== guestId) guestOwner = ['guest', guestId];
  return guestOwner;
}

/**
 * Where an owner comes from, for useSyncExternalStore: the session's change notification, the owner now, and what
 * the server (and hydration) sees: nobody signed in, no guest session yet.
 */
export type OwnerSource<Snapshot> = readonly [subscribe: (onChange: () => void) => () => void, now: () => Snapshot, onServer: () => Snapshot];

export const SIGNED_IN_OWNER: OwnerSource<Owner | null> = [subscribeSession, signedInOwnerNow, () => null];

export const CART_OWNER: OwnerSource<Owner> = [subscribeSession, cartOwnerNow, () => SERVER_CART_OWNER];

/** The cart's owner in this render; re-renders on sign-in, sign-out and when the guest session arrives. */
export const useCartOwner = (): Owner => useSyncExternalStore(...CART_OWNER);

/** Whether `owner` is still the one the stored tokens speak for (a cached read of another is never sent). */
export function isCurrentOwner([kind, id]: Owner): boolean {
  const { session } = getSessionSnapshot();
  if (kind === 'user') return session?.user.id === id;
  return id !== '' && !session && getGuestSnapshot()?.guestId === id;
}

/**
 * Calls a cart, wishlist, checkout or shipping route as the cart's owner: signed in, with the session's token
 * (a 401 ends the session as for any call); signed out, with the guest session's token, obtained first when
 * there is none. A guest session the server no longer accepts (401) is replaced by a new one and the call
 * made once more, for the new guest.
 */
export async function asCartOwner<T>(request: Omit<ApiRequest, 'auth'>): Promise<ApiResult<T>> {
  if (getSessionSnapshot().session) return apiSend<T>({ ...request, auth: 'session' });
  const guest = await ensureGuestSession();
  // No storage to keep a guest in: the server answers 401 errors.owner_id.
  if (!guest) return apiSend<T>({ ...request, auth: 'session' });
  try {
    return await apiSend<T>({ ...request, auth: { token: guest.token } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const fresh = await replaceGuestSession(guest.token);
    if (!fresh) throw error;
    return apiSend<T>({ ...request, auth: { token: fresh.token } });
  }
}
