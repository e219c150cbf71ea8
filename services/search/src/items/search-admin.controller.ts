import { Controller, HttpCode, Post } from '@nestjs/common';
import { Roles } from '@solar/platform';
import { CatalogReindex } from './catalog-reindex';

@Controller('v1/client/admin/search')
@Roles('admin')
export class SearchAdminController {
  constructor(private readonly reindex: CatalogReindex) {}

  /** Rebuilds the shop search from the catalog. */
  @Post('reindex')
  @HttpCode(200)
  run() {
    return this.reindex.run();
  }
}
