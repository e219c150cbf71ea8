import { Controller, Get, Param, Query } from '@nestjs/common';
import { MODERATION_INTERNAL_API, ModerationSliceQuery, TRADER_ADMIN_INTERNAL_API } from '@solar/contracts';
import { Roles } from '@solar/platform';
import { DashboardService } from '../dashboard/dashboard.service';
import { ModerationService } from './moderation.service';

/** What the admin service asks of the trader (a service token, or an admin's): its side of the moderation queue and the dashboard's figures. The gateway never routes /internal. */
@Controller()
@Roles('admin')
export class InternalModerationController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly dashboard: DashboardService,
  ) {}

  @Get(MODERATION_INTERNAL_API.queue)
  queue(@Query() query: ModerationSliceQuery) {
    return this.moderation.slice(query.status, query.limit);
  }

  @Get(MODERATION_INTERNAL_API.entry.template)
  entry(@Param('uuid') uuid: string) {
    return this.moderation.detail(uuid);
  }

  @Get(TRADER_ADMIN_INTERNAL_API.stats)
  stats() {
    return this.dashboard.adminStats();
  }
}
