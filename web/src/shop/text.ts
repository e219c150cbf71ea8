import { MESSAGES, countOf, nounFor } from '@solar/contracts';
import { formatCount } from '../shared/format';

/**
 * The shop's browsing texts that MESSAGES does not hold. The spec gives the Sell chooser's two choices and
 * their points; the rest are ours, in one style.
 */
export const SHOP_TEXT = {
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
  card: {
    moq: (moq: number) => `MOQ ${formatCount(moq)}`,
    inStock: (qty: number) => `${formatCount(qty)} in stock`,
    outOfStock: 'Out of stock',
    noImage: 'No picture yet',
    /** Read before the condition badge's label by a screen reader. */
    condition: 'Condition:',
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
  sell: {
    title: 'How do you want to sell?',
    open: 'How do you want to sell?',
    negotiable: {
      label: `${MESSAGES.sellChooser.negotiable} (bulk)`,
      summary: 'Minimum order quantities, offers and contract checkout, with seller anonymity.',
      points: [
        'Price and terms negotiable',
        'Minimum order quantity',
        'Unit price per watt or per quantity',
        'Inventory on hand or pre-production',
        'Accepts offers',
        'Contract checkout',
        'Seller anonymity',
        'Moderated listings',
      ],
      sellerAction: 'Go to my deals',
      visitorAction: 'How to sell negotiable deals',
    },
    buyNow: {
      label: `${MESSAGES.sellChooser.buyNow} (fixed price)`,
      summary: 'On-hand stock at a fixed price, paid upfront through the cart, under your store name.',
      points: [
        'No minimum quantity',
        'Unit is the quantity',
        'On-hand stock',
        'Non-negotiable price',
        'Shipping included or local pickup',
        'Upfront payment',
        'Cart checkout',
        'Named supplier',
      ],
      sellerAction: 'Sell an item',
      visitorAction: 'Register as a seller',
    },
  },
} as const;
