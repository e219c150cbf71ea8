import { Controller, Get, Query } from '@nestjs/common';
import { DASHBOARD_API, DashboardGraphParams, ROLES, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Roles } from '@solar/platform';
import { DashboardService } from './dashboard.service';

/** The signed-in trader's own dashboard (DASHBOARD_API): any signed-in account; a guest session holds no role (403). */
@Controller()
@Roles(...ROLES)
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get(DASHBOARD_API.stats)
  stats(@CurrentUser() caller: AccessTokenClaims) {
    return this.dashboard.stats(caller.sub);
  }

  @Get(DASHBOARD_API.deals)
  deals(@CurrentUser() caller: AccessTokenClaims) {
    return this.dashboard.topDeals(caller.sub);
  }

  @Get(DASHBOARD_API.graph)
  graph(@CurrentUser() caller: AccessTokenClaims, @Query() query: DashboardGraphParams) {
    return this.dashboard.graph(caller, query);
  }
}
