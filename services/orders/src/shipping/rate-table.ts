import { fromCents, roundHalfUp, toCents, type ShippingCharge } from '@solar/contracts';
import type { ParcelRate, ParcelRequest, ShippingRates } from './shipping-rates';
import { stateDistanceMiles } from './state-centres';

/** Cubic inches per billable pound: the divisor US carriers use for dimensional weight. */
export const DIM_DIVISOR = 139;

/** Upper bound (miles, inclusive) of zones 2..7; anything farther, or unknown, is zone 8. */
const ZONE_LIMITS_MILES: readonly (readonly [zone: number, upToMiles: number])[] = [
  [2, 150],
  [3, 300],
  [4, 600],
  [5, 1000],
  [6, 1400],
  [7, 1800],
];
export const FARTHEST_ZONE = 8;

/**
 * Ground-parcel prices per zone for ONE package: a flat charge plus a charge per billable pound (USD), so a
 * 10 lb box costs about $14 nearby and $27 across the country, a 50 lb box $31 and $85 — the range of the
 * carriers' published residential ground rates. A stand-in with the shape of a real tariff, not any carrier's
 * own figures: swap in a carrier adapter behind SHIPPING_RATES for real ones.
 */
export const RATE_TABLE: Readonly<Record<number, { base: number; perLb: number }>> = {
  2: { base: 9.5, perLb: 0.42 },
  3: { base: 10.0, perLb: 0.5 },
  4: { base: 10.5, perLb: 0.65 },
  5: { base: 11.0, perLb: 0.85 },
  6: { base: 11.5, perLb: 1.05 },
  7: { base: 12.0, perLb: 1.25 },
  8: { base: 12.5, perLb: 1.45 },
};

/**
 * LTL freight per zone: a charge per pallet plus one per hundred pounds (cwt). A full pallet of panels
 * (about 1,400 lb) costs a few hundred dollars within a region and five to six hundred across the country,
 * accessorials included — what regional and national LTL carriers quote for a pallet.
 */
export const FREIGHT_TABLE: Readonly<Record<number, { perPallet: number; perCwt: number }>> = {
  2: { perPallet: 95, perCwt: 3 },
  3: { perPallet: 115, perCwt: 4 },
  4: { perPallet: 140, perCwt: 5.5 },
  5: { perPallet: 170, perCwt: 7 },
  6: { perPallet: 200, perCwt: 8.5 },
  7: { perPallet: 230, perCwt: 10 },
  8: { perPallet: 260, perCwt: 11.5 },
};

/**
 * Freight accessorials, once per shipment: shop buyers are homes and small businesses without a loading dock,
 * so the truck brings a liftgate and the delivery is residential.
 */
export const FREIGHT_ACCESSORIALS = { liftgate: 75, residential: 85 } as const;

/** What parcel services carry: per package at most 150 lb, and length plus girth at most 165 in. */
export const PARCEL_LIMITS = { weightLb: 150, lengthPlusGirthIn: 165 } as const;

/** A standard 48 x 40 in pallet stacked up to 72 in holds this much, up to this weight. */
export const PALLET_LIMITS = { volumeIn3: 48 * 40 * 72, weightLb: 1500 } as const;

/** The zone (2..8) of a distance in miles. */
export function zoneForMiles(miles: number): number {
  for (const [zone, upTo] of ZONE_LIMITS_MILES) if (miles <= upTo) return zone;
  return FARTHEST_ZONE;
}

/** The zone between two states (by the distance of their centres); zone 8 when either state is unknown. */
export function zoneBetween(fromState: string, toState: string): number {
  const miles = stateDistanceMiles(fromState, toState);
  return miles === undefined ? FARTHEST_ZONE : zoneForMiles(miles);
}

type Sized = Pick<ParcelRequest, 'weight_lb' | 'length_in' | 'width_in' | 'height_in'>;

/** One unit's billable weight: max(actual, L x W x H / 139), at least 1 lb. */
function unitBillableLb(unit: Sized): number {
  return Math.max(1, unit.weight_lb, (unit.length_in * unit.width_in * unit.height_in) / DIM_DIVISOR);
}

/** max(actual, L x W x H / 139) per unit, times qty, at least 1 lb; to hundredths of a pound. */
export function billableWeightLb(request: Pick<ParcelRequest, 'weight_lb' | 'length_in' | 'width_in' | 'height_in' | 'qty'>): number {
  const dimensional = (request.length_in * request.width_in * request.height_in) / DIM_DIVISOR;
  return roundHalfUp(Math.max(1, Math.max(request.weight_lb, dimensional) * request.qty), 2);
}

/** Whether one unit may go as a parcel: within the carriers' weight and length-plus-girth limits. */
export function fitsParcel(unit: Sized): boolean {
  const [longest, ...others] = [unit.length_in, unit.width_in, unit.height_in].sort((a, b) => b - a);
  const girth = 2 * (others[0] + others[1]);
  return unit.weight_lb <= PARCEL_LIMITS.weightLb && longest + girth <= PARCEL_LIMITS.lengthPlusGirthIn;
}

/** Pallets for the line: enough for both its volume and its actual weight, at least one. */
export function palletsFor(request: Sized & Pick<ParcelRequest, 'qty'>): number {
  const volume = request.length_in * request.width_in * request.height_in * request.qty;
  const weight = request.weight_lb * request.qty;
  return Math.max(1, Math.ceil(volume / PALLET_LIMITS.volumeIn3), Math.ceil(weight / PALLET_LIMITS.weightLb));
}

const dollars = (amount: number): string => `$${amount.toFixed(2)}`;
const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
const pounds = (lb: number): string => `${lb.toLocaleString('en-US', { maximumFractionDigits: 2 })} lb`;

function charge(kind: ShippingCharge['kind'], label: string, cents: number): ShippingCharge {
  return { kind, label, amount: fromCents(cents) };
}

function rateFromCharges(charges: ShippingCharge[], rest: Omit<ParcelRate, 'amount' | 'charges'>): ParcelRate {
  // Each part is already whole cents, so the sum in cents is exact.
  const cents = charges.reduce((sum, part) => sum + toCents(part.amount), 0);
  return { ...rest, amount: fromCents(cents), charges };
}

/** One package per unit: the zone's flat charge per package and its per-pound charge on the billable weight. */
export function parcelRate(request: ParcelRequest, zone: number): ParcelRate {
  const { base, perLb } = RATE_TABLE[zone];
  const unitLb = roundHalfUp(unitBillableLb(request), 2);
  const billable = roundHalfUp(unitLb * request.qty, 2);
  const packages = request.qty;
  return rateFromCharges(
    [
      charge('package_base', `${plural(packages, 'package', 'packages')} × ${dollars(base)} (zone ${zone})`, toCents(base) * packages),
      charge('package_weight', `${pounds(billable)} billable × ${dollars(perLb)}/lb`, roundHalfUp(toCents(perLb) * billable)),
    ],
    { zone, billable_weight_lb: billable, mode: 'parcel', packages },
  );
}

/** LTL freight: the zone's charge per pallet, its charge per 100 lb of actual weight, liftgate and residential delivery. */
export function freightRate(request: ParcelRequest, zone: number): ParcelRate {
  const { perPallet, perCwt } = FREIGHT_TABLE[zone];
  const pallets = palletsFor(request);
  // Freight is billed on the scale weight (the pallet's own weight is in the per-pallet charge).
  const weight = roundHalfUp(Math.max(1, request.weight_lb * request.qty), 2);
  return rateFromCharges(
    [
      charge('pallet_base', `${plural(pallets, 'pallet', 'pallets')} × ${dollars(perPallet)} (zone ${zone})`, toCents(perPallet) * pallets),
      charge('freight_weight', `${pounds(weight)} × ${dollars(perCwt)} per 100 lb`, roundHalfUp((toCents(perCwt) * weight) / 100)),
      charge('liftgate', 'Liftgate delivery', toCents(FREIGHT_ACCESSORIALS.liftgate)),
      charge('residential', 'Residential delivery', toCents(FREIGHT_ACCESSORIALS.residential)),
    ],
    { zone, billable_weight_lb: weight, mode: 'freight', pallets },
  );
}

function assertParcel(request: ParcelRequest): void {
  if (!Number.isInteger(request.qty) || request.qty < 1) throw new RangeError(`A parcel needs a whole qty of at least 1, got ${request.qty}`);
  for (const field of ['weight_lb', 'length_in', 'width_in', 'height_in'] as const) {
    const value = request[field];
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`A parcel's ${field} must be a number >= 0, got ${value}`);
  }
}

/**
 * The carrier stand-in ('rate-table'): a zone from the states' distance, then the cheaper of parcel service
 * (when every unit fits its limits) and LTL freight on pallets — as a shipper picks: a few boxes go by parcel,
 * a stack of panels goes on a pallet, since per-pound parcel prices on hundreds of pounds run far above freight.
 */
export class RateTableShippingRates implements ShippingRates {
  readonly name = 'rate-table';

  async rate(request: ParcelRequest): Promise<ParcelRate> {
    assertParcel(request);
    const zone = zoneBetween(request.from.state, request.to.state);
    const freight = freightRate(request, zone);
    if (!fitsParcel(request)) return freight;
    const parcel = parcelRate(request, zone);
    return parcel.amount <= freight.amount ? parcel : freight;
  }
}
