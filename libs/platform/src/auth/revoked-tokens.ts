import { Injectable } from '@nestjs/common';
import type { AccessTokenClaims } from '@solar/contracts';

/** How often, at most, expired revocations are swept out of memory. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The ids (`jti`) of access tokens revoked before their expiry (logout), held in memory by every instance
 * of every service. A revocation is kept until the token would have expired anyway, then forgotten, so
 * the set never holds more than the tokens revoked within one token lifetime.
 *
 * Fed by `identity.session.revoked` (a broadcast event, so every instance hears it) and, in identity, by
 * the logout itself so the instance that handled it refuses the token at once.
 *
 * Besides single tokens it keeps, per account, the session version below which every token is refused
 * (`identity.user.sessions-revoked`, after a password change or reset), until those tokens have expired.
 */
@Injectable()
export class RevokedTokens {
  /** jti -> the token's expiry, in ms since the epoch. */
  private readonly expiries = new Map<string, number>();
  /** user id -> the lowest session version still accepted, and until when (ms) older tokens can exist. */
  private readonly sessionFloors = new Map<string, { version: number; until: number }>();
  private nextSweepAt = 0;

  /** Refuse the token `jti` until `expiresAt` (its own expiry). A revocation already expired is ignored. */
  revoke(jti: string, expiresAt: Date): void {
    const expiry = expiresAt.getTime();
    if (!jti) throw new Error('A revoked token needs its jti');
    if (Number.isNaN(expiry)) throw new Error(`Invalid expiry for revoked token ${jti}`);
    const now = Date.now();
    this.sweepIfDue(now);
    if (expiry <= now) return;
    // Two revocations of one token (identity's own call, then the event) keep the later expiry.
    this.expiries.set(jti, Math.max(expiry, this.expiries.get(jti) ?? 0));
  }

  /**
   * Refuse every token of `userId` whose session version (`sv`, absent: 0) is below `version`, until `until`
   * (by then every such token has expired). A lower version or an earlier end never weakens what is known.
   */
  revokeSessionsBelow(userId: string, version: number, until: Date): void {
    const end = until.getTime();
    if (!userId) throw new Error('A session revocation needs its user id');
    if (!Number.isInteger(version) || version < 1) throw new Error(`Invalid session version for user ${userId}`);
    if (Number.isNaN(end)) throw new Error(`Invalid end for the session revocation of user ${userId}`);
    const now = Date.now();
    this.sweepIfDue(now);
    if (end <= now) return;
    const known = this.sessionFloors.get(userId);
    this.sessionFloors.set(userId, { version: Math.max(version, known?.version ?? 0), until: Math.max(end, known?.until ?? 0) });
  }

  /** Whether a token of `userId` signed at session version `version` (absent: 0) has been revoked. */
  isSessionRevoked(userId: string, version: number | undefined): boolean {
    const now = Date.now();
    this.sweepIfDue(now);
    const floor = this.sessionFloors.get(userId);
    if (!floor) return false;
    if (floor.until <= now) {
      this.sessionFloors.delete(userId);
      return false;
    }
    return (typeof version === 'number' && Number.isFinite(version) ? version : 0) < floor.version;
  }

  /** A verified token's claims: refused when its id was revoked, or (an account's) its session version. */
  isRevokedToken(claims: Pick<AccessTokenClaims, 'sub' | 'jti' | 'sv' | 'guest'>): boolean {
    if (typeof claims.jti === 'string' && claims.jti && this.isRevoked(claims.jti)) return true;
    return !claims.guest && typeof claims.sub === 'string' && this.isSessionRevoked(claims.sub, claims.sv);
  }

  isRevoked(jti: string): boolean {
    const now = Date.now();
    this.sweepIfDue(now);
    const expiry = this.expiries.get(jti);
    if (expiry === undefined) return false;
    if (expiry > now) return true;
    this.expiries.delete(jti);
    return false;
  }

  /** How many revocations are remembered (expired ones are dropped first). */
  get size(): number {
    this.sweep(Date.now());
    return this.expiries.size;
  }

  private sweepIfDue(now: number): void {
    if (now >= this.nextSweepAt) this.sweep(now);
  }

  private sweep(now: number): void {
    for (const [jti, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(jti);
    for (const [userId, floor] of this.sessionFloors) if (floor.until <= now) this.sessionFloors.delete(userId);
    this.nextSweepAt = now + SWEEP_INTERVAL_MS;
  }
}
