import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CATALOG_API, ItemReviewsQuery, MESSAGES, ReviewBody, searchBody, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Public, Roles, withMessage } from '@solar/platform';
import { signedInUser } from './author';
import { REVIEWS_LIST, ReviewsService } from './reviews.service';

/** reviews/list and reviews/my-list: `where.item_id` and `where.rating` are numbers (numeric text becomes one). */
export class ReviewsSearchBody extends searchBody(REVIEWS_LIST.allowList, { numbers: ['item_id', 'rating'] }) {}

@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** An item's reviews, newest first, with its average, total and stars distribution. */
  @Get(CATALOG_API.itemReviews.template)
  @Public()
  forItem(@Param('uuid') uuid: string, @Query() query: ItemReviewsQuery) {
    return this.reviews.forItem(uuid, query);
  }

  @Post(CATALOG_API.itemReviews.template)
  @Roles('customer')
  async create(@CurrentUser() caller: AccessTokenClaims, @Param('uuid') uuid: string, @Body() form: ReviewBody) {
    return withMessage(await this.reviews.create(uuid, signedInUser(caller), form), MESSAGES.product.reviewSaved);
  }

  @Post(CATALOG_API.reviewsList)
  @Public()
  @HttpCode(200)
  list(@Body() search: ReviewsSearchBody) {
    return this.reviews.search(search);
  }

  /** The caller's own reviews. */
  @Post(CATALOG_API.reviewsMyList)
  @HttpCode(200)
  myList(@CurrentUser() caller: AccessTokenClaims, @Body() search: ReviewsSearchBody) {
    return this.reviews.search(search, { user_id: signedInUser(caller).sub });
  }
}
