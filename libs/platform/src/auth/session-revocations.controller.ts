import { Controller } from '@nestjs/common';
import { Payload, RpcException } from '@nestjs/microservices';
import { EVENTS, type EventOf, type IdentitySessionRevokedPayload } from '@solar/contracts';
import { BroadcastEventPattern } from '../event-bus/broadcast';
import { RevokedTokens } from './revoked-tokens';

/**
 * Every instance of every service hears `identity.session.revoked` (a broadcast subscription, replayed
 * from the start of the topic when an instance starts) and refuses the token from then on.
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
}
