/**
 * A negotiation on a deal (trader-and-admin spec, section 4: "Offer lifecycle states: not shown", so the states
 * and who moves them are ours). One table, read by the trader service to allow or refuse a move (422 with
 * `offerMoveRefused`), by the web to offer only the actions a party may take, and by the tests.
 *
 * Whose turn it is follows from the state: an Offered offer waits for the seller, a Countered one for the buyer.
 * Changing the terms is a counter (the other side's turn next); revising one's own standing offer keeps the state.
 */
export const OFFER_STATUSES = ['Offered', 'Countered', 'Accepted', 'Rejected', 'Withdrawn', 'Expired', 'Contract', 'Cancelled'] as const;

export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The two sides of an offer. */
export type OfferParty = 'buyer' | 'seller';

/** Who moves an offer: one of its parties, or the marketplace (lapsing, the contract). */
export type OfferActor = OfferParty | 'system';

/**
 * Offered: the buyer's terms wait for the seller. Countered: the seller's terms wait for the buyer. Accepted:
 * agreed; the quantity is reserved on the deal until the contract (the next step) or until either side walks
 * away or the offer lapses. Rejected, Withdrawn and Expired end a negotiation; Contract is the accepted offer
 * turned into a contract, and Cancelled a contract called off (both set by the marketplace).
 */
export const OFFER_TRANSITIONS: Readonly<Record<OfferStatus, Partial<Record<OfferStatus, readonly OfferActor[]>>>> = {
  Offered: { Offered: ['buyer'], Countered: ['seller'], Accepted: ['seller'], Rejected: ['seller'], Withdrawn: ['buyer'], Expired: ['system'] },
  Countered: { Countered: ['seller'], Offered: ['buyer'], Accepted: ['buyer'], Rejected: ['buyer'], Withdrawn: ['buyer', 'seller'], Expired: ['system'] },
  Accepted: { Withdrawn: ['buyer', 'seller'], Expired: ['system'], Contract: ['system'] },
  Contract: { Cancelled: ['system'] },
  Rejected: {},
  Withdrawn: {},
  Expired: {},
  Cancelled: {},
};

/** Offers still being negotiated: the terms may change, and each lapses after the deal's offer validity. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['Offered', 'Countered'];

/** Offers that hold a reservation of the deal's quantity. */
export const RESERVING_OFFER_STATUSES: readonly OfferStatus[] = ['Accepted', 'Contract'];

/** Offers that are over: nothing moves them any more. */
export const CLOSED_OFFER_STATUSES: readonly OfferStatus[] = OFFER_STATUSES.filter((status) => Object.keys(OFFER_TRANSITIONS[status]).length === 0);

/** The statuses a party may ask for through `offer-status` (a counter goes through the update calls). */
export const OFFER_STATUS_REQUESTS = ['Accepted', 'Rejected', 'Withdrawn'] as const;
export type OfferStatusRequest = (typeof OFFER_STATUS_REQUESTS)[number];

export const isOfferStatus = (value: unknown): value is OfferStatus => (OFFER_STATUSES as readonly unknown[]).includes(value);

/** Whether `actor` may move an offer from `from` to `to`. */
export function canMoveOffer(from: OfferStatus, to: OfferStatus, actor: OfferActor): boolean {
  return OFFER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an offer to from `from`, in the table's order. */
export function offerMovesFor(from: OfferStatus, actor: OfferActor): OfferStatus[] {
  return (Object.entries(OFFER_TRANSITIONS[from]) as Array<[OfferStatus, readonly OfferActor[]]>)
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

/** The status a party's change of the terms moves an offer to: the buyer's terms are an offer, the seller's a counter. */
export const counterStatusOf = (party: OfferParty): OfferStatus => (party === 'buyer' ? 'Offered' : 'Countered');

/** Whose answer an offer in `status` waits for; null when it waits for nobody. */
export function offerTurn(status: OfferStatus): OfferParty | null {
  if (status === 'Offered') return 'seller';
  if (status === 'Countered') return 'buyer';
  return null;
}

/** The answer to a move the table does not allow (422). */
export function offerMoveRefused(from: OfferStatus, to: OfferStatus, actor: OfferActor): string {
  const who = actor === 'system' ? 'the marketplace' : `the ${actor}`;
  if (CLOSED_OFFER_STATUSES.includes(from)) return `This offer is ${from.toLowerCase()}: it cannot change any more.`;
  if (from === to && !canMoveOffer(from, to, actor)) return `The offer is already ${from.toLowerCase()}; it waits for the other side.`;
  const allowed = offerMovesFor(from, actor);
  const options = allowed.length ? ` From ${from}, ${who} may move it to ${allowed.join(', ')}.` : ` From ${from}, ${who} has no move.`;
  return `An offer that is ${from} cannot be moved to ${to} by ${who}.${options}`;
}
