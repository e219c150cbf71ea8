import { httpErrorMessage, plainText, type AccessTokenClaims } from '@solar/contracts';
import { UnauthorizedError } from '@solar/platform';

/** Shown when a token carries no name (tokens signed before names were added, service tokens). */
export const ANONYMOUS_AUTHOR = 'Verified buyer';

/** How a post's author is shown publicly: first name and the initial of the last name, e.g. 'Dana B.'. */
export function authorName(claims: Pick<AccessTokenClaims, 'firstname' | 'lastname'>): string {
  const first = plainText(claims.firstname);
  if (!first) return ANONYMOUS_AUTHOR;
  const initial = plainText(claims.lastname).charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** A guest token identifies a cart, not a person: reviews, questions and posts need a signed-in user. */
export function signedInUser(claims: AccessTokenClaims): AccessTokenClaims {
  if (claims.guest) throw new UnauthorizedError(httpErrorMessage(401));
  return claims;
}
