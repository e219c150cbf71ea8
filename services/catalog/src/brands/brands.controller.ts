import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { BRANDS_PAGE, BrandsListQuery, searchBody, type SearchAllowList } from '@solar/contracts';
import { Public } from '@solar/platform';
import { BrandsService } from './brands.service';

const BRAND_SEARCH: SearchAllowList = {
  fields: [],
  where: ['id', 'slug'],
  whereIn: ['id'],
  with: [],
  orderby: ['name'],
  query: ['name'],
};

export class BrandsSearchBody extends searchBody(BRAND_SEARCH, { numbers: ['id'] }) {}

@Controller('v1/client/brands')
@Public()
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  /** The brands list: `GET /brands?page=1&limit=10&q=`. */
  @Get()
  list(@Query() query: BrandsListQuery) {
    const { page = BRANDS_PAGE.page, limit = BRANDS_PAGE.limit } = query;
    return this.brands.search({ page, limit, order: 'asc', text: query.q?.trim() || undefined });
  }

  @Post('search')
  @HttpCode(200)
  search(@Body() search: BrandsSearchBody) {
    return this.brands.search({
      text: search.query?.term,
      id: search.where?.id as number | undefined,
      slug: search.where?.slug as string | undefined,
      ids: search.where_in?.id as number[] | undefined,
      page: search.page ?? 1,
      limit: search.limit ?? 50,
      order: search.orderby?.[0]?.direction ?? 'asc',
    });
  }
}
