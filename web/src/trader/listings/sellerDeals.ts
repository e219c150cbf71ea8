import { PUBLIC_DEAL_STATUSES, type DealStatus, type SellerDealView } from '@solar/contracts';
import { formatDealPrice } from '../../shared/deals/dealFormat';
import { LISTINGS_TEXT } from './text';

/** The deal's price as the deal cards and page write it ('$0.2450 /W', '$1,850.00 /unit'); a draft may have none yet. */
export const dealPriceText = (deal: Pick<SellerDealView, 'price' | 'price_unit'>): string =>
  deal.price === null ? LISTINGS_TEXT.list.noPrice : formatDealPrice(deal.price, deal.price_unit);

/** What the Active listing holds: the deals buyers can see, listed (Approved, Active) or by their link (Private). */
export const ACTIVE_LISTING_STATUSES: readonly DealStatus[] = [...PUBLIC_DEAL_STATUSES, 'Private'];
