import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { MESSAGES, validateReview, type AccessTokenClaims, type ReviewRequest, type SearchAllowList } from '@solar/contracts';
import { CurrentUser, FormRules, Public, Roles, parsePageQuery, parseSearchBody, withMessage } from '@solar/platform';
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

/** The search object of reviews/list and reviews/my-list as a query; ids and stars may come as strings. */
function reviewsQuery(body: unknown): ReviewsQuery {
  const search = parseSearchBody(body, REVIEW_SEARCH);
  const where = search.where ?? {};
  const filter: ReviewsQuery['filter'] = {};
  if (where.item_uuid !== undefined && where.item_uuid !== null) filter.item_uuid = String(where.item_uuid);
  if (where.item_id !== undefined && where.item_id !== null) filter.item_id = Number(where.item_id);
  if (where.rating !== undefined && where.rating !== null) filter.rating = Number(where.rating);
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
  forItem(@Param('uuid') uuid: string, @Query() query: Record<string, string | undefined>) {
    const { page, limit } = parsePageQuery(query, REVIEWS_PAGE, 100);
    return this.reviews.forItem(uuid, page, limit);
  }

  @Post('items/:uuid/reviews')
  @Roles('customer')
  async create(@CurrentUser() caller: AccessTokenClaims, @Param('uuid') uuid: string, @Body(new FormRules(validateReview)) form: ReviewRequest) {
    return withMessage(await this.reviews.create(uuid, signedInUser(caller), form), MESSAGES.product.reviewSaved);
  }

  @Post('reviews/list')
  @Public()
  @HttpCode(200)
  list(@Body() body: unknown) {
    return this.reviews.search(reviewsQuery(body));
  }

  /** The caller's own reviews. */
  @Post('reviews/my-list')
  @HttpCode(200)
  myList(@CurrentUser() caller: AccessTokenClaims, @Body() body: unknown) {
    const query = reviewsQuery(body);
    return this.reviews.search({ ...query, filter: { ...query.filter, user_id: signedInUser(caller).sub } });
  }
}
