import type { CartItem, CartItemLocation } from '@solar/contracts';
import { highestQtyLocation, RateTableShippingRates, rateLine, type ParcelRequest, type ShippingRates } from './index';

const location = (state: string, qty: number, name = `${state} warehouse`): CartItemLocation => ({ name, city: 'City', state, zip: '00000', qty });

function cartItem(fields: Partial<CartItem> = {}): CartItem {
  return {
    uuid: 'item-1',
    id: 1,
    name: 'Mono 400 W panel',
    image: '',
    price: 180,
    salePrice: 180,
    discount: 0,
    discount_unit: null,
    scalling_price: 0,
    bulk_savings: [],
    moq: 1,
    max_qty: 0,
    qty_step: 1,
    stock: 100,
    total_qty: 100,
    shipping_type: 'fedex',
    shipping_cost: 0,
    is_taxable: 1,
    weight: 48,
    weight_unit: 'lb',
    length: 68,
    width: 40,
    height: 2,
    dimension_unit: 'in',
    owner_id: 'seller-1',
    category: { id: 1, name: 'Panels', slug: 'panels' },
    brand: { id: 1, name: 'Sunmax', slug: 'sunmax' },
    locations: [location('CA', 60)],
    ...fields,
  };
}

/** A carrier that records what it was asked and answers a fixed price. */
class RecordingRates implements ShippingRates {
  readonly name = 'recording';
  readonly requests: ParcelRequest[] = [];
  async rate(request: ParcelRequest) {
    this.requests.push(request);
    return {
      amount: 42.5,
      zone: 5,
      billable_weight_lb: 96,
      mode: 'parcel' as const,
      packages: 4,
      charges: [{ kind: 'package_base' as const, label: '4 packages', amount: 42.5 }],
    };
  }
}

const TO_NV = { state: 'NV', zip: '89501' };

describe('highestQtyLocation', () => {
  it('answers the location holding the most units', () => {
    expect(highestQtyLocation({ locations: [location('TX', 5), location('CA', 20), location('AZ', 7)] })).toEqual(location('CA', 20));
  });

  it('answers the first of locations holding equally many', () => {
    const first = location('CA', 20, 'Fresno');
    expect(highestQtyLocation({ locations: [location('TX', 5), first, location('NV', 20, 'Reno')] })).toBe(first);
  });

  it('answers null when the item lists no location', () => {
    expect(highestQtyLocation({ locations: [] })).toBeNull();
  });
});

describe('rateLine', () => {
  const rates = new RateTableShippingRates();

  it('free_shipping: FREE_SHIPPING at 0, not for pickup', async () => {
    const answer = await rateLine(rates, cartItem({ shipping_type: 'free_shipping' }), 3, TO_NV, 'ship');
    expect(answer).toEqual({ item_uuid: 'item-1', method: 'FREE_SHIPPING', amount: 0, pickup_available: false, from: location('CA', 60) });
  });

  it('an item naming no shipping type ships free', async () => {
    expect(await rateLine(rates, cartItem({ shipping_type: '' }), 1, TO_NV, 'ship')).toMatchObject({ method: 'FREE_SHIPPING', amount: 0 });
  });

  it('local_pickup_only: LOCAL_PICKUP at 0, pickup available, whatever delivery was asked', async () => {
    for (const delivery of ['ship', 'local_pickup'] as const) {
      const answer = await rateLine(rates, cartItem({ shipping_type: 'local_pickup_only' }), 2, TO_NV, delivery);
      expect(answer).toEqual({ item_uuid: 'item-1', method: 'LOCAL_PICKUP', amount: 0, pickup_available: true, from: location('CA', 60) });
    }
  });

  it('estimated_shipping: CALCULATED, the per-unit charge times qty, in cents', async () => {
    expect(await rateLine(rates, cartItem({ shipping_type: 'estimated_shipping', shipping_cost: 12.5 }), 3, TO_NV, 'ship')).toEqual({
      item_uuid: 'item-1',
      method: 'CALCULATED',
      amount: 37.5,
      pickup_available: false,
      from: location('CA', 60),
      charges: [{ kind: 'seller_charge', label: "Seller's shipping charge: 3 × $12.50", amount: 37.5 }],
    });
    // 0.1 x 3 is 0.30000000000000004 in binary
    expect((await rateLine(rates, cartItem({ shipping_type: 'estimated_shipping', shipping_cost: 0.1 }), 3, TO_NV, 'ship')).amount).toBe(0.3);
  });

  it('fedex: the carrier rate from the location with the most units, with zone and billable weight', async () => {
    const item = cartItem({ locations: [location('NY', 5), location('CA', 60), location('TX', 60)] });
    const answer = await rateLine(rates, item, 2, TO_NV, 'ship');
    const direct = await rates.rate({ from: { state: 'CA', zip: '00000' }, to: TO_NV, weight_lb: 48, length_in: 68, width_in: 40, height_in: 2, qty: 2 });
    expect(answer).toEqual({
      item_uuid: 'item-1',
      method: 'FEDEX',
      amount: direct.amount,
      pickup_available: false,
      from: location('CA', 60),
      zone: 3,
      billable_weight_lb: 96,
      mode: 'parcel',
      packages: 2,
      charges: direct.charges,
    });
    expect(answer.amount).toBeGreaterThan(0);
  });

  it('fedex: asks the carrier for the parcel in pounds and inches, for the line qty', async () => {
    const recording = new RecordingRates();
    // 10 kg, 100 x 50 x 5 cm
    const item = cartItem({ weight: 10, weight_unit: 'kg', length: 100, width: 50, height: 5, dimension_unit: 'cm', locations: [location('TX', 9)] });
    const answer = await rateLine(recording, item, 4, TO_NV, 'ship');
    expect(answer).toMatchObject({ method: 'FEDEX', amount: 42.5, zone: 5, billable_weight_lb: 96, mode: 'parcel', packages: 4 });
    expect(answer.charges).toEqual([{ kind: 'package_base', label: '4 packages', amount: 42.5 }]);
    const [asked] = recording.requests;
    expect(asked.from).toEqual({ state: 'TX', zip: '00000' });
    expect(asked.to).toEqual(TO_NV);
    expect(asked.qty).toBe(4);
    expect(asked.weight_lb).toBeCloseTo(22.046, 3);
    expect(asked.length_in).toBeCloseTo(39.37, 3);
    expect(asked.width_in).toBeCloseTo(19.685, 3);
    expect(asked.height_in).toBeCloseTo(1.969, 3);
  });

  it('fedex: an item without locations is rated as if shipped from the destination state', async () => {
    const answer = await rateLine(rates, cartItem({ locations: [] }), 1, { state: 'NY', zip: '10001' }, 'ship');
    expect(answer).toMatchObject({ method: 'FEDEX', from: null, zone: 2 });
  });

  it('fedex: a heavier or farther line costs more', async () => {
    const base = await rateLine(rates, cartItem(), 1, TO_NV, 'ship');
    const heavier = await rateLine(rates, cartItem({ weight: 90 }), 1, TO_NV, 'ship');
    const moreUnits = await rateLine(rates, cartItem(), 3, TO_NV, 'ship');
    const farther = await rateLine(rates, cartItem(), 1, { state: 'NY', zip: '10001' }, 'ship');
    expect(heavier.amount).toBeGreaterThan(base.amount);
    expect(moreUnits.amount).toBeGreaterThan(base.amount);
    expect(farther.amount).toBeGreaterThan(base.amount);
    expect(farther.zone).toBeGreaterThan(base.zone!);
  });

  it('fedex_or_local_pickup: the carrier rate when shipped, pickup offered either way', async () => {
    const item = cartItem({ shipping_type: 'fedex_or_local_pickup' });
    const shipped = await rateLine(rates, item, 2, TO_NV, 'ship');
    const fedex = await rateLine(rates, cartItem(), 2, TO_NV, 'ship');
    expect(shipped).toEqual({ ...fedex, pickup_available: true });
  });

  it('fedex_or_local_pickup: LOCAL_PICKUP at 0 when the buyer collects, without asking the carrier', async () => {
    const recording = new RecordingRates();
    const answer = await rateLine(recording, cartItem({ shipping_type: 'fedex_or_local_pickup' }), 2, TO_NV, 'local_pickup');
    expect(answer).toEqual({ item_uuid: 'item-1', method: 'LOCAL_PICKUP', amount: 0, pickup_available: true, from: location('CA', 60) });
    expect(recording.requests).toEqual([]);
  });

  it('fedex: a pallet of panels goes by freight, its parts shown and adding up to the amount', async () => {
    // 25 panels of 48 lb (1,200 lb): per-pound parcel prices would pass $1,000 to Nevada; a pallet costs a few hundred.
    const answer = await rateLine(rates, cartItem(), 25, TO_NV, 'ship');
    expect(answer).toMatchObject({ method: 'FEDEX', mode: 'freight', pallets: 1, zone: 3, billable_weight_lb: 1200 });
    expect(answer.amount).toBe(115 + 48 + 75 + 85);
    expect(answer.charges!.map((part) => part.kind)).toEqual(['pallet_base', 'freight_weight', 'liftgate', 'residential']);
    expect(answer.packages).toBeUndefined();
  });

  it('refuses an unknown shipping type or a qty below 1', async () => {
    await expect(rateLine(rates, cartItem({ shipping_type: 'teleport' }), 1, TO_NV, 'ship')).rejects.toThrow(/unknown shipping type "teleport"/);
    await expect(rateLine(rates, cartItem(), 0, TO_NV, 'ship')).rejects.toThrow(RangeError);
  });
});
