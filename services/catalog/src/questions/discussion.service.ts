import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { plainText, type AccessTokenClaims, type DiscussionPost, type DiscussionRequest, type PageOf } from '@solar/contracts';
import { findPage, InvalidInputError, type ListQuery } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { authorName } from '../reviews/author';
import { ItemsService } from '../items/items.service';
import { ItemDiscussion } from './item-discussion.schema';

/** Texts of ours that the message catalogue does not have. */
export const DISCUSSION_ERRORS = {
  parentUnknown: 'You can only reply to a post of this item that is not itself a reply.',
} as const;

/** item-discussion/list: an item's threads, oldest first; the item is the service's to resolve, so only paging applies. */
const THREADS_LIST: ListQuery = {
  allowList: { fields: [] },
  defaultSort: { field: 'created_at', direction: 'asc' },
  tieBreak: { _id: 1 },
  defaultLimit: 10,
};

/** A post as anyone may read it: the author's display name and the seller marker, never an account id. */
export function toDiscussionPost(post: ItemDiscussion, replies: DiscussionPost[] = []): DiscussionPost {
  return {
    id: post.id,
    item_uuid: post.item_uuid,
    parent_id: post.parent_id,
    author: post.author,
    is_seller: post.is_seller,
    message: post.message,
    created_at: new Date(post.created_at).toISOString(),
    replies,
  };
}

/** An item's public discussion board: threads and one level of replies, the seller's posts marked. */
@Injectable()
export class DiscussionService {
  constructor(
    @InjectModel(ItemDiscussion.name) private readonly posts: Model<ItemDiscussion>,
    private readonly catalog: ItemsService,
  ) {}

  async create(author: AccessTokenClaims, form: DiscussionRequest): Promise<DiscussionPost> {
    const item = await this.catalog.findPublic({ uuid: String(form.item_uuid).trim() });
    const parentId = typeof form.parent_id === 'string' && form.parent_id.trim() ? form.parent_id.trim() : null;
    if (parentId && !(await this.posts.exists({ id: parentId, item_uuid: item.uuid, parent_id: null }))) {
      throw new InvalidInputError({ parent_id: [DISCUSSION_ERRORS.parentUnknown] });
    }
    const created = await this.posts.create({
      id: randomUUID(),
      item_uuid: item.uuid,
      parent_id: parentId,
      user_id: author.sub,
      author: authorName(author),
      is_seller: item.owner_id === author.sub,
      message: plainText(form.message),
    });
    return toDiscussionPost(created.toObject());
  }

  /** A page of an item's threads, oldest first, each with all its replies, oldest first. */
  async list(itemUuid: string, paging: { page?: number; limit?: number }): Promise<PageOf<DiscussionPost>> {
    const item = await this.catalog.findPublic({ uuid: itemUuid });
    return findPage(this.posts, paging, THREADS_LIST, { filter: { item_uuid: item.uuid, parent_id: null }, toItems: (threads) => this.withReplies(threads) });
  }

  /** Each thread with all its replies, oldest first. */
  private async withReplies(threads: ItemDiscussion[]): Promise<DiscussionPost[]> {
    const replies = threads.length
      ? await this.posts
          .find({ parent_id: { $in: threads.map((t) => t.id) } })
          .sort({ created_at: 1, _id: 1 })
          .lean<ItemDiscussion[]>()
      : [];
    const byThread = new Map<string, DiscussionPost[]>();
    for (const reply of replies) {
      const list = byThread.get(reply.parent_id!) ?? [];
      list.push(toDiscussionPost(reply));
      byThread.set(reply.parent_id!, list);
    }
    return threads.map((t) => toDiscussionPost(t, byThread.get(t.id) ?? []));
  }
}
