import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ADMIN_MESSAGES, type AccessTokenClaims, type Role } from '@solar/contracts';

export const IS_PUBLIC = 'auth:public';
export const REQUIRED_ROLES = 'auth:roles';
export const ROLE_REFUSAL = 'auth:role-refusal';

/** Open to anyone; a valid token, when sent, still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The caller must hold at least one of these roles (403 otherwise). */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/**
 * The admin area's calls (`admin/...`, whichever service answers them): the admin role only, 401 without a
 * token, 403 with ADMIN_MESSAGES.adminOnly for any other role.
 */
export const AdminOnly = () => applyDecorators(Roles('admin'), SetMetadata(ROLE_REFUSAL, ADMIN_MESSAGES.adminOnly));

export type CurrentUserClaims = AccessTokenClaims;

/** The verified claims of the caller, or undefined on a public route called without a token. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AccessTokenClaims | undefined => context.switchToHttp().getRequest<{ user?: AccessTokenClaims }>().user,
);
