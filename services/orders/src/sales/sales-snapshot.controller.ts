import { Controller, Get, Query } from '@nestjs/common';
import { ORDERS_API, SALES_SNAPSHOT_DAYS, SalesSnapshotParams, type AccessTokenClaims, type SalesSnapshot } from '@solar/contracts';
import { CurrentUser, Roles } from '@solar/platform';
import { SalesSnapshotService } from './sales-snapshot.service';

/** The seller overview's sales snapshot: always the caller's own sales, the seller taken from the token. */
@Controller()
@Roles('seller')
export class SalesSnapshotController {
  constructor(private readonly sales: SalesSnapshotService) {}

  @Get(ORDERS_API.salesSnapshot)
  snapshot(@CurrentUser() seller: AccessTokenClaims, @Query() query: SalesSnapshotParams): Promise<SalesSnapshot> {
    return this.sales.snapshot(seller.sub, query.days ?? SALES_SNAPSHOT_DAYS);
  }
}
