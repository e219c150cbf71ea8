import { DEFAULT_SHIPPING_LABEL, SHIPPING_TYPE_METHOD, type ShippingMethod, type ShippingType } from '@solar/contracts';

/**
 * Labels of the product page that the message catalogue (MESSAGES in @solar/contracts) does not hold: the
 * specs quote no text for them. Anything the catalogue has is taken from there instead.
 */
export const PRODUCT_TEXT = {
  gallery: {
    noImage: 'No picture of this item yet',
    zoom: 'Zoom',
    showPicture: (n: number) => `Show picture ${n}`,
    picture: (name: string, n: number) => `${name}, picture ${n}`,
    previous: 'Previous picture',
    next: 'Next picture',
  },
  price: {
    title: 'Price',
    bulkTitle: 'Bulk savings',
    tierQuantity: 'Quantity',
    tierUnitPrice: 'Unit price',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    moq: 'Minimum order',
    inStock: (n: number) => `In stock: ${n}`,
    outOfStock: 'Out of stock',
    shipping: 'Shipping',
    perUnit: 'per unit',
  },
  quantity: {
    label: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    hint: (min: number, step: number) => (step > 1 ? `From ${min}, in steps of ${step}` : `From ${min}`),
  },
  sections: {
    description: 'Description',
    specifications: 'Specifications',
    documents: 'Documents',
    locations: 'Locations',
    related: 'Related items',
    reviews: 'Reviews',
    discussion: 'Discussion board',
  },
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
  locations: { name: 'Location', city: 'City', state: 'State', zip: 'Zip', qty: 'Quantity' },
  noDescription: 'The seller has not described this item yet.',
  noDocuments: 'No documents for this item.',
  noLocations: 'No locations listed for this item.',
  reviews: {
    average: (avg: string) => `${avg} out of 5`,
    count: (n: number) => (n === 1 ? '1 review' : `${n} reviews`),
    starsLabel: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
    distributionLabel: (stars: number, n: number) => `${stars} star: ${n}`,
    none: 'No reviews yet. Be the first to review this item.',
    formTitle: 'Write a review',
    rating: 'Your rating',
    comment: 'Your review',
    submit: 'Post review',
    signInToReview: 'Sign in to write a review',
    ownItem: 'This is your item, so you cannot review it.',
  },
  ask: {
    button: 'Ask a question',
    title: 'Ask the seller a question',
    question: 'Your question',
    submit: 'Send question',
    signIn: 'Sign in to ask a question',
  },
  discussion: {
    none: 'No discussion yet. Start a thread with a question or a note for other buyers.',
    seller: 'Seller',
    startTitle: 'Start a thread',
    message: 'Your message',
    reply: 'Reply',
    replyTo: (author: string) => `Reply to ${author}`,
    post: 'Post',
    cancel: 'Cancel',
    signIn: 'Sign in to join the discussion',
  },
  pager: {
    label: (what: string) => `${what} pages`,
    previous: 'Previous',
    next: 'Next',
    page: (page: number, last: number) => `Page ${page} of ${last}`,
  },
} as const;

/** What each shipping method is called on the product page. */
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
