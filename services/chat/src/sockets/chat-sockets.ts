import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  AuthBody,
  CHAT_MESSAGES,
  CloseChatEventBody,
  CHAT_SOCKET_EVENTS,
  EditMessageEventBody,
  JoinRoomBody,
  MarkReadEventBody,
  MessageRefBody,
  SendMessageEventBody,
  TypingBody,
  httpErrorMessage,
  type AccessTokenClaims,
  type ChatAck,
  type ChatErrorPayload,
  type ChatErrorStatus,
  type OfferParty,
  type PresencePayload,
} from '@solar/contracts';
import { ApiExceptionFilter, TokenService, UnauthorizedError, createValidationPipe } from '@solar/platform';
import type { Server as HttpServer } from 'node:http';
import type { Server, Socket } from 'socket.io';
import { ChatNotices } from '../notices/chat-notices.service';
import { ChatLimits, TooManyChatEvents, type SocketWindow } from '../messages/chat-limits';
import { ChatService, type Admit, type PersonSide } from '../messages/chat.service';
import { SUPPORT_CLIENT_EVENTS, SupportSockets } from '../support/support-sockets';
import { ChatRooms, accountRoom, offerRoom, type ChatSocketData } from './chat-rooms';

const E = CHAT_SOCKET_EVENTS;
const M = CHAT_MESSAGES;

/** What this instance keeps of one socket. The token stays here: it never goes into what other instances see. */
interface SocketSession {
  token: string;
  userId: string;
  /** Writes (messages, edits, deletions) and typing, each their own window. */
  writes: SocketWindow;
  typing: SocketWindow;
  /** The offers' rooms joined, with the side taken in each. */
  joined: Map<string, PersonSide>;
}

type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, ChatSocketData>;
type Handler<T> = (caller: AccessTokenClaims, body: T, session: SocketSession, admit: Admit) => Promise<unknown>;

const CLIENT_EVENTS = new Set<string>([E.join, E.leave, E.send, E.read, E.edit, E.delete, E.typing, E.close, E.auth, ...SUPPORT_CLIENT_EVENTS]);

/**
 * The chat's socket.io events (CHAT_SOCKET_EVENTS). The bearer token is checked at the handshake (`auth.token`)
 * and again on every event: an expired or revoked token gets `chat-error` 401 and the socket is disconnected.
 * Every payload goes through the platform's validation pipe with the chat's DTOs, every refusal is a
 * `chat-error` (and the ack's answer) with an HTTP-like status and a message of CHAT_MESSAGES.
 */
@Injectable()
export class ChatSockets implements OnApplicationBootstrap {
  private readonly logger = new Logger(ChatSockets.name);
  private readonly sessions = new WeakMap<ChatSocket, SocketSession>();
  private readonly pipe = createValidationPipe();
  private readonly failures = new ApiExceptionFilter();

  constructor(
    private readonly http: HttpAdapterHost,
    private readonly rooms: ChatRooms,
    private readonly chat: ChatService,
    private readonly notices: ChatNotices,
    private readonly limits: ChatLimits,
    private readonly tokens: TokenService,
    private readonly support: SupportSockets,
  ) {}

  onApplicationBootstrap(): void {
    const io = this.rooms.open(this.http.httpAdapter.getHttpServer() as HttpServer) as unknown as Server<
      Record<string, never>,
      Record<string, never>,
      Record<string, never>,
      ChatSocketData
    >;
    io.use((socket, next) => {
      const failure = this.authenticate(socket);
      next(failure ?? undefined);
    });
    io.on('connection', (socket) => this.connected(socket));
  }

  private authenticate(socket: ChatSocket): Error | null {
    const auth = socket.handshake.auth as { token?: unknown };
    let claims: AccessTokenClaims;
    try {
      if (typeof auth.token !== 'string' || !auth.token) throw new Error('no token');
      claims = this.tokens.verify(auth.token);
    } catch {
      return Object.assign(new Error(M.signInRequired), { data: { status: 401 } });
    }
    const token = auth.token;
    // fetchSockets answers carry a socket's handshake to the other instances (over the bus): keep the token here.
    delete auth.token;
    delete socket.handshake.headers.authorization;
    socket.data.userId = claims.sub;
    this.sessions.set(socket, { token, userId: claims.sub, writes: this.limits.socketWindow(), typing: this.limits.socketWindow(), joined: new Map() });
    return null;
  }

  private connected(socket: ChatSocket): void {
    const session = this.sessions.get(socket)!;
    void socket.join(accountRoom(session.userId));

    this.handle(socket, E.join, JoinRoomBody, async (caller, { offer_id }) => {
      const access = await this.chat.access(caller, offer_id);
      await socket.join(offerRoom(offer_id));
      session.joined.set(offer_id, access.side);
      if (access.side !== 'admin') this.rooms.toRoom(offer_id, E.presence, { offer_id, side: access.side, online: true } satisfies PresencePayload, socket.id);
      return this.chat.historyOf(access, {});
    });
    this.handle(socket, E.leave, JoinRoomBody, async (_caller, { offer_id }) => {
      await socket.leave(offerRoom(offer_id));
      await this.wentAway(session, offer_id);
      session.joined.delete(offer_id);
      return { offer_id };
    });
    this.handle(socket, E.send, SendMessageEventBody, async (caller, body, _session, admit) => {
      const { message, access } = await this.chat.send(caller, body.offer_id, body, admit);
      void this.notices.afterMessage(access.parties, message);
      return message;
    });
    this.handle(socket, E.read, MarkReadEventBody, (caller, body) => this.chat.markRead(caller, body.offer_id, body.msg_id));
    this.handle(socket, E.edit, EditMessageEventBody, (caller, body, _session, admit) => this.chat.edit(caller, body.msg_id, body, admit));
    this.handle(socket, E.delete, MessageRefBody, (caller, body, _session, admit) => this.chat.delete(caller, body.msg_id, admit));
    this.handle(socket, E.close, CloseChatEventBody, (caller, body) => this.chat.close(caller, body.offer_id, body.reason));
    this.handle(socket, E.typing, TypingBody, async (caller, body) => {
      const wait = session.typing.take();
      if (wait > 0) throw new TooManyChatEvents(wait);
      return this.chat.typing(caller, body.offer_id, body.typing, socket.id);
    });
    this.handle(socket, E.auth, AuthBody, async (caller, body) => {
      let renewed: AccessTokenClaims;
      try {
        renewed = this.tokens.verify(body.token);
      } catch {
        throw new UnauthorizedError(httpErrorMessage(401));
      }
      if (renewed.sub !== caller.sub) throw new UnauthorizedError(httpErrorMessage(401));
      session.token = body.token;
      return { expires_at: renewed.exp ? new Date(renewed.exp * 1000).toISOString() : null };
    });

    // The support chat's events, checked, limited and answered as these are.
    this.support.attach(socket, (event, dto, run) => this.handle(socket, event, dto, (caller, body, _session, admit) => run(caller, body, admit)));

    socket.onAny((event: string) => {
      if (!CLIENT_EVENTS.has(event)) this.emitRefusal(socket, { event: String(event).slice(0, 64), status: 400, error: M.unknownEvent });
    });
    socket.on('disconnect', () => {
      for (const offerId of session.joined.keys()) void this.wentAway(session, offerId);
    });
  }

  /**
   * Runs one client event: the token checked again, the payload validated, then the handler, which counts its
   * write against the socket's and the account's limits when it calls `admit`; the ack gets the answer. A refusal is `chat-error` and the ack's error; a 401
   * also disconnects the socket.
   */
  private handle<T extends object>(socket: ChatSocket, event: string, dto: new () => T, run: Handler<T>): void {
    const session = this.sessions.get(socket)!;
    socket.on(
      event as never,
      (async (...args: unknown[]) => {
        const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (answer: ChatAck<unknown>) => void) : undefined;
        try {
          const caller = this.callerOf(session);
          const body = (await this.pipe.transform(args[0], { type: 'body', metatype: dto, data: undefined })) as T;
          const data = await run(caller, body, session, this.limits.socket(session.writes, caller.sub));
          ack?.({ ok: true, data });
        } catch (error) {
          const refusal = this.refusal(event, error);
          this.emitRefusal(socket, refusal);
          ack?.({ ok: false, error: refusal });
          if (refusal.status === 401) socket.disconnect();
        }
      }) as never,
    );
  }

  private emitRefusal(socket: ChatSocket, refusal: ChatErrorPayload): void {
    (socket.emit as (event: string, payload: ChatErrorPayload) => boolean)(E.error, refusal);
  }

  /** The caller's claims, from the socket's token checked now (expiry and revocation included). */
  private callerOf(session: SocketSession): AccessTokenClaims {
    try {
      return this.tokens.verify(session.token);
    } catch {
      throw new UnauthorizedError(httpErrorMessage(401));
    }
  }

  private refusal(event: string, error: unknown): ChatErrorPayload {
    const { status, body } = this.failures.toFailure(error);
    if (status >= 500 && status !== 503) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return {
      event,
      status: status as ChatErrorStatus,
      error: body.error ?? body.http_error ?? httpErrorMessage(status),
      ...(body.errors && { errors: body.errors }),
      ...(error instanceof TooManyChatEvents && { retry_after: error.retryAfterSeconds }),
    };
  }

  /**
   * The offer's parties changed (its deal moved to another seller): each of this instance's sockets in its room is
   * checked again with its own token, against the parties the trader names now, and one that may no longer be
   * there (or cannot be checked now) leaves the room and is told so with a `chat-error` 403 of the join; it may
   * join again if it still may. The room hears the previous party went away unless the new one is in it.
   */
  async recheckRoom(offerId: string): Promise<void> {
    const removed: OfferParty[] = [];
    for (const socket of this.rooms.localSocketsIn(offerId) as unknown as ChatSocket[]) {
      const session = this.sessions.get(socket);
      if (!session) continue;
      try {
        const access = await this.chat.access(this.callerOf(session), offerId);
        session.joined.set(offerId, access.side);
      } catch (error) {
        await socket.leave(offerRoom(offerId));
        const side = session.joined.get(offerId);
        session.joined.delete(offerId);
        if (side && side !== 'admin') removed.push(side);
        // A 404 too: the offer is no longer one the caller can reach. A token that expired meanwhile: 401, as on any event.
        const refusal = this.refusal(E.join, error);
        const kept = refusal.status === 401 || refusal.status === 503;
        this.emitRefusal(socket, kept ? refusal : { event: E.join, status: 403, error: M.notAParty });
        if (refusal.status === 401) socket.disconnect();
      }
    }
    if (!removed.length) return;
    for (const side of new Set(removed)) {
      try {
        const now = await this.chat.partiesOf(offerId);
        const current = side === 'buyer' ? now?.buyer_id : now?.seller_id;
        if (current && (await this.rooms.inRoom(offerId, current))) continue;
        this.rooms.toRoom(offerId, E.presence, { offer_id: offerId, side, online: false } satisfies PresencePayload);
      } catch (error) {
        this.logger.warn(`Presence after the parties of offer ${offerId} changed could not be told: ${(error as Error).message}`);
      }
    }
  }

  /** A party's socket left a room: the room hears they went away once none of their sockets is in it. */
  private async wentAway(session: SocketSession, offerId: string): Promise<void> {
    const side = session.joined.get(offerId);
    if (!side || side === 'admin') return;
    try {
      if (await this.rooms.inRoom(offerId, session.userId)) return;
      this.rooms.toRoom(offerId, E.presence, { offer_id: offerId, side, online: false } satisfies PresencePayload);
    } catch (error) {
      this.logger.warn(`Presence of a socket that left could not be told: ${(error as Error).message}`);
    }
  }
}
