/** Sort orders of shop and deal listings (`sort_by` query parameter). */
export const SORT_OPTIONS = [
  { value: 'quantity_desc', label: 'quantity, high to low' },
  { value: 'price_asc', label: 'price, low to high' },
  { value: 'price_desc', label: 'price, high to low' },
  { value: 'newest', label: 'newest first' },
  { value: 'rating_desc', label: 'rating, high to low' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortOption = 'quantity_desc';

/** The listing price filter's default range, in USD. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 10000 } as const;

/** The sidebar filter groups a shop listing toggles (condition compares case-insensitively). */
export const LISTING_FILTER_GROUPS = ['size', 'colour', 'brand', 'shipping_type', 'condition', 'rating'] as const;

export type ListingFilterGroup = (typeof LISTING_FILTER_GROUPS)[number];
