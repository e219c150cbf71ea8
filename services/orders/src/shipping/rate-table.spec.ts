import {
  billableWeightLb,
  fitsParcel,
  FREIGHT_TABLE,
  palletsFor,
  RATE_TABLE,
  RateTableShippingRates,
  stateDistanceMiles,
  zoneBetween,
  zoneForMiles,
  type ParcelRate,
  type ParcelRequest,
} from './index';
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
      [0, 2],
      [150, 2],
      [151, 3],
      [300, 3],
      [301, 4],
      [600, 4],
      [601, 5],
      [1000, 5],
      [1001, 6],
      [1400, 6],
      [1401, 7],
      [1800, 7],
      [1801, 8],
      [5000, 8],
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

  it('prices a parcel per package: the base of the zone per box and the per-lb charge, with its parts', async () => {
    expect(RATE_TABLE[3]).toEqual({ base: 10, perLb: 0.5 });
    const answer = await rates.rate(parcel({ to: { state: 'NV', zip: '89501' }, weight_lb: 50, qty: 2 }));
    // 2 x 10.00 + 0.50 x 100 lb
    expect(answer).toEqual({
      amount: 70,
      zone: 3,
      billable_weight_lb: 100,
      mode: 'parcel',
      packages: 2,
      charges: [
        { kind: 'package_base', label: '2 packages × $10.00 (zone 3)', amount: 20 },
        { kind: 'package_weight', label: '100 lb billable × $0.50/lb', amount: 50 },
      ],
    });
  });

  it('rounds the amount half up to cents', async () => {
    // zone 2: 9.50 + 0.42 x 1.25 = 10.025 -> 10.03 (not 10.02, as half-even or binary noise would give)
    expect((await rates.rate(parcel({ weight_lb: 1.25, length_in: 1, width_in: 1, height_in: 1 }))).amount).toBe(10.03);
    // 9.50 + 0.42 x 1.01 = 9.9242 -> 9.92
    expect((await rates.rate(parcel({ weight_lb: 1.01, length_in: 1, width_in: 1, height_in: 1 }))).amount).toBe(9.92);
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

const sumOfParts = (rate: ParcelRate) => rate.charges.reduce((cents, part) => cents + Math.round(part.amount * 100), 0) / 100;

describe('freight', () => {
  const rates = new RateTableShippingRates();
  // A 400 W panel: 48 lb, 68 x 40 x 2 in.
  const panels = (qty: number, to = 'CA') => parcel({ to: { state: to, zip: '00000' }, weight_lb: 48, length_in: 68, width_in: 40, height_in: 2, qty });

  it('ships a stack of panels on a pallet for a few hundred dollars regionally, not per pound by parcel', async () => {
    // 10 panels in California: 1 pallet x 95 + 480 lb x 3.00/cwt + liftgate 75 + residential 85.
    const answer = await rates.rate(panels(10));
    expect(answer).toEqual({
      amount: 269.4,
      zone: 2,
      billable_weight_lb: 480,
      mode: 'freight',
      pallets: 1,
      charges: [
        { kind: 'pallet_base', label: '1 pallet × $95.00 (zone 2)', amount: 95 },
        { kind: 'freight_weight', label: '480 lb × $3.00 per 100 lb', amount: 14.4 },
        { kind: 'liftgate', label: 'Liftgate delivery', amount: 75 },
        { kind: 'residential', label: 'Residential delivery', amount: 85 },
      ],
    });
    // Per-pound parcel rates would charge 10 boxes x (9.50 + 0.42 x 48) = $296.60 for the same panels.
    expect(answer.amount).toBeLessThan(296.6);
  });

  it('keeps a pallet under $700 even across the country, and a full one costs less per panel than parcels', async () => {
    const far = await rates.rate(panels(25, 'NY'));
    expect(far).toMatchObject({ mode: 'freight', pallets: 1, zone: 8 });
    expect(far.amount).toBe(260 + 138 + 75 + 85);
    expect(far.amount).toBeLessThan(700);
  });

  it('adds a pallet for each pallet-load of volume or weight', () => {
    expect(palletsFor(panels(25))).toBe(1);
    expect(palletsFor(panels(26))).toBe(2); // 26 x 5,440 in³ is more than a 48 x 40 x 72 pallet
    expect(palletsFor(parcel({ weight_lb: 800, qty: 2 }))).toBe(2); // 1,600 lb is more than 1,500
    expect(palletsFor(panels(60))).toBe(3);
  });

  it('goes by freight when a unit is too heavy or too long for a parcel service', async () => {
    expect(fitsParcel({ weight_lb: 150, length_in: 60, width_in: 20, height_in: 20 })).toBe(true);
    expect(fitsParcel({ weight_lb: 151, length_in: 10, width_in: 10, height_in: 10 })).toBe(false);
    expect(fitsParcel({ weight_lb: 40, length_in: 80, width_in: 45, height_in: 2 })).toBe(false); // 80 + 2 x 47 = 174 in
    const battery = await rates.rate(parcel({ weight_lb: 240, length_in: 30, width_in: 20, height_in: 12 }));
    expect(battery).toMatchObject({ mode: 'freight', pallets: 1 });
  });

  it('picks parcel for a few boxes, where freight would cost more', async () => {
    const answer = await rates.rate(parcel({ weight_lb: 60, qty: 3 }));
    expect(answer).toMatchObject({ mode: 'parcel', packages: 3 });
    expect(answer.amount).toBe(3 * 9.5 + 0.42 * 180);
  });

  it('charges more per pallet the farther it goes', () => {
    for (let zone = 3; zone <= 8; zone++) {
      expect(FREIGHT_TABLE[zone].perPallet).toBeGreaterThan(FREIGHT_TABLE[zone - 1].perPallet);
      expect(FREIGHT_TABLE[zone].perCwt).toBeGreaterThan(FREIGHT_TABLE[zone - 1].perCwt);
    }
  });

  it('answers parts that add up to the amount to the cent, both ways', async () => {
    for (const request of [panels(7, 'TX'), panels(33, 'FL'), parcel({ weight_lb: 3.33, qty: 7, to: { state: 'OR', zip: '97201' } })]) {
      const answer = await rates.rate(request);
      expect(sumOfParts(answer)).toBe(answer.amount);
    }
  });
});
