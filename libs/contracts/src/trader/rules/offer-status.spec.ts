import {
  CLOSED_OFFER_STATUSES,
  OFFER_STATUSES,
  OFFER_TRANSITIONS,
  canMoveOffer,
  counterStatusOf,
  offerMoveRefused,
  offerMovesFor,
  offerTurn,
  type OfferActor,
  type OfferStatus,
} from './offer-status';
import { offerFigures, offerMoqUnits, validateOfferProposal, OFFER_MESSAGES } from './offers';

/** The negotiation's one transition table, as the trader service enforces it and the web reads it. */
describe('the offer transition table', () => {
  const actors: OfferActor[] = ['buyer', 'seller', 'system'];

  it('names every status, and only statuses, on both sides of each move', () => {
    expect(Object.keys(OFFER_TRANSITIONS).sort()).toEqual([...OFFER_STATUSES].sort());
    for (const moves of Object.values(OFFER_TRANSITIONS)) {
      for (const [to, who] of Object.entries(moves)) {
        expect(OFFER_STATUSES).toContain(to);
        for (const actor of who!) expect(actors).toContain(actor);
      }
    }
  });

  it('gives each party the moves of its turn: the seller answers an offer, the buyer a counter', () => {
    expect(offerTurn('Offered')).toBe('seller');
    expect(offerTurn('Countered')).toBe('buyer');
    expect(offerMovesFor('Offered', 'seller')).toEqual(['Countered', 'Accepted', 'Rejected']);
    expect(offerMovesFor('Countered', 'buyer')).toEqual(['Offered', 'Accepted', 'Rejected', 'Withdrawn']);
    // Nobody accepts their own terms.
    expect(canMoveOffer('Offered', 'Accepted', 'buyer')).toBe(false);
    expect(canMoveOffer('Countered', 'Accepted', 'seller')).toBe(false);
    expect(counterStatusOf('buyer')).toBe('Offered');
    expect(counterStatusOf('seller')).toBe('Countered');
  });

  it('leaves the contract and lapsing to the marketplace, and nothing after an end', () => {
    for (const party of ['buyer', 'seller'] as const) {
      for (const from of OFFER_STATUSES) {
        expect(canMoveOffer(from, 'Contract', party)).toBe(false);
        expect(canMoveOffer(from, 'Expired', party)).toBe(false);
      }
    }
    expect(CLOSED_OFFER_STATUSES).toEqual(['Rejected', 'Withdrawn', 'Expired', 'Cancelled']);
    for (const closed of CLOSED_OFFER_STATUSES) for (const actor of actors) expect(offerMovesFor(closed, actor)).toEqual([]);
  });

  it('explains a refused move with what the actor may do instead', () => {
    expect(offerMoveRefused('Offered', 'Accepted', 'buyer')).toBe(
      'An offer that is Offered cannot be moved to Accepted by the buyer. From Offered, the buyer may move it to Offered, Withdrawn.',
    );
    expect(offerMoveRefused('Withdrawn', 'Accepted', 'seller')).toBe('This offer is withdrawn: it cannot change any more.');
    const everyRefusal = OFFER_STATUSES.flatMap((from) =>
      OFFER_STATUSES.flatMap((to) => actors.filter((a) => !canMoveOffer(from, to, a)).map((a) => offerMoveRefused(from as OfferStatus, to as OfferStatus, a))),
    );
    expect(everyRefusal.every((message) => message.length > 0)).toBe(true);
  });
});

describe('an offer on a deal', () => {
  const panels = {
    category_id: 1,
    moq: 2,
    moq_unit: 'pallets' as const,
    panel_wattage: 550,
    units_per_pallet: 31,
    units_per_container: 620,
    available_qty: 620,
  };

  it('counts the MOQ in units and prices the lot per watt for panels', () => {
    expect(offerMoqUnits(panels)).toBe(62);
    expect(offerFigures(panels, 0.2455, 62)).toEqual({ price_unit: 'watt', unit_price: 135.03, total: 8371.86, total_watts: 34_100 });
    expect(offerFigures({ category_id: 2, panel_wattage: null }, 1180.5, 3)).toEqual({
      price_unit: 'unit',
      unit_price: 1180.5,
      total: 3541.5,
      total_watts: null,
    });
  });

  it('checks only the fields a change sends', () => {
    expect(validateOfferProposal({ qty: 40 }, panels, ['qty'])).toEqual({ qty: [OFFER_MESSAGES.qtyBelowMoq(62)] });
    expect(validateOfferProposal({ qty: 62.5 }, panels, ['qty'])).toEqual({ qty: [OFFER_MESSAGES.qtyRequired] });
    expect(validateOfferProposal({ price: 0.25 }, panels, ['price'])).toEqual({});
    expect(validateOfferProposal({ delivery_state: 'tx', lead_time: 30 }, panels, ['delivery_state', 'lead_time'])).toEqual({});
  });
});
