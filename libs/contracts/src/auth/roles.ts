/** Roles a signed-in user may hold; a user may be customer and seller at once. Guests hold none. */
export const ROLES = ['customer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What an access token says about its bearer; every service reads it the same way. */
export interface AccessTokenClaims {
  /** User id, or the guest uuid for a guest session. */
  sub: string;
  roles: Role[];
  firstname?: string;
  lastname?: string;
  guest?: boolean;
  /** Token id, so a logout can revoke one token. */
  jti?: string;
  /** Expiry in seconds since the epoch (set when the token is signed): how long a revocation must last. */
  exp?: number;
}
