import { countOf, nounFor } from '@solar/contracts';

/**
 * The texts of the listing kit (shared/listing: filters, the top bar, the results, the brand lists) and of the
 * condition badge, which the shop's and the trader's listings share; ours, in one style.
 */
export const LISTING_TEXT = {
  listing: {
    searchTitle: 'Search',
    allProducts: 'All products',
    resultsFor: (q: string) => `Results for “${q}”`,
    count: (total: number) => countOf(total, 'product'),
    empty: 'No products match these filters.',
    pageGone: 'This page is past the last page of results.',
    lastPage: 'Go to the last page',
    reset: 'Reset',
    filters: 'Filters',
    showResults: (total: number) => `Show ${countOf(total, 'result')}`,
    sortBy: 'Sort by',
    bestMatch: 'best match',
    perPage: 'Per page',
    pages: 'Result pages',
    removeFilter: (label: string) => `Remove filter ${label}`,
    loading: 'Loading products…',
  },
  groups: {
    categories: 'Categories',
    subcategories: 'Subcategories',
    brand: 'Brand',
    condition: 'Condition',
    shippingType: 'Shipping',
    panelWattage: 'Panel wattage',
    wattage: 'Wattage',
    colour: 'Colour',
    state: 'Ships from',
    price: 'Price',
    rating: 'Rating',
  },
  price: {
    min: 'Min price',
    max: 'Max price',
    apply: 'Apply',
    chip: (min: string, max: string) => `${min} to ${max}`,
  },
  rating: {
    andUp: (stars: number) => `${stars} ${nounFor(stars, 'star')} & up`,
    rated: (avg: number) => `Rated ${avg.toFixed(1)} out of 5`,
  },
  brands: {
    title: 'Brands',
    shopTitle: 'Shop by Brand',
    intro: 'Every brand in the shop, A to Z.',
    filterLabel: 'Filter brands',
    filterPlaceholder: 'Type a brand name',
    none: 'No brand matches this name.',
    items: (count: number) => countOf(count, 'product'),
    letters: 'Brands by first letter',
  },
  card: {
    /** Read before the condition badge's label by a screen reader. */
    condition: 'Condition:',
  },
} as const;
