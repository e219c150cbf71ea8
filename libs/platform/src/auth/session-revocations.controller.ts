import { Controller } from '@nestjs/common';
import { Payload, RpcException } from '@nestjs/microservices';
import { EVENTS, type EventOf, type IdentitySessionRevokedPayload, type IdentityUserSessionsRevokedPayload } from '@solar/contracts';
import { BroadcastEventPattern } from '../event-bus/broadcast';
import { RevokedTokens } from './revoked-tokens';

/**
 * Every instance of every service hears `identity.session.revoked` (a broadcast subscription, replayed
 * from the start of the topic when an instance starts) and refuses the token from then on; likewise
 * `identity.user.sessions-revoked`, after which it refuses every earlier token of that account.
 */
@Controller()
export class SessionRevocationsController {
  constructor(private readonly revokedTokens: RevokedTokens) {}

  @BroadcastEventPattern(EVENTS.identity.sessionRevoked)
  onSessionRevoked(@Payload() event: EventOf<typeof EVENTS.identity.sessionRevoked>): void {
    const { jti, expires_at }: Partial<IdentitySessionRevokedPayload> = event.data ?? {};
    const expiresAt = new Date(expires_at ?? Number.NaN);
    // A revocation that cannot be applied is dead-lettered (with this reason), not silently dropped.
    if (typeof jti !== 'string' || !jti) throw new RpcException(`${event.type} ${event.id} has no jti`);
    if (Number.isNaN(expiresAt.getTime())) throw new RpcException(`${event.type} ${event.id} has an invalid expires_at`);
    this.revokedTokens.revoke(jti, expiresAt);
  }

  @BroadcastEventPattern(EVENTS.identity.userSessionsRevoked)
  onUserSessionsRevoked(@Payload() event: EventOf<typeof EVENTS.identity.userSessionsRevoked>): void {
    const { user_id, session_version, expires_at }: Partial<IdentityUserSessionsRevokedPayload> = event.data ?? {};
    const until = new Date(expires_at ?? Number.NaN);
    if (typeof user_id !== 'string' || !user_id) throw new RpcException(`${event.type} ${event.id} has no user_id`);
    if (!Number.isInteger(session_version) || (session_version as number) < 1)
      throw new RpcException(`${event.type} ${event.id} has an invalid session_version`);
    if (Number.isNaN(until.getTime())) throw new RpcException(`${event.type} ${event.id} has an invalid expires_at`);
    this.revokedTokens.revokeSessionsBelow(user_id, session_version as number, until);
  }
}
