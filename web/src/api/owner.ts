import { useMemo, useSyncExternalStore } from 'react';
import { ApiError, apiSend, type ApiRequest, type ApiResult } from './api';
import { ensureGuestSession, replaceGuestSession } from './guest';
import { getGuestSnapshot, getSessionSnapshot, SIGNED_OUT, subscribeSession, type GuestSession, type SessionSnapshot } from './session';

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

const NO_GUEST = (): GuestSession | null => null;

/** The stored guest session, re-rendering when it changes. */
const useGuestSession = (): GuestSession | null => useSyncExternalStore(subscribeSession, getGuestSnapshot, NO_GUEST);

/** The signed-in user as an owner, or null while signed out. */
export function useSignedInOwner(): Owner | null {
  const userId = useStoredSession().session?.user.id;
  return useMemo<Owner | null>(() => (userId ? ['user', userId] : null), [userId]);
}

/** The cart's owner in this render; re-renders on sign-in, sign-out and when the guest session arrives. */
export function useCartOwner(): Owner {
  const { session } = useStoredSession();
  const guest = useGuestSession();
  const userId = session?.user.id;
  const guestId = userId ? undefined : (guest?.guestId ?? '');
  return useMemo<Owner>(() => (userId ? ['user', userId] : ['guest', guestId ?? '']), [userId, guestId]);
}

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
