import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { AskBody, CATALOG_API, DiscussionPostBody, MESSAGES, searchBody, type AccessTokenClaims, type SearchAllowList } from '@solar/contracts';
import { clientIp, CurrentUser, InvalidInputError, Public, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { signedInUser } from '../reviews/author';
import { DiscussionService } from './discussion.service';
import { QuestionRateLimits } from './question-limits';
import { QuestionsService } from './questions.service';

const DISCUSSION_SEARCH: SearchAllowList = { fields: [], where: ['item_uuid'], whereIn: [], with: [], orderby: [] };

/** item-discussion/list: `{ where: { item_uuid }, page, limit }`; the item is required. */
export class DiscussionSearchBody extends searchBody(DISCUSSION_SEARCH) {}

@Controller()
export class QuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly discussion: DiscussionService,
    private readonly limits: QuestionRateLimits,
  ) {}

  /** Asks the item's seller a question by mail (through identity, from the event); limited per asker and address. */
  @Post(CATALOG_API.itemsAsk)
  @HttpCode(200)
  async ask(@CurrentUser() caller: AccessTokenClaims, @Body() form: AskBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const asker = signedInUser(caller);
    await this.limits.take(asker.sub, clientIp(req), res);
    return withMessage(await this.questions.ask(asker, form), MESSAGES.product.questionSent);
  }

  @Post(CATALOG_API.discussionCreate)
  create(@CurrentUser() caller: AccessTokenClaims, @Body() form: DiscussionPostBody) {
    return this.discussion.create(signedInUser(caller), form);
  }

  @Post(CATALOG_API.discussionList)
  @Public()
  @HttpCode(200)
  list(@Body() search: DiscussionSearchBody) {
    const itemUuid = search.where?.item_uuid;
    if (typeof itemUuid !== 'string' || !itemUuid.trim()) {
      throw new InvalidInputError({ 'where.item_uuid': [MESSAGES.product.itemRequired] });
    }
    return this.discussion.list(itemUuid.trim(), search);
  }
}
