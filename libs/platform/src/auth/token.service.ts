import { Inject, Injectable } from '@nestjs/common';
import { JsonWebTokenError, JwtService } from '@nestjs/jwt';
import { ROLES, type AccessTokenClaims } from '@solar/contracts';
import { randomUUID, type KeyObject } from 'node:crypto';
import { AUTH_OPTIONS, jwtKeyOf, type AuthOptions } from './auth.options';
import { RevokedTokens } from './revoked-tokens';

/** The `iss` of every access token identity signs. */
export const JWT_ISSUER = 'solar-marketplace';

/** What a token must carry besides a good signature and an unexpired `exp`: in TokenService.verify and the passport strategy. */
export const JWT_VERIFY_OPTIONS = { issuer: JWT_ISSUER, algorithms: ['HS256' as const] };

/** How many verified token texts an instance remembers (see `verified`). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** A service token is signed again after this long (tokens live an hour by default). */
const SERVICE_TOKEN_REUSE_MS = 5 * 60_000;

/** Signs access tokens (identity) and verifies them: in every service's guard, at the gateway, for websockets. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
    // Nest always injects the module's one set; a TokenService built by hand gets an empty one of its own.
    private readonly revokedTokens: RevokedTokens = new RevokedTokens(),
  ) {}

  /** The HMAC key, made once (see `jwtKeyOf`): for signing here and for the passport strategy's checks. */
  get verificationKey(): KeyObject {
    return jwtKeyOf(this.options.jwtSecret);
  }

  /** The same key typed as @nestjs/jwt's options name it (jsonwebtoken takes a KeyObject). */
  private get key(): string {
    return this.verificationKey as unknown as string;
  }

  /** Signs for `jwtTtlSeconds`, or for `ttlSeconds` when given (identity's guest sessions live longer). */
  sign(claims: Omit<AccessTokenClaims, 'jti' | 'exp'>, { ttlSeconds }: { ttlSeconds?: number } = {}): string {
    const expiresIn = ttlSeconds ?? this.options.jwtTtlSeconds;
    return this.jwt.sign({ ...claims, jti: randomUUID() }, { secret: this.key, issuer: JWT_ISSUER, expiresIn, algorithm: 'HS256' });
  }

  /**
   * The token one service presents to another's internal routes (`sub: service:<name>`, role admin), signed
   * again once it is SERVICE_TOKEN_REUSE_MS old, so a busy caller does not sign one per request.
   */
  serviceToken(service: string): string {
    const now = Date.now();
    const kept = this.serviceTokens.get(service);
    if (kept && kept.until > now) return kept.token;
    const token = this.sign({ sub: `service:${service}`, roles: ['admin'] });
    this.serviceTokens.set(service, { token, until: now + SERVICE_TOKEN_REUSE_MS });
    return token;
  }

  private readonly serviceTokens = new Map<string, { token: string; until: number }>();

  /**
   * The token's claims, as far as the platform knows them; throws (a `JsonWebTokenError`) when it is invalid,
   * expired or revoked (by this application's own list of revocations).
   */
  verify(token: string): AccessTokenClaims {
    return (
      this.keptClaims(token) ??
      this.acceptVerified(token, this.jwt.verify<AccessTokenClaims & { roles?: unknown }>(token, { secret: this.key, ...JWT_VERIFY_OPTIONS }))
    );
  }

  /**
   * The claims of a token whose signature this instance has already checked, or undefined when it has not;
   * throws when the token has expired or been revoked since.
   */
  keptClaims(token: string): AccessTokenClaims | undefined {
    const claims = this.verified.get(token);
    return claims && this.current(token, claims);
  }

  /**
   * Only for a payload whose signature, issuer and expiry jsonwebtoken has just checked for this very token
   * text: keeps its claims for the next calls, then checks revocation like any call.
   */
  acceptVerified(token: string, payload: AccessTokenClaims & { roles?: unknown }): AccessTokenClaims {
    const claims = claimsOf(payload);
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return this.current(token, claims);
  }

  /**
   * Tokens whose signature this instance has checked, by their exact text: a shopper's browser sends the same
   * token on every call, and only that text with that signature can hit. Bounded; the oldest go first.
   */
  private readonly verified = new Map<string, AccessTokenClaims>();

  /** Expiry and revocation are checked on every call, a kept token's too; each caller gets its own copy. */
  private current(token: string, claims: AccessTokenClaims): AccessTokenClaims {
    if (claims.exp !== undefined && claims.exp * 1000 <= Date.now()) {
      this.verified.delete(token);
      throw new JsonWebTokenError('jwt expired');
    }
    if (this.revokedTokens.isRevokedToken(claims)) throw new JsonWebTokenError('jwt revoked');
    return { ...claims };
  }
}

/** Only the claims the platform defines, and never a role name it does not know, even inside a signed token. */
function claimsOf(payload: AccessTokenClaims & { roles?: unknown }): AccessTokenClaims {
  const roles = Array.isArray(payload.roles)
    ? payload.roles.filter((r): r is AccessTokenClaims['roles'][number] => (ROLES as readonly string[]).includes(r))
    : [];
  const claims: AccessTokenClaims = {
    sub: payload.sub,
    roles,
    firstname: payload.firstname,
    lastname: payload.lastname,
    guest: payload.guest,
    jti: payload.jti,
    exp: payload.exp,
  };
  // Only an account token names a merged guest (see AccessTokenClaims.merged_guest_id).
  if (typeof payload.merged_guest_id === 'string' && !payload.guest) claims.merged_guest_id = payload.merged_guest_id;
  // The account's session version at signing: a password change revokes the tokens below the new one.
  if (typeof payload.sv === 'number') claims.sv = payload.sv;
  return claims;
}
