import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '@solar/contracts';
import { randomUUID } from 'node:crypto';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { JWT_ISSUER } from './jwt.strategy';

/** Signs access tokens (identity) and verifies them outside passport (gateway, websockets). */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  sign(claims: Omit<AccessTokenClaims, 'jti'>): string {
    return this.jwt.sign({ ...claims, jti: randomUUID() }, { secret: this.options.jwtSecret, issuer: JWT_ISSUER, expiresIn: this.options.jwtTtlSeconds, algorithm: 'HS256' });
  }

  verify(token: string): AccessTokenClaims {
    return this.jwt.verify<AccessTokenClaims>(token, { secret: this.options.jwtSecret, issuer: JWT_ISSUER, algorithms: ['HS256'] });
  }
}
