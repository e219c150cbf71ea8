import type { OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { AccessTokenClaims } from '@solar/contracts';
import type { Request } from 'express';
import passport from 'passport';
import { Strategy, type StrategyOptionsWithRequest } from 'passport-jwt';
import { JWT_VERIFY_OPTIONS, type TokenService } from './token.service';

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), or null. */
export function bearerToken(request: { headers: Record<string, string | string[] | undefined> }): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

let strategiesMade = 0;

/**
 * A passport strategy name for one application. Passport keeps its strategies by name for the whole process,
 * and in single-machine mode the services' applications share one process, each with its own revocation list
 * and verified tokens: under one shared name the last application started would check every other's tokens.
 */
export function jwtStrategyName(): string {
  return `platform-jwt-${++strategiesMade}`;
}

/**
 * passport-jwt's strategy for one application, registered with passport under `name`: it reads the bearer
 * token, and jsonwebtoken checks its signature (with the key made once), issuer, algorithm and expiry.
 * A token text this application has already verified skips that check (`TokenService.keptClaims`), but
 * not the expiry and revocation checks; the claims become `request.user`.
 */
export function createJwtStrategy(name: string, tokens: TokenService) {
  const options: StrategyOptionsWithRequest = {
    jwtFromRequest: bearerToken,
    // passport-jwt's types name strings and buffers; jsonwebtoken takes the KeyObject as it is.
    secretOrKeyProvider: (_request, _token, done) => done(null, tokens.verificationKey as unknown as Buffer),
    // At the top level: passport-jwt writes these over the same fields of `jsonWebTokenOptions`, even when undefined.
    issuer: JWT_VERIFY_OPTIONS.issuer,
    algorithms: JWT_VERIFY_OPTIONS.algorithms,
    passReqToCallback: true,
  };

  class JwtStrategy extends PassportStrategy(Strategy, name) implements OnModuleDestroy {
    constructor() {
      super(options);
    }

    /** A kept token answers here, before passport-jwt's signature check; any other goes through it. */
    override authenticate(request: Request, authenticateOptions?: unknown): void {
      const token = bearerToken(request);
      if (token) {
        let kept: AccessTokenClaims | undefined;
        try {
          kept = tokens.keptClaims(token);
        } catch (expiredOrRevoked) {
          return this.fail(expiredOrRevoked, 401);
        }
        if (kept) return this.success(kept);
      }
      super.authenticate(request, authenticateOptions);
    }

    /** The payload passport-jwt has just verified for the request's token: kept, then checked for revocation. */
    validate(request: Request, payload: AccessTokenClaims): AccessTokenClaims {
      return tokens.acceptVerified(bearerToken(request)!, payload);
    }

    /** Passport would keep a closed application's strategy, and its verified tokens, for the life of the process. */
    onModuleDestroy(): void {
      passport.unuse(name);
    }
  }
  return new JwtStrategy();
}
