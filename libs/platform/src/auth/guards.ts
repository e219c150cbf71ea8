import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, CanActivate } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { httpErrorMessage, type AccessTokenClaims, type Role } from '@solar/contracts';
import { IS_PUBLIC, REQUIRED_ROLES } from './decorators';
import { RevokedTokens } from './revoked-tokens';

/**
 * Global guard: every route needs a valid bearer token unless marked @Public().
 * On a public route a valid token still sets the caller; a missing one is fine, a bad one is refused
 * so a client learns its session is gone instead of silently acting as a stranger.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly revokedTokens: RevokedTokens,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (isPublic && !request.headers.authorization) return true;
    return super.canActivate(context);
  }

  /**
   * Revocation is checked here, with this application's own list, and not in the passport strategy:
   * passport keeps one strategy per name for the whole process, so when several services share a process
   * (single-machine mode) the strategy that runs may belong to another service.
   */
  override handleRequest<T = AccessTokenClaims>(err: unknown, user: T | false): T {
    if (err || !user || this.isRevoked(user)) throw new UnauthorizedException(httpErrorMessage(401));
    return user;
  }

  /** Its id revoked (logout), or every token of its account signed before a password change or reset. */
  private isRevoked(user: unknown): boolean {
    return this.revokedTokens.isRevokedToken(user as AccessTokenClaims);
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
      throw new ForbiddenException('You are not allowed to do this.');
    }
    return true;
  }
}
