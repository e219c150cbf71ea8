import { Controller, HttpCode, Post } from '@nestjs/common';
import { SEARCH_API } from '@solar/contracts';
import { Roles } from '@solar/platform';
import { CatalogReindex } from './catalog-reindex';

@Controller()
@Roles('admin')
export class SearchAdminController {
  constructor(private readonly reindex: CatalogReindex) {}

  /** Rebuilds the shop search from the catalog. */
  @Post(SEARCH_API.adminReindex)
  @HttpCode(200)
  run() {
    return this.reindex.run();
  }
}
