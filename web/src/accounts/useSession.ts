import { MESSAGES, type Profile, type Role, type SessionData } from '@solar/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackLogin, trackLogout } from '../analytics/dataLayer';
import {
  ApiError,
  clearGuest,
  clearSession,
  getGuestSnapshot,
  getSessionToken,
  identityApi,
  rememberCartMergeFrom,
  storeSession,
  useRevalidateCart,
  useStoredSession,
  type ApiResult,
  type GuestSession,
  type StoredSession,
} from '../api';
import { paths } from '../paths';
import { reportFailure } from '../shared/formErrors';
import { showError, showSuccess } from '../shared/toast';

export interface Credentials {
  email: string;
  password: string;
}

export type SignInOutcome = { ok: true; session: SessionData; profile: Profile } | { ok: false; error?: unknown };

/**
 * Signs in as the spec describes: post the credentials (with the guest id and, as the bearer, the guest
 * session's token, so the guest's cart moves to the account), check the profile with the new token, and only
 * for an active account store the session and the profile and forget the guest. Failures are toasted here;
 * the caller gets the error for its field messages.
 */
export async function signIn(credentials: Credentials): Promise<SignInOutcome> {
  let answer: GuestAwareAnswer<ApiResult<SessionData>>;
  try {
    answer = await asGuestIfAny((guest) => loginAs(credentials, guest));
  } catch (error) {
    reportFailure(error);
    return { ok: false, error };
  }
  return finishSignIn(answer.result.data, answer.result.message, answer.guestId);
}

const loginAs = (credentials: Credentials, guest: GuestSession | null) =>
  identityApi.login({ ...credentials, isGuest: guest !== null, ...(guest ? { guestId: guest.guestId } : {}) }, guest?.token);

/** A sign-in call's answer, and the guest whose cart it moved to the account (if it went as one). */
export interface GuestAwareAnswer<T> {
  result: T;
  guestId?: string;
}

/**
 * Makes a sign-in call (login, a provider's callback, the link step) as the browser's guest when it has a guest
 * session: `call` sends the guest's id and, as the bearer, its token. When that token is refused (expired,
 * revoked) the call is made again without it; the guest's cart cannot come along then.
 */
export async function asGuestIfAny<T>(call: (guest: GuestSession | null) => Promise<T>): Promise<GuestAwareAnswer<T>> {
  const guest = getGuestSnapshot();
  try {
    return { result: await call(guest), guestId: guest?.guestId };
  } catch (error) {
    if (!(guest && isRefusedGuestToken(error))) throw error;
    clearGuest();
    return { result: await call(null) };
  }
}

/**
 * After a sign-in call answered a session (a password, or a provider): check the profile with the new token and,
 * for an active account only, store the session and the profile, forget the guest (whose cart `guestId` the
 * account took over) and say so. Failures are toasted.
 */
export async function finishSignIn(session: SessionData, message: string | undefined, guestId: string | undefined): Promise<SignInOutcome> {
  let profile: Profile;
  try {
    profile = await identityApi.profileFor(session.auth.access_token);
  } catch (error) {
    reportFailure(error);
    return { ok: false, error };
  }
  if (profile.status !== 'active') {
    showError(MESSAGES.toast.inactiveUser);
    return { ok: false };
  }

  // Before the session is stored: the account's first cart read then already takes the guest's lines along.
  if (guestId) rememberCartMergeFrom(guestId);
  storeSession(session, profile);
  clearGuest();
  showSuccess(message ?? MESSAGES.toast.loggedIn);
  trackLogin();
  return { ok: true, session, profile };
}

/** A 401 that is not about the credentials: the guest token the call carried was refused. */
const isRefusedGuestToken = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401 && error.error !== MESSAGES.identity.invalidCredentials;

/** Revokes the token on the server (a failure there changes nothing for the user), then forgets the session. */
export async function signOut(): Promise<void> {
  const token = getSessionToken();
  if (token) {
    await identityApi.logout(token).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });
  }
  clearSession();
  trackLogout();
}

export interface SessionState {
  session: StoredSession | null;
  profile: Profile | null;
  user: StoredSession['user'] | null;
  roles: readonly Role[];
  isSignedIn: boolean;
  isSeller: boolean;
  isCustomer: boolean;
  isAdmin: boolean;
  signIn: (credentials: Credentials) => Promise<SignInOutcome>;
  /** Signs out and goes home. */
  signOut: () => Promise<void>;
}

const NO_ROLES: readonly Role[] = [];

/** The signed-in user (or none), their roles, and sign-in and sign-out. */
export function useSession(): SessionState {
  const { session, profile } = useStoredSession();
  const navigate = useNavigate();
  const revalidateCart = useRevalidateCart();

  // The cart changes owner both ways: the account's (with the guest's lines merged), or a guest's again.
  const signInAndReloadCart = useCallback(
    async (credentials: Credentials) => {
      const outcome = await signIn(credentials);
      if (outcome.ok) void revalidateCart();
      return outcome;
    },
    [revalidateCart],
  );

  const signOutAndLeave = useCallback(async () => {
    await signOut();
    void revalidateCart();
    navigate(paths.home);
  }, [navigate, revalidateCart]);

  return useMemo(() => {
    const roles = session?.role ?? NO_ROLES;
    return {
      session,
      profile,
      user: session?.user ?? null,
      roles,
      isSignedIn: session !== null,
      isSeller: roles.includes('seller'),
      isCustomer: roles.includes('customer'),
      isAdmin: roles.includes('admin'),
      signIn: signInAndReloadCart,
      signOut: signOutAndLeave,
    };
  }, [session, profile, signInAndReloadCart, signOutAndLeave]);
}
