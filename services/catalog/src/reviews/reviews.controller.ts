import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ItemReviewsQuery, MESSAGES, ReviewBody, searchBody, type AccessTokenClaims, type NormalisedSearchObject, type SearchAllowList } from '@solar/contracts';
import { CurrentUser, Public, Roles, withMessage } from '@solar/platform';
import { signedInUser } from './author';
import { ReviewsService, type ReviewsQuery } from './reviews.service';

const REVIEWS_PAGE = { page: 1, limit: 10 };

const REVIEW_SEARCH: SearchAllowList = {
  fields: [],
  where: ['item_uuid', 'item_id', 'rating'],
  whereIn: [],
  with: [],
  orderby: ['created_at', 'rating'],
};

/** reviews/list and reviews/my-list: `where.item_id` and `where.rating` are numbers (numeric text becomes one). */
export class ReviewsSearchBody extends searchBody(REVIEW_SEARCH, { numbers: ['item_id', 'rating'] }) {}

/** The search object of reviews/list and reviews/my-list as a query. */
function reviewsQuery(search: NormalisedSearchObject): ReviewsQuery {
  const where = search.where ?? {};
  const filter: ReviewsQuery['filter'] = {};
  if (where.item_uuid !== undefined && where.item_uuid !== null) filter.item_uuid = String(where.item_uuid);
  if (typeof where.item_id === 'number') filter.item_id = where.item_id;
  if (typeof where.rating === 'number') filter.rating = where.rating;
  const order = search.orderby?.[0];
  return {
    filter,
    sortField: order?.field === 'rating' ? 'rating' : 'created_at',
    direction: order?.direction ?? 'desc',
    page: search.page ?? REVIEWS_PAGE.page,
    limit: search.limit ?? REVIEWS_PAGE.limit,
  };
}

@Controller('v1/client')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** An item's reviews, newest first, with its average, total and stars distribution. */
  @Get('items/:uuid/reviews')
  @Public()
  forItem(@Param('uuid') uuid: string, @Query() query: ItemReviewsQuery) {
    return this.reviews.forItem(uuid, query.page ?? REVIEWS_PAGE.page, query.limit ?? REVIEWS_PAGE.limit);
  }

  @Post('items/:uuid/reviews')
  @Roles('customer')
  async create(@CurrentUser() caller: AccessTokenClaims, @Param('uuid') uuid: string, @Body() form: ReviewBody) {
    return withMessage(await this.reviews.create(uuid, signedInUser(caller), form), MESSAGES.product.reviewSaved);
  }

  @Post('reviews/list')
  @Public()
  @HttpCode(200)
  list(@Body() search: ReviewsSearchBody) {
    return this.reviews.search(reviewsQuery(search));
  }

  /** The caller's own reviews. */
  @Post('reviews/my-list')
  @HttpCode(200)
  myList(@CurrentUser() caller: AccessTokenClaims, @Body() search: ReviewsSearchBody) {
    const query = reviewsQuery(search);
    return this.reviews.search({ ...query, filter: { ...query.filter, user_id: signedInUser(caller).sub } });
  }
}
