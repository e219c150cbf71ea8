import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { SearchAllowList } from '@solar/contracts';
import { Public, parseSearchBody } from '@solar/platform';
import { CategoriesService } from './categories.service';

const CATEGORY_SEARCH: SearchAllowList = {
  fields: [],
  where: ['id', 'slug'],
  whereIn: ['id'],
  with: ['sub_categories'],
  orderby: [],
};

@Controller('v1/client/categories')
@Public()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** Active top-level categories, each with `sub_categories`. */
  @Post('search')
  @HttpCode(200)
  search(@Body() body: unknown) {
    const search = parseSearchBody(body, CATEGORY_SEARCH);
    return this.categories.listTopLevel({
      id: search.where?.id as number | undefined,
      slug: search.where?.slug as string | undefined,
      ids: search.where_in?.id as number[] | undefined,
    });
  }

  /** The same list with `items_count` per category and subcategory (public items only). */
  @Post('with/products-count')
  @HttpCode(200)
  withProductsCount() {
    return this.categories.listTopLevel({}, true);
  }
}
