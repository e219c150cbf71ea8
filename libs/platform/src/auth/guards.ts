import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard, AuthModuleOptions } from '@nestjs/passport';
import { httpErrorMessage, type AccessTokenClaims, type Role } from '@solar/contracts';
import { IS_PUBLIC, REQUIRED_ROLES, ROLE_REFUSAL } from './decorators';

/**
 * Global guard: every route needs a valid bearer token unless marked @Public().
 * On a public route a valid token still sets the caller; a missing one is fine, a bad one is refused
 * so a client learns its session is gone instead of silently acting as a stranger. Passport authenticates
 * with this application's own strategy (its name is the module's `defaultStrategy`, see AuthModule), so
 * revocation is checked against this application's own list.
 * These guards throw Nest's HTTP exceptions, not the domain errors: they also guard the gateway's own routes,
 * whose app has no API exception filter and answers with Nest's, which knows only those.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard() implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    options: AuthModuleOptions,
  ) {
    super(options);
  }

  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    if (request.headers.authorization === undefined && this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) {
      return true;
    }
    return super.canActivate(context) as Promise<boolean>;
  }

  /** Any failure (no token, a bad, expired or revoked one) is the same 401, with nothing said about why. */
  override handleRequest<T = AccessTokenClaims>(err: unknown, user: T | false): T {
    if (err || !user) throw new UnauthorizedException(httpErrorMessage(401));
    return user;
  }
}

/** Runs after JwtAuthGuard: the caller must hold one of the roles named by @Roles(). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, [context.getHandler(), context.getClass()]);
    if (!required?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: AccessTokenClaims }>().user;
    if (!user) throw new UnauthorizedException(httpErrorMessage(401));
    if (!required.some((role) => user.roles.includes(role))) {
      const refusal = this.reflector.getAllAndOverride<string | undefined>(ROLE_REFUSAL, [context.getHandler(), context.getClass()]);
      throw new ForbiddenException(refusal ?? 'You are not allowed to do this.');
    }
    return true;
  }
}
