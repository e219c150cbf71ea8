import { ITEM_TEXT } from '../shared/itemText';

/**
 * Labels of the product page that the message catalogue (MESSAGES in @solar/contracts) does not hold: the
 * specs quote no text for them. Anything the catalogue has is taken from there instead.
 */
export const PRODUCT_TEXT = {
  gallery: ITEM_TEXT.gallery,
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
  sections: {
    description: 'Description',
    specifications: 'Specifications',
    documents: 'Documents',
    locations: 'Locations',
    related: 'Related items',
    reviews: 'Reviews',
    discussion: 'Discussion board',
  },
  locations: { label: 'Where the item is stocked', name: 'Location', city: 'City', state: 'State', zip: 'Zip', qty: 'Quantity' },
  noDescription: ITEM_TEXT.noDescription,
  noDocuments: 'No documents for this item.',
  noLocations: 'No locations listed for this item.',
  reviews: {
    distributionLabel: (stars: number, n: number) => `${stars} star: ${n}`,
    none: 'No reviews yet. Be the first to review this item.',
    formTitle: 'Write a review',
    rating: 'Your rating',
    comment: 'Your review',
    submit: 'Post review',
    signInToReview: 'Sign in to write a review',
    ownItem: 'This is your item, so you cannot review it.',
    pages: 'Reviews pages',
    yours: 'Your review',
    yoursOn: (date: string) => `You reviewed this item on ${date}.`,
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
    pages: 'Discussion board pages',
  },
} as const;
