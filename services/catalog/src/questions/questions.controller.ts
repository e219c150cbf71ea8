import { BadRequestException, Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { AskBody, DiscussionPostBody, MESSAGES, searchBody, type AccessTokenClaims, type SearchAllowList } from '@solar/contracts';
import { clientIp, CurrentUser, Public, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { signedInUser } from '../reviews/author';
import { DiscussionService } from './discussion.service';
import { QuestionRateLimits } from './question-limits';
import { QuestionsService } from './questions.service';

const DISCUSSION_SEARCH: SearchAllowList = { fields: [], where: ['item_uuid'], whereIn: [], with: [], orderby: [] };
const THREADS_PAGE = { page: 1, limit: 10 };

/** item-discussion/list: `{ where: { item_uuid }, page, limit }`; the item is required. */
export class DiscussionSearchBody extends searchBody(DISCUSSION_SEARCH) {}

@Controller('v1/client')
export class QuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly discussion: DiscussionService,
    private readonly limits: QuestionRateLimits,
  ) {}

  /** Asks the item's seller a question by mail (through identity, from the event); limited per asker and address. */
  @Post('items/ask')
  @HttpCode(200)
  async ask(
    @CurrentUser() caller: AccessTokenClaims,
    @Body() form: AskBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const asker = signedInUser(caller);
    await this.limits.take(asker.sub, clientIp(req), res);
    return withMessage(await this.questions.ask(asker, form), MESSAGES.product.questionSent);
  }

  @Post('item-discussion/create')
  create(@CurrentUser() caller: AccessTokenClaims, @Body() form: DiscussionPostBody) {
    return this.discussion.create(signedInUser(caller), form);
  }

  @Post('item-discussion/list')
  @Public()
  @HttpCode(200)
  list(@Body() search: DiscussionSearchBody) {
    const itemUuid = search.where?.item_uuid;
    if (typeof itemUuid !== 'string' || !itemUuid.trim()) {
      throw new BadRequestException({ errors: { 'where.item_uuid': [MESSAGES.product.itemRequired] } });
    }
    return this.discussion.list(itemUuid.trim(), search.page ?? THREADS_PAGE.page, search.limit ?? THREADS_PAGE.limit);
  }
}
