import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CHAT_SOCKET_PATH } from '@solar/contracts';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { CHAT_OPTIONS, type ChatOptions } from '../chat.options';
import { ChatCluster } from '../cluster/chat-cluster.service';

/** The most a client may send in one socket.io packet: a message's raw text with room to spare. */
export const SOCKET_PACKET_MAX_BYTES = 64 * 1024;

/** The room of an offer's conversation, and the room of all of one account's sockets. */
export const offerRoom = (offerId: string) => `offer:${offerId}`;
export const accountRoom = (userId: string) => `account:${userId}`;

/** How long an account seen online is taken as online without asking again. */
export const ONLINE_MEMORY_MS = 2_000;
/** Accounts remembered as seen online at most, before those past their time are dropped. */
const SEEN_ONLINE_MAX = 10_000;

/** What a socket carries that other instances may see (fetchSockets answers carry it): the account, never its token. */
export interface ChatSocketData {
  userId: string;
}

/**
 * This instance's socket.io server, on the service's own HTTP server at CHAT_SOCKET_PATH, with the rooms shared
 * by every instance (the cluster adapter over the bus). What the chat says to a room goes out here, whichever
 * way the change came in (HTTP, a socket, an event); who is online is asked of every instance.
 */
@Injectable()
export class ChatRooms implements OnModuleDestroy {
  private readonly logger = new Logger(ChatRooms.name);
  /** Accounts seen online, until when (see `online`). */
  private readonly seenOnline = new Map<string, number>();
  private server: Server<never, never, never, ChatSocketData> | null = null;

  constructor(
    private readonly cluster: ChatCluster,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
  ) {}

  /** Opens the socket.io server on the service's HTTP server (ChatSockets does, once the server exists). */
  open(http: HttpServer): Server<never, never, never, ChatSocketData> {
    this.server = new Server(http, {
      path: CHAT_SOCKET_PATH,
      serveClient: false,
      maxHttpBufferSize: SOCKET_PACKET_MAX_BYTES,
      adapter: this.cluster.adapterClass(),
    });
    return this.server;
  }

  /** Sends an event to everyone in the offer's room, on every instance (but `exceptSocket`, the sender's own). */
  toRoom(offerId: string, event: string, payload: unknown, exceptSocket?: string): void {
    if (!this.server) return;
    const target = exceptSocket ? this.server.to(offerRoom(offerId)).except(exceptSocket) : this.server.to(offerRoom(offerId));
    (target.emit as (event: string, ...args: unknown[]) => boolean)(event, payload);
  }

  /** Sends an event to everyone in any of these rooms (each socket once), on every instance: the support chat's account and team rooms. */
  toRooms(rooms: readonly string[], event: string, payload: unknown): void {
    if (!this.server) return;
    (this.server.to([...rooms]).emit as (event: string, ...args: unknown[]) => boolean)(event, payload);
  }

  /**
   * Which of these accounts have a chat socket connected now, on any instance. This instance's own sockets are
   * looked at first, and only the accounts not found here are asked of every instance (a request over the bus);
   * an account found online is taken as online for ONLINE_MEMORY_MS, so a burst of messages to a busy seller
   * asks the cluster once, not once per message (at worst a notice is not sent to someone who left that moment).
   */
  async online(userIds: readonly string[]): Promise<Set<string>> {
    const now = Date.now();
    const online = new Set([...new Set(userIds)].filter((id) => (this.seenOnline.get(id) ?? 0) > now));
    let wanted = [...new Set(userIds)].filter((id) => !online.has(id));
    if (!this.server || wanted.length === 0) return online;
    const found = (sockets: Array<{ data: Partial<ChatSocketData> }>) => {
      for (const socket of sockets) if (socket.data.userId && wanted.includes(socket.data.userId)) online.add(socket.data.userId);
      wanted = wanted.filter((id) => !online.has(id));
    };
    found(await this.server.local.in(wanted.map(accountRoom)).fetchSockets());
    if (wanted.length > 0) {
      try {
        found(await this.server.in(wanted.map(accountRoom)).timeout(this.options.clusterRequestTimeoutMs).fetchSockets());
      } catch (error) {
        // An instance that stopped without a word stays counted until its heartbeat times out: answer what is known.
        this.logger.warn(`Not every chat instance answered who is online: ${(error as Error).message}`);
      }
    }
    for (const id of online) this.seenOnline.set(id, now + ONLINE_MEMORY_MS);
    if (this.seenOnline.size > SEEN_ONLINE_MAX) for (const [id, until] of this.seenOnline) if (until <= now) this.seenOnline.delete(id);
    return online;
  }

  /** This instance's own sockets in the offer's room (the others' are theirs to look at). */
  localSocketsIn(offerId: string): Socket[] {
    if (!this.server) return [];
    const namespace = this.server.of('/');
    const ids = namespace.adapter.rooms.get(offerRoom(offerId)) ?? new Set<string>();
    return [...ids].flatMap((id) => {
      const socket = namespace.sockets.get(id);
      return socket ? [socket as unknown as Socket] : [];
    });
  }

  /** Whether the account still has a socket in the offer's room, on any instance. */
  async inRoom(offerId: string, userId: string): Promise<boolean> {
    if (!this.server) return false;
    try {
      const sockets = await this.server.in(offerRoom(offerId)).timeout(this.options.clusterRequestTimeoutMs).fetchSockets();
      return sockets.some((socket) => socket.data.userId === userId);
    } catch {
      return false;
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.server) return;
    this.server.disconnectSockets(true);
    // Tells the other instances this one is gone, and stops the adapter's timers; the bus client closes after.
    for (const namespace of this.server._nsps.values()) namespace.adapter.close();
    this.server.engine.close();
    this.server = null;
    await this.cluster.drain();
  }
}
