import { Injectable } from '@nestjs/common';

/** How often, at most, expired revocations are swept out of memory. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The ids (`jti`) of access tokens revoked before their expiry (logout), held in memory by every instance
 * of every service. A revocation is kept until the token would have expired anyway, then forgotten, so
 * the set never holds more than the tokens revoked within one token lifetime.
 *
 * Fed by `identity.session.revoked` (a broadcast event, so every instance hears it) and, in identity, by
 * the logout itself so the instance that handled it refuses the token at once.
 */
@Injectable()
export class RevokedTokens {
  /** jti -> the token's expiry, in ms since the epoch. */
  private readonly expiries = new Map<string, number>();
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
    this.nextSweepAt = now + SWEEP_INTERVAL_MS;
  }
}
