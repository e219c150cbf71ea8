import {
  CATEGORIES,
  demoBrandId,
  type Colour,
  type CompanyTier,
  type Condition,
  type Connector,
  type DealStatus,
  type DemoBrand,
  type Incoterm,
  type MoqUnit,
  type PanelTechnology,
  type Phase,
  type Sector,
  type ShippingType,
} from '@solar/contracts';
import { randomBetween, randomPick, seededRandom } from '@solar/platform';

/*
 * The demo deals: surplus and overstock lots as the US solar trade offers them. Panels are quoted per watt
 * ($0.08 to $0.45/W) and move by the pallet (26 to 36 modules) or the 40' container (about 620 to 720); other
 * equipment is priced per unit. Every value is one a seller could send through the deal form.
 */

type Random = () => number;

/** Where a deal's stock sits: the trade's warehouse and port hubs. */
const WAREHOUSES = [
  { address: '4200 Industrial Park Dr', city: 'Houston', state: 'TX', zip: '77029' },
  { address: '1850 W Buckeye Rd', city: 'Phoenix', state: 'AZ', zip: '85007' },
  { address: '13500 Valley Blvd', city: 'Fontana', state: 'CA', zip: '92335' },
  { address: '2201 E Carson St', city: 'Long Beach', state: 'CA', zip: '90810' },
  { address: '3900 N Lamb Blvd', city: 'Las Vegas', state: 'NV', zip: '89115' },
  { address: '5600 Havana St', city: 'Denver', state: 'CO', zip: '80239' },
  { address: '700 Fulton Industrial Blvd', city: 'Atlanta', state: 'GA', zip: '30336' },
  { address: '1 Crossroads Pkwy', city: 'Savannah', state: 'GA', zip: '31407' },
  { address: '9800 Westside Pkwy', city: 'Jacksonville', state: 'FL', zip: '32220' },
  { address: '2500 Wilson Blvd', city: 'Charlotte', state: 'NC', zip: '28208' },
  { address: '600 Doremus Ave', city: 'Newark', state: 'NJ', zip: '07105' },
  { address: '11000 S Harlem Ave', city: 'Chicago', state: 'IL', zip: '60415' },
  { address: '4300 W 2100 S', city: 'Salt Lake City', state: 'UT', zip: '84120' },
  { address: '2800 Broadway Blvd SE', city: 'Albuquerque', state: 'NM', zip: '87102' },
  { address: '8400 Esters Blvd', city: 'Dallas', state: 'TX', zip: '75063' },
  { address: '1200 SW Port Way', city: 'Portland', state: 'OR', zip: '97217' },
] as const;

interface PanelModel {
  brand: DemoBrand;
  series: string;
  /** The part number with its wattage, e.g. (w) => `JKM${w}N-72HL4-BDV`. */
  part: (watts: number) => string;
  watts: readonly number[];
  technology: PanelTechnology;
  tier: CompanyTier;
  colour: Colour;
  /** Cells (half-cut count) and the module's size in mm, its weight in kg. */
  cells: number;
  size: readonly [length: number, width: number, height: number];
  kg: number;
  /** $/W new, before the lot's condition and size move it. */
  perWatt: readonly [number, number];
}

const PANELS: readonly PanelModel[] = [
  {
    brand: 'Jinko Solar',
    series: 'Tiger Neo',
    part: (w) => `JKM${w}N-72HL4-BDV`,
    watts: [570, 575, 580, 585],
    technology: 'TOPCon',
    tier: 'Tier 1',
    colour: 'silver',
    cells: 144,
    size: [2278, 1134, 30],
    kg: 28,
    perWatt: [0.19, 0.27],
  },
  {
    brand: 'Jinko Solar',
    series: 'Tiger Neo',
    part: (w) => `JKM${w}N-54HL4R-B`,
    watts: [425, 430, 435, 440],
    technology: 'TOPCon',
    tier: 'Tier 1',
    colour: 'black',
    cells: 108,
    size: [1722, 1134, 30],
    kg: 21,
    perWatt: [0.22, 0.31],
  },
  {
    brand: 'LONGi',
    series: 'Hi-MO 6',
    part: (w) => `LR5-54HTH-${w}M`,
    watts: [420, 425, 430, 435],
    technology: 'Mono',
    tier: 'Tier 1',
    colour: 'black',
    cells: 108,
    size: [1722, 1134, 30],
    kg: 21,
    perWatt: [0.21, 0.3],
  },
  {
    brand: 'LONGi',
    series: 'Hi-MO 7',
    part: (w) => `LR5-72HGD-${w}M`,
    watts: [575, 580, 585, 590],
    technology: 'Bifacial',
    tier: 'Tier 1',
    colour: 'silver',
    cells: 144,
    size: [2278, 1134, 30],
    kg: 32,
    perWatt: [0.18, 0.26],
  },
  {
    brand: 'Trina Solar',
    series: 'Vertex S+',
    part: (w) => `TSM-${w}NEG9R.28`,
    watts: [425, 430, 435, 440, 445],
    technology: 'TOPCon',
    tier: 'Tier 1',
    colour: 'black',
    cells: 144,
    size: [1762, 1134, 30],
    kg: 21,
    perWatt: [0.22, 0.32],
  },
  {
    brand: 'Trina Solar',
    series: 'Vertex N',
    part: (w) => `TSM-${w}NEG21C.20`,
    watts: [680, 685, 690, 695, 700],
    technology: 'Bifacial',
    tier: 'Tier 1',
    colour: 'silver',
    cells: 132,
    size: [2384, 1303, 33],
    kg: 38,
    perWatt: [0.16, 0.24],
  },
  {
    brand: 'Canadian Solar',
    series: 'TOPBiHiKu7',
    part: (w) => `CS7N-${w}TB-AG`,
    watts: [650, 655, 660, 665, 670],
    technology: 'Bifacial',
    tier: 'Tier 1',
    colour: 'silver',
    cells: 132,
    size: [2384, 1303, 33],
    kg: 37.8,
    perWatt: [0.16, 0.25],
  },
  {
    brand: 'Canadian Solar',
    series: 'HiKu6',
    part: (w) => `CS6R-${w}MS`,
    watts: [400, 405, 410],
    technology: 'Mono',
    tier: 'Tier 1',
    colour: 'black',
    cells: 108,
    size: [1722, 1134, 30],
    kg: 21.3,
    perWatt: [0.17, 0.26],
  },
  {
    brand: 'Canadian Solar',
    series: 'MaxPower',
    part: (w) => `CS6U-${w}P`,
    watts: [320, 325, 330, 335],
    technology: 'Poly',
    tier: 'Tier 1',
    colour: 'silver',
    cells: 72,
    size: [1960, 992, 40],
    kg: 22.4,
    perWatt: [0.1, 0.17],
  },
  {
    brand: 'JA Solar',
    series: 'DeepBlue 4.0 Pro',
    part: (w) => `JAM72D42-${w}LB`,
    watts: [600, 605, 610, 615, 620],
    technology: 'N-Type',
    tier: 'Tier 1',
    colour: 'silver',
    cells: 144,
    size: [2333, 1134, 30],
    kg: 31.8,
    perWatt: [0.17, 0.26],
  },
  {
    brand: 'JA Solar',
    series: 'DeepBlue 3.0',
    part: (w) => `JAM54S30-${w}MR`,
    watts: [400, 405, 410, 415],
    technology: 'PERC',
    tier: 'Tier 1',
    colour: 'black',
    cells: 108,
    size: [1722, 1134, 30],
    kg: 21.5,
    perWatt: [0.15, 0.23],
  },
  {
    brand: 'REC',
    series: 'Alpha Pure-R',
    part: (w) => `REC${w}AA Pure-R`,
    watts: [410, 420, 430],
    technology: 'Heterojunction',
    tier: 'Tier 1',
    colour: 'black',
    cells: 132,
    size: [1730, 1118, 30],
    kg: 21.5,
    perWatt: [0.3, 0.45],
  },
  {
    brand: 'Qcells',
    series: 'Q.PEAK DUO BLK ML-G10+',
    part: (w) => `Q.PEAK DUO BLK ML-G10+ ${w}`,
    watts: [395, 400, 405, 410],
    technology: 'Q Antum',
    tier: 'Tier 1',
    colour: 'black',
    cells: 132,
    size: [1879, 1045, 32],
    kg: 22,
    perWatt: [0.24, 0.36],
  },
  {
    brand: 'Qcells',
    series: 'Q.TRON BLK M-G2+',
    part: (w) => `Q.TRON BLK M-G2+ ${w}`,
    watts: [420, 425, 430, 435, 440],
    technology: 'N-Type',
    tier: 'Tier 1',
    colour: 'black',
    cells: 108,
    size: [1722, 1134, 30],
    kg: 21.1,
    perWatt: [0.26, 0.38],
  },
  {
    brand: 'SunPower',
    series: 'Maxeon 6',
    part: (w) => `SPR-MAX6-${w}-E3-AC`,
    watts: [420, 425, 435, 440],
    technology: 'Mono',
    tier: 'Tier 1',
    colour: 'black',
    cells: 66,
    size: [1872, 1032, 40],
    kg: 21.8,
    perWatt: [0.3, 0.45],
  },
  {
    brand: 'Silfab',
    series: 'Prime',
    part: (w) => `SIL-${w}-QD`,
    watts: [420, 430],
    technology: 'Mono',
    tier: 'Tier 2',
    colour: 'black',
    cells: 108,
    size: [1762, 1134, 30],
    kg: 21.5,
    perWatt: [0.26, 0.38],
  },
  {
    brand: 'Mission Solar',
    series: 'MSE PERC 66',
    part: (w) => `MSE${w}SX6W`,
    watts: [360, 365, 370, 375],
    technology: 'PERC',
    tier: 'Tier 2',
    colour: 'silver',
    cells: 66,
    size: [1879, 1045, 40],
    kg: 21.8,
    perWatt: [0.18, 0.3],
  },
  {
    brand: 'Panasonic',
    series: 'EverVolt',
    part: (w) => `EVPV${w}H`,
    watts: [400, 405, 410],
    technology: 'Heterojunction',
    tier: 'Tier 1',
    colour: 'black',
    cells: 132,
    size: [1721, 1133, 30],
    kg: 20.5,
    perWatt: [0.28, 0.42],
  },
  {
    brand: 'Renogy',
    series: 'Mono',
    part: (w) => `RNG-${w}D`,
    watts: [300, 320],
    technology: 'Mono',
    tier: 'Tier 3',
    colour: 'silver',
    cells: 60,
    size: [1650, 992, 35],
    kg: 18.5,
    perWatt: [0.12, 0.24],
  },
];

/** Equipment priced per unit: inverters, batteries, racking, cables, connectors and EV chargers. */
interface UnitModel {
  category: string;
  subcategory: string;
  brand: DemoBrand;
  model: string;
  part: string;
  /** Dollars per unit, new. */
  price: readonly [number, number];
  /** The lot's size in units. */
  lot: readonly [number, number];
  perPallet: number;
  lb: number;
  /** Inches. */
  size: readonly [length: number, width: number, height: number];
  phase?: Phase;
  sector: Sector;
  tags: readonly string[];
}

const UNIT_MODELS: readonly UnitModel[] = [
  {
    category: 'Solar Inverters',
    subcategory: 'String Inverters',
    brand: 'SMA',
    model: 'Sunny Boy 7.7-US',
    part: 'SB7.7-1SP-US-41',
    price: [1050, 1450],
    lot: [20, 240],
    perPallet: 20,
    lb: 57,
    size: [21, 17, 8],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['string inverter', 'grid-tie'],
  },
  {
    category: 'Solar Inverters',
    subcategory: 'String Inverters',
    brand: 'SMA',
    model: 'Sunny Tripower CORE1 62-US',
    part: 'STP 62-US-41',
    price: [3600, 5100],
    lot: [8, 96],
    perPallet: 4,
    lb: 185,
    size: [41, 28, 12],
    phase: 'Three Phase',
    sector: 'commercial',
    tags: ['string inverter', 'commercial'],
  },
  {
    category: 'Solar Inverters',
    subcategory: 'String Inverters',
    brand: 'Fronius',
    model: 'Primo 8.2-1',
    part: '4,210,068,800',
    price: [1200, 1650],
    lot: [16, 160],
    perPallet: 16,
    lb: 47,
    size: [20, 17, 9],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['string inverter', 'grid-tie'],
  },
  {
    category: 'Solar Inverters',
    subcategory: 'String Inverters',
    brand: 'SolarEdge',
    model: 'Home Wave SE7600H-US',
    part: 'SE7600H-US000BNU4',
    price: [1050, 1400],
    lot: [24, 300],
    perPallet: 24,
    lb: 26,
    size: [18, 15, 7],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['string inverter', 'hd-wave'],
  },
  {
    category: 'Solar Inverters',
    subcategory: 'Central Inverters',
    brand: 'Sungrow',
    model: 'SG250HX-US',
    part: 'SG250HX-US',
    price: [9800, 14500],
    lot: [4, 40],
    perPallet: 1,
    lb: 218,
    size: [42, 28, 15],
    phase: 'Three Phase',
    sector: 'utility_scale',
    tags: ['utility inverter', '1500v'],
  },
  {
    category: 'Solar Inverters',
    subcategory: 'Microinverters',
    brand: 'Enphase',
    model: 'IQ8PLUS-72-2-US',
    part: 'IQ8PLUS-72-2-US',
    price: [95, 145],
    lot: [200, 4800],
    perPallet: 400,
    lb: 3.1,
    size: [8, 7, 2],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['microinverter', 'iq8'],
  },
  {
    category: 'Solar Inverters',
    subcategory: 'Microinverters',
    brand: 'Hoymiles',
    model: 'HMS-2000-4T',
    part: 'HMS-2000-4T-NA',
    price: [210, 295],
    lot: [100, 1200],
    perPallet: 120,
    lb: 8.8,
    size: [13, 9, 2],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['microinverter', '4-in-1'],
  },
  {
    category: 'Solar Inverters',
    subcategory: 'Power Optimizers',
    brand: 'SolarEdge',
    model: 'P505 Power Optimizer',
    part: 'P505-4RMDMRM',
    price: [42, 68],
    lot: [300, 6000],
    perPallet: 600,
    lb: 1.9,
    size: [6, 5, 2],
    sector: 'commercial',
    tags: ['optimizer', 'module-level'],
  },
  {
    category: 'Solar Inverters',
    subcategory: 'Hybrid Inverters',
    brand: 'Sol-Ark',
    model: '15K-2P-N Hybrid',
    part: 'SOL-ARK-15K-2P-N',
    price: [5100, 6400],
    lot: [6, 60],
    perPallet: 3,
    lb: 135,
    size: [31, 21, 11],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['hybrid inverter', 'off-grid'],
  },
  {
    category: 'Solar Inverters',
    subcategory: 'Hybrid Inverters',
    brand: 'EG4',
    model: '18kPV Hybrid',
    part: 'EG4-18KPV-12LV',
    price: [3500, 4300],
    lot: [6, 80],
    perPallet: 4,
    lb: 123,
    size: [31, 20, 11],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['hybrid inverter', 'battery-ready'],
  },
  {
    category: 'Solar Batteries',
    subcategory: 'Lithium Iron Phosphate Batteries',
    brand: 'Tesla',
    model: 'Powerwall 3 13.5 kWh',
    part: '1707000-XX-Y',
    price: [7200, 8900],
    lot: [6, 72],
    perPallet: 2,
    lb: 287,
    size: [43, 24, 8],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['home battery', 'lfp'],
  },
  {
    category: 'Solar Batteries',
    subcategory: 'Lithium Iron Phosphate Batteries',
    brand: 'BYD',
    model: 'Battery-Box Premium HVS 10.2',
    part: 'HVS10.2',
    price: [4300, 5600],
    lot: [8, 90],
    perPallet: 4,
    lb: 282,
    size: [26, 12, 47],
    sector: 'residential',
    tags: ['home battery', 'high voltage'],
  },
  {
    category: 'Solar Batteries',
    subcategory: 'Lithium Iron Phosphate Batteries',
    brand: 'EG4',
    model: 'LifePower4 48V 100Ah',
    part: 'EG4-LL-S-48V-100AH',
    price: [1050, 1450],
    lot: [24, 400],
    perPallet: 12,
    lb: 94,
    size: [21, 17, 7],
    sector: 'residential',
    tags: ['server rack battery', '48v'],
  },
  {
    category: 'Solar Batteries',
    subcategory: 'Lithium Iron Phosphate Batteries',
    brand: 'LG Energy Solution',
    model: 'RESU Prime 16H',
    part: 'RESU16H Prime',
    price: [6200, 7600],
    lot: [6, 48],
    perPallet: 2,
    lb: 350,
    size: [36, 20, 11],
    sector: 'residential',
    tags: ['home battery', 'nmc'],
  },
  {
    category: 'Solar Batteries',
    subcategory: 'AGM Batteries',
    brand: 'Renogy',
    model: 'Deep Cycle AGM 12V 200Ah',
    part: 'RBT200GC-US',
    price: [320, 420],
    lot: [40, 600],
    perPallet: 24,
    lb: 130,
    size: [21, 11, 9],
    sector: 'residential',
    tags: ['agm', 'off-grid'],
  },
  {
    category: 'Racking & Mounts',
    subcategory: 'Rails & Clamps',
    brand: 'IronRidge',
    model: 'XR100 Rail 168 in',
    part: 'XR-100-168A',
    price: [38, 58],
    lot: [200, 4000],
    perPallet: 200,
    lb: 9.6,
    size: [168, 2, 2],
    sector: 'residential',
    tags: ['rail', 'roof mount'],
  },
  {
    category: 'Racking & Mounts',
    subcategory: 'Roof Mounts',
    brand: 'Unirac',
    model: 'RM10 EVO Ballasted Bay',
    part: '310280',
    price: [42, 66],
    lot: [300, 5000],
    perPallet: 120,
    lb: 11,
    size: [46, 20, 8],
    sector: 'commercial',
    tags: ['flat roof', 'ballasted'],
  },
  {
    category: 'Racking & Mounts',
    subcategory: 'Ground Mounts',
    brand: 'SnapNrack',
    model: 'Ground Mount Kit 12-Module',
    part: '242-02216',
    price: [850, 1350],
    lot: [10, 120],
    perPallet: 2,
    lb: 420,
    size: [96, 40, 24],
    sector: 'commercial',
    tags: ['ground mount', 'kit'],
  },
  {
    category: 'PV Cables',
    subcategory: 'PV Wire',
    brand: 'Southwire',
    model: 'PV Wire 10 AWG 2000V, 1000 ft reel',
    part: '55829201',
    price: [290, 420],
    lot: [20, 400],
    perPallet: 12,
    lb: 48,
    size: [24, 24, 14],
    sector: 'commercial',
    tags: ['pv wire', '10 awg'],
  },
  {
    category: 'PV Cables',
    subcategory: 'Extension Cables',
    brand: 'Staubli',
    model: 'MC4 Extension Cable 10 AWG, 30 ft',
    part: '32.0118P0030',
    price: [14, 24],
    lot: [200, 5000],
    perPallet: 500,
    lb: 2.4,
    size: [12, 10, 3],
    sector: 'residential',
    tags: ['mc4', 'extension cable'],
  },
  {
    category: 'PV Connectors',
    subcategory: 'MC4 Connectors',
    brand: 'Staubli',
    model: 'MC4 PV-KBT4/KST4 Connector Pair',
    part: '32.0016P0001',
    price: [2.2, 3.6],
    lot: [1000, 20000],
    perPallet: 5000,
    lb: 0.1,
    size: [4, 2, 1],
    sector: 'commercial',
    tags: ['mc4', 'connector'],
  },
  {
    category: 'EV Charging Stations',
    subcategory: 'Level 2 Chargers',
    brand: 'ChargePoint',
    model: 'Home Flex 50A',
    part: 'CPH50-NEMA6-50-L23',
    price: [480, 620],
    lot: [20, 400],
    perPallet: 40,
    lb: 13,
    size: [15, 9, 7],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['ev charger', 'level 2'],
  },
  {
    category: 'EV Charging Stations',
    subcategory: 'Level 2 Chargers',
    brand: 'Wallbox',
    model: 'Pulsar Plus 48A',
    part: 'PLP2-0-2-4-9-001',
    price: [430, 560],
    lot: [20, 300],
    perPallet: 40,
    lb: 11,
    size: [11, 10, 6],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['ev charger', 'wi-fi'],
  },
  {
    category: 'EV Charging Stations',
    subcategory: 'Level 2 Chargers',
    brand: 'Emporia',
    model: 'Level 2 EV Charger 48A',
    part: 'EMEVSE2C',
    price: [330, 420],
    lot: [30, 500],
    perPallet: 48,
    lb: 12,
    size: [14, 9, 6],
    phase: 'Single Phase',
    sector: 'residential',
    tags: ['ev charger', 'energy star'],
  },
  {
    category: 'EV Charging Stations',
    subcategory: 'DC Fast Chargers',
    brand: 'Wallbox',
    model: 'Supernova 60 kW DC',
    part: 'SNV60-US',
    price: [24000, 32000],
    lot: [2, 16],
    perPallet: 1,
    lb: 560,
    size: [30, 22, 76],
    phase: 'Three Phase',
    sector: 'commercial',
    tags: ['dc fast charger', 'ccs'],
  },
];

/** Statuses of the demo deals, in proportion: mostly public, some in each other state a seller meets. */
const STATUS_MIX: ReadonlyArray<[DealStatus, number]> = [
  ['Active', 44],
  ['Approved', 24],
  ['Pending', 8],
  ['Incomplete', 5],
  ['Rejected', 4],
  ['OutOfStock', 5],
  ['Private', 5],
  ['Inactive', 5],
];

const REJECTION_REASONS = [
  'Add the datasheet and the number of pallets to the description.',
  'The pictures do not show the product; upload photos of the actual stock.',
  'The price per watt looks like a typo: check it and send the deal again.',
];

/** A demo deal: the deal form as its seller sends it, and the status it ends up in. */
export interface DemoDeal {
  form: Record<string, unknown>;
  status: DealStatus;
  /** The picture's caption: the placeholder image shows it. */
  picture: { title: string; subtitle: string; categoryId: number };
  /** A Rejected deal's reason. */
  reason: string | null;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const wholeBetween = (r: Random, lo: number, hi: number) => Math.floor(randomBetween(r, [lo, hi + 1]));
const isoDay = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const categoryOf = (name: string) => CATEGORIES.find((category) => category.name === name)!;
const subcategoryId = (category: string, name: string) => categoryOf(category).subcategories.find((sub) => sub.name === name)!.id;
const money = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
/** The deal form's title limit (65): the longest of the variants that fits. */
const titleOf = (...variants: string[]) => variants.find((title) => title.length <= 65) ?? variants.at(-1)!.slice(0, 65);

/** The status of the n-th deal: STATUS_MIX spread evenly over the deals. */
function statusOf(index: number): DealStatus {
  const total = STATUS_MIX.reduce((sum, [, weight]) => sum + weight, 0);
  // A stride coprime with the total interleaves the statuses instead of grouping them.
  let slot = (index * 37) % total;
  for (const [status, weight] of STATUS_MIX) {
    if (slot < weight) return status;
    slot -= weight;
  }
  return 'Active';
}

function conditionOf(r: Random): Condition {
  return randomPick(r, ['new', 'new', 'new', 'new', 'new', 'new', 'new', 'pre_owned', 'seller_refurbished', 'mix'] as const);
}

/** Where the stock sits (one warehouse, or two sharing it), and the state the deal is listed in: the first's. */
function stockedAt(r: Random, totalQty: number, split: boolean) {
  const bay = () => `Bay ${wholeBetween(r, 1, 40)}`;
  const first = randomPick(r, WAREHOUSES);
  if (!split || totalQty < 2) return { state: first.state, locations: [{ ...first, unit: bay(), qty: totalQty }] };
  const second = randomPick(
    r,
    WAREHOUSES.filter((place) => place !== first),
  );
  const there = Math.floor(totalQty / 2);
  return {
    state: first.state,
    locations: [
      { ...first, unit: bay(), qty: totalQty - there },
      { ...second, unit: bay(), qty: there },
    ],
  };
}

/** What every deal form carries whatever it sells. */
function commonFields(r: Random, today: Date, condition: Condition, bulk: boolean) {
  const preProduction = condition === 'new' && r() < 0.22;
  // Stock in a US warehouse goes ex works or delivered; a factory allocation may ship FOB or CIF from the port.
  const incoterm: Incoterm =
    preProduction && bulk
      ? randomPick(r, ['FOB', 'CIF', 'DDP', 'Flexible'] as const)
      : randomPick(r, bulk ? (['EXW', 'EXW', 'FCA', 'DAP', 'DDP', 'Flexible'] as const) : (['EXW', 'EXW', 'DAP', 'DDP', 'Flexible'] as const));
  const shipping: ShippingType = bulk
    ? randomPick(r, ['local_pickup_only', 'estimated_shipping', 'free_shipping'] as const)
    : randomPick(r, ['fedex', 'fedex_or_local_pickup', 'estimated_shipping'] as const);
  return {
    condition,
    incoterm,
    shipping_type: shipping,
    inventory: preProduction ? 'pre_production' : 'on_hand',
    available_date: preProduction ? isoDay(today, wholeBetween(r, 20, 90)) : null,
    lead_time: preProduction ? randomPick(r, [15, 30] as const) : randomPick(r, [2, 3, 5, 10] as const),
    offer_validity: randomPick(r, [3, 5, 10, 15, 30] as const),
    publish_date: isoDay(today, -wholeBetween(r, 0, 45)),
  };
}

function panelDeal(r: Random, index: number, today: Date): Omit<DemoDeal, 'status' | 'reason'> {
  const model = randomPick(r, PANELS);
  const watts = randomPick(r, model.watts);
  const part = model.part(watts);
  const condition =
    model.tier === 'Tier 3' || model.technology === 'Poly' ? randomPick(r, ['pre_owned', 'seller_refurbished', 'new'] as const) : conditionOf(r);
  const perPallet = randomPick(r, model.cells >= 132 && model.size[0] > 2300 ? [31, 33, 36] : [26, 30, 31, 32, 36]);
  // A 40' container holds 18 to 27 pallets: about 620 to 720 modules.
  const fewestPallets = Math.ceil(620 / perPallet);
  const perContainer = perPallet * wholeBetween(r, fewestPallets, Math.floor(720 / perPallet));
  const byContainer = r() < 0.4;
  const lots = byContainer ? wholeBetween(r, 1, 12) : wholeBetween(r, 1, 18);
  const totalQty = lots * (byContainer ? perContainer : perPallet);
  const totalWatts = totalQty * watts;
  let moq: number;
  let moqUnit: MoqUnit;
  if (byContainer && totalWatts >= 2_000_000 && r() < 0.4) {
    moqUnit = 'MW';
    moq = Math.max(1, Math.min(Math.floor(totalWatts / 1_000_000 / 2), 3));
  } else if (byContainer) {
    moqUnit = 'containers';
    moq = Math.max(1, Math.min(Math.ceil(lots / 4), 2));
  } else if (lots > 2 && r() < 0.7) {
    moqUnit = 'pallets';
    moq = Math.max(1, Math.min(Math.ceil(lots / 5), 4));
  } else {
    moqUnit = 'panels';
    moq = Math.min(totalQty, randomPick(r, [10, 20, perPallet]));
  }
  const used = condition !== 'new';
  const [lo, hi] = model.perWatt;
  // Used and mixed lots sell well under new; whole containers a little under single pallets.
  const perWatt = Math.min(0.45, Math.max(0.08, randomBetween(r, [lo, hi]) * (used ? 0.5 : 1) * (byContainer ? 0.94 : 1)));
  const lotText = byContainer ? `${lots} container${lots > 1 ? 's' : ''}` : `${lots} pallet${lots > 1 ? 's' : ''}`;
  // The trade says 'Jinko', 'Trina', 'JA'; 'Canadian Solar' and 'Mission Solar' keep their names.
  const brandShort = ['Jinko Solar', 'Trina Solar', 'JA Solar'].includes(model.brand) ? model.brand.replace(/ Solar$/, '') : model.brand;
  const technologyWord = model.series.includes(model.technology) ? '' : ` ${model.technology}`;
  const name = titleOf(
    `${brandShort} ${model.series} ${watts}W${technologyWord} Panels, ${lotText}`,
    `${brandShort} ${model.series} ${watts}W Panels, ${lotText}`,
    `${brandShort} ${watts}W ${model.technology} Panels, ${lotText}`,
  );
  const mw = totalWatts / 1_000_000;
  const capacity = mw >= 1 ? `${round(mw, 2)} MW` : `${round(totalWatts / 1000, 1)} kW`;
  const [length, width, height] = model.size;
  const common = commonFields(r, today, condition, true);
  const facts = [
    `${totalQty.toLocaleString('en-US')} modules (${capacity}), ${perPallet} per pallet${byContainer ? `, ${perContainer} per 40' container` : ''}.`,
    `${model.tier}, ${model.technology} cells, ${model.colour} frame, ${model.cells} half-cut cells.`,
    common.inventory === 'pre_production' ? `Factory allocation: ships from ${common.available_date}.` : 'In stock, palletized and ready to load.',
    used ? 'Pulled from a repowered array; flash-tested, with light frame wear.' : "New in original packaging with the manufacturer's warranty.",
  ];
  return {
    form: {
      ...common,
      name,
      description: `<p>${brandShort} ${model.series} ${part} ${used ? 'surplus' : 'overstock'} lot.</p><ul>${facts.map((fact) => `<li>${fact}</li>`).join('')}</ul>`,
      category_id: categoryOf('Solar Panels').id,
      subcategory_id: subcategoryId(
        'Solar Panels',
        model.technology === 'Bifacial' ? 'Bifacial Panels' : model.technology === 'Poly' ? 'Polycrystalline Panels' : 'Monocrystalline Panels',
      ),
      brand_id: demoBrandId(model.brand),
      price: round(perWatt, 3),
      moq,
      moq_unit: moqUnit,
      total_qty: totalQty,
      um: 'panel',
      panel_wattage: watts,
      units_per_pallet: perPallet,
      units_per_container: perContainer,
      mpn: part,
      part_number: part,
      sku: `DL-${String(index + 1).padStart(4, '0')}-${watts}`,
      weight: model.kg,
      weight_unit: 'kg',
      length,
      length_unit: 'mm',
      width,
      width_unit: 'mm',
      height,
      height_unit: 'mm',
      package_type: 'pallet',
      colour: model.colour,
      panel_technology: model.technology,
      connector_type:
        model.tier === 'Tier 1' ? randomPick(r, ['MC4 Compatible', 'MC4 Compatible', 'MC4/Staubli'] as const) : ('MC4 Compatible' satisfies Connector),
      front_load: model.size[0] > 2300 ? 5400 : randomPick(r, [5400, 6000] as const),
      rear_load: model.size[0] > 2300 ? 3000 : randomPick(r, [3000, 5400] as const),
      company_tier: model.tier,
      sector: watts >= 550 ? randomPick(r, ['commercial', 'utility_scale'] as const) : 'residential',
      ...stockedAt(r, totalQty, lots >= 6 && r() < 0.3),
      tags: [model.technology.toLowerCase(), model.tier.toLowerCase(), `${watts}w`, byContainer ? 'container lot' : 'pallet lot', used ? 'used' : 'new'],
      meta_name: `${brandShort} ${watts}W ${model.technology} panels at $${round(perWatt, 3)}/W`,
      meta_description: `${lotText} of ${brandShort} ${part} (${capacity}) at $${round(perWatt, 3)} per watt. ${model.tier}, ${model.colour} frame.`,
    },
    picture: { title: `${model.series} ${watts}W`, subtitle: model.brand, categoryId: categoryOf('Solar Panels').id },
  };
}

function unitDeal(r: Random, index: number, today: Date): Omit<DemoDeal, 'status' | 'reason'> {
  const model = randomPick(r, UNIT_MODELS);
  const category = categoryOf(model.category);
  const condition = conditionOf(r);
  const used = condition !== 'new';
  const [lotLo, lotHi] = model.lot;
  const totalQty = Math.max(1, Math.round(randomBetween(r, [lotLo, lotHi]) / Math.min(model.perPallet, 10)) * Math.min(model.perPallet, 10));
  const pallets = Math.ceil(totalQty / model.perPallet);
  const byPallet = pallets >= 3 && r() < 0.5;
  const moq = byPallet ? 1 : Math.max(1, Math.min(totalQty, Math.round(totalQty / randomPick(r, [4, 8, 10]))));
  const price = round(randomBetween(r, model.price) * (used ? 0.65 : 1), model.price[1] < 10 ? 2 : 0);
  const lotText = `${totalQty.toLocaleString('en-US')} units`;
  const name = titleOf(`${model.brand} ${model.model}, ${lotText}`, `${model.brand} ${model.model}`, model.model);
  const [length, width, height] = model.size;
  const common = commonFields(r, today, condition, pallets > 1);
  return {
    form: {
      ...common,
      name,
      description:
        `<p>${model.brand} ${model.model} (${model.part}), ${used ? 'surplus from a cancelled project' : 'distributor overstock'}.</p>` +
        `<ul><li>${lotText} on ${pallets} pallet${pallets > 1 ? 's' : ''}, ${model.perPallet} per pallet.</li>` +
        `<li>${used ? 'Tested and working; original boxes where available.' : 'New, factory sealed, full manufacturer warranty.'}</li>` +
        `<li>Lot value about $${money(price * totalQty)}.</li></ul>`,
      category_id: category.id,
      subcategory_id: subcategoryId(model.category, model.subcategory),
      brand_id: demoBrandId(model.brand),
      price,
      moq,
      moq_unit: byPallet ? 'pallets' : null,
      units_per_pallet: model.perPallet,
      total_qty: totalQty,
      um: 'each',
      mpn: model.part,
      part_number: model.part,
      sku: `DL-${String(index + 1).padStart(4, '0')}`,
      weight: model.lb,
      weight_unit: 'lb',
      length,
      length_unit: 'in',
      width,
      width_unit: 'in',
      height,
      height_unit: 'in',
      package_type: model.perPallet > 1 ? 'box' : 'crate',
      phase: model.phase ?? null,
      sector: model.sector,
      ...stockedAt(r, totalQty, pallets >= 8 && r() < 0.3),
      tags: [...model.tags, used ? 'used' : 'new'],
      meta_name: `${model.brand} ${model.model} at $${money(price)} each`,
      meta_description: `${lotText} of ${model.brand} ${model.model} (${model.part}) at $${money(price)} per unit.`,
    },
    picture: { title: model.model.split(',')[0]!, subtitle: model.brand, categoryId: category.id },
  };
}

/**
 * `count` demo deals, the same on every install (dates count from `today`): about 55% panels, the rest
 * inverters, batteries, racking, cables, connectors and EV chargers, in STATUS_MIX's statuses. Incomplete ones
 * are drafts without a price or meta description yet; OutOfStock ones are live deals sold out.
 */
export function demoDeals(count: number, today: Date, seed = 20261125): DemoDeal[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const status = statusOf(index);
    const deal = r() < 0.55 ? panelDeal(r, index, today) : unitDeal(r, index, today);
    if (status === 'Incomplete') deal.form = { ...deal.form, draft: true, price: null, meta_description: '' };
    return { ...deal, status, reason: status === 'Rejected' ? randomPick(r, REJECTION_REASONS) : null };
  });
}
