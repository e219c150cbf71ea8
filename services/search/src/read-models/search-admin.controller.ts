import { Controller, HttpCode, Post } from '@nestjs/common';
import { SEARCH_API } from '@solar/contracts';
import { Roles } from '@solar/platform';
import { ExportReindex } from './export-reindex';

/** The admin's rebuilds of the search indexes from the owning services' exports. */
@Controller()
@Roles('admin')
export class SearchAdminController {
  constructor(private readonly reindex: ExportReindex) {}

  /** Rebuilds the shop search from the catalog. */
  @Post(SEARCH_API.adminReindex)
  @HttpCode(200)
  items() {
    return this.reindex.reindexItems();
  }

  /** Rebuilds the deal search from the trader service. */
  @Post(SEARCH_API.adminDealsReindex)
  @HttpCode(200)
  deals() {
    return this.reindex.reindexDeals();
  }
}
