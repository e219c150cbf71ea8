import type { ParcelPoint, ShippingCharge, ShippingMode } from '@solar/contracts';

/** Injection token of the `ShippingRates` that `ShippingModule` provides. */
export const SHIPPING_RATES = Symbol('SHIPPING_RATES');

/** One cart line going by carrier: `qty` units of one item, each of the given weight (lb) and size (in). */
export interface ParcelRequest {
  /** Two-letter state codes (US_STATES) and zips. */
  from: ParcelPoint;
  to: ParcelPoint;
  /** One unit's weight in pounds. */
  weight_lb: number;
  /** One unit's size in inches. */
  length_in: number;
  width_in: number;
  height_in: number;
  qty: number;
}

export interface ParcelRate {
  /** USD, rounded to cents. */
  amount: number;
  /** Distance zone, 2 (near) to 8 (far). */
  zone: number;
  /** What the carrier charges by: the larger of actual and dimensional weight, for all units. */
  billable_weight_lb: number;
  /** Boxes by parcel service or pallets by LTL freight, with how many of them. */
  mode: ShippingMode;
  packages?: number;
  pallets?: number;
  /** How the amount is made up; the parts add up to it to the cent. */
  charges: ShippingCharge[];
}

/** The shipping-rate port: what a carrier charges for a parcel. */
export interface ShippingRates {
  readonly name: string;
  rate(request: ParcelRequest): Promise<ParcelRate>;
}
