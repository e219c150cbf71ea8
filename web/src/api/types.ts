/** Shapes of the API answers the web app reads (the `data` of the success envelope). */

export interface SubcategorySummary {
  id: number;
  name: string;
  /** '{category-slug}/{subcategory-slug}', e.g. 'solar-panels/bifacial-panels'. */
  slug: string;
  /** Only from categories/with/products-count. */
  items_count?: number;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string;
  heading: string;
  meta_title: string;
  meta_description: string;
  /** A Bootstrap Icons name, rendered as `bi bi-<icon>`. */
  icon: string;
  parent_id: null;
  is_active: number | boolean;
  has_items: boolean;
  sub_categories: SubcategorySummary[];
  /** Only from categories/with/products-count. */
  items_count?: number;
}

export type CategoryWithCount = Category & {
  items_count: number;
  sub_categories: (SubcategorySummary & { items_count: number })[];
};

export interface ItemSummary {
  uuid: string;
  id: number;
  name: string;
  short_name: string;
  brand_name: string;
  category_name: string;
  price: number;
  sale_price: number;
  /** Path of the 300x300 rendition, e.g. /files/items/<uuid>/300x300.svg. */
  image: string;
  moq: number;
  total_qty: number;
  condition: string;
  shipping_type: string;
  reviews_avg: number;
}

/** The search object of items/search (see the spec's search object). */
export interface ItemSearchBody {
  query?: string;
  where?: Record<string, string | number | boolean | null>;
  where_in?: Record<string, (string | number)[]>;
  limit?: number;
  page?: number;
  orderby?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  last_page: number;
}

export interface ItemSearchResult extends Page<ItemSummary> {
  /** Facet counts for the listing sidebar, keyed by field. */
  facets: Record<string, unknown>;
}

export interface Brand {
  id: number;
  name: string;
  slug: string;
  items_count: number;
}
