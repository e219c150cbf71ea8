import { Controller, Get, Query } from '@nestjs/common';
import { AdminChatsQuery, CHAT_ADMIN_API } from '@solar/contracts';
import { AdminOnly } from '@solar/platform';
import { AdminChats } from './admin-chats.service';

/** CHAT_ADMIN_API: the chat's reads for the admin pages. An admin reads a conversation and closes it with CHAT_API. */
@Controller()
@AdminOnly()
export class AdminChatsController {
  constructor(private readonly chats: AdminChats) {}

  @Get(CHAT_ADMIN_API.chats)
  list(@Query() query: AdminChatsQuery) {
    return this.chats.list(query);
  }
}
