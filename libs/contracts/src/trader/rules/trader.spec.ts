import { MESSAGES } from '../../messages';
import { DEAL_CATEGORIES, dealFigures, dealIdOfSlug, dealPath, moqInUnits, moqUnitsText, pricePerWattText, priceUnitOf } from './deal-figures';
import { DEAL_TRANSITIONS, canMoveDeal } from './deal-status';
import { DEAL_MESSAGES, isIsoDate, usStateOfCode, validateDealForm } from './forms';

const panelLot = {
  category_id: 1,
  price: 0.2455,
  total_qty: 620,
  moq: 2,
  moq_unit: 'pallets' as const,
  panel_wattage: 545,
  units_per_pallet: 31,
  units_per_container: 620,
};

describe('deal figures', () => {
  it('price panels per watt and everything else per unit', () => {
    expect(DEAL_CATEGORIES.map((c) => c.name)).toContain('EV Charging Stations');
    expect(DEAL_CATEGORIES).toHaveLength(12);
    expect(priceUnitOf(1)).toBe('watt');
    expect(priceUnitOf(2)).toBe('unit');
  });

  it('write a price per watt one way, to its four decimals', () => {
    expect([0.185, 0.2455, 0.21, 1, 0, 0.00005].map(pricePerWattText)).toEqual([
      '$0.1850 /W',
      '$0.2455 /W',
      '$0.2100 /W',
      '$1.0000 /W',
      '$0.0000 /W',
      '$0.0001 /W',
    ]);
  });

  it('rounds a panel half-up to the cent and adds the lot in whole cents', () => {
    // 0.2455 x 545 = 133.7975 -> 133.80; x 620 = 82,956.00
    expect(dealFigures(panelLot)).toEqual({ price_unit: 'watt', unit_price: 133.8, lot_value: 82956, total_watts: 337900, moq_units: '2 pallets' });
    expect(dealFigures({ ...panelLot, category_id: 3, price: 19.99, total_qty: 3, panel_wattage: null, moq_unit: null, moq: 1 })).toEqual({
      price_unit: 'unit',
      unit_price: 19.99,
      lot_value: 59.97,
      total_watts: null,
      moq_units: '1 unit',
    });
  });

  it('count a MOQ in units, and say it as read', () => {
    expect(moqInUnits(panelLot)).toBe(62);
    expect(moqInUnits({ ...panelLot, moq: 1, moq_unit: 'containers' })).toBe(620);
    expect(moqInUnits({ ...panelLot, moq: 1, moq_unit: 'MW' })).toBe(1835);
    expect(moqInUnits({ ...panelLot, units_per_pallet: null })).toBeNull();
    expect([moqUnitsText(1, 'containers'), moqUnitsText(5, 'MW'), moqUnitsText(40, 'panels')]).toEqual(['1 container', '5 MW', '40 panels']);
  });

  it('make and read the deal page URL', () => {
    expect(dealPath({ id: 42, name: 'Jinko 550W Bifacial — 20 pallets!' })).toBe('/trader/deal/jinko-550w-bifacial-20-pallets-42');
    expect(dealIdOfSlug('jinko-550w-bifacial-20-pallets-42')).toBe(42);
    expect(dealIdOfSlug('no-id')).toBeUndefined();
  });
});

describe('the deal form rule', () => {
  it('takes the state as its two-letter code only, and dates as YYYY-MM-DD', () => {
    expect(usStateOfCode('tx')?.code).toBe('TX');
    expect(usStateOfCode('Texas')).toBeUndefined();
    expect(usStateOfCode(45)).toBeUndefined();
    expect([isIsoDate('2026-02-28'), isIsoDate('2026-02-30'), isIsoDate('28/02/2026')]).toEqual([true, false, false]);
  });

  it('needs only a name and a category in a draft, and checks what a draft gives', () => {
    expect(validateDealForm({ draft: true, name: 'Draft', category_id: 1 })).toEqual({});
    expect(validateDealForm({ draft: true })).toEqual({ name: [MESSAGES.product.titleRequired], category_id: [MESSAGES.validation.categoryRequired] });
    expect(validateDealForm({ draft: true, name: 'Draft', category_id: '1', price: 0.12345, state: 'XX' })).toEqual({
      price: [DEAL_MESSAGES.pricePerWattDecimals],
      state: [DEAL_MESSAGES.stateRequired],
    });
  });
});

describe('the transition table', () => {
  it('never lets a seller make the marketplace moves', () => {
    for (const [from, moves] of Object.entries(DEAL_TRANSITIONS)) {
      expect(canMoveDeal(from as never, 'OutOfStock', 'seller')).toBe(false);
      expect(canMoveDeal(from as never, 'Contract', 'seller')).toBe(false);
      expect(Object.keys(moves)).not.toContain(from);
    }
  });
});
