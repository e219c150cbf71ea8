import type { Role } from '../auth/roles';

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
 * `identity.user.signed-in`. `guest_id` is the uuid the browser shopped under before signing in: the cart
 * service moves that guest's lines to `user_id`.
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
