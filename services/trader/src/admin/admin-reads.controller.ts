import { AdminOnly } from '@solar/platform';
import { Controller, Get, Query } from '@nestjs/common';
import { AdminDealsQuery, AdminOffersQuery, AdminPageQuery, TRADER_ADMIN_API } from '@solar/contracts';
import { AdminReadsService } from './admin-reads.service';

/** The trader's reads for the admin pages (TRADER_ADMIN_API): admins only. */
@Controller()
@AdminOnly()
export class AdminReadsController {
  constructor(private readonly reads: AdminReadsService) {}

  @Get(TRADER_ADMIN_API.getDeals)
  deals(@Query() query: AdminDealsQuery) {
    return this.reads.deals(query);
  }

  @Get(TRADER_ADMIN_API.getSoldDeals)
  soldDeals(@Query() query: AdminPageQuery) {
    return this.reads.soldDeals(query);
  }

  @Get(TRADER_ADMIN_API.offers)
  offers(@Query() query: AdminOffersQuery) {
    return this.reads.offerPage(query);
  }
}
