import type { CategoryView, ItemSearchHit, PageOf, SearchFacets, SubcategoryView } from '@solar/contracts';

/** Shapes of the API answers the web app reads (the `data` of the success envelope). */

/** The web's names for the categories/search answer. */
export type SubcategorySummary = SubcategoryView;
export type Category = CategoryView;

export type CategoryWithCount = Category & {
  items_count: number;
  sub_categories: (SubcategorySummary & { items_count: number })[];
};

/** What the home page and pickers show of an items/search hit. */
export type ItemSummary = Pick<
  ItemSearchHit,
  | 'uuid'
  | 'id'
  | 'name'
  | 'short_name'
  | 'brand_name'
  | 'category_name'
  | 'price'
  | 'sale_price'
  | 'image'
  | 'moq'
  | 'total_qty'
  | 'condition'
  | 'shipping_type'
  | 'reviews_avg'
>;

/** The search object of items/search (see the spec's search object). */
export interface ItemSearchBody {
  query?: string;
  where?: Record<string, string | number | boolean | null>;
  where_in?: Record<string, (string | number)[]>;
  limit?: number;
  page?: number;
  orderby?: string;
}

export type Page<T> = PageOf<T>;

export interface ItemSearchResult extends PageOf<ItemSummary> {
  facets: SearchFacets;
}

export interface Brand {
  id: number;
  name: string;
  slug: string;
  items_count: number;
}
