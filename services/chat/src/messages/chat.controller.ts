import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  AiStatusQuery,
  CHAT_API,
  CHAT_MESSAGES,
  ChatHistoryQuery,
  CloseChatBody,
  EditMessageBody,
  MarkReadBody,
  PageQuery,
  ROLES,
  SendMessageBody,
  SmsSettingsBody,
  type AccessTokenClaims,
} from '@solar/contracts';
import { CurrentUser, Roles, withMessage } from '@solar/platform';
import type { Response } from 'express';
import { ChatNotices } from '../notices/chat-notices.service';
import { ChatLimits } from './chat-limits';
import { ChatService } from './chat.service';

/**
 * The chat over HTTP (CHAT_API): any signed-in account (a guest session holds no role); who may use an offer's
 * chat is decided by ChatService from the token and the trader's parties. The socket events run the same methods.
 */
@Controller()
@Roles(...ROLES)
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly limits: ChatLimits,
    private readonly notices: ChatNotices,
  ) {}

  @Get(CHAT_API.messages.template)
  history(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Query() query: ChatHistoryQuery) {
    return this.chat.history(caller, offerId, query);
  }

  @Post(CHAT_API.messages.template)
  async send(
    @CurrentUser() caller: AccessTokenClaims,
    @Param('offer_id') offerId: string,
    @Body() body: SendMessageBody,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { message, access } = await this.chat.send(caller, offerId, body, this.limits.http(caller.sub, res));
    // The answer waits for the notice to the other party, if any, to be queued (a socket's send does not).
    await this.notices.afterMessage(access.parties, message);
    return message;
  }

  @Post(CHAT_API.read.template)
  @HttpCode(200)
  read(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: MarkReadBody) {
    return this.chat.markRead(caller, offerId, body.msg_id);
  }

  @Post(CHAT_API.edit.template)
  @HttpCode(200)
  edit(@CurrentUser() caller: AccessTokenClaims, @Param('msg_id') messageId: string, @Body() body: EditMessageBody, @Res({ passthrough: true }) res: Response) {
    return this.chat.edit(caller, messageId, body, this.limits.http(caller.sub, res));
  }

  @Post(CHAT_API.delete.template)
  @HttpCode(200)
  delete(@CurrentUser() caller: AccessTokenClaims, @Param('msg_id') messageId: string, @Res({ passthrough: true }) res: Response) {
    return this.chat.delete(caller, messageId, this.limits.http(caller.sub, res));
  }

  @Post(CHAT_API.close.template)
  @HttpCode(200)
  close(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: CloseChatBody) {
    return this.chat.close(caller, offerId, body.reason);
  }

  @Get(CHAT_API.status)
  status(@CurrentUser() caller: AccessTokenClaims, @Query() query: PageQuery) {
    return this.chat.conversationsOf(caller, query.page, query.limit);
  }

  @Get(CHAT_API.smsSettings)
  settings(@CurrentUser() caller: AccessTokenClaims) {
    return this.notices.settingsOf(caller.sub);
  }

  @Post(CHAT_API.smsSettings)
  @HttpCode(200)
  async changeSettings(@CurrentUser() caller: AccessTokenClaims, @Body() body: SmsSettingsBody) {
    return withMessage(await this.notices.changeSettings(caller.sub, body), CHAT_MESSAGES.settingsSaved);
  }

  @Get(CHAT_API.aiStatus)
  aiStatus(@CurrentUser() caller: AccessTokenClaims, @Query() query: AiStatusQuery) {
    return this.chat.moderation(caller, query.offer_id);
  }
}
