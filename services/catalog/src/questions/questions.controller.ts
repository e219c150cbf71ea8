import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  MESSAGES,
  validateQuestion,
  type AccessTokenClaims,
  type AskRequest,
  type DiscussionRequest,
  type SearchAllowList,
} from '@solar/contracts';
import { CurrentUser, FormRules, Public, parseSearchBody, withMessage } from '@solar/platform';
import { signedInUser } from '../reviews/author';
import { DiscussionService } from './discussion.service';
import { QuestionsService } from './questions.service';

const validateDiscussionPost = (input: Record<string, unknown>) => validateQuestion(input, 'message');

const DISCUSSION_SEARCH: SearchAllowList = { fields: [], where: ['item_uuid'], whereIn: [], with: [], orderby: [] };
const THREADS_PAGE = { page: 1, limit: 10 };

@Controller('v1/client')
export class QuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly discussion: DiscussionService,
  ) {}

  /** Asks the item's seller a question by mail (through identity, from the event). */
  @Post('items/ask')
  @HttpCode(200)
  async ask(@CurrentUser() caller: AccessTokenClaims, @Body(new FormRules(validateQuestion)) form: AskRequest) {
    return withMessage(await this.questions.ask(signedInUser(caller), form), MESSAGES.product.questionSent);
  }

  @Post('item-discussion/create')
  create(@CurrentUser() caller: AccessTokenClaims, @Body(new FormRules(validateDiscussionPost)) form: DiscussionRequest) {
    return this.discussion.create(signedInUser(caller), form);
  }

  @Post('item-discussion/list')
  @Public()
  @HttpCode(200)
  list(@Body() body: unknown) {
    const search = parseSearchBody(body, DISCUSSION_SEARCH);
    const itemUuid = search.where?.item_uuid;
    if (typeof itemUuid !== 'string' || !itemUuid.trim()) {
      throw new BadRequestException({ errors: { 'where.item_uuid': [MESSAGES.product.itemRequired] } });
    }
    return this.discussion.list(itemUuid.trim(), search.page ?? THREADS_PAGE.page, search.limit ?? THREADS_PAGE.limit);
  }
}
