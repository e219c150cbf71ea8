import { COMPARE_LIMIT } from './compareStore';

/**
 * Labels of the compare list that the message catalogue (MESSAGES in @solar/contracts) does not hold; its
 * one compare text, 'Item added to Compare', is taken from there.
 */
export const COMPARE_TEXT = {
  title: 'Compare Products',
  add: 'Add to compare',
  added: 'In compare list',
  headerLink: (count: number) => (count === 1 ? 'Compare (1 item)' : `Compare (${count} items)`),
  full: `The compare list is full: it holds at most ${COMPARE_LIMIT} items. Remove one to add another.`,
  remove: (name: string) => `Remove ${name} from compare`,
  reset: 'Clear the compare list',
  empty: 'Your compare list is empty. Add items from the shop to see them side by side.',
  goShopping: 'Browse the shop',
  gone: 'This item is no longer available.',
  rows: {
    item: 'Item',
    image: 'Image',
    price: 'Price',
    rating: 'Rating',
    brand: 'Brand',
    condition: 'Condition',
  },
  notGiven: '—',
} as const;
