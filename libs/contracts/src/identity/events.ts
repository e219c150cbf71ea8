import type { Role } from '../auth/roles';
import { defineEvent } from '../events/define';

/** `identity.user.registered`: a new account exists (unverified until its email code is confirmed). */
export interface IdentityUserRegisteredPayload {
  user_id: string;
  email: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  registered_at: string;
}

/** `identity.user.role-changed`: the account's full role list after the change. */
export interface IdentityUserRoleChangedPayload {
  user_id: string;
  roles: Role[];
  previous_roles: Role[];
}

/**
 * `identity.user.signed-in`. `guest_id` is the guest the browser shopped as before signing in, named only when
 * the sign-in carried that guest session's token (never merely because the form named it): the cart service
 * moves that guest's lines to `user_id`.
 */
export interface IdentityUserSignedInPayload {
  user_id: string;
  guest_id: string | null;
  signed_in_at: string;
}

/**
 * `identity.session.revoked`: the token with this id must be refused from now on (logout). Every instance of
 * every service hears it; after `expires_at` the token is refused anyway and can be forgotten.
 */
export interface IdentitySessionRevokedPayload {
  jti: string;
  user_id: string;
  expires_at: string;
}

/**
 * `identity.user.sessions-revoked`: every token of the account signed before its password changed (or was
 * reset) must be refused from now on, in every instance of every service. Tokens carry the account's session
 * version when they were signed (`sv`); those below `session_version` are refused. A version, not a time, so
 * neither the one-second granularity of `iat` nor clocks that differ between instances matter, and a sign-in
 * that checked the old password just before the change cannot slip through with a token signed just after it.
 * After `expires_at` (the change plus one token lifetime and a minute) every such token has expired anyway.
 */
export interface IdentityUserSessionsRevokedPayload {
  user_id: string;
  /** Tokens of this account whose `sv` is below this (a missing `sv` counts as 0) are refused. */
  session_version: number;
  reason: 'password-changed' | 'password-reset';
  revoked_at: string;
  expires_at: string;
}

export const IdentityUserRegistered = defineEvent('identity.user.registered').carrying<IdentityUserRegisteredPayload>();
export const IdentityUserRoleChanged = defineEvent('identity.user.role-changed').carrying<IdentityUserRoleChangedPayload>();
export const IdentityUserSignedIn = defineEvent('identity.user.signed-in').carrying<IdentityUserSignedInPayload>();
export const IdentitySessionRevoked = defineEvent('identity.session.revoked').carrying<IdentitySessionRevokedPayload>();
export const IdentityUserSessionsRevoked = defineEvent('identity.user.sessions-revoked').carrying<IdentityUserSessionsRevokedPayload>();

/** The identity service's events, as `EVENTS.identity` names them. */
export const IDENTITY_EVENTS = {
  userRegistered: IdentityUserRegistered,
  userRoleChanged: IdentityUserRoleChanged,
  userSignedIn: IdentityUserSignedIn,
  sessionRevoked: IdentitySessionRevoked,
  userSessionsRevoked: IdentityUserSessionsRevoked,
} as const;
