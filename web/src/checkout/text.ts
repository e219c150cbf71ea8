import { FORM_TEXT } from '../shared/forms/text';

/**
 * Labels and notes of the checkout and its confirmation that the message catalogue does not hold (the spec
 * names the fields but quotes no labels). Validation and server messages come from CHECKOUT_MESSAGES and
 * MESSAGES in @solar/contracts.
 */
export const CHECKOUT_TEXT = {
  title: 'Checkout',
  confirmationTitle: 'Order Confirmation',
  backToCart: 'Back to cart',
  continueShopping: 'Continue shopping',
  loadingCart: 'Loading your cart',
  cartFailed: 'Your cart could not be loaded. Please try again.',
  sections: {
    shipping: 'Shipping address',
    billing: 'Billing address',
    delivery: 'Delivery',
    payment: 'Payment',
    summary: 'Order summary',
  },
  fields: {
    firstname: 'First name',
    lastname: 'Last name',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    unit: 'Unit',
    city: 'City',
    state: 'State',
    chooseState: 'Choose a state',
    zip: 'Zip code',
    country: 'Country',
    billingSameAsShipping: 'Billing same as shipping',
    ...FORM_TEXT.card.fields,
  },
  delivery: {
    ship: 'Ship to my address',
    localPickup: 'Local pickup (collect from the seller’s location)',
    pickupNote: 'Local pickup is offered when an item in your cart allows it; enter your state and zip to see the options.',
  },
  summary: {
    lineQty: (qty: number, price: string) => `${qty} x ${price}`,
    lineShipping: (amount: string) => `Shipping ${amount}`,
    /** The carrier's way of sending a line, named under its shipping price. */
    shippingMode: (mode: string, count: number) =>
      mode === 'freight' ? `Freight, ${count === 1 ? '1 pallet' : `${count} pallets`}` : count === 1 ? 'Parcel, 1 package' : `Parcel, ${count} packages`,
    shippingParts: (item: string) => `How shipping of ${item} is made up`,
    shippingPartsSummary: 'How it is made up',
    linePickup: (city: string, state: string) => (city ? `Pickup in ${city}, ${state}` : 'Local pickup'),
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    tax: 'Tax',
    total: 'Total',
    toBeQuoted: 'Enter your state and zip',
    quoting: 'Updating shipping…',
    quoteFailed: 'Shipping could not be priced for this address.',
    unavailable: 'Not available now, and not part of this order:',
  },
  demo: FORM_TEXT.card.demo,
  placeOrder: 'Place order',
  placingOrder: 'Placing your order…',
  networkRetry: 'Your order could not be sent. Check your connection and place the order again; you will not be charged twice.',
} as const;
