import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ADMIN_API, ModerationDecisionBody, ModerationQueueQuery, type AccessTokenClaims } from '@solar/contracts';
import { AdminOnly, CurrentUser } from '@solar/platform';
import { Moderation } from './moderation.service';

/** `admin/listing`, `admin/listing/{kind}/{uuid}`, `admin/listing/update-status`. */
@Controller()
@AdminOnly()
export class ModerationController {
  constructor(private readonly moderation: Moderation) {}

  @Get(ADMIN_API.listing)
  queue(@Query() query: ModerationQueueQuery) {
    return this.moderation.queue(query);
  }

  @Get(ADMIN_API.listingEntry.template)
  entry(@Param('kind') kind: string, @Param('uuid') uuid: string) {
    return this.moderation.entry(kind, uuid);
  }

  @Post(ADMIN_API.listingUpdate)
  @HttpCode(202)
  decide(@CurrentUser() caller: AccessTokenClaims, @Body() body: ModerationDecisionBody) {
    return this.moderation.decide(caller, body);
  }
}
