import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { BRANDS_PAGE, BrandsListQuery, CATALOG_API, CATALOG_INTERNAL_API, searchBody } from '@solar/contracts';
import { Public, Roles } from '@solar/platform';
import { BRANDS_LIST, BrandsService } from './brands.service';

export class BrandsSearchBody extends searchBody(BRANDS_LIST.allowList, { numbers: ['id'] }) {}

@Controller()
@Public()
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  /** The brands list: `GET /brands?page=1&limit=10&q=`. */
  @Get(CATALOG_API.brands)
  list(@Query() query: BrandsListQuery) {
    const { page = BRANDS_PAGE.page, limit = BRANDS_PAGE.limit } = query;
    const text = query.q?.trim();
    return this.brands.search({ page, limit, ...(text ? { query: { term: text, fields: ['name'] } } : {}) });
  }

  @Post(CATALOG_API.brandsSearch)
  @HttpCode(200)
  search(@Body() search: BrandsSearchBody) {
    return this.brands.search(search);
  }
}

/** Service-to-service routes; the gateway never routes /internal. */
@Controller()
export class InternalBrandsController {
  constructor(private readonly brands: BrandsService) {}

  /** Every brand with its status, for services whose records name brands by id (the trader checks and names deals' brands). */
  @Get(CATALOG_INTERNAL_API.brands)
  @Roles('admin')
  records() {
    return this.brands.records();
  }
}
