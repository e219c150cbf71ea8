export { SHIPPING_RATES, type ParcelRate, type ParcelRequest, type ShippingRates } from './shipping-rates';
export {
  billableWeightLb,
  DIM_DIVISOR,
  fitsParcel,
  FREIGHT_ACCESSORIALS,
  FREIGHT_TABLE,
  freightRate,
  PALLET_LIMITS,
  palletsFor,
  PARCEL_LIMITS,
  parcelRate,
  RATE_TABLE,
  RateTableShippingRates,
  zoneBetween,
  zoneForMiles,
} from './rate-table';
export { highestQtyLocation, rateLine } from './rate-line';
export { ShippingModule } from './shipping.module';
export { STATE_CENTRES, stateDistanceMiles } from './state-centres';
export { toInches, toPounds } from './units';
