import { Inject, Injectable } from '@nestjs/common';
import { JsonWebTokenError, JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '@solar/contracts';
import { randomUUID } from 'node:crypto';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { JWT_ISSUER } from './jwt.strategy';
import { RevokedTokens } from './revoked-tokens';

/** Signs access tokens (identity) and verifies them outside passport (gateway, websockets). */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
    // Nest always injects the module's one set; a TokenService built by hand gets an empty one of its own.
    private readonly revokedTokens: RevokedTokens = new RevokedTokens(),
  ) {}

  /** Signs for `jwtTtlSeconds`, or for `ttlSeconds` when given (identity's guest sessions live longer). */
  sign(claims: Omit<AccessTokenClaims, 'jti' | 'exp'>, { ttlSeconds }: { ttlSeconds?: number } = {}): string {
    const expiresIn = ttlSeconds ?? this.options.jwtTtlSeconds;
    return this.jwt.sign({ ...claims, jti: randomUUID() }, { secret: this.options.jwtSecret, issuer: JWT_ISSUER, expiresIn, algorithm: 'HS256' });
  }

  /** The token's claims; throws (a `JsonWebTokenError`) when it is invalid, expired or revoked. */
  verify(token: string): AccessTokenClaims {
    const claims = this.jwt.verify<AccessTokenClaims>(token, { secret: this.options.jwtSecret, issuer: JWT_ISSUER, algorithms: ['HS256'] });
    if (this.revokedTokens.isRevokedToken(claims)) throw new JsonWebTokenError('jwt revoked');
    return claims;
  }
}
