import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CHAT_ID_PATTERN,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_SOCKET_EVENTS,
  type AccessTokenClaims,
  type PageOf,
  type SupportMessageView,
  type SupportReadReceipt,
  type SupportSide,
  type SupportTeamThreadPage,
  type SupportThreadPage,
  type SupportThreadRow,
} from '@solar/contracts';
import { NotFoundError, isDuplicateKeyError, pageOf, pageSkip } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { messageText, type Admit } from '../messages/chat.service';
import { ChatAccount } from '../notices/chat-account.schema';
import { ChatRooms, accountRoom } from '../sockets/chat-rooms';
import { SupportMessage, toSupportMessageView } from './support-message.schema';
import { SupportThread } from './support-thread.schema';

const M = SUPPORT_MESSAGES;
const E = SUPPORT_SOCKET_EVENTS;

/** The room of every admin socket that asked to hear the support inbox (`support-watch`). */
export const SUPPORT_TEAM_ROOM = 'support:team';

const isGuest = (caller: AccessTokenClaims) => caller.guest === true || caller.roles.length === 0;
const nameOf = (caller: AccessTokenClaims) => [caller.firstname, caller.lastname].filter(Boolean).join(' ').trim() || null;
const readField = (side: SupportSide): 'read_seq_visitor' | 'read_seq_team' => (side === 'visitor' ? 'read_seq_visitor' : 'read_seq_team');
const other = (side: SupportSide): SupportSide => (side === 'visitor' ? 'team' : 'visitor');

/**
 * The support chat's operations, for HTTP and the socket alike. A visitor's thread is found by the subject of
 * their verified token and nothing else; the team (admins, checked by the caller) names threads by id. What
 * happens is told to the visitor's sockets (their account room) and to the admins watching the inbox.
 */
@Injectable()
export class SupportService {
  constructor(
    @InjectModel(SupportThread.name) private readonly threads: Model<SupportThread>,
    @InjectModel(SupportMessage.name) private readonly messages: Model<SupportMessage>,
    @InjectModel(ChatAccount.name) private readonly accounts: Model<ChatAccount>,
    private readonly rooms: ChatRooms,
  ) {}

  // ---- the visitor ----------------------------------------------------------------------------------------

  /** The caller's own thread, newest first; an empty page before their first message. */
  async ownHistory(caller: AccessTokenClaims, query: { before?: number; limit?: number }): Promise<SupportThreadPage> {
    const thread = await this.threads.findOne({ owner_id: caller.sub }).lean<SupportThread>();
    if (!thread) return { thread_id: null, items: [], next_before: null, read: { visitor: 0, team: 0 }, unread: 0 };
    return this.threadPage(thread, 'visitor', query);
  }

  /** A message of the caller's to the team, in their own thread (made at the first one). */
  async sendAsVisitor(caller: AccessTokenClaims, input: { text: string; client_id?: string | null }, admit: Admit): Promise<SupportMessageView> {
    const prepared = messageText(input.text, true);
    await admit();
    const thread = await this.numberedOwnThread(caller);
    return this.store(thread, 'visitor', caller.sub, prepared, input.client_id ?? null);
  }

  /** The caller has read the team's answers so far. */
  async visitorRead(caller: AccessTokenClaims): Promise<SupportReadReceipt> {
    const thread = await this.threads.findOne({ owner_id: caller.sub }).lean<SupportThread>();
    if (!thread) return { thread_id: null, side: 'visitor', seq: 0, at: new Date().toISOString() };
    return this.readUpTo(thread, 'visitor');
  }

  // ---- the team -------------------------------------------------------------------------------------------

  /** Every thread, the newest activity first, with the visitor's messages the team has not read. */
  async inbox(query: { page_no?: number; per_page?: number }): Promise<PageOf<SupportThreadRow>> {
    const request = { page: query.page_no ?? 1, limit: query.per_page ?? SUPPORT_LIMITS.inboxPageSize };
    const [found, total] = await Promise.all([
      this.threads.find({}).sort({ updated_at: -1, thread_id: 1 }).skip(pageSkip(request)).limit(request.limit).lean<SupportThread[]>(),
      this.threads.countDocuments({}),
    ]);
    return pageOf(await this.rowsOf(found), total, request);
  }

  /** One thread as the team reads it. */
  async teamHistory(threadId: string, query: { before?: number; limit?: number }): Promise<SupportTeamThreadPage> {
    const thread = await this.thread(threadId);
    const [page, [row]] = await Promise.all([this.threadPage(thread, 'team', query), this.rowsOf([thread])]);
    return { ...page, thread_id: thread.thread_id, thread: row! };
  }

  /** The team's answer in a thread. */
  async reply(caller: AccessTokenClaims, threadId: string, input: { text: string; client_id?: string | null }, admit: Admit): Promise<SupportMessageView> {
    await this.thread(threadId);
    const prepared = messageText(input.text, true);
    await admit();
    const thread = await this.threads.findOneAndUpdate({ thread_id: threadId }, { $inc: { last_seq: 1 } }, { returnDocument: 'after' }).lean<SupportThread>();
    if (!thread) throw new NotFoundError(M.threadNotFound);
    return this.store(thread, 'team', caller.sub, prepared, input.client_id ?? null);
  }

  /** The team has read the thread: its unread count goes to 0. */
  async teamRead(threadId: string): Promise<SupportReadReceipt> {
    return this.readUpTo(await this.thread(threadId), 'team');
  }

  // ---- internals ------------------------------------------------------------------------------------------

  private async thread(threadId: string): Promise<SupportThread> {
    const thread = CHAT_ID_PATTERN.test(threadId) ? await this.threads.findOne({ thread_id: threadId }).lean<SupportThread>() : null;
    if (!thread) throw new NotFoundError(M.threadNotFound);
    return thread;
  }

  /** The caller's thread with its next message number taken; made (or its visitor's name brought up to date) as needed. */
  private async numberedOwnThread(caller: AccessTokenClaims): Promise<SupportThread> {
    const now = new Date();
    const write = () =>
      this.threads
        .findOneAndUpdate(
          { owner_id: caller.sub },
          {
            $inc: { last_seq: 1 },
            $set: { guest: isGuest(caller), visitor_name: nameOf(caller) },
            $setOnInsert: { thread_id: randomUUID(), read_seq_visitor: 0, read_seq_team: 0, last_message: null, created_at: now, updated_at: now },
          },
          { upsert: true, returnDocument: 'after' },
        )
        .lean<SupportThread>();
    try {
      return (await write())!;
    } catch (error) {
      // Two first messages at once: the other made the thread, so this one numbers into it.
      if (isDuplicateKeyError(error)) return (await write())!;
      throw error;
    }
  }

  /** Stores a message under the number its thread gave it, moves the writer's read marker to it, and tells both sides. */
  private async store(
    thread: SupportThread,
    side: SupportSide,
    senderId: string,
    prepared: { text: string; masked: boolean },
    clientId: string | null,
  ): Promise<SupportMessageView> {
    const now = new Date();
    const stored: SupportMessage = {
      _id: randomUUID(),
      thread_id: thread.thread_id,
      seq: thread.last_seq,
      side,
      sender_id: senderId,
      ...prepared,
      client_id: clientId,
      created_at: now,
    };
    await this.messages.create(stored);
    const view = toSupportMessageView(stored);
    // Two messages stored at once: the thread keeps the later one as its last.
    await this.threads.updateOne(
      { thread_id: thread.thread_id, $or: [{ last_message: null }, { 'last_message.seq': { $lt: view.seq } }] },
      { $set: { last_message: view, updated_at: now } },
    );
    // Whoever writes has read the thread up to what they wrote.
    const updated = await this.threads
      .findOneAndUpdate({ thread_id: thread.thread_id }, { $max: { [readField(side)]: view.seq } }, { returnDocument: 'after' })
      .lean<SupportThread>();
    this.rooms.toRooms([accountRoom(thread.owner_id), SUPPORT_TEAM_ROOM], E.message, view);
    if (updated) await this.tellTeam(updated);
    return view;
  }

  /** Moves a side's read marker to the thread's newest message; both sides hear the receipt when it moved. */
  private async readUpTo(thread: SupportThread, side: SupportSide): Promise<SupportReadReceipt> {
    const field = readField(side);
    const moved = await this.threads
      .findOneAndUpdate({ thread_id: thread.thread_id, [field]: { $lt: thread.last_seq } }, { $set: { [field]: thread.last_seq } }, { returnDocument: 'after' })
      .lean<SupportThread>();
    const receipt: SupportReadReceipt = { thread_id: thread.thread_id, side, seq: moved ? thread.last_seq : thread[field], at: new Date().toISOString() };
    if (moved) {
      this.rooms.toRooms([accountRoom(thread.owner_id), SUPPORT_TEAM_ROOM], E.readReceipt, receipt);
      await this.tellTeam(moved);
    }
    return receipt;
  }

  /** The thread's inbox row, to the admins watching. */
  private async tellTeam(thread: SupportThread): Promise<void> {
    const [row] = await this.rowsOf([thread]);
    this.rooms.toRooms([SUPPORT_TEAM_ROOM], E.thread, row);
  }

  private async threadPage(
    thread: SupportThread,
    side: SupportSide,
    { before, limit = SUPPORT_LIMITS.pageSize as number }: { before?: number; limit?: number },
  ): Promise<SupportThreadPage> {
    const [found, unread] = await Promise.all([
      this.messages
        .find({ thread_id: thread.thread_id, ...(before !== undefined && { seq: { $lt: before } }) })
        .sort({ seq: -1 })
        .limit(limit + 1)
        .lean<SupportMessage[]>(),
      this.unreadOf(thread, side),
    ]);
    const items = found.slice(0, limit).map(toSupportMessageView);
    return {
      thread_id: thread.thread_id,
      items,
      next_before: found.length > limit ? items[items.length - 1]!.seq : null,
      read: { visitor: thread.read_seq_visitor, team: thread.read_seq_team },
      unread,
    };
  }

  /** Messages of the other side after what `side` has read. */
  private unreadOf(thread: SupportThread, side: SupportSide): Promise<number> {
    return this.messages.countDocuments({ thread_id: thread.thread_id, side: other(side), seq: { $gt: thread[readField(side)] } });
  }

  private async rowsOf(threads: SupportThread[]): Promise<SupportThreadRow[]> {
    const signedIn = threads.filter((thread) => !thread.guest).map((thread) => thread.owner_id);
    const accounts = signedIn.length
      ? await this.accounts.find({ user_id: { $in: signedIn } }, { user_id: 1, email: 1 }).lean<Pick<ChatAccount, 'user_id' | 'email'>[]>()
      : [];
    const emails = new Map(accounts.map((account) => [account.user_id, account.email]));
    return Promise.all(
      threads.map(async (thread): Promise<SupportThreadRow> => {
        const email = thread.guest ? null : (emails.get(thread.owner_id) ?? null);
        const last = thread.last_message;
        return {
          thread_id: thread.thread_id,
          visitor: { name: thread.guest ? M.guest : (thread.visitor_name ?? email ?? M.customer), guest: thread.guest, email },
          messages: thread.last_seq,
          unread: await this.unreadOf(thread, 'team'),
          last_message: last ? { side: last.side, text: last.text, at: last.created_at } : null,
          created_at: new Date(thread.created_at).toISOString(),
          updated_at: new Date(thread.updated_at).toISOString(),
        };
      }),
    );
  }
}
