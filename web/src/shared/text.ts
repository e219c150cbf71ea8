import { DEFAULT_SHIPPING_LABEL, SHIPPING_TYPE_METHOD, countOf, type ShippingMethod, type ShippingType } from '@solar/contracts';

/**
 * The labels of the shared components and item descriptions (../shared), wherever a page shows them. A
 * feature's own labels stay in its text.ts; anything the message catalogue (MESSAGES in @solar/contracts) has
 * is taken from there instead.
 */
export const SHARED_TEXT = {
  pager: {
    previous: 'Previous',
    next: 'Next',
    page: (page: number, last: number) => `Page ${page} of ${last}`,
  },
  confirm: {
    cancel: 'Cancel',
  },
  quantity: {
    label: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    hint: (min: number, step: number) => (step > 1 ? `From ${min}, in steps of ${step}` : `From ${min}`),
    /** Said beside the field when a typed quantity was changed, and why. */
    snapped: {
      max: (max: string) => `At most ${max} can be ordered, so the quantity is ${max}.`,
      min: (min: string) => `The minimum order is ${min}, so the quantity is ${min}.`,
      step: (step: string, quantity: string) => `Sold in steps of ${step}, so the quantity is ${quantity}.`,
    },
  },
  rating: {
    /** How stars are read out; `avg` as formatRating writes it. */
    outOfFive: (avg: string) => `${avg} out of 5`,
    /** A choice of the star input. */
    stars: (stars: number) => countOf(stars, 'star'),
    reviews: (n: number) => countOf(n, 'review'),
  },
  /** The rows of an item's specification (product page and compare list). */
  specs: {
    brand: 'Brand',
    category: 'Category',
    subcategory: 'Subcategory',
    condition: 'Condition',
    age: 'Age',
    mpn: 'MPN',
    sku: 'SKU',
    partNumber: 'Part number',
    upc: 'UPC',
    weight: 'Weight',
    dimensions: 'Dimensions (L x W x H)',
    packageType: 'Package type',
    panelWattage: 'Panel wattage',
    wattage: 'Wattage',
    colour: 'Colour',
    shippingType: 'Shipping type',
  },
} as const;

/** What each shipping method is called. */
export const SHIPPING_METHOD_LABELS: Readonly<Record<ShippingMethod, string>> = {
  FEDEX: 'FedEx',
  LOCAL_PICKUP: 'Local pickup',
  FREE_SHIPPING: 'Free shipping',
  CALCULATED: 'Calculated shipping',
};

const isShippingType = (value: string): value is ShippingType => Object.prototype.hasOwnProperty.call(SHIPPING_TYPE_METHOD, value);

/**
 * The shipping an item offers, as the spec maps its type to a method; FedEx-or-pickup keeps the pickup
 * choice in view. An item that names no (known) type shows the spec's default, 'free'.
 */
export function shippingLabel(type: string | null | undefined): string {
  if (!type || !isShippingType(type)) return DEFAULT_SHIPPING_LABEL;
  const label = SHIPPING_METHOD_LABELS[SHIPPING_TYPE_METHOD[type]];
  return type === 'fedex_or_local_pickup' ? `${label} or local pickup` : label;
}
