import { httpErrorMessage, type AccessTokenClaims } from '@solar/contracts';
import { UnauthorizedError } from '@solar/platform';

/** A guest token identifies a cart, not an account: the account routes need a signed-in user. */
export function accountOf(caller: AccessTokenClaims): string {
  if (caller.guest) throw new UnauthorizedError(httpErrorMessage(401));
  return caller.sub;
}
