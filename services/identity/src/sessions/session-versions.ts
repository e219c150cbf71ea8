import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EVENTS, type IdentityUserSessionsRevokedPayload } from '@solar/contracts';
import { Outbox, RevokedTokens, type OutboxEntry } from '@solar/platform';
import type { Model } from 'mongoose';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { User } from '../users/user.schema';
import { RevokedToken } from './revoked-token.schema';

/**
 * How long past a token lifetime a session revocation is kept: covers a sign-in that read the account just
 * before the change and signed its (refused) token a moment after it, and clocks a little apart.
 */
export const SESSION_REVOCATION_MARGIN_MS = 60_000;

/** The parts of the write that raises an account's session version, made by `SessionVersions.raise`. */
export interface SessionVersionRaise {
  userId: string;
  version: number;
  until: Date;
  /** `$set` fields for the user document. */
  set: { session_version: number; sessions_revoked_at: Date };
  /** The `identity.user.sessions-revoked` event, as the `$push` of the same write (outbox). */
  push: { $push: { _outbox: { $each: OutboxEntry[] } } };
}

/**
 * Ends every earlier session of an account when its password changes or is reset.
 *
 * Every account token carries the account's session version at signing (`sv`). A password change raises the
 * version in the same write as the new hash, with an `identity.user.sessions-revoked` event (outbox): every
 * instance of every service hears it (a broadcast, replayed from the start of the topic when an instance
 * starts) and refuses the account's tokens below the new version until they would have expired anyway. This
 * instance applies it at once, and at start identity reloads the raises (and the single-token logouts) still in
 * force from its own store, so it holds across instances and restarts.
 *
 * A version rather than an "issued before" time: `iat` has one-second granularity (a fresh token signed in
 * the same second as the change would look old, or an old one new), clocks differ between instances, and a
 * sign-in that verified the old password just before the change must not get a live token just after it;
 * the version is read with the password hash it was checked against.
 */
@Injectable()
export class SessionVersions implements OnApplicationBootstrap {
  private readonly logger = new Logger(SessionVersions.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(RevokedToken.name) private readonly revokedTokens: Model<RevokedToken>,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    private readonly revoked: RevokedTokens,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The write that ends every session of `user` signed so far. Put `set` and `push` into the update that
   * stores the new password hash, conditional on the hash read (every raise changes the hash, so the
   * version read with it is current), then call `applied`.
   */
  raise(user: Pick<User, 'id'> & { session_version?: number | null }, reason: IdentityUserSessionsRevokedPayload['reason']): SessionVersionRaise {
    const version = (user.session_version ?? 0) + 1;
    const now = new Date();
    const until = new Date(now.getTime() + this.settings.tokenTtlSeconds * 1000 + SESSION_REVOCATION_MARGIN_MS);
    const payload: IdentityUserSessionsRevokedPayload = {
      user_id: user.id,
      session_version: version,
      reason,
      revoked_at: now.toISOString(),
      expires_at: until.toISOString(),
    };
    return {
      userId: user.id,
      version,
      until,
      set: { session_version: version, sessions_revoked_at: now },
      push: this.outbox.pushEvents(this.outbox.event(EVENTS.identity.userSessionsRevoked, user.id, payload)),
    };
  }

  /** After the write: this instance refuses the old tokens at once (the event goes out by the outbox's hooks). */
  applied(raise: SessionVersionRaise): void {
    this.revoked.revokeSessionsBelow(raise.userId, raise.version, raise.until);
  }

  /** Revocations still in force, from identity's own store: they do not depend on the bus being replayed. */
  async onApplicationBootstrap(): Promise<void> {
    const now = Date.now();
    const since = new Date(now - this.settings.tokenTtlSeconds * 1000 - SESSION_REVOCATION_MARGIN_MS);
    const raised = await this.users
      .find({ sessions_revoked_at: { $gt: since } }, { id: 1, session_version: 1, sessions_revoked_at: 1 })
      .lean<Pick<User, 'id' | 'session_version' | 'sessions_revoked_at'>[]>();
    for (const user of raised) {
      if (!user.session_version || !user.sessions_revoked_at) continue;
      const until = new Date(new Date(user.sessions_revoked_at).getTime() + this.settings.tokenTtlSeconds * 1000 + SESSION_REVOCATION_MARGIN_MS);
      this.revoked.revokeSessionsBelow(user.id, user.session_version, until);
    }
    const loggedOut = await this.revokedTokens
      .find({ expires_at: { $gt: new Date(now) } }, { jti: 1, expires_at: 1 })
      .lean<Pick<RevokedToken, 'jti' | 'expires_at'>[]>();
    for (const token of loggedOut) this.revoked.revoke(token.jti, new Date(token.expires_at));
    if (raised.length + loggedOut.length > 0) this.logger.log(`reloaded ${raised.length} session revocations and ${loggedOut.length} signed-out tokens`);
  }
}
