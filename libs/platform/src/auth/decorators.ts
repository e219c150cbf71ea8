import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AccessTokenClaims, Role } from '@solar/contracts';

export const IS_PUBLIC = 'auth:public';
export const REQUIRED_ROLES = 'auth:roles';

/** Open to anyone; a valid token, when sent, still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The caller must hold at least one of these roles (403 otherwise). */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

export type CurrentUserClaims = AccessTokenClaims;

/** The verified claims of the caller, or undefined on a public route called without a token. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AccessTokenClaims | undefined =>
    context.switchToHttp().getRequest<{ user?: AccessTokenClaims }>().user,
);
