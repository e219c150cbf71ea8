import { CURRENCY } from '@solar/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** A money amount as the shop shows it everywhere: '$1,234.50'. */
export const formatUsd = (amount: number): string => usd.format(amount);

/** What a price tag shows: the price to pay, and the list price struck through when a lower sale price applies. */
export interface PriceTag {
  current: string;
  /** Present only when the sale price is below the list price. */
  was?: string;
}

export function priceTag(price: number, salePrice?: number | null): PriceTag {
  if (typeof salePrice === 'number' && salePrice >= 0 && salePrice < price) {
    return { current: formatUsd(salePrice), was: formatUsd(price) };
  }
  return { current: formatUsd(price) };
}
