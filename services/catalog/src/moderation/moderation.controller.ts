import { Controller, Get, Param, Query } from '@nestjs/common';
import { MODERATION_INTERNAL_API, ModerationSliceQuery } from '@solar/contracts';
import { Roles } from '@solar/platform';
import { ModerationQueue } from './moderation-queue.service';

/**
 * The catalog's side of the admin's moderation queue (MODERATION_INTERNAL_API): service-to-service routes, never
 * routed by the gateway; a service token (the admin role) or an admin's, as every internal route of the catalog.
 */
@Controller()
@Roles('admin')
export class ModerationController {
  constructor(private readonly queue: ModerationQueue) {}

  @Get(MODERATION_INTERNAL_API.queue)
  slice(@Query() query: ModerationSliceQuery) {
    return this.queue.slice(query.status, query.limit);
  }

  @Get(MODERATION_INTERNAL_API.entry.template)
  entry(@Param('uuid') uuid: string) {
    return this.queue.detail(uuid);
  }
}
