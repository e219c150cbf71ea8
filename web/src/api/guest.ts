import { GUEST_ID_PATTERN, IDENTITY_API, LEGACY_GUEST_ID_PATTERN, type GuestLoginRequest, type GuestSessionData } from '@solar/contracts';
import { localStore } from '../shared/browserStorage';
import { ApiError, apiRequest, type ApiAuth } from './api';
import { clearGuest, getGuestId, getGuestSnapshot, getSessionSnapshot, storeGuestSession, type GuestSession } from './session';

/**
 * The guest session of a signed-out browser (spec section 4, guest cart), issued by identity: a guest id no
 * account has and a token that proves the browser holds it. The cart, wishlist, checkout and shipping calls of
 * a guest send that token (see `asCartOwner` in ./owner); the sign-in sends it too, so the guest's cart moves
 * to the account. A guest id alone opens nothing.
 */

/** A session with less than this left is renewed (by its own token) before it is used. */
export const GUEST_RENEW_BEFORE_MS = 7 * 24 * 3600 * 1000;

const guestLogin = (body: GuestLoginRequest, auth: ApiAuth): Promise<GuestSessionData> =>
  apiRequest<GuestSessionData>({ method: 'POST', path: IDENTITY_API.guestLogin, body, auth });

/** The one request for a guest session in flight: every caller meanwhile shares it. */
let pending: Promise<GuestSession | null> | null = null;

/**
 * The browser's guest session: the stored one, renewed when it is close to expiry, else a new one from
 * identity. Null when signed in or without storage (the cart then answers 401). Throws an ApiError when
 * identity gives none (guest login switched off, no connection).
 */
export function ensureGuestSession(): Promise<GuestSession | null> {
  if (getSessionSnapshot().session || !localStore()) return Promise.resolve(null);
  const current = getGuestSnapshot();
  if (current && current.expiresAt - Date.now() > GUEST_RENEW_BEFORE_MS) return Promise.resolve(current);
  if (!pending) {
    const request = obtain(current);
    pending = request;
    const done = () => {
      if (pending === request) pending = null;
    };
    request.then(done, done);
  }
  return pending;
}

/**
 * The guest session the server no longer accepts (`token`) is forgotten and a new one obtained: the new guest's
 * cart starts empty. A session replaced meanwhile by another call is kept.
 */
export function replaceGuestSession(token: string): Promise<GuestSession | null> {
  if (getGuestSnapshot()?.token === token) clearGuest();
  return ensureGuestSession();
}

async function obtain(current: GuestSession | null): Promise<GuestSession | null> {
  if (current) {
    try {
      // Only the holder of a guest's token can renew that guest.
      return storeGuestSession(await guestLogin({}, { token: current.token }));
    } catch (error) {
      // Not reachable now: the session still has days left. Refused: a new guest.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return current;
    }
  }
  const stored = getGuestId();
  // A uuid this browser generated before identity issued guest ids: its cart is kept if identity confirms it.
  if (!current && stored && !GUEST_ID_PATTERN.test(stored) && LEGACY_GUEST_ID_PATTERN.test(stored)) {
    try {
      return storeGuestSession(await guestLogin({ guest_id: stored }, 'none'));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) throw error;
      // Refused (taken, or an account's id): this browser becomes a new guest.
    }
  }
  if (getSessionSnapshot().session) return null;
  clearGuest();
  return storeGuestSession(await guestLogin({}, 'none'));
}
