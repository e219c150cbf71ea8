import { DEFAULT_SHIPPING_LABEL, MESSAGES, SHIPPING_TYPE_METHOD, countOf, type ShippingMethod, type ShippingType } from '@solar/contracts';

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
  /** The two ways to sell (spec section 2): the header's Sell chooser, the home page and the trader's guides. */
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
  /** The weekly volume chart of the trader's and the admins' dashboards. */
  weeklyVolume: {
    legend: { accepted: 'Accepted', paid: 'Paid' },
    scale: (amount: string) => `Scale: up to ${amount} a week`,
    totals: (accepted: string, paid: string) => `Accepted ${accepted} · Paid ${paid}`,
    chartEmpty: 'Nothing accepted or paid in these weeks yet.',
    chartLabel: (weeks: number, accepted: string, paid: string) => `Bar chart of the last ${weeks} weeks: ${accepted} accepted and ${paid} paid in all.`,
    weekTitle: (week: string, accepted: string, paid: string) => `Week of ${week}: ${accepted} accepted, ${paid} paid`,
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
