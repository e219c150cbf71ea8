import { offerFigures, type OfferView } from '@solar/contracts';
import { ok } from '../../test/app';
import { panelDeal } from '../deal/dealFixtures';

/** Deal 42's panels (550 W at $0.245/W, MOQ 2 pallets of 31) as an offer's view shows them to `side`. */
export function offerView(side: 'buyer' | 'seller', overrides: Partial<OfferView> = {}): OfferView {
  const deal = panelDeal();
  const price = overrides.price ?? 0.23;
  const qty = overrides.qty ?? 124;
  const status = overrides.status ?? 'Offered';
  return {
    id: 'offer-1',
    deal: {
      id: deal.id,
      uuid: deal.uuid,
      path: deal.path,
      name: deal.name,
      category_id: deal.category_id,
      equipment: 'panel',
      price_unit: 'watt',
      asking_price: 0.245,
      panel_wattage: 550,
      moq_qty: 62,
      moq_units: '2 pallets',
      available_qty: 1860,
      image: null,
    },
    side,
    status,
    turn: status === 'Offered' ? 'seller' : status === 'Countered' ? 'buyer' : null,
    moves: [],
    price,
    qty,
    ...offerFigures({ category_id: deal.category_id, panel_wattage: 550 }, price, qty),
    incoterm: 'FOB',
    delivery_state: 'CA',
    payment_terms: 'deposit_30',
    lead_time: 10,
    message: null,
    reason: null,
    revision: 1,
    quoted: status === 'Contract' || status === 'Cancelled',
    expires_at: '2026-12-07T00:00:00.000Z',
    history: [
      {
        status: 'Offered',
        by: 'buyer',
        price,
        qty,
        incoterm: 'FOB',
        delivery_state: 'CA',
        payment_terms: 'deposit_30',
        lead_time: 10,
        message: null,
        at: '2026-11-27T00:00:00.000Z',
      },
    ],
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, limit: 20, last_page: 1 });
