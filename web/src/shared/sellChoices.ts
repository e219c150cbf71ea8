import { MESSAGES } from '@solar/contracts';
import { accountPath, paths } from '../paths';

/**
 * The two ways to sell (spec section 2): the header's Sell chooser, the home page and the trader's guides. Kept
 * here rather than in SHARED_TEXT, since the header loads it on every page.
 */
export const SELL_TEXT = {
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
} as const;

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
  const { negotiable, buyNow } = SELL_TEXT;
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
