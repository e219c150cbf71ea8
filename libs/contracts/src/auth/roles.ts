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
  /**
   * An account token signed at a sign-in where the browser presented its guest session's token: that guest
   * id, whose cart and wishlist the account took over. The cart service merges no other guest into it.
   */
  merged_guest_id?: string;
  /** Token id, so a logout can revoke one token. */
  jti?: string;
  /** Expiry in seconds since the epoch (set when the token is signed): how long a revocation must last. */
  exp?: number;
  /**
   * The account's session version when the token was signed (absent: 0). A password change or reset raises
   * the account's version and every service then refuses tokens below it (`identity.user.sessions-revoked`).
   */
  sv?: number;
}
