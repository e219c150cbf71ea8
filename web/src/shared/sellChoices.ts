import { accountPath, paths } from '../paths';
import { SHARED_TEXT } from './text';

/** The two ways to sell of the Sell chooser (spec section 2). */
export type SellWay = 'negotiable' | 'buyNow';

export interface SellChoice {
  way: SellWay;
  /** 'Negotiable (bulk)', 'Buy Now (fixed price)'. */
  label: string;
  /** One line for the menu. */
  description: string;
  /** What the way means, as the spec lists it. */
  points: readonly string[];
  /** Where choosing it leads the viewer. */
  to: string;
  /** The button text for that destination. */
  action: string;
}

/** /my-solar/seller-overview/sell-an-item */
const SELL_AN_ITEM = accountPath('seller-overview/sell-an-item');

/**
 * The choices with their destinations: sellers go to their deal hub or the sell-an-item form; anyone else
 * (signed out, or a buyer) to the negotiable-selling guide or the seller registration.
 */
export function sellChoices(isSeller: boolean): SellChoice[] {
  const { negotiable, buyNow } = SHARED_TEXT.sell;
  return [
    {
      way: 'negotiable',
      label: negotiable.label,
      description: negotiable.summary,
      points: negotiable.points,
      to: isSeller ? paths.traderSellerDeals : paths.traderHowToSell,
      action: isSeller ? negotiable.sellerAction : negotiable.visitorAction,
    },
    {
      way: 'buyNow',
      label: buyNow.label,
      description: buyNow.summary,
      points: buyNow.points,
      to: isSeller ? SELL_AN_ITEM : paths.registerBusinessSeller,
      action: isSeller ? buyNow.sellerAction : buyNow.visitorAction,
    },
  ];
}
