import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CATALOG_API, searchBody, type NormalisedSearchObject, type SearchAllowList } from '@solar/contracts';
import { Public } from '@solar/platform';
import { CategoriesService, type CategoryFilter } from './categories.service';

const CATEGORY_SEARCH: SearchAllowList = {
  fields: [],
  where: ['id', 'slug'],
  whereIn: ['id'],
  with: ['sub_categories'],
  orderby: [],
};

export class CategoriesSearchBody extends searchBody(CATEGORY_SEARCH, { numbers: ['id'] }) {}

const filterOf = (search: NormalisedSearchObject): CategoryFilter => ({
  id: search.where?.id as number | undefined,
  slug: search.where?.slug as string | undefined,
  ids: search.where_in?.id as number[] | undefined,
});

@Controller()
@Public()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** Active top-level categories, each with `sub_categories`. */
  @Post(CATALOG_API.categoriesSearch)
  @HttpCode(200)
  search(@Body() search: CategoriesSearchBody) {
    return this.categories.listTopLevel(filterOf(search));
  }

  /** The same list, by the same search object, with `items_count` per category and subcategory (public items only). */
  @Post(CATALOG_API.categoriesWithCounts)
  @HttpCode(200)
  withProductsCount(@Body() search: CategoriesSearchBody) {
    return this.categories.listTopLevel(filterOf(search), true);
  }
}
