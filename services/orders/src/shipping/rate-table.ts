import { fromCents, roundHalfUp, toCents } from '@solar/contracts';
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
 * Ground-parcel prices per zone: a flat charge plus a charge per billable pound (USD).
 * A STAND-IN for a real carrier's rates: plausible figures of the same shape (farther and heavier costs
 * more), not any carrier's published tariff. Swap in a carrier adapter behind SHIPPING_RATES for real ones.
 */
export const RATE_TABLE: Readonly<Record<number, { base: number; perLb: number }>> = {
  2: { base: 9.5, perLb: 0.45 },
  3: { base: 10.25, perLb: 0.55 },
  4: { base: 11.0, perLb: 0.7 },
  5: { base: 11.75, perLb: 0.85 },
  6: { base: 12.75, perLb: 1.0 },
  7: { base: 13.5, perLb: 1.15 },
  8: { base: 14.5, perLb: 1.3 },
};

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

/** max(actual, L x W x H / 139) per unit, times qty, at least 1 lb; to hundredths of a pound. */
export function billableWeightLb(request: Pick<ParcelRequest, 'weight_lb' | 'length_in' | 'width_in' | 'height_in' | 'qty'>): number {
  const dimensional = (request.length_in * request.width_in * request.height_in) / DIM_DIVISOR;
  return roundHalfUp(Math.max(1, Math.max(request.weight_lb, dimensional) * request.qty), 2);
}

function assertParcel(request: ParcelRequest): void {
  if (!Number.isInteger(request.qty) || request.qty < 1) throw new RangeError(`A parcel needs a whole qty of at least 1, got ${request.qty}`);
  for (const field of ['weight_lb', 'length_in', 'width_in', 'height_in'] as const) {
    const value = request[field];
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`A parcel's ${field} must be a number >= 0, got ${value}`);
  }
}

/** The carrier stand-in: a zone from the states' distance and a price from RATE_TABLE ('rate-table'). */
export class RateTableShippingRates implements ShippingRates {
  readonly name = 'rate-table';

  async rate(request: ParcelRequest): Promise<ParcelRate> {
    assertParcel(request);
    const zone = zoneBetween(request.from.state, request.to.state);
    const billable = billableWeightLb(request);
    const { base, perLb } = RATE_TABLE[zone];
    // In cents: the flat charge plus the per-pound charge rounded half-up to a whole cent.
    return { amount: fromCents(toCents(base) + roundHalfUp(toCents(perLb) * billable)), zone, billable_weight_lb: billable };
  }
}
