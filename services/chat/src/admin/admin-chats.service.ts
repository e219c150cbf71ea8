import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ADMIN_LIMITS, AdminChatsQuery, CHAT_MESSAGES, type AdminChatRow, type PageOf } from '@solar/contracts';
import { pageOf, pageSkip } from '@solar/platform';
import type { Model, QueryFilter } from 'mongoose';
import { Conversation } from '../messages/conversation.schema';

/** A conversation as the admin's chat page lists it: no account id, the deal as the conversation knows it. */
export function adminChatRow(conversation: Conversation): AdminChatRow {
  const last = conversation.last_message;
  return {
    offer_id: conversation.offer_id,
    deal_id: conversation.deal_id || null,
    deal_title: conversation.deal_name || null,
    messages: conversation.last_seq,
    last_message: last ? { side: last.side, text: last.deleted_at ? CHAT_MESSAGES.messageDeleted : (last.text ?? ''), at: last.created_at } : null,
    closed: conversation.closed_at !== null,
    updated_at: new Date(conversation.updated_at).toISOString(),
  };
}

@Injectable()
export class AdminChats {
  constructor(@InjectModel(Conversation.name) private readonly conversations: Model<Conversation>) {}

  /** Every conversation, the latest activity first; open or closed ones only when asked. */
  async list(query: AdminChatsQuery): Promise<PageOf<AdminChatRow>> {
    const page = query.page_no ?? 1;
    const limit = query.per_page ?? ADMIN_LIMITS.pageSize;
    const filter: QueryFilter<Conversation> = query.closed === undefined ? {} : query.closed === 'true' ? { closed_at: { $ne: null } } : { closed_at: null };
    const [found, total] = await Promise.all([
      this.conversations.find(filter).sort({ updated_at: -1, offer_id: 1 }).skip(pageSkip({ page, limit })).limit(limit).lean<Conversation[]>(),
      this.conversations.countDocuments(filter),
    ]);
    return pageOf(found.map(adminChatRow), total, { page, limit });
  }
}
