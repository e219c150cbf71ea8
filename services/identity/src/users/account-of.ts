import { UnauthorizedException } from '@nestjs/common';
import { httpErrorMessage, type AccessTokenClaims } from '@solar/contracts';

/** A guest token identifies a cart, not an account: the account routes need a signed-in user. */
export function accountOf(caller: AccessTokenClaims): string {
  if (caller.guest) throw new UnauthorizedException(httpErrorMessage(401));
  return caller.sub;
}
