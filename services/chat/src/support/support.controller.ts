import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { SUPPORT_ADMIN_API, SUPPORT_API, SupportHistoryQuery, SupportInboxQuery, SupportMessageBody, type AccessTokenClaims } from '@solar/contracts';
import { AdminOnly, CurrentUser } from '@solar/platform';
import type { Response } from 'express';
import { ChatLimits } from '../messages/chat-limits';
import { SupportService } from './support.service';

/**
 * SUPPORT_API: the visitor's own thread. Any valid token (an account's, or a guest session's, which holds no
 * role): the thread is the token subject's, so no route names one. 401 without a token.
 */
@Controller()
export class SupportController {
  constructor(
    private readonly support: SupportService,
    private readonly limits: ChatLimits,
  ) {}

  @Get(SUPPORT_API.messages)
  history(@CurrentUser() caller: AccessTokenClaims, @Query() query: SupportHistoryQuery) {
    return this.support.ownHistory(caller, query);
  }

  @Post(SUPPORT_API.messages)
  send(@CurrentUser() caller: AccessTokenClaims, @Body() body: SupportMessageBody, @Res({ passthrough: true }) res: Response) {
    return this.support.sendAsVisitor(caller, body, this.limits.http(caller.sub, res));
  }

  @Post(SUPPORT_API.read)
  @HttpCode(200)
  read(@CurrentUser() caller: AccessTokenClaims) {
    return this.support.visitorRead(caller);
  }
}

/** SUPPORT_ADMIN_API: the team's inbox and answers, admins only (403 with ADMIN_MESSAGES.adminOnly for anyone else). */
@Controller()
@AdminOnly()
export class SupportInboxController {
  constructor(
    private readonly support: SupportService,
    private readonly limits: ChatLimits,
  ) {}

  @Get(SUPPORT_ADMIN_API.threads)
  inbox(@Query() query: SupportInboxQuery) {
    return this.support.inbox(query);
  }

  @Get(SUPPORT_ADMIN_API.thread.template)
  thread(@Param('thread_id') threadId: string, @Query() query: SupportHistoryQuery) {
    return this.support.teamHistory(threadId, query);
  }

  @Post(SUPPORT_ADMIN_API.reply.template)
  reply(
    @CurrentUser() caller: AccessTokenClaims,
    @Param('thread_id') threadId: string,
    @Body() body: SupportMessageBody,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.support.reply(caller, threadId, body, this.limits.http(caller.sub, res));
  }

  @Post(SUPPORT_ADMIN_API.read.template)
  @HttpCode(200)
  read(@Param('thread_id') threadId: string) {
    return this.support.teamRead(threadId);
  }
}
