import type { OfferParty } from '@solar/contracts';

/** The trader chat of one side (/trader/chat/buyer, /trader/chat/seller), opened on an offer's conversation when given. */
export const chatPath = (side: OfferParty, offerId?: string): string =>
  offerId ? `/trader/chat/${side}?${new URLSearchParams({ offer_id: offerId })}` : `/trader/chat/${side}`;
