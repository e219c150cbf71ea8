/*
 * The demo marketplace every service seeds on its first start, named the same everywhere: catalog seeds these
 * brands (ids in this order, from 1), identity the seller accounts, and catalog's items and trader's deals are
 * owned by those sellers.
 */

/** Manufacturers seeded on first start: real brand names of the solar trade. */
export const DEMO_BRANDS = [
  'Jinko Solar',
  'LONGi',
  'Trina Solar',
  'Canadian Solar',
  'JA Solar',
  'REC',
  'Qcells',
  'SunPower',
  'Silfab',
  'Mission Solar',
  'Panasonic',
  'Enphase',
  'SolarEdge',
  'SMA',
  'Fronius',
  'Huawei',
  'Sungrow',
  'GoodWe',
  'Growatt',
  'Tesla',
  'LG Energy Solution',
  'BYD',
  'Generac',
  'Victron Energy',
  'OutBack Power',
  'Schneider Electric',
  'EG4',
  'Sol-Ark',
  'IronRidge',
  'Unirac',
  'SnapNrack',
  'Staubli',
  'Renogy',
  'EcoFlow',
  'Bluetti',
  'ChargePoint',
  'Wallbox',
  'Morningstar',
  'MidNite Solar',
  'Hoymiles',
  'APsystems',
  'Champion',
  'Kohler',
  'Grundfos',
  'Lorentz',
  'Rheem',
  'Eaton',
  'Southwire',
  'Emporia',
  'Sense',
  'Goal Zero',
  'Ecoppia',
  'Siemens',
] as const;
export type DemoBrand = (typeof DEMO_BRANDS)[number];

/** The id catalog seeds a demo brand under. */
export const demoBrandId = (brand: DemoBrand): number => DEMO_BRANDS.indexOf(brand) + 1;

/**
 * Seller accounts that own the seeded items and deals. The identity service seeds its demo sellers with these
 * ids, so the demo storefronts and seller areas have stock from the first start.
 */
export const DEMO_SELLER_IDS = ['demo-seller-1', 'demo-seller-2', 'demo-both-1'] as const;
