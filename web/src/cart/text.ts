/**
 * Labels of the cart, the mini-cart and the add-to-cart buttons that the message catalogue (MESSAGES in
 * @solar/contracts) does not hold. The spec's own texts (the toasts, 'No products in the cart.', View Cart and
 * Checkout) and the cart service's messages (CART_MESSAGES) are taken from there instead.
 */
export const CART_TEXT = {
  title: 'Shopping Cart',
  addToCart: 'Add to cart',
  headerLink: (count: number) => (count === 1 ? 'Cart (1 item)' : `Cart (${count} items)`),
  miniCartTitle: 'Your cart',
  lineSummary: (qty: number, price: string) => `${qty} x ${price}`,
  remove: (name: string) => `Remove ${name} from cart`,
  total: 'Total',
  summary: 'Order summary',
  subtotal: 'Subtotal',
  taxNote: 'Shipping and tax are calculated at checkout.',
  proceed: 'Proceed to checkout',
  continueShopping: 'Continue shopping',
  goShopping: 'Browse the shop',
  emptyCart: 'Empty cart',
  emptyQuestion: 'Remove every item from your cart?',
  emptyConfirm: 'Yes, empty the cart',
  cancel: 'Cancel',
  quantityOf: (name: string) => `Quantity of ${name}`,
  linesLabel: 'Items in your cart',
  columns: {
    item: 'Item',
    price: 'Unit price',
    quantity: 'Quantity',
    sum: 'Total',
    actions: 'Remove',
  },
  unavailableTitle: 'Not available now',
  unavailableIntro: 'These items stay in your cart but cannot be ordered at the moment.',
  unavailableQty: (qty: number) => `Quantity ${qty}`,
  ownItem: 'This is your own listing.',
} as const;
