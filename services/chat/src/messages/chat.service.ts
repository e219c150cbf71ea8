import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CHAT_ID_PATTERN,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_SOCKET_EVENTS,
  EVENTS,
  maskContactDetails,
  plainText,
  type AccessTokenClaims,
  type AiStatusView,
  type ChatClosedView,
  type ChatConversationClosedPayload,
  type ChatConversationView,
  type ChatHistoryPage,
  type ChatMessageView,
  type ChatReadReceipt,
  type ChatSide,
  type OfferParties,
  type OfferParty,
  type PageOf,
  type TypingView,
} from '@solar/contracts';
import { BusinessRuleError, ForbiddenError, InvalidInputError, NotFoundError, Outbox, isDuplicateKeyError, pageOf, pageSkip } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { OfferPartiesClient } from '../parties/offer-parties';
import { ChatRooms } from '../sockets/chat-rooms';
import { ChatMessage, toMessageView } from './chat-message.schema';
import { Conversation } from './conversation.schema';

const M = CHAT_MESSAGES;
const E = CHAT_SOCKET_EVENTS;

/** A person's side in a chat: a party, or an admin who is neither. */
export type PersonSide = Exclude<ChatSide, 'system'>;

/** Who the caller is in an offer's chat, and the chat. */
export interface ChatAccess {
  caller: AccessTokenClaims;
  parties: OfferParties;
  side: PersonSide;
  conversation: Conversation;
}

/** Counts a write of the caller's (rate limits) once it has passed every other check; throws past a limit. */
export type Admit = () => Promise<void>;

/** What the marketplace writes into a chat (an offer, quote or contract event; a closing). */
export interface SystemMessage {
  /** The message's id: the event's id, so a redelivered event writes nothing. */
  id: string;
  offerId: string;
  text: string;
  event: string;
  /** The deal, for a conversation the event starts. */
  deal?: { id: number; uuid: string };
  /** The offer is under contract from now on: contact details are shown. */
  contracted?: boolean;
}

const readField = (side: OfferParty): 'read_seq_buyer' | 'read_seq_seller' => (side === 'buyer' ? 'read_seq_buyer' : 'read_seq_seller');
const isAdmin = (caller: AccessTokenClaims) => caller.roles.includes('admin');
const isParty = (side: PersonSide): side is OfferParty => side !== 'admin';
const tooLong = () => new InvalidInputError({ text: [M.textTooLong] });

/**
 * A message's text as stored, in the trader chat and the support chat alike: plain (markup removed), 1 to
 * CHAT_LIMITS.messageMax characters, contact details hidden when `masking`; 400 `errors.text` otherwise.
 */
export function messageText(raw: string, masking: boolean): { text: string; masked: boolean } {
  const text = plainText(raw);
  if (!text) throw new InvalidInputError({ text: [M.textRequired] });
  if (text.length > CHAT_LIMITS.messageMax) throw tooLong();
  if (!masking) return { text, masked: false };
  const masked = maskContactDetails(text);
  // A mask is longer than some of what it hides ('a@b.co'): the stored text keeps the limit all the same.
  if (masked.text.length > CHAT_LIMITS.messageMax) throw tooLong();
  return masked;
}

/**
 * The chat's one set of operations: the HTTP controller and the socket handlers call the same methods, which
 * check who may (the offer's parties from the trader; admins), store, and tell the offer's room.
 */
@Injectable()
export class ChatService {
  constructor(
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
    @InjectModel(ChatMessage.name) private readonly messages: Model<ChatMessage>,
    private readonly parties: OfferPartiesClient,
    private readonly rooms: ChatRooms,
    private readonly outbox: Outbox,
  ) {}

  /** The caller's place in the offer's chat: 404 for an offer the trader does not know, 403 for anyone but its parties and admins. */
  async access(caller: AccessTokenClaims, offerId: string): Promise<ChatAccess> {
    const parties = await this.parties.find(offerId);
    if (!parties) throw new NotFoundError(M.offerNotFound);
    const side = this.sideOf(caller, parties);
    return { caller, parties, side, conversation: await this.conversationOf(parties) };
  }

  /** A page of the history, newest first. */
  async history(caller: AccessTokenClaims, offerId: string, query: { before?: number; limit?: number }): Promise<ChatHistoryPage> {
    return this.historyOf(await this.access(caller, offerId), query);
  }

  async historyOf(
    { parties, side, conversation }: ChatAccess,
    { before, limit = CHAT_LIMITS.pageSize as number }: { before?: number; limit?: number },
  ): Promise<ChatHistoryPage> {
    const found = await this.messages
      .find({ offer_id: parties.offer_id, ...(before !== undefined && { seq: { $lt: before } }) })
      .sort({ seq: -1 })
      .limit(limit + 1)
      .lean<ChatMessage[]>();
    const items = found.slice(0, limit).map(toMessageView);
    return {
      offer_id: parties.offer_id,
      side,
      items,
      next_before: found.length > limit ? items[items.length - 1]!.seq : null,
      read: { buyer: conversation.read_seq_buyer, seller: conversation.read_seq_seller },
      closed: conversation.closed_at !== null,
      contact_masking: !conversation.contracted,
    };
  }

  /** A new message of the caller's: stored (contact details hidden before the contract) and sent to the room. */
  async send(
    caller: AccessTokenClaims,
    offerId: string,
    input: { text: string; client_id?: string | null },
    admit: Admit,
  ): Promise<{ message: ChatMessageView; access: ChatAccess }> {
    const access = await this.access(caller, offerId);
    this.assertMayWrite(access);
    this.assertOpen(access.conversation);
    const { text, masked } = this.prepareText(input.text, access.conversation);
    await admit();
    const view = await this.append(access.parties.offer_id, {
      _id: randomUUID(),
      side: access.side,
      sender_id: caller.sub,
      text,
      masked,
      event: null,
      client_id: input.client_id ?? null,
    });
    // A party who writes has read the conversation up to what they wrote.
    if (isParty(access.side)) await this.readUpTo(offerId, access.side, view.seq);
    return { message: view, access };
  }

  /** The caller's side has read up to a message (the newest when none is named); the room gets the receipt when it moved. */
  async markRead(caller: AccessTokenClaims, offerId: string, messageId?: string | null): Promise<ChatReadReceipt> {
    const { side, conversation } = await this.access(caller, offerId);
    if (!isParty(side)) throw new ForbiddenError(M.notAParty);
    let seq = conversation.last_seq;
    if (messageId) {
      const message = CHAT_ID_PATTERN.test(messageId)
        ? await this.messages.findOne({ _id: messageId, offer_id: offerId }, { seq: 1 }).lean<Pick<ChatMessage, 'seq'>>()
        : null;
      if (!message) throw new NotFoundError(M.messageNotFound);
      seq = message.seq;
    }
    return (await this.readUpTo(offerId, side, seq)) ?? { offer_id: offerId, side, seq: conversation[readField(side)], at: new Date().toISOString() };
  }

  /** Moves a side's read marker forward to `seq` and sends the room the receipt; null when it was there already. */
  private async readUpTo(offerId: string, side: OfferParty, seq: number): Promise<ChatReadReceipt | null> {
    const field = readField(side);
    const moved = await this.conversations.updateOne({ offer_id: offerId, [field]: { $lt: seq } }, { $set: { [field]: seq } });
    if (moved.modifiedCount === 0) return null;
    const receipt: ChatReadReceipt = { offer_id: offerId, side, seq, at: new Date().toISOString() };
    this.rooms.toRoom(offerId, E.read, receipt);
    return receipt;
  }

  /** A new text for the caller's own message. */
  async edit(caller: AccessTokenClaims, messageId: string, input: { text: string }, admit: Admit): Promise<ChatMessageView> {
    const { message, access } = await this.ownMessage(caller, messageId);
    const { text, masked } = this.prepareText(input.text, access.conversation);
    await admit();
    return this.change(message, { text, masked, edited_at: new Date() });
  }

  /** Deletes the caller's own message: it stays in the history as deleted, without its text. */
  async delete(caller: AccessTokenClaims, messageId: string, admit: Admit): Promise<ChatMessageView> {
    const { message } = await this.ownMessage(caller, messageId);
    await admit();
    return this.change(message, { text: null, masked: false, deleted_at: new Date() });
  }

  /**
   * Closes the chat: no new messages from now on, the history stays. The reason, if given, is plain text shown in
   * the marketplace's message of the closing (contact details hidden before the contract, as in any message).
   * `chat.conversation.closed` is written into the conversation with the closing (the admin's id when an admin
   * closed it, for the audit log). Closing a closed chat answers how it was closed, and announces nothing.
   */
  async close(caller: AccessTokenClaims, offerId: string, reason?: string | null): Promise<ChatClosedView> {
    const access = await this.access(caller, offerId);
    this.assertMayWrite(access);
    const { side, conversation } = access;
    const typed = plainText(reason ?? '');
    const because = typed ? (conversation.contracted ? typed : maskContactDetails(typed).text) : null;
    const now = new Date();
    const closing: ChatConversationClosedPayload = {
      offer_id: offerId,
      by: side,
      admin_id: side === 'admin' ? caller.sub : null,
      reason: because,
      at: now.toISOString(),
    };
    const closed = await this.conversations
      .findOneAndUpdate(
        { offer_id: offerId, closed_at: null },
        {
          $set: { closed_at: now, closed_by: side, close_reason: because, updated_at: now },
          ...this.outbox.pushEvents(this.outbox.event(EVENTS.chat.conversationClosed, offerId, closing)),
        },
        { returnDocument: 'after' },
      )
      .lean<Conversation>();
    const final = closed ?? (await this.conversations.findOne({ offer_id: offerId }).lean<Conversation>()) ?? conversation;
    const view: ChatClosedView = {
      offer_id: offerId,
      closed: true,
      closed_by: final.closed_by!,
      closed_at: new Date(final.closed_at!).toISOString(),
      reason: final.close_reason ?? null,
    };
    if (closed) {
      await this.append(offerId, {
        _id: randomUUID(),
        side: 'system',
        sender_id: null,
        text: M.system.closed(side, because),
        masked: false,
        event: null,
        client_id: null,
      });
      this.rooms.toRoom(offerId, E.close, view);
    }
    return view;
  }

  /** Someone in the room is typing (or stopped): the rest of the room hears it. */
  async typing(caller: AccessTokenClaims, offerId: string, typing: boolean, socketId: string): Promise<TypingView> {
    const access = await this.access(caller, offerId);
    this.assertMayWrite(access);
    const { side } = access;
    const view: TypingView = { offer_id: offerId, side, typing };
    this.rooms.toRoom(offerId, E.typing, view, socketId);
    return view;
  }

  /** The caller's conversations, the latest activity first. */
  async conversationsOf(caller: AccessTokenClaims, page = 1, limit: number = CHAT_LIMITS.statusPageSize): Promise<PageOf<ChatConversationView>> {
    const filter = { $or: [{ buyer_id: caller.sub }, { seller_id: caller.sub }] };
    const [found, total] = await Promise.all([
      this.conversations.find(filter).sort({ updated_at: -1, offer_id: 1 }).skip(pageSkip({ page, limit })).limit(limit).lean<Conversation[]>(),
      this.conversations.countDocuments(filter),
    ]);
    const counterparts = found.map((c) => (c.buyer_id === caller.sub ? c.seller_id : c.buyer_id)).filter((id): id is string => !!id);
    const online = await this.rooms.online(counterparts);
    const items = await Promise.all(
      found.map(async (c): Promise<ChatConversationView> => {
        const side: OfferParty = c.buyer_id === caller.sub ? 'buyer' : 'seller';
        const counterpart = side === 'buyer' ? c.seller_id : c.buyer_id;
        const unread = await this.messages.countDocuments({ offer_id: c.offer_id, seq: { $gt: c[readField(side)] }, side: { $ne: side } });
        return {
          offer_id: c.offer_id,
          deal_id: c.deal_id,
          deal_uuid: c.deal_uuid,
          deal_name: c.deal_name,
          side,
          counterpart: side === 'buyer' ? 'Seller' : 'Buyer',
          last_message: c.last_message,
          unread,
          counterpart_online: counterpart !== null && online.has(counterpart),
          closed: c.closed_at !== null,
          contact_masking: !c.contracted,
          updated_at: new Date(c.updated_at).toISOString(),
        };
      }),
    );
    return pageOf(items, total, { page, limit });
  }

  /**
   * Writes what the marketplace says (an offer, quote or contract event) into the offer's chat and tells the
   * room. A redelivered event writes nothing: the message's id is the event's. Answers whether it was written.
   */
  async recordSystemMessage(system: SystemMessage): Promise<boolean> {
    if (await this.messages.exists({ _id: system.id })) return false;
    if (system.contracted) this.parties.forget(system.offerId);
    await this.ensureConversation(system);
    const view = await this.append(system.offerId, {
      _id: system.id,
      side: 'system',
      sender_id: null,
      text: system.text,
      masked: false,
      event: system.event,
      client_id: null,
    });
    return view !== null;
  }

  /** The offer's parties as the trader names them (kept briefly); null for an offer it does not know. */
  partiesOf(offerId: string): Promise<OfferParties | null> {
    return this.parties.find(offerId);
  }

  /**
   * Forgets what this instance knows of the offer's parties and asks the trader again, bringing the conversation
   * up to date (a deal moved to another seller); answers the parties, or null when the trader cannot say now (the
   * next join brings the conversation up to date then).
   */
  async refreshParties(offerId: string): Promise<OfferParties | null> {
    this.parties.forget(offerId);
    const parties = await this.parties.find(offerId).catch(() => null);
    if (parties) await this.conversationOf(parties);
    return parties;
  }

  /** `ai-status`: the rule, or whether it holds in one chat now (on until the offer's contract). */
  async moderation(caller: AccessTokenClaims, offerId?: string): Promise<AiStatusView> {
    if (offerId === undefined) return { rule: M.moderationRule, contact_masking: true, offer_id: null, contracted: null, message: M.moderationRule };
    const { conversation } = await this.access(caller, offerId);
    const on = !conversation.contracted;
    return {
      rule: M.moderationRule,
      contact_masking: on,
      offer_id: offerId,
      contracted: conversation.contracted,
      message: on ? M.moderationOn : M.moderationOff,
    };
  }

  // ---- internals ------------------------------------------------------------------------------------------

  private sideOf(caller: AccessTokenClaims, parties: OfferParties): PersonSide {
    if (caller.sub === parties.buyer_id) return 'buyer';
    if (caller.sub === parties.seller_id) return 'seller';
    if (isAdmin(caller)) return 'admin';
    throw new ForbiddenError(M.notAParty);
  }

  /** A seller whose deal moved to another seller reads the chat of a negotiation that ended, and writes nothing in it. */
  private assertMayWrite(access: ChatAccess): void {
    if (access.side === 'seller' && access.parties.seller_left) throw new ForbiddenError(M.sellerLeft);
  }

  private assertOpen(conversation: Conversation): void {
    if (conversation.closed_at) throw new BusinessRuleError(M.chatClosed);
  }

  /** The text as stored: plain, 1 to 2,000 characters, contact details hidden before the contract. */
  private prepareText(raw: string, conversation: Conversation): { text: string; masked: boolean } {
    return messageText(raw, !conversation.contracted);
  }

  /** The caller's own message, in a chat still open: 404 unknown, 403 someone else's, 422 deleted or closed. */
  private async ownMessage(caller: AccessTokenClaims, messageId: string): Promise<{ message: ChatMessage; access: ChatAccess }> {
    const message = CHAT_ID_PATTERN.test(messageId) ? await this.messages.findOne({ _id: messageId }).lean<ChatMessage>() : null;
    if (!message) throw new NotFoundError(M.messageNotFound);
    const access = await this.access(caller, message.offer_id);
    if (message.sender_id !== caller.sub || message.side !== access.side) throw new ForbiddenError(M.notYourMessage);
    if (message.deleted_at) throw new BusinessRuleError(M.messageDeleted);
    this.assertMayWrite(access);
    this.assertOpen(access.conversation);
    return { message, access };
  }

  /** An edit or a deletion: one write conditional on the message not being deleted meanwhile. */
  private async change(message: ChatMessage, changes: Partial<ChatMessage>): Promise<ChatMessageView> {
    const changed = await this.messages
      .findOneAndUpdate({ _id: message._id, deleted_at: null }, { $set: changes }, { returnDocument: 'after' })
      .lean<ChatMessage>();
    if (!changed) throw new BusinessRuleError(M.messageDeleted);
    const view = toMessageView(changed);
    await this.conversations.updateOne({ offer_id: message.offer_id, 'last_message.id': message._id }, { $set: { last_message: view } });
    this.rooms.toRoom(message.offer_id, E.messageUpdated, view);
    return view;
  }

  /** Stores a message under the conversation's next number and sends it to the room. */
  private async append(offerId: string, message: Omit<ChatMessage, 'offer_id' | 'seq' | 'created_at' | 'edited_at' | 'deleted_at'>): Promise<ChatMessageView> {
    const numbered = await this.conversations
      .findOneAndUpdate({ offer_id: offerId }, { $inc: { last_seq: 1 } }, { returnDocument: 'after', projection: { last_seq: 1 } })
      .lean<Pick<Conversation, 'last_seq'>>();
    if (!numbered) throw new NotFoundError(M.offerNotFound);
    const now = new Date();
    const stored: ChatMessage = { ...message, offer_id: offerId, seq: numbered.last_seq, created_at: now, edited_at: null, deleted_at: null };
    try {
      await this.messages.create(stored);
    } catch (error) {
      // The same system message written by a concurrent delivery of its event: it is there, once.
      if (isDuplicateKeyError(error) && (await this.messages.exists({ _id: message._id })))
        return toMessageView((await this.messages.findById(message._id).lean<ChatMessage>())!);
      throw error;
    }
    const view = toMessageView(stored);
    await this.conversations.updateOne(
      { offer_id: offerId, $or: [{ last_message: null }, { 'last_message.seq': { $lt: view.seq } }] },
      { $set: { last_message: view, updated_at: now } },
    );
    this.rooms.toRoom(offerId, E.message, view);
    return view;
  }

  /** The conversation as the trader describes the offer, made or brought up to date. */
  private async conversationOf(parties: OfferParties): Promise<Conversation> {
    const found = await this.conversations.findOne({ offer_id: parties.offer_id }).lean<Conversation>();
    const current =
      found &&
      found.buyer_id === parties.buyer_id &&
      found.seller_id === parties.seller_id &&
      found.deal_name === parties.deal_name &&
      (found.contracted || !parties.contracted);
    if (current) return found;
    return this.upsertConversation(parties.offer_id, {
      buyer_id: parties.buyer_id,
      seller_id: parties.seller_id,
      deal_id: parties.deal_id,
      deal_uuid: parties.deal_uuid,
      deal_name: parties.deal_name,
      ...(parties.contracted && { contracted: true }),
    });
  }

  /** A conversation an event starts: the deal from the event, the parties from the trader when it answers. */
  private async ensureConversation(system: SystemMessage): Promise<void> {
    const known = await this.conversations.findOne({ offer_id: system.offerId }, { buyer_id: 1 }).lean<Pick<Conversation, 'buyer_id'>>();
    if (known?.buyer_id && !system.contracted) return;
    // The message must not wait for the trader: without an answer the parties are filled in at the next join.
    const parties = await this.parties.find(system.offerId).catch(() => null);
    if (parties) {
      await this.conversationOf(parties);
      if (system.contracted) await this.conversations.updateOne({ offer_id: system.offerId }, { $set: { contracted: true } });
      return;
    }
    await this.upsertConversation(system.offerId, {
      ...(system.deal && { deal_id: system.deal.id, deal_uuid: system.deal.uuid }),
      ...(system.contracted && { contracted: true }),
    });
  }

  private async upsertConversation(offerId: string, set: Partial<Conversation>): Promise<Conversation> {
    const now = new Date();
    const onInsert: Partial<Conversation> = {
      buyer_id: null,
      seller_id: null,
      deal_id: 0,
      deal_uuid: '',
      deal_name: '',
      contracted: false,
      last_seq: 0,
      read_seq_buyer: 0,
      read_seq_seller: 0,
      closed_at: null,
      closed_by: null,
      close_reason: null,
      last_message: null,
      created_at: now,
      updated_at: now,
    };
    for (const key of Object.keys(set)) delete onInsert[key as keyof Conversation];
    const write = () =>
      this.conversations
        .findOneAndUpdate({ offer_id: offerId }, { $set: set, $setOnInsert: onInsert }, { upsert: true, returnDocument: 'after' })
        .lean<Conversation>();
    try {
      return (await write())!;
    } catch (error) {
      // Two first writes at once: the other inserted it, so this one updates it.
      if (isDuplicateKeyError(error)) return (await write())!;
      throw error;
    }
  }
}
