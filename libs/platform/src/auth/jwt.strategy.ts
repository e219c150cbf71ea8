import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ROLES, type AccessTokenClaims } from '@solar/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { Inject } from '@nestjs/common';

export const JWT_ISSUER = 'solar-marketplace';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(AUTH_OPTIONS) options: AuthOptions) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: options.jwtSecret,
      issuer: JWT_ISSUER,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** The caller's claims; JwtAuthGuard then refuses a revoked one. */
  validate(payload: AccessTokenClaims & { roles?: unknown }): AccessTokenClaims {
    // Never trust a role name the platform does not know, even inside a signed token.
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is AccessTokenClaims['roles'][number] => (ROLES as readonly string[]).includes(r)) : [];
    const claims: AccessTokenClaims = { sub: payload.sub, roles, firstname: payload.firstname, lastname: payload.lastname, guest: payload.guest, jti: payload.jti, exp: payload.exp };
    // Only an account token names a merged guest (see AccessTokenClaims.merged_guest_id).
    if (typeof payload.merged_guest_id === 'string' && !payload.guest) claims.merged_guest_id = payload.merged_guest_id;
    // The account's session version at signing: a password change revokes the tokens below the new one.
    if (typeof payload.sv === 'number') claims.sv = payload.sv;
    return claims;
  }
}
