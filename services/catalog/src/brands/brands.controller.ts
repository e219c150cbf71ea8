import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { BRANDS_PAGE, BrandsListQuery, CATALOG_API, searchBody } from '@solar/contracts';
import { Public } from '@solar/platform';
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
