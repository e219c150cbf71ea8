import { formatCount } from '../shared/format';
import { LISTING_TEXT } from '../shared/listing/text';

/**
 * The shop's browsing texts that MESSAGES does not hold, ours, in one style (the Sell chooser's two choices, which
 * the spec gives, are SELL_TEXT in shared/sellChoices.ts).
 */
export const SHOP_TEXT = {
  // The listing kit's texts (shared/listing), which the trader's deal listings share.
  ...LISTING_TEXT,
  card: {
    ...LISTING_TEXT.card,
    moq: (moq: number) => `MOQ ${formatCount(moq)}`,
    inStock: (qty: number) => `${formatCount(qty)} in stock`,
    outOfStock: 'Out of stock',
    noImage: 'No picture yet',
  },
} as const;
