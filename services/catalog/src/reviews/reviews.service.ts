import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  MESSAGES,
  PAGE_LIMIT_MAX,
  plainText,
  roundHalfUp,
  type AccessTokenClaims,
  type NormalisedSearchObject,
  type PageOf,
  type ReviewRequest,
  type ReviewsAnswer,
  type ReviewView,
} from '@solar/contracts';
import { ConflictError, findPage, ForbiddenError, isDuplicateKeyError, LOST_RACE, retryOnConflict, type ListQuery } from '@solar/platform';
import type { Model, QueryFilter } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { ItemsService } from '../items/items.service';
import { authorName } from './author';
import { Review } from './review.schema';

/** Texts of ours that the message catalogue does not have. */
export const REVIEW_ERRORS = {
  ownItem: 'You cannot review your own item.',
} as const;

/** reviews/list and reviews/my-list (and an item's reviews page): newest first unless asked otherwise. */
export const REVIEWS_LIST: ListQuery = {
  allowList: { fields: [], where: ['item_uuid', 'item_id', 'rating'], whereIn: [], with: [], orderby: ['created_at', 'rating'] },
  // `where: { rating: null }` is no filter.
  whereNull: 'any',
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreak: { id: 1 },
  defaultLimit: 10,
  // `GET items/:uuid/reviews?limit=` takes up to PAGE_LIMIT_MAX.
  maxLimit: PAGE_LIMIT_MAX,
};

export interface RatingSummary {
  reviews_avg: number;
  reviews_total: number;
  /** Reviews per star, '1' to '5'. */
  distribution: Record<string, number>;
}

/** Rewrites of an item's rating after a review: more than this many concurrent reviews leave it to the next one. */
const MAX_RATING_REFRESHES = 5;

/** A review as anyone may read it: the author's display name, never their account id. */
export function toReviewView(review: Review): ReviewView {
  return {
    id: review.id,
    item_uuid: review.item_uuid,
    item_id: review.item_id,
    author: review.author,
    rating: review.rating,
    comment: review.comment,
    created_at: new Date(review.created_at).toISOString(),
  };
}

@Injectable()
export class ReviewsService {
  private readonly logger = new Logger(ReviewsService.name);

  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly itemsService: ItemsService,
  ) {}

  /**
   * Publishes a buyer's review of a public item, then rewrites the item's rating from all its reviews.
   * The unique (item_uuid, user_id) index turns a second review, even a concurrent one, into a 409.
   */
  async create(itemUuid: string, buyer: AccessTokenClaims, form: ReviewRequest): Promise<ReviewView> {
    const item = await this.itemsService.findPublic({ uuid: itemUuid });
    if (item.owner_id === buyer.sub) throw new ForbiddenError(REVIEW_ERRORS.ownItem);
    const review = {
      id: randomUUID(),
      item_uuid: item.uuid,
      item_id: item.id,
      user_id: buyer.sub,
      author: authorName(buyer),
      rating: Number(form.rating),
      comment: plainText(form.comment),
    };
    let created: Review;
    try {
      created = (await this.reviews.create(review)).toObject();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError({ review: [MESSAGES.product.alreadyReviewed] });
      throw error;
    }
    await this.refreshItemRating(item.uuid);
    return toReviewView(created);
  }

  /** One page of an item's reviews, newest first, with its rating summary. */
  async forItem(itemUuid: string, paging: { page?: number; limit?: number }): Promise<ReviewsAnswer> {
    const item = await this.itemsService.findPublic({ uuid: itemUuid });
    const [list, summary] = await Promise.all([this.search({ page: paging.page, limit: paging.limit }, { item_uuid: item.uuid }), this.summary(item.uuid)]);
    return { ...list, ...summary };
  }

  /** A page of the reviews the search object asks for, within `scope` (one item's, one author's). */
  search(search: NormalisedSearchObject, scope: QueryFilter<Review> = {}): Promise<PageOf<ReviewView>> {
    return findPage(this.reviews, search, REVIEWS_LIST, { filter: scope, toItems: (page) => page.map(toReviewView) });
  }

  async summary(itemUuid: string): Promise<RatingSummary> {
    const rows = await this.reviews.aggregate<{ _id: number; count: number }>([
      { $match: { item_uuid: itemUuid } },
      { $group: { _id: '$rating', count: { $sum: 1 } } },
    ]);
    const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    let total = 0;
    let stars = 0;
    for (const row of rows) {
      distribution[String(row._id)] = row.count;
      total += row.count;
      stars += row._id * row.count;
    }
    return { reviews_avg: total ? roundHalfUp(stars / total, 2) : 0, reviews_total: total, distribution };
  }

  /**
   * Writes the item's reviews_avg and reviews_total (with its catalog.item.updated event) from the reviews.
   * Two reviews arriving together may write in the opposite order of their counts, so after writing, a
   * count that moved on means another review came in: read and write again. The last writer always checks
   * after its own write, so the item ends with the figures of every review.
   */
  private async refreshItemRating(itemUuid: string): Promise<void> {
    try {
      await retryOnConflict(
        MAX_RATING_REFRESHES,
        async () => {
          const { reviews_avg, reviews_total } = await this.summary(itemUuid);
          await this.itemsService.update(itemUuid, { reviews_avg, reviews_total });
          // A count that moved on is a review written meanwhile: its figures may be missing.
          return (await this.reviews.countDocuments({ item_uuid: itemUuid })) === reviews_total ? undefined : LOST_RACE;
        },
        // Still moving after every refresh: the next review's refresh writes the figures.
        { onExhausted: () => undefined },
      );
    } catch (error) {
      // The review is published; the next review of the item recomputes the rating from all of them.
      this.logger.warn(`rating of item ${itemUuid} not updated: ${(error as Error).message}`);
    }
  }
}
