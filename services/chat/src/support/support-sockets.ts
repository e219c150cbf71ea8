import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '@solar/platform';
import {
  SUPPORT_MESSAGES,
  SUPPORT_SOCKET_EVENTS,
  SupportReadEventBody,
  SupportSendEventBody,
  SupportWatchEventBody,
  type AccessTokenClaims,
} from '@solar/contracts';
import type { Socket } from 'socket.io';
import type { Admit } from '../messages/chat.service';
import { SUPPORT_TEAM_ROOM, SupportService } from './support.service';

const E = SUPPORT_SOCKET_EVENTS;

/** One client event's work: the caller from the token checked now, the validated payload, the write limits. */
export type SupportEventHandler<T> = (caller: AccessTokenClaims, body: T, admit: Admit) => Promise<unknown>;
/** How ChatSockets registers an event: it checks the token and payload, acks, and sends refusals as `chat-error`. */
export type RegisterSupportEvent = <T extends object>(event: string, dto: new () => T, run: SupportEventHandler<T>) => void;

/** The support chat's client events, for ChatSockets' unknown-event check. */
export const SUPPORT_CLIENT_EVENTS: readonly string[] = [E.send, E.read, E.watch];

/** Answering a thread by its id, or hearing every thread, is the team's: the admin role, from the token checked on this event. */
function asTeam(caller: AccessTokenClaims): AccessTokenClaims {
  if (!caller.roles.includes('admin')) throw new ForbiddenError(SUPPORT_MESSAGES.teamOnly);
  return caller;
}

/**
 * The support chat's socket events (SUPPORT_SOCKET_EVENTS) on each chat socket. A visitor's socket is in its
 * account's room from the start, so it hears its own thread without asking; naming a thread (`thread_id`) is the
 * team's answer, and `support-watch` puts an admin's socket in the team's room.
 */
@Injectable()
export class SupportSockets {
  constructor(private readonly support: SupportService) {}

  attach(socket: Pick<Socket, 'join' | 'leave'>, on: RegisterSupportEvent): void {
    on(E.send, SupportSendEventBody, (caller, body, admit) =>
      body.thread_id ? this.support.reply(asTeam(caller), body.thread_id, body, admit) : this.support.sendAsVisitor(caller, body, admit),
    );
    on(E.read, SupportReadEventBody, async (caller, body) => {
      if (!body.thread_id) return this.support.visitorRead(caller);
      asTeam(caller);
      return this.support.teamRead(body.thread_id);
    });
    on(E.watch, SupportWatchEventBody, async (caller, body) => {
      asTeam(caller);
      const watching = body.watching !== false;
      await (watching ? socket.join(SUPPORT_TEAM_ROOM) : socket.leave(SUPPORT_TEAM_ROOM));
      return { watching };
    });
  }
}
