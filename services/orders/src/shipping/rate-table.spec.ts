import { billableWeightLb, RATE_TABLE, RateTableShippingRates, stateDistanceMiles, zoneBetween, zoneForMiles, type ParcelRequest } from './index';
import { US_STATES } from '@solar/contracts';
import { STATE_CENTRES } from './state-centres';

const parcel = (fields: Partial<ParcelRequest> = {}): ParcelRequest => ({
  from: { state: 'CA', zip: '94103' },
  to: { state: 'CA', zip: '90012' },
  weight_lb: 10,
  length_in: 10,
  width_in: 10,
  height_in: 10,
  qty: 1,
  ...fields,
});

describe('zones', () => {
  it('bands distances in miles into zones 2 to 8', () => {
    const cases: [number, number][] = [
      [0, 2], [150, 2], [151, 3], [300, 3], [301, 4], [600, 4], [601, 5], [1000, 5],
      [1001, 6], [1400, 6], [1401, 7], [1800, 7], [1801, 8], [5000, 8],
    ];
    for (const [miles, zone] of cases) expect([miles, zoneForMiles(miles)]).toEqual([miles, zone]);
  });

  it('measures between state centres: from California, every zone', () => {
    expect(zoneBetween('CA', 'CA')).toBe(2);
    expect(zoneBetween('CA', 'NV')).toBe(3); // ~215 mi
    expect(zoneBetween('CA', 'OR')).toBe(4); // ~490 mi
    expect(zoneBetween('CA', 'CO')).toBe(5); // ~765 mi
    expect(zoneBetween('CA', 'TX')).toBe(6); // ~1160 mi
    expect(zoneBetween('CA', 'MO')).toBe(7); // ~1510 mi
    expect(zoneBetween('CA', 'NY')).toBe(8); // ~2400 mi
  });

  it('is symmetric and reads codes case-insensitively', () => {
    expect(stateDistanceMiles('ny', 'ca')).toBeCloseTo(stateDistanceMiles('CA', 'NY')!, 6);
    expect(stateDistanceMiles('CA', 'NY')).toBeGreaterThan(2350);
    expect(stateDistanceMiles('CA', 'NY')).toBeLessThan(2450);
  });

  it('treats an unknown state as the farthest zone', () => {
    expect(zoneBetween('CA', 'ZZ')).toBe(8);
    expect(zoneBetween('', 'CA')).toBe(8);
  });

  it('knows the centre of every state, DC and territory the shop ships to', () => {
    expect(Object.keys(STATE_CENTRES).sort()).toEqual(US_STATES.map((s) => s.code).sort());
  });
});

describe('billable weight', () => {
  it('is the actual weight when the parcel is dense, times qty', () => {
    expect(billableWeightLb(parcel({ weight_lb: 50, length_in: 10, width_in: 10, height_in: 10, qty: 3 }))).toBe(150);
  });

  it('is the dimensional weight (L x W x H / 139) when the parcel is bulky', () => {
    // 20 x 20 x 20 / 139 = 57.55 lb for a 2 lb box
    expect(billableWeightLb(parcel({ weight_lb: 2, length_in: 20, width_in: 20, height_in: 20 }))).toBe(57.55);
    expect(billableWeightLb(parcel({ weight_lb: 2, length_in: 20, width_in: 20, height_in: 20, qty: 2 }))).toBe(115.11);
  });

  it('is at least 1 lb', () => {
    expect(billableWeightLb(parcel({ weight_lb: 0.1, length_in: 1, width_in: 1, height_in: 1 }))).toBe(1);
    expect(billableWeightLb(parcel({ weight_lb: 0, length_in: 0, width_in: 0, height_in: 0 }))).toBe(1);
  });
});

describe('RateTableShippingRates', () => {
  const rates = new RateTableShippingRates();

  it('is named rate-table', () => {
    expect(rates.name).toBe('rate-table');
  });

  it('prices base + per-lb of the zone, with the zone and billable weight it used', async () => {
    expect(RATE_TABLE[3]).toEqual({ base: 10.25, perLb: 0.55 });
    const answer = await rates.rate(parcel({ to: { state: 'NV', zip: '89501' }, weight_lb: 50, qty: 2 }));
    // 10.25 + 0.55 x 100 lb
    expect(answer).toEqual({ amount: 65.25, zone: 3, billable_weight_lb: 100 });
  });

  it('rounds the amount half up to cents', async () => {
    // zone 2: 9.50 + 0.45 x 1.3 = 10.085 -> 10.09 (not 10.08, as half-even or binary noise would give)
    expect((await rates.rate(parcel({ weight_lb: 1.3, length_in: 1, width_in: 1, height_in: 1 }))).amount).toBe(10.09);
    // 9.50 + 0.45 x 1.01 = 9.9545 -> 9.95
    expect((await rates.rate(parcel({ weight_lb: 1.01, length_in: 1, width_in: 1, height_in: 1 }))).amount).toBe(9.95);
  });

  it('charges more for a heavier parcel on the same route', async () => {
    const light = await rates.rate(parcel({ weight_lb: 10 }));
    const heavy = await rates.rate(parcel({ weight_lb: 40 }));
    const more = await rates.rate(parcel({ weight_lb: 10, qty: 4 }));
    expect(heavy.amount).toBeGreaterThan(light.amount);
    expect(more.amount).toBeGreaterThan(light.amount);
  });

  it('charges more the farther the parcel goes, zone by zone', async () => {
    const destinations = ['CA', 'NV', 'OR', 'CO', 'TX', 'MO', 'NY'];
    const answers = await Promise.all(destinations.map((state) => rates.rate(parcel({ to: { state, zip: '00000' }, weight_lb: 30 }))));
    expect(answers.map((a) => a.zone)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    for (let i = 1; i < answers.length; i++) expect(answers[i].amount).toBeGreaterThan(answers[i - 1].amount);
  });

  it('refuses a parcel without units or with a negative size or weight', async () => {
    await expect(rates.rate(parcel({ qty: 0 }))).rejects.toThrow(RangeError);
    await expect(rates.rate(parcel({ qty: 1.5 }))).rejects.toThrow(RangeError);
    await expect(rates.rate(parcel({ weight_lb: -1 }))).rejects.toThrow(/weight_lb/);
    await expect(rates.rate(parcel({ height_in: Number.NaN }))).rejects.toThrow(/height_in/);
  });
});
