import type { GuestSessionData, Profile, Role, SessionData } from '@solar/contracts';
import { localStore } from '../shared/browserStorage';

/**
 * The signed-in user's session and profile, kept in localStorage between visits, plus the guest session a
 * signed-out browser shops under (its id and token, issued by identity: see ./guest). Sign-in stores the
 * session, sign-out and session expiry clear it, and the API fetcher sends the token as
 * `Authorization: Bearer <token>`. React reads it through `useSession()`.
 */
export const SESSION_TOKEN_KEY = 'solar.session.token';
/** `{user, role}` of the session; the token has its own key so the fetcher reads it without parsing. */
export const SESSION_USER_KEY = 'solar.session.user';
export const SESSION_PROFILE_KEY = 'solar.session.profile';
/** The guest id identity issued a signed-out visitor (it owns the guest's cart); its presence is the guest flag. */
export const GUEST_ID_KEY = 'solar.guest.id';
/** The guest session's token: the cart, wishlist and checkout calls of a guest send it as the bearer. */
export const GUEST_TOKEN_KEY = 'solar.guest.token';
/** When the guest token expires, in ms since the epoch (renewed before: see ./guest). */
export const GUEST_EXPIRES_KEY = 'solar.guest.expires';

export interface StoredSession {
  token: string;
  user: SessionData['user'];
  role: Role[];
}

export interface SessionSnapshot {
  session: StoredSession | null;
  profile: Profile | null;
}

const read = (key: string): string | null => localStore()?.getItem(key) ?? null;

function write(key: string, value: string | null): void {
  const store = localStore();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const getSessionToken = (): string | undefined => read(SESSION_TOKEN_KEY) || undefined;

export const setSessionToken = (token: string): void => {
  write(SESSION_TOKEN_KEY, token);
  notify();
};

export const clearSessionToken = (): void => {
  write(SESSION_TOKEN_KEY, null);
  notify();
};

// ---- Change notification, for useSyncExternalStore ---------------------------------------------------------

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `onChange` whenever the session or profile changes, in this tab or (through `storage` events) another. */
export function subscribeSession(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('solar.session.') || event.key.startsWith('solar.guest.')) onChange();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** What a signed-out render (and the server) sees. */
export const SIGNED_OUT: SessionSnapshot = { session: null, profile: null };

// The snapshot must be the same object while nothing changed, so it is rebuilt only when the raw strings differ.
// Signed out, it is SIGNED_OUT itself, the server's snapshot: one that differs from what hydration rendered
// re-renders its component synchronously right after hydration (the shell, the header, every cart button).
let lastRaw: readonly (string | null)[] = [];
let lastSnapshot: SessionSnapshot = SIGNED_OUT;

/** The current session and profile; the same object until either changes. */
export function getSessionSnapshot(): SessionSnapshot {
  const raw = [read(SESSION_TOKEN_KEY), read(SESSION_USER_KEY), read(SESSION_PROFILE_KEY)] as const;
  if (raw.every((value, i) => value === lastRaw[i])) return lastSnapshot;
  const [token, userJson, profileJson] = raw;
  const stored = parse<Omit<StoredSession, 'token'>>(userJson);
  lastRaw = raw;
  // Signed in only with both a token and the user it belongs to.
  const session = token && stored?.user && Array.isArray(stored.role) ? { token, user: stored.user, role: stored.role } : null;
  const profile = token ? parse<Profile>(profileJson) : null;
  lastSnapshot = session === null && profile === null ? SIGNED_OUT : { session, profile };
  return lastSnapshot;
}

/** Stores the session a login or change-role answered, replacing any previous one. */
export function storeSession(data: SessionData, profile?: Profile): void {
  write(SESSION_TOKEN_KEY, data.auth.access_token);
  write(SESSION_USER_KEY, JSON.stringify({ user: data.user, role: data.role }));
  if (profile) write(SESSION_PROFILE_KEY, JSON.stringify(profile));
  notify();
}

/** Keeps the stored profile (and the names the header greets with) in step with the account. */
export function storeProfile(profile: Profile): void {
  write(SESSION_PROFILE_KEY, JSON.stringify(profile));
  const stored = parse<Omit<StoredSession, 'token'>>(read(SESSION_USER_KEY));
  if (stored) {
    const user = { ...stored.user, firstname: profile.firstname, lastname: profile.lastname };
    write(SESSION_USER_KEY, JSON.stringify({ ...stored, user }));
  }
  notify();
}

/** Sign-out and session expiry: forget the token, the user and the profile. */
export function clearSession(): void {
  write(SESSION_TOKEN_KEY, null);
  write(SESSION_USER_KEY, null);
  write(SESSION_PROFILE_KEY, null);
  notify();
}

// ---- Guest --------------------------------------------------------------------------------------------------

/** A guest session identity issued: the guest id that owns the cart, and the token that proves it. */
export interface GuestSession {
  guestId: string;
  token: string;
  /** Ms since the epoch. */
  expiresAt: number;
}

/** The stored guest id: an issued one, or a uuid this browser generated before identity issued guest ids. */
export const getGuestId = (): string | undefined => read(GUEST_ID_KEY) || undefined;

let lastGuestRaw: readonly (string | null)[] = [];
let lastGuest: GuestSession | null = null;

/** The stored guest session, while its token has not expired; the same object until it changes. */
export function getGuestSnapshot(): GuestSession | null {
  const raw = [read(GUEST_ID_KEY), read(GUEST_TOKEN_KEY), read(GUEST_EXPIRES_KEY)] as const;
  if (!raw.every((value, i) => value === lastGuestRaw[i])) {
    const [guestId, token, expires] = raw;
    const expiresAt = Number(expires);
    lastGuestRaw = raw;
    lastGuest = guestId && token && Number.isFinite(expiresAt) ? { guestId, token, expiresAt } : null;
  }
  return lastGuest && lastGuest.expiresAt > Date.now() ? lastGuest : null;
}

/** Stores the guest session guest-login answered, replacing any previous one. */
export function storeGuestSession(data: GuestSessionData): GuestSession {
  const expiresAt = Date.now() + data.auth.expires_in * 1000;
  write(GUEST_ID_KEY, data.guest_id);
  write(GUEST_TOKEN_KEY, data.auth.access_token);
  write(GUEST_EXPIRES_KEY, String(expiresAt));
  notify();
  return { guestId: data.guest_id, token: data.auth.access_token, expiresAt };
}

/** After a login the guest's cart belongs to the account, so the browser is no longer a guest; also a guest session the server no longer accepts. */
export const clearGuest = (): void => {
  write(GUEST_ID_KEY, null);
  write(GUEST_TOKEN_KEY, null);
  write(GUEST_EXPIRES_KEY, null);
  notify();
};
