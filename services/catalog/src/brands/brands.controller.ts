import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { BRANDS_PAGE, type SearchAllowList } from '@solar/contracts';
import { Public, parseSearchBody, parsePageQuery } from '@solar/platform';
import { BrandsService } from './brands.service';

const BRAND_SEARCH: SearchAllowList = {
  fields: [],
  where: ['id', 'slug'],
  whereIn: ['id'],
  with: [],
  orderby: ['name'],
  query: ['name'],
};

@Controller('v1/client/brands')
@Public()
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  /** The brands list: `GET /brands?page=1&limit=10`. */
  @Get()
  list(@Query() query: Record<string, string | undefined>) {
    const { page, limit } = parsePageQuery(query, { page: BRANDS_PAGE.page, limit: BRANDS_PAGE.limit });
    return this.brands.search({ page, limit, order: 'asc', text: query.q?.trim() || undefined });
  }

  @Post('search')
  @HttpCode(200)
  search(@Body() body: unknown) {
    const search = parseSearchBody(body, BRAND_SEARCH);
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
