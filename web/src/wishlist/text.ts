/**
 * Labels of the wishlist that the message catalogue (MESSAGES in @solar/contracts) does not hold. Its removal
 * toast and the wishlist-to-cart toast are taken from there; the spec gives no text for adding, so that one is ours.
 */
export const WISHLIST_TEXT = {
  title: 'Wishlist',
  added: 'Item added to Wishlist',
  add: 'Add to wishlist',
  addNamed: (name: string) => `Add ${name} to wishlist`,
  saved: 'Saved to wishlist',
  savedNamed: (name: string) => `${name} saved to wishlist`,
  savedHint: 'Saved to wishlist; press again to remove it',
  headerLink: (count: number) => (count === 1 ? 'Wishlist (1 item)' : `Wishlist (${count} items)`),
  remove: (name: string) => `Remove ${name} from wishlist`,
  moveToCart: (name: string) => `Add ${name} to cart`,
  empty: 'Your wishlist is empty. Tap the heart on any item to keep it here.',
  goShopping: 'Browse the shop',
  count: (total: number) => (total === 1 ? '1 item' : `${total} items`),
  pages: 'wishlist pages',
  tabs: { label: 'What the wishlist keeps', items: 'Items', deals: 'Deals' },
  deals: {
    empty: 'No deals on your wishlist yet. Tap the heart on any deal to keep an eye on it here.',
    browse: 'Browse deals',
    signIn: 'Sign in to keep negotiable deals on your wishlist.',
    signInButton: 'Sign in',
    count: (total: number) => (total === 1 ? '1 deal' : `${total} deals`),
    pages: 'deal wishlist pages',
    makeOffer: (name: string) => `Open ${name} to make an offer`,
    open: 'View deal',
  },
} as const;
