import { CATEGORIES, SHIPPING_TYPES, type CategoryDefinition, type CategoryName, type Condition, type DemoBrand } from '@solar/contracts';
import { randomBetween as between, randomPick as pick, seededRandom, type PanelLook, type ProductPictureKind } from '@solar/platform';
import { MODEL_LINES, priceQuantity, ratingLabel, type ModelLine } from './model-lines';

/** The drawing each category's items are pictured with. */
export const CATEGORY_PICTURES: Record<CategoryName, ProductPictureKind> = {
  'Solar Panels': 'panel',
  'Solar Inverters': 'inverter',
  'Solar Batteries': 'battery',
  'Racking & Mounts': 'racking',
  'PV Cables': 'cable',
  'Complete PV Systems': 'kit',
  'PV Connectors': 'connector',
  'Components Parts': 'breaker',
  'DIY Kits & Equipment': 'portable',
  'Solar Lights': 'light',
  'EV Charging Stations': 'ev-charger',
  'Cleaning & Maintenance': 'cleaning',
  'Off Grid Solar Systems': 'cabin',
  Generator: 'generator',
  'Charge Controllers': 'controller',
  'Smart Solar Solutions': 'monitor',
  'Solar Water Pumping Systems': 'pump',
  'Solar Water Heaters': 'water-heater',
  'Hybrid Solar Systems': 'hybrid',
  Transformer: 'transformer',
};

const WARRANTY: Record<ProductPictureKind, string> = {
  panel: '25-year product, 30-year linear power',
  inverter: '10 years (extendable to 20)',
  battery: '10 years or 70% capacity',
  racking: '25-year structural',
  cable: '1 year',
  kit: 'Per component, panels 25 years',
  connector: '5 years',
  breaker: '2 years',
  portable: '2 years',
  light: '3 years',
  'ev-charger': '3 years',
  cleaning: '1 year',
  cabin: '5 years',
  generator: '5-year limited',
  controller: '5 years',
  monitor: '2 years',
  pump: '2 years',
  'water-heater': '10-year tank, 5-year parts',
  hybrid: '10 years',
  transformer: '10-year core and coil',
};

type Rows = [string, string][];

export interface DemoItemDraft {
  name: string;
  short_name: string;
  description: string;
  category: CategoryDefinition;
  subcategoryId: number;
  brand: DemoBrand;
  line: ModelLine;
  /** The rating picked from the line's (watts, kWh, Ah, feet...); null for unrated products. */
  rating: number | null;
  picture: ProductPictureKind;
  /** Names the product (brand, model line, rating) for the files every listing of it shares: pictures and datasheet. */
  product_key: string;
  /** Names its pictures: the product's, and a panel's frame colour (a black-framed module is drawn black). */
  picture_key: string;
  /** How a panel's pictures draw it (its line's cells and backsheet, this listing's frame); null for other items. */
  panel_look: PanelLook | null;
  condition: Condition;
  /** The condition in one sentence, as the description says it. */
  condition_text: string;
  price: number;
  msrp: number;
  cost: number;
  discount: number;
  discount_unit: 'percent' | 'fixed' | null;
  stock: number;
  moq: number;
  um: string;
  shipping_type: string;
  weight: number;
  length: number;
  width: number;
  height: number;
  mpn: string;
  sku: string;
  part_number: string;
  upc: string;
  tags: string[];
  panel_wattage: number | null;
  wattage: number | null;
  colour: string | null;
  scalling_price: number;
  bulk_savings: { min_qty: number; max_qty: number; discounted_price: number }[];
  location: { name: string; address: string; city: string; state: string; zip: string };
  /** Years in service; '' for new and mixed lots, where it means nothing. */
  age: string;
  /** Datasheet sections: electrical data, mechanical data, warranty. */
  specs: { heading: string; rows: Rows }[];
  /** Reviews by demo reviewers; the item's rating is computed from them, as for real reviews. */
  reviews: DemoReview[];
  sale_count: number;
}

/**
 * How many days ago a seeded item was listed: long enough for its sales at about one unit every two days, for its
 * oldest review, and at least two months. The storefront counts a seller's years from their first listing, so the
 * demo seller's tens of thousands of units sold are not a store's first year.
 */
export const listedDaysAgo = (draft: Pick<DemoItemDraft, 'sale_count' | 'reviews'>): number =>
  Math.max(60, draft.sale_count * 2, ...draft.reviews.map((review) => review.days_ago + 1));

const CITIES: [string, string, string][] = [
  ['Phoenix', 'AZ', '85004'],
  ['Austin', 'TX', '78701'],
  ['San Diego', 'CA', '92101'],
  ['Denver', 'CO', '80202'],
  ['Orlando', 'FL', '32801'],
  ['Las Vegas', 'NV', '89101'],
  ['Raleigh', 'NC', '27601'],
  ['Newark', 'NJ', '07102'],
  ['Salt Lake City', 'UT', '84101'],
  ['Atlanta', 'GA', '30303'],
  ['Boston', 'MA', '02108'],
  ['Portland', 'OR', '97204'],
];

const round2 = (n: number) => Math.round(n * 100) / 100;
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** A shop price: $x.99 below a thousand, whole tens less a cent above. */
function retailPrice(amount: number): number {
  if (amount < 1000) return round2(Math.max(1, Math.floor(amount)) + 0.99);
  return round2(Math.round(amount / 10) * 10 - 0.01);
}

/** The short names shoppers type for a panel technology ('mono' for monocrystalline), only where they apply. */
function technologyTags(noun: string): string[] {
  const lower = noun.toLowerCase();
  const tags: string[] = [];
  if (lower.includes('monocrystalline')) tags.push('mono', 'monocrystalline');
  if (lower.includes('polycrystalline')) tags.push('poly', 'polycrystalline');
  if (lower.includes('lifepo4') || lower.includes('lfp')) tags.push('lifepo4', 'lithium iron phosphate');
  return tags;
}

const CATEGORY_TAGS: Record<ProductPictureKind, string[]> = {
  panel: ['solar panel', 'pv module'],
  inverter: ['inverter', 'mppt'],
  battery: ['battery', 'storage'],
  racking: ['racking', 'mounting'],
  cable: ['pv wire', 'cable'],
  kit: ['solar kit', 'complete system'],
  connector: ['mc4', 'connector'],
  breaker: ['bos', 'balance of system'],
  portable: ['diy', 'kit'],
  light: ['solar light', 'led'],
  'ev-charger': ['ev charger'],
  cleaning: ['cleaning', 'maintenance'],
  cabin: ['off grid', 'stand alone'],
  generator: ['generator', 'backup'],
  controller: ['charge controller'],
  monitor: ['monitoring', 'smart home'],
  pump: ['water pump', 'irrigation'],
  'water-heater': ['water heater', 'solar thermal'],
  hybrid: ['hybrid', 'storage'],
  transformer: ['transformer'],
};

/** What a defective unit of each kind typically has wrong, said plainly. */
const FAULTS: Partial<Record<ProductPictureKind, string>> = {
  panel: 'a cracked cell near one corner; it measured about 15% below its rating on the flash test',
  inverter: 'it reports a ground-fault error shortly after start-up',
  battery: 'one module does not balance, so the pack stops charging at about 60%',
  generator: 'the engine starts but the output voltage is unstable under load',
  transformer: 'one secondary winding reads open on the test bench',
};

interface ConditionRule {
  factor: [number, number];
  withAge: boolean;
  text: (years: number, kind: ProductPictureKind) => string;
}

/** One sentence per condition, never contradicting it: a new item is never called used, a used one never new. */
export const CONDITION_RULES: Record<Condition, ConditionRule> = {
  new: { factor: [1, 1], withAge: false, text: () => 'New and unused in the original factory packaging, with the full manufacturer warranty.' },
  pre_owned: {
    factor: [0.55, 0.7],
    withAge: true,
    text: (years) =>
      `Pre-owned: removed from a working installation after ${years} year${years === 1 ? '' : 's'} in service and checked by the seller; light cosmetic wear.`,
  },
  seller_refurbished: {
    factor: [0.7, 0.85],
    withAge: true,
    text: (years) =>
      `Seller refurbished after ${years} year${years === 1 ? '' : 's'} in service: inspected, cleaned and tested, with worn parts replaced and a 1-year seller warranty.`,
  },
  defected: {
    factor: [0.2, 0.35],
    withAge: true,
    text: (_years, kind) => `Defective: ${FAULTS[kind] ?? 'it does not power on'}. Sold as is for repair, without warranty.`,
  },
  for_parts: { factor: [0.12, 0.25], withAge: true, text: () => 'For parts only: not tested and not guaranteed to work; sold as is as a source of spares.' },
  mix: {
    factor: [0.75, 0.9],
    withAge: false,
    text: () => 'Mixed lot: mostly new units plus some open-box returns, each one checked; manufacturer warranty on the new units.',
  },
};

/** Second-hand conditions make sense for larger equipment only; cables, connectors and small parts are sold new. */
const SECOND_HAND: ReadonlySet<ProductPictureKind> = new Set([
  'panel',
  'inverter',
  'battery',
  'generator',
  'transformer',
  'controller',
  'ev-charger',
  'pump',
  'hybrid',
  'cabin',
]);

function pickCondition(r: () => number, kind: ProductPictureKind): Condition {
  const roll = r();
  if (!SECOND_HAND.has(kind)) return roll < 0.9 ? 'new' : 'mix';
  if (roll < 0.68) return 'new';
  if (roll < 0.8) return 'pre_owned';
  if (roll < 0.89) return 'seller_refurbished';
  if (roll < 0.93) return 'mix';
  if (roll < 0.97) return 'defected';
  return 'for_parts';
}

/** The datasheet's electrical rows, from the line and its rating. */
function electricalRows(kind: ProductPictureKind, line: ModelLine, rating: number | undefined, size: readonly [number, number, number]): Rows {
  const x = rating ?? 0;
  switch (kind) {
    case 'panel': {
      const vmp = x < 150 ? (line.noun.includes('Thin') ? 16.6 : 18.2) : x < 500 ? 31 + (x - 380) * 0.02 : 41.7 + (x - 570) * 0.02;
      const imp = x / vmp;
      const area = size[0] * size[1] * 0.00064516;
      const nType = /Neo|Vertex|Alpha|Maxeon|EverVolt|DeepBlue|Hi-MO/.test(line.model);
      return [
        ['Maximum power (Pmax)', `${x} W`],
        ['Voltage at Pmax (Vmp)', `${fmt(vmp, 2)} V`],
        ['Current at Pmax (Imp)', `${fmt(imp, 2)} A`],
        ['Open-circuit voltage (Voc)', `${fmt(vmp * 1.21, 2)} V`],
        ['Short-circuit current (Isc)', `${fmt(imp * 1.05, 2)} A`],
        ['Module efficiency', `${fmt((x / (area * 1000)) * 100)}%`],
        ['Temp. coefficient of Pmax', nType ? '-0.29 %/°C' : '-0.35 %/°C'],
        ['Maximum system voltage', x < 150 ? '600 V DC' : x >= 540 ? '1500 V DC' : '1000 V DC'],
      ];
    }
    case 'inverter': {
      const watts = line.unit === 'kW' ? x * 1000 : x;
      const micro = watts < 2500;
      const threePhase = watts >= 30000;
      return [
        ['Rated AC output', line.unit === 'kW' ? `${fmt(x)} kW` : `${x} W`],
        ['Max. DC input power', `${fmt((watts * 1.3) / (micro ? 1 : 1000))} ${micro ? 'W' : 'kW'}`],
        ['MPPT voltage range', micro ? '25-55 V' : threePhase ? '500-1000 V' : '90-500 V'],
        ['Peak efficiency', micro ? '97.5%' : '98.2%'],
        ['Grid connection', threePhase ? '480 V, 3-phase, 60 Hz' : '240 V split-phase, 60 Hz'],
        ['Enclosure', micro ? 'NEMA 6, IP67' : 'NEMA 4X, IP65'],
      ];
    }
    case 'battery': {
      const kwh = line.unit === 'Ah' ? (line.volts! * x) / 1000 : x;
      const lead = /Lead|AGM|Gel/i.test(line.noun);
      const chemistry = lead
        ? line.noun.includes('AGM')
          ? 'Lead-acid, AGM'
          : /gel/i.test(line.noun)
            ? 'Lead-acid, gel'
            : 'Lead-acid, flooded tubular'
        : line.noun.includes('Lithium-Ion')
          ? 'Lithium-ion NMC'
          : 'Lithium iron phosphate (LFP)';
      if (line.unit === '')
        return [
          ['Capacity', 'Up to six 48 V server-rack modules'],
          ['Busbars', '600 A copper, pre-drilled'],
          ['Breaker', '250 A DC main'],
          ['Finish', 'Powder-coated steel'],
        ];
      return [
        ['Usable energy', `${fmt(kwh, 2)} kWh`],
        ['Nominal voltage', line.unit === 'Ah' ? `${line.volts} V` : kwh > 12 ? '48 V / HV' : '400 V (HV)'],
        ...(line.unit === 'Ah' ? ([['Capacity (C20)', `${x} Ah`]] as Rows) : []),
        ['Chemistry', chemistry],
        ['Cycle life', lead ? (chemistry.includes('flooded') ? '1,500 cycles at 50% DoD' : '600 cycles at 50% DoD') : '6,000 cycles at 80% DoD'],
        ['Operating temperature', lead ? '-4 to 122 °F' : '32 to 122 °F (charge)'],
      ];
    }
    case 'cable':
      return [
        ['Length', `${x} ft`],
        ['Conductor', line.model.match(/\d+\s?AWG|6mm²/)?.[0] ?? 'Tinned copper'],
        ['Voltage rating', line.model.includes('NM-B') ? '600 V AC' : '2000 V DC (UL 4703)'],
        ['Temperature rating', '90 °C wet or dry'],
        ['Jacket', 'UV- and ozone-resistant XLPE'],
      ];
    case 'ev-charger':
      return line.unit === 'A'
        ? [
            ['Max. output current', `${x} A`],
            ['Output power', x >= 100 ? '60 kW DC' : `${fmt((x * 240) / 1000)} kW at 240 V`],
            ['Connector', x >= 100 ? 'CCS1 and CHAdeMO' : line.brand === 'Tesla' ? 'NACS (J3400)' : 'SAE J1772'],
            ['Enclosure', 'NEMA 3R / 4'],
            ['Connectivity', 'Wi-Fi, OCPP 1.6J'],
          ]
        : [
            ['Rated current', 'up to 250 A DC'],
            ['Rated voltage', '500 V DC'],
            ['From / to', 'CCS1 charger to NACS vehicle'],
            ['Operating temperature', '-22 to 122 °F'],
          ];
    case 'generator':
      return [
        ['Rated output', `${fmt(x)} kW`],
        [
          'Fuel',
          line.model.includes('Dual Fuel') || line.noun.includes('Dual')
            ? 'Gasoline / propane'
            : line.noun.includes('Standby')
              ? 'Natural gas / LP'
              : 'Gasoline',
        ],
        ['Output voltage', '120/240 V, 60 Hz'],
        ['Total harmonic distortion', line.noun.includes('Inverter') ? '< 3%' : '< 5%'],
        ['Noise at 23 ft', line.noun.includes('Inverter') ? '53 dB(A)' : '67 dB(A)'],
      ];
    case 'transformer':
      return [
        ['Rating', `${x} kVA`],
        ['Primary', line.noun.includes('Step-Up') ? '208Y/120 V' : '480 V delta'],
        ['Secondary', line.noun.includes('Step-Up') ? '480Y/277 V' : line.noun.includes('Isolation') ? '480 V delta' : '208Y/120 V'],
        ['Impedance', '4.5%'],
        ['Insulation class', line.noun.includes('Pad') ? 'Mineral oil, 65 °C rise' : '220 °C, 150 °C rise'],
      ];
    case 'controller': {
      const pv = Number(line.model.match(/(\d+)\/\d+/)?.[1] ?? (line.noun.includes('PWM') ? 50 : 150));
      return [
        ['Rated charge current', `${x} A`],
        ['Max. PV open-circuit voltage', `${pv} V`],
        ['Battery voltage', x >= 60 ? '12/24/48 V auto' : '12/24 V auto'],
        ['Peak efficiency', line.noun.includes('PWM') ? 'PWM' : '98%'],
        ['Self-consumption', '< 30 mA'],
      ];
    }
    case 'kit':
    case 'cabin':
    case 'hybrid':
      return [
        [line.unit === 'kWh' ? 'Usable energy' : 'Rated power', `${fmt(x)} ${line.unit}`],
        ['Output', kind === 'cabin' && x < 1 ? '12 V DC and 120 V AC' : '120/240 V AC, 60 Hz'],
        [
          'Includes',
          kind === 'kit'
            ? 'Modules, inverter(s), racking, wiring'
            : kind === 'hybrid'
              ? 'Inverter, battery, gateway'
              : 'Inverter/charger, controller, battery, wiring',
        ],
        ['Monitoring', 'App over Wi-Fi'],
      ];
    default:
      return STATIC_ROWS[kind] ?? [['Model', line.model]];
  }
}

const STATIC_ROWS: Partial<Record<ProductPictureKind, Rows>> = {
  racking: [
    ['Material', '6000-series aluminium, stainless hardware'],
    ['Design loads', 'Up to 160 mph wind, 90 psf snow'],
    ['Certification', 'UL 2703 bonding and fire'],
    ['Module compatibility', 'Framed modules 30-46 mm'],
  ],
  connector: [
    ['Rated voltage', '1500 V DC'],
    ['Rated current', 'up to 30 A'],
    ['Protection (mated)', 'IP68'],
    ['Cable range', '2.5-6 mm² (14-10 AWG)'],
  ],
  breaker: [
    ['Rated voltage', '120/240 V AC or 600 V DC as marked'],
    ['Interrupting rating', '10 kA'],
    ['Enclosure', 'NEMA 3R'],
    ['Listing', 'UL 489 / UL 1741'],
  ],
  portable: [
    ['Output', '120 V AC pure sine, USB-C PD'],
    ['Solar input', '12-60 V DC'],
    ['Certification', 'UL, FCC'],
  ],
  light: [
    ['LED output', '2,000-6,000 lm'],
    ['Battery', 'LiFePO4, 3 nights autonomy'],
    ['Solar module', 'Integrated monocrystalline'],
    ['Protection', 'IP65'],
  ],
  cleaning: [
    ['Materials', 'Soft nylon bristles, aluminium pole'],
    ['Water use', 'Low or waterless'],
    ['Operation', 'Manual or scheduled (robots)'],
  ],
  monitor: [
    ['Measurement', 'Whole-home consumption and solar production'],
    ['Sampling', '1 second'],
    ['Connectivity', 'Wi-Fi 2.4 GHz, Ethernet'],
    ['Supply', '120/240 V AC'],
  ],
  pump: [
    ['Input', '30-300 V DC or 90-240 V AC'],
    ['Max. head', 'up to 650 ft (model dependent)'],
    ['Max. flow', 'up to 60 gpm'],
    ['Protection', 'Dry-run and overload'],
  ],
  'water-heater': [
    ['Max. working pressure', '150 psi'],
    ['Certification', 'SRCC OG-100 / UL 174'],
    ['Freeze protection', 'Closed loop, glycol'],
    ['Stagnation temperature', '390 °F'],
  ],
};

/** 'Flexible Panel' as 'flexible panel', keeping acronyms and unit names as written (CIS, AGM, LiFePO4, DC). */
const lowerNoun = (noun: string) => noun.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

function describe(kind: ProductPictureKind, line: ModelLine, label: string, electrical: Rows): string {
  const specOf = (name: string) => electrical.find(([key]) => key.startsWith(name))?.[1];
  switch (kind) {
    case 'panel':
      return `A ${label} ${lowerNoun(line.noun)} from ${possessive(line.brand)} ${line.model} line, rated ${specOf('Module efficiency')} efficient, for ${Number.parseInt(label) >= 540 ? 'commercial and utility arrays' : Number.parseInt(label) < 150 ? 'small off-grid and mobile setups' : 'residential roofs'}.`;
    case 'inverter':
      return `The ${line.brand} ${line.model} ${lowerNoun(line.noun)} delivers ${specOf('Rated AC output')} of AC output at up to ${specOf('Peak efficiency')} peak efficiency.`;
    case 'battery':
      return line.unit === ''
        ? `A steel rack from ${line.brand} that holds and wires up to six server-rack batteries.`
        : `${specOf('Usable energy')} of ${lowerFirst(specOf('Chemistry') ?? '')} storage from ${line.brand}, rated for ${specOf('Cycle life')}.`;
    case 'cable':
      return `${label} of ${line.brand} ${line.model}, rated ${specOf('Voltage rating')} and ${specOf('Temperature rating')}.`;
    case 'ev-charger':
      return line.unit === 'A'
        ? `A ${lowerNoun(line.noun)} from ${line.brand} delivering up to ${specOf('Output power')} through a ${specOf('Connector')} connector.`
        : `Lets a vehicle with a NACS port charge at CCS1 DC fast chargers.`;
    case 'generator':
      return `A ${specOf('Rated output')} ${lowerNoun(line.noun)} from ${line.brand} running on ${specOf('Fuel')?.toLowerCase()}.`;
    case 'transformer':
      return `A ${label} ${lowerNoun(line.noun)} from ${line.brand}: ${specOf('Primary')} primary, ${specOf('Secondary')} secondary.`;
    case 'controller':
      return `A ${label} ${lowerNoun(line.noun)} from ${line.brand} for PV strings up to ${specOf('Max. PV')} open-circuit.`;
    default:
      return `The ${line.brand} ${line.model} ${lowerNoun(line.noun)}${label ? `, ${label}` : ''}.`;
  }
}

export interface DemoReview {
  /** Distinct per item: one review per reviewer and item, as for real buyers. */
  user_id: string;
  author: string;
  rating: number;
  comment: string;
  /** How long before seeding it was written. */
  days_ago: number;
}

const REVIEWERS = ['Alex R.', 'Jordan M.', 'Priya S.', 'Chris D.', 'Maria G.', 'Sam T.', 'Lee W.', 'Dana B.'];
type ReviewComments = Record<3 | 4 | 5, readonly string[]>;

/**
 * What buyers say, by the item's condition and their rating: a second-hand or defective unit's reviews speak of
 * its condition and price, never of a unit that "matches the datasheet" or "performs as rated".
 */
export const REVIEW_COMMENTS: Record<Condition, ReviewComments> = {
  new: {
    5: [
      'Exactly as described, arrived well packed.',
      'Great value for a bulk order; the seller answered every question.',
      'Installed last week and performing as rated.',
    ],
    4: ['Good product, shipping took a few days longer than expected.', 'Solid build quality; matches the datasheet.'],
    3: ['Works, but the box arrived dented.', 'Average: fine for the price.'],
  },
  pre_owned: {
    5: [
      'Used, but in better shape than I expected for the price; the seller described the wear honestly.',
      'Second-hand and working well since I put it up; a fraction of the new price.',
    ],
    4: [
      'Light scuffs, as the listing said; works, and the price made up for the wear.',
      'Pre-owned unit in fair condition; good value if you do not need the full warranty.',
    ],
    3: [
      'Shows its years in service more than the photos suggest, but it works. Fair for a used unit.',
      'More wear than I hoped; fine for the price of a used one.',
    ],
  },
  seller_refurbished: {
    5: [
      'Refurbished to a high standard and tested before shipping; much cheaper than new.',
      'The refurb looks clean and the seller warranty gave me confidence at this price.',
    ],
    4: ['Refurbished unit in good order, a few cosmetic marks; fair price.', 'Works after the seller refurbishment; packaging could have been better.'],
    3: [
      'Refurbished but with more marks than expected; works, and the price was fair.',
      'Does the job for a refurbished unit; you can tell it had a previous life.',
    ],
  },
  defected: {
    5: [
      'The fault was exactly as described; I repaired it and at this price it was well worth it.',
      'Honest listing of the defect, sold as is; cheap enough to fix or keep for spares.',
    ],
    4: ['Defect as the seller described, nothing hidden; a fair price for a repair project.', 'Sold as is and priced like it; fine for a bench repair.'],
    3: [
      'The defect was as described, but the repair took more work than I hoped. Priced fairly for a faulty unit.',
      'Bought it knowing it was faulty; only worth it if you can repair it yourself.',
    ],
  },
  for_parts: {
    5: ['Bought for parts and got what I needed at a fraction of the new price.', 'Good source of spares; the listing was honest that it was untested.'],
    4: ['Sold for parts as described; the parts I needed were fine.', 'Cheap spares, as listed; nothing more expected.'],
    3: ['For parts only, as stated; some of the parts were worn. Fair for the price.', 'Untested as the listing said; fine for spares, no more.'],
  },
  mix: {
    5: [
      'Mixed lot as described: mostly sealed units and the open-box ones were checked. Great price per unit.',
      'Good value mixed lot; every unit I unpacked was as the seller said.',
    ],
    4: [
      'Mostly new units plus a few open-box returns, as listed; fair price for the lot.',
      'A mixed lot as described; one open-box unit had a scuffed corner.',
    ],
    3: ['More open-box units in the lot than I expected, but all worked. Fair price.', 'Mixed lot, as listed; sorting it took time.'],
  },
};

/** Up to six reviews, mostly four and five stars, in words that fit the item's condition. */
function demoReviews(r: () => number, itemIndex: number, condition: Condition): DemoReview[] {
  const count = Math.floor(r() * 7);
  const offset = Math.floor(r() * REVIEWERS.length);
  return Array.from({ length: count }, (_, n) => {
    const rating = r() < 0.55 ? 5 : r() < 0.7 ? 4 : 3;
    return {
      user_id: `demo-reviewer-${(offset + n) % REVIEWERS.length}`,
      author: REVIEWERS[(offset + n) % REVIEWERS.length]!,
      rating,
      comment: pick(r, REVIEW_COMMENTS[condition][rating]),
      days_ago: 3 + Math.floor(r() * 200) + (itemIndex % 7),
    };
  });
}

/** A panel listing's look: its line's build, framed in the listing's colour. */
function panelLook(line: ModelLine, colour: string | null): PanelLook | null {
  if (!line.panel) return null;
  const { frameless, ...build } = line.panel;
  return { ...build, frame: frameless ? 'none' : colour === 'black' ? 'black' : 'silver', aspect: line.size[0] / line.size[1] };
}

const CELL_NAMES: Record<PanelLook['cell'], string> = { mono: 'monocrystalline', poly: 'polycrystalline', 'thin-film': 'CIS thin-film strips' };
const BACK_NAMES: Record<PanelLook['backsheet'], string> = {
  white: 'White backsheet',
  black: 'Black backsheet',
  transparent: 'Rear glass (glass-glass, bifacial)',
};

/** The datasheet's rows on a panel's build: the same for every listing of the product, whatever its frame. */
function buildRows(line: ModelLine): Rows {
  if (!line.panel) return [];
  const { cells, columns, halfCut, cell, backsheet } = line.panel;
  const layout = cell === 'thin-film' ? '' : ` (${columns} x ${Math.ceil(cells / columns)})`;
  return [
    ['Cells', `${cells} ${halfCut ? 'half-cut ' : ''}${CELL_NAMES[cell]}${layout}`],
    ['Back', BACK_NAMES[backsheet]],
  ];
}

const inchesAndMm = (inches: number) => `${fmt(inches)} in (${fmt(inches * 25.4, 0)} mm)`;

/** About `perCategory` items for each of the 20 categories, the same on every install. */
export function demoItems(perCategory = 16, seed = 20261122): DemoItemDraft[] {
  const r = seededRandom(seed);
  // A stream of its own, so the reviews do not shift the other demo values.
  const reviewRandom = seededRandom(seed + 1);
  const drafts: DemoItemDraft[] = [];
  for (const category of CATEGORIES) {
    const name = category.name as CategoryName;
    const lines = MODEL_LINES[name];
    if (!lines?.length) throw new Error(`No demo model lines for category ${category.name}`);
    const kind = CATEGORY_PICTURES[name];
    for (let n = 0; n < perCategory; n++) {
      const line = lines[n % lines.length]!;
      const sub = category.subcategories[line.sub]!;
      const rating = line.ratings.length ? pick(r, line.ratings) : undefined;
      const label = ratingLabel(line, rating);
      const itemName = [line.brand, line.model, label, line.noun].filter(Boolean).join(' ');
      const condition = pickCondition(r, kind);
      const rule = CONDITION_RULES[condition];
      const years = rule.withAge ? 1 + Math.floor(r() * 6) : 0;
      const conditionText = rule.text(years, kind);

      const newPrice = retailPrice(between(r, line.price) * priceQuantity(line, rating));
      const price = condition === 'new' ? newPrice : retailPrice(newPrice * between(r, rule.factor));
      const msrp = Math.ceil(newPrice * between(r, [1.12, 1.3]));
      const discounted = r() < 0.25;
      const percent = r() < 0.5;
      const fixedDiscount = Math.max(1, Math.round(price * 0.05));
      const bulk = r() < 0.3;
      const tiers: [number, number, number][] =
        price > 2000
          ? [
              [3, 9, 0.97],
              [10, 24, 0.95],
              [25, 1000, 0.92],
            ]
          : [
              [10, 49, 0.96],
              [50, 199, 0.93],
              [200, 100000, 0.9],
            ];

      const [city, state, zip] = pick(r, CITIES);
      const size = line.size;
      const weight = round2(line.weightPerRating && rating !== undefined ? line.weight * rating : line.weight);
      const electrical = electricalRows(kind, line, rating, size);
      const mechanical: Rows = [
        ['Dimensions (L x W x D)', `${fmt(size[0])} x ${fmt(size[1])} x ${fmt(size[2])} in`],
        ['Length', inchesAndMm(size[0])],
        ['Weight', `${fmt(weight)} lb (${fmt(weight * 0.4536)} kg)`],
        ...buildRows(line),
      ];
      // The datasheet is the maker's, the same for every listing of the product: the listing's own terms are in its description.
      const warranty: Rows = [
        [
          'Manufacturer warranty',
          kind === 'battery' && /Lead|AGM|Gel/i.test(line.noun)
            ? '2 years'
            : kind === 'panel' && (rating ?? 0) < 150
              ? '5-year product, 25-year power'
              : WARRANTY[kind],
        ],
        ['Support', `${line.brand} authorised service network`],
      ];
      const summary = describe(kind, line, label, electrical);
      const highlights = electrical
        .slice(0, 3)
        .map(([key, value]) => `<li>${key}: ${value}</li>`)
        .join('');
      const sku = `${line.brand
        .replace(/[^A-Z]/gi, '')
        .slice(0, 3)
        .toUpperCase()}-${category.id}${String(n).padStart(3, '0')}`;
      const productKey = `${line.brand} ${line.model} ${label}`
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');

      const draft: DemoItemDraft = {
        name: itemName,
        short_name: [line.model, label].filter(Boolean).join(' '),
        description: `<p>${summary}</p><p>${conditionText}</p><ul>${highlights}<li>Ships from ${city}, ${state}.</li></ul><p>Full specifications are in the datasheet under Documents.</p>`,
        category,
        subcategoryId: sub.id,
        brand: line.brand,
        line,
        rating: rating ?? null,
        picture: kind,
        product_key: productKey,
        picture_key: productKey,
        panel_look: null,
        condition,
        condition_text: conditionText,
        price,
        msrp: Math.max(msrp, Math.ceil(price) + 1),
        cost: round2(price * 0.7),
        discount: discounted ? (percent ? pick(r, [5, 10, 15]) : fixedDiscount) : 0,
        discount_unit: discounted ? (percent ? 'percent' : 'fixed') : null,
        stock: Math.floor(r() < 0.05 ? 0 : between(r, price > 2000 ? [2, 60] : [5, 2500])),
        moq: kind === 'panel' && price < 400 ? pick(r, [1, 1, 10, 20]) : 1,
        um: kind === 'panel' ? 'panel' : kind === 'cable' ? 'roll' : line.noun.includes('Pair') ? 'pair' : 'each',
        shipping_type: pick(r, SHIPPING_TYPES),
        weight,
        length: Math.round(size[0] + 2),
        width: Math.round(size[1] + 2),
        height: Math.round(size[2] + 2),
        mpn: `${line.model.replace(/\W+/g, '').toUpperCase().slice(0, 10)}${rating !== undefined ? `-${String(rating).replace('.', '')}` : ''}`,
        sku,
        part_number: `PN-${Math.floor(r() * 900000 + 100000)}`,
        upc: String(Math.floor(r() * 9e11 + 1e11)),
        tags: [
          ...CATEGORY_TAGS[kind],
          category.name.toLowerCase(),
          ...technologyTags(line.noun),
          ...technologyTags(electrical.find(([k]) => k === 'Chemistry')?.[1] ?? ''),
        ],
        panel_wattage: kind === 'panel' ? (rating ?? null) : null,
        wattage: line.unit === 'W' ? (rating ?? null) : line.unit === 'kW' && rating !== undefined ? Math.round(rating * 1000) : null,
        colour: kind === 'panel' ? (/BLK|EverVolt|Maxeon/.test(line.model) ? 'black' : pick(r, ['black', 'silver'])) : null,
        scalling_price: bulk ? 1 : 0,
        bulk_savings: bulk ? tiers.map(([min_qty, max_qty, factor]) => ({ min_qty, max_qty, discounted_price: round2(price * factor) })) : [],
        location: { name: `${city} warehouse`, address: `${Math.floor(r() * 9000 + 100)} Commerce Way`, city, state, zip },
        age: rule.withAge ? String(years) : '',
        specs: [
          { heading: 'Electrical data', rows: electrical },
          { heading: 'Mechanical data', rows: mechanical },
          { heading: 'Warranty', rows: warranty },
        ],
        reviews: demoReviews(reviewRandom, drafts.length, condition),
        sale_count: Math.floor(between(r, [0, 600])),
      };
      // The listing's colour is its frame's: drawn so, and kept apart from the other frame's pictures.
      draft.panel_look = panelLook(line, draft.colour);
      if (draft.panel_look && draft.panel_look.frame !== 'none') draft.picture_key = `${productKey}-${draft.panel_look.frame}-frame`;
      drafts.push(draft);
    }
  }
  return drafts;
}
