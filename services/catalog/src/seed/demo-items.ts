import { CATEGORIES, SHIPPING_TYPES, type CategoryDefinition, type Condition, type DemoBrand } from '@solar/contracts';
import { randomBetween as between, randomPick as pick, randomStep as step, seededRandom } from '@solar/platform';

interface Profile {
  brands: DemoBrand[];
  /** Per subcategory index: the product noun; falls back to the subcategory name. */
  nouns?: string[];
  models: string[];
  price: [number, number];
  /** The rating in the name, e.g. '580W' or '10kWh'. */
  spec?: (r: () => number) => { label: string; wattage?: number; panelWattage?: number };
  weight: [number, number];
  moq?: [number, number];
  um?: string;
  tags: string[];
}

const PROFILES: Record<string, Profile> = {
  'Solar Panels': {
    brands: ['Jinko Solar', 'LONGi', 'Trina Solar', 'Canadian Solar', 'JA Solar', 'REC', 'Qcells', 'SunPower', 'Silfab', 'Mission Solar', 'Panasonic'],
    nouns: ['Monocrystalline Module', 'Polycrystalline Module', 'Bifacial Module', 'Thin Film Module', 'Flexible Panel'],
    models: ['Tiger Neo', 'Hi-MO 6', 'Vertex S+', 'HiKu7', 'DeepBlue 4.0', 'Alpha Pure-R', 'Q.PEAK DUO', 'Maxeon 6', 'EVO 6'],
    price: [95, 320],
    spec: (r) => {
      const w = step(r, 300, 660, 5);
      return { label: `${w}W`, wattage: w, panelWattage: w };
    },
    weight: [40, 75],
    moq: [1, 20],
    um: 'panel',
    tags: ['solar panel', 'pv module', 'half-cut'],
  },
  'Solar Inverters': {
    brands: ['SMA', 'Fronius', 'SolarEdge', 'Enphase', 'Huawei', 'Sungrow', 'GoodWe', 'Growatt', 'Hoymiles', 'APsystems', 'Sol-Ark'],
    nouns: ['String Inverter', 'Microinverter', 'Hybrid Inverter', 'Central Inverter', 'Grid-Tie Inverter', 'Power Optimizer'],
    models: ['Sunny Boy', 'Primo GEN24', 'Home Hub', 'IQ8', 'SUN2000', 'SG-RS', 'ET Plus', 'MIN TL-XH', 'HMS', 'DS3', '15K-2P'],
    price: [180, 6500],
    spec: (r) => {
      const kw = pick(r, [3.8, 5, 6, 7.6, 10, 11.4, 15, 25, 50]);
      return { label: `${kw}kW`, wattage: kw * 1000 };
    },
    weight: [4, 120],
    tags: ['inverter', 'grid-tie', 'mppt'],
  },
  'Solar Batteries': {
    brands: ['Tesla', 'LG Energy Solution', 'BYD', 'Generac', 'EG4', 'Victron Energy', 'Renogy', 'Sol-Ark'],
    nouns: ['LiFePO4 Battery', 'Lead Acid Battery', 'AGM Battery', 'Gel Battery', 'Battery Rack'],
    models: ['Powerwall 3', 'RESU Prime', 'Battery-Box Premium HVS', 'PWRcell', 'LifePower4', 'Smart Lithium', 'Core Series', 'L3 Series'],
    price: [220, 11500],
    spec: (r) => {
      const kwh = pick(r, [2.5, 5, 9.6, 10, 13.5, 14.3, 16, 20.5]);
      return { label: `${kwh}kWh` };
    },
    weight: [30, 360],
    tags: ['battery', 'storage', 'lithium'],
  },
  'Racking & Mounts': {
    brands: ['IronRidge', 'Unirac', 'SnapNrack'],
    models: ['XR100', 'SolarMount', 'Series 100', 'Ultra Rail', 'GFT', 'RM10 EVO', 'NXT Umount'],
    price: [12, 900],
    weight: [2, 90],
    moq: [1, 10],
    tags: ['racking', 'mounting', 'rail'],
  },
  'PV Cables': {
    brands: ['Southwire', 'Staubli', 'Renogy'],
    models: ['10 AWG', '12 AWG', '8 AWG', '6 AWG', '4 AWG'],
    price: [9, 420],
    spec: (r) => ({ label: `${pick(r, [10, 20, 50, 100, 250, 500])}ft` }),
    weight: [1, 60],
    um: 'roll',
    tags: ['pv wire', 'cable', 'usb-e'],
  },
  'Complete PV Systems': {
    brands: ['Renogy', 'EcoFlow', 'Sol-Ark', 'EG4', 'Enphase'],
    nouns: ['Grid-Tie Solar Kit', 'Off-Grid Solar Kit', 'Hybrid Solar Kit', 'Backup Power System'],
    models: ['Premium', 'Essential', 'Pro', 'Complete', 'Plus'],
    price: [1800, 24000],
    spec: (r) => {
      const kw = pick(r, [2, 4, 6.6, 8, 10, 12.4]);
      return { label: `${kw}kW`, wattage: kw * 1000 };
    },
    weight: [150, 1200],
    tags: ['solar kit', 'complete system'],
  },
  'PV Connectors': {
    brands: ['Staubli', 'Renogy', 'Southwire'],
    models: ['MC4 Evo 2', 'MC4 Pair', 'Y-Branch', 'Inline Fuse 15A', 'PV-CZM Crimper'],
    price: [3, 180],
    weight: [0.1, 3],
    moq: [1, 50],
    um: 'pair',
    tags: ['mc4', 'connector'],
  },
  'Components Parts': {
    brands: ['Eaton', 'Schneider Electric', 'MidNite Solar', 'Siemens', 'SolarEdge'],
    models: ['Combiner 6-String', 'DC Breaker 63A', 'Rapid Shutdown Switch', 'Fuse Holder 1000V', 'SPD Type 2', 'NEMA 4X Box'],
    price: [14, 1450],
    weight: [0.5, 40],
    tags: ['bos', 'balance of system'],
  },
  'DIY Kits & Equipment': {
    brands: ['Renogy', 'Goal Zero', 'EcoFlow', 'Bluetti'],
    models: ['Starter Kit', 'Weekender', 'Boulder 200', 'RV Kit', 'Clamp Meter'],
    price: [45, 2400],
    weight: [2, 80],
    tags: ['diy', 'kit'],
  },
  'Solar Lights': {
    brands: ['Renogy', 'Goal Zero', 'Siemens'],
    models: ['Street 60W', 'Flood 100W', 'Pathway', 'Wall Sconce', 'Motion 2000lm'],
    price: [19, 650],
    weight: [1, 35],
    moq: [1, 12],
    tags: ['solar light', 'led'],
  },
  'EV Charging Stations': {
    brands: ['ChargePoint', 'Wallbox', 'Tesla', 'Siemens', 'Emporia'],
    models: ['Home Flex', 'Pulsar Plus', 'Wall Connector', 'VersiCharge', 'Pro EV Charger'],
    price: [299, 18000],
    spec: (r) => ({ label: `${pick(r, [32, 40, 48, 80])}A` }),
    weight: [8, 300],
    tags: ['ev charger', 'level 2'],
  },
  'Cleaning & Maintenance': {
    brands: ['Ecoppia', 'Renogy', 'Goal Zero'],
    models: ['Rotating Brush', 'T4 Robot', 'Water-Fed Pole 30ft', 'Critter Guard Mesh'],
    price: [25, 9000],
    weight: [1, 120],
    tags: ['cleaning', 'maintenance'],
  },
  'Off Grid Solar Systems': {
    brands: ['Victron Energy', 'OutBack Power', 'Renogy', 'EcoFlow', 'Bluetti'],
    models: ['Cabin', 'RV & Marine', 'Telecom', 'AC300', 'Delta Pro'],
    price: [650, 16000],
    spec: (r) => ({ label: `${pick(r, [1.2, 2.4, 3.6, 5, 8])}kW` }),
    weight: [40, 900],
    tags: ['off grid', 'stand alone'],
  },
  Generator: {
    brands: ['Generac', 'Champion', 'Kohler'],
    models: ['GP3500', 'Guardian 24kW', 'Dual Fuel 4500', '20RESCL', 'iQ2000'],
    price: [499, 7800],
    weight: [45, 520],
    tags: ['generator', 'backup'],
  },
  'Charge Controllers': {
    brands: ['Victron Energy', 'Morningstar', 'MidNite Solar', 'Renogy', 'EG4'],
    nouns: ['MPPT Charge Controller', 'PWM Charge Controller', 'Diversion Load Controller'],
    models: ['SmartSolar 150/45', 'TriStar MPPT 60', 'Classic 150', 'Rover 40A', 'ChargeVerter'],
    price: [35, 950],
    weight: [1, 15],
    tags: ['charge controller', 'mppt'],
  },
  'Smart Solar Solutions': {
    brands: ['Enphase', 'SolarEdge', 'Emporia', 'Sense', 'Tesla'],
    models: ['IQ Gateway', 'Energy Hub', 'Vue 3', 'Flex Monitor', 'Backup Gateway 2'],
    price: [49, 1400],
    weight: [0.5, 12],
    tags: ['monitoring', 'smart home'],
  },
  'Solar Water Pumping Systems': {
    brands: ['Grundfos', 'Lorentz'],
    models: ['SQFlex', 'PS2-1800', 'PS2-4000', 'CU 200'],
    price: [850, 7800],
    weight: [15, 140],
    tags: ['water pump', 'irrigation'],
  },
  'Solar Water Heaters': {
    brands: ['Rheem', 'Siemens'],
    models: ['Solaraide 80gal', 'Evacuated Tube 30', 'Flat Plate Collector', 'Heat Pump Hybrid'],
    price: [650, 5200],
    weight: [40, 420],
    tags: ['water heater', 'thermal'],
  },
  'Hybrid Solar Systems': {
    brands: ['Sol-Ark', 'Growatt', 'Sungrow', 'GoodWe', 'Huawei'],
    models: ['12K Hybrid Bundle', 'SPH Bundle', 'SH-RT Bundle', 'ET Bundle', 'LUNA Bundle'],
    price: [3200, 28000],
    spec: (r) => {
      const kw = pick(r, [5, 8, 10, 12, 15]);
      return { label: `${kw}kW`, wattage: kw * 1000 };
    },
    weight: [120, 900],
    tags: ['hybrid', 'storage'],
  },
  Transformer: {
    brands: ['Eaton', 'Schneider Electric', 'Siemens'],
    models: ['Dry Type 45kVA', 'Pad Mount 75kVA', 'Step-Up 112.5kVA', 'Isolation 15kVA'],
    price: [1200, 26000],
    weight: [150, 3000],
    tags: ['transformer', 'medium voltage'],
  },
};

export interface DemoItemDraft {
  name: string;
  short_name: string;
  description: string;
  category: CategoryDefinition;
  subcategoryId: number;
  brand: DemoBrand;
  condition: string;
  price: number;
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
  age: number;
  /** Reviews by demo reviewers; the item's rating is computed from them, as for real reviews. */
  reviews: DemoReview[];
  sale_count: number;
}

const CITIES: [string, string, string][] = [
  ['Phoenix', 'AZ', '85004'], ['Austin', 'TX', '78701'], ['San Diego', 'CA', '92101'], ['Denver', 'CO', '80202'],
  ['Orlando', 'FL', '32801'], ['Las Vegas', 'NV', '89101'], ['Raleigh', 'NC', '27601'], ['Newark', 'NJ', '07102'],
  ['Salt Lake City', 'UT', '84101'], ['Atlanta', 'GA', '30303'], ['Boston', 'MA', '02108'], ['Portland', 'OR', '97204'],
];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The short names shoppers type for a panel technology ('mono' for monocrystalline), only where they apply. */
function technologyTags(noun: string): string[] {
  const lower = noun.toLowerCase();
  const tags: string[] = [];
  if (lower.includes('monocrystalline')) tags.push('mono', 'monocrystalline');
  if (lower.includes('polycrystalline')) tags.push('poly', 'polycrystalline');
  if (lower.includes('lifepo4')) tags.push('lifepo4', 'lithium iron phosphate');
  return tags;
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
const REVIEW_COMMENTS: Record<number, string[]> = {
  5: ['Exactly as described, arrived well packed.', 'Great value for a bulk order; the seller answered every question.', 'Installed last week and producing as rated.'],
  4: ['Good product, shipping took a few days longer than expected.', 'Solid build quality; the datasheet could be more detailed.'],
  3: ['Works, but one unit had a scratched frame.', 'Average: fine for the price.'],
};

/** Up to six reviews, mostly four and five stars. */
function demoReviews(r: () => number, itemIndex: number): DemoReview[] {
  const count = Math.floor(r() * 7);
  const offset = Math.floor(r() * REVIEWERS.length);
  return Array.from({ length: count }, (_, n) => {
    const rating = r() < 0.55 ? 5 : r() < 0.7 ? 4 : 3;
    return {
      user_id: `demo-reviewer-${(offset + n) % REVIEWERS.length}`,
      author: REVIEWERS[(offset + n) % REVIEWERS.length]!,
      rating,
      comment: pick(r, REVIEW_COMMENTS[rating]!),
      days_ago: 3 + Math.floor(r() * 200) + (itemIndex % 7),
    };
  });
}

/** About `perCategory` items for each of the 20 categories, the same on every install. */
export function demoItems(perCategory = 16, seed = 20261122): DemoItemDraft[] {
  const r = seededRandom(seed);
  // A stream of its own, so the reviews do not shift the other demo values.
  const reviewRandom = seededRandom(seed + 1);
  const drafts: DemoItemDraft[] = [];
  const conditionWeights: Condition[] = ['new', 'new', 'new', 'new', 'new', 'pre_owned', 'seller_refurbished', 'for_parts', 'mix', 'defected'];
  for (const category of CATEGORIES) {
    const profile = PROFILES[category.name];
    if (!profile) throw new Error(`No demo profile for category ${category.name}`);
    for (let n = 0; n < perCategory; n++) {
      const subIndex = n % category.subcategories.length;
      const sub = category.subcategories[subIndex]!;
      const brand = pick(r, profile.brands);
      const model = pick(r, profile.models);
      const spec = profile.spec?.(r);
      const noun = profile.nouns?.[subIndex] ?? sub.name.replace(/s$/, '');
      const name = [brand, model, spec?.label, noun].filter(Boolean).join(' ');
      const condition = pick(r, conditionWeights);
      const basePrice = round2(between(r, profile.price) * (condition === 'new' ? 1 : 0.6));
      const discounted = r() < 0.25;
      const percent = r() < 0.5;
      const bulk = r() < 0.3;
      const [city, state, zip] = pick(r, CITIES);
      const sku = `${brand.replace(/[^A-Z]/gi, '').slice(0, 3).toUpperCase()}-${category.id}${String(n).padStart(3, '0')}`;
      drafts.push({
        name,
        short_name: [model, spec?.label].filter(Boolean).join(' '),
        description: `<p>${name} from ${brand}, sold in ${pick(r, ['factory-sealed', 'original', 'inspected', 'tested'])} condition.</p>` +
          `<ul><li>${category.description}</li><li>Ships from ${city}, ${state}.</li><li>See the datasheet at <a href="www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.com">${brand}</a>.</li></ul>`,
        category,
        subcategoryId: sub.id,
        brand,
        condition,
        price: basePrice,
        cost: round2(basePrice * 0.7),
        discount: discounted ? (percent ? pick(r, [5, 10, 15, 20]) : round2(basePrice * 0.08)) : 0,
        discount_unit: discounted ? (percent ? 'percent' : 'fixed') : null,
        stock: Math.floor(between(r, [0, 1]) < 0.05 ? 0 : between(r, [5, 2500])),
        moq: profile.moq ? Math.floor(between(r, profile.moq)) || 1 : 1,
        um: profile.um ?? 'each',
        shipping_type: pick(r, SHIPPING_TYPES),
        weight: round2(between(r, profile.weight)),
        length: Math.round(between(r, [6, 90])),
        width: Math.round(between(r, [4, 45])),
        height: Math.round(between(r, [2, 40])),
        mpn: `${model.replace(/\W+/g, '').toUpperCase().slice(0, 8)}-${Math.floor(r() * 9000 + 1000)}`,
        sku,
        part_number: `PN-${Math.floor(r() * 900000 + 100000)}`,
        upc: String(Math.floor(r() * 9e11 + 1e11)),
        tags: [...profile.tags, category.name.toLowerCase(), ...technologyTags(noun)],
        panel_wattage: spec?.panelWattage ?? null,
        wattage: spec?.wattage ?? null,
        colour: category.name === 'Solar Panels' ? pick(r, ['black', 'silver', 'white', 'transparent']) : null,
        scalling_price: bulk ? 1 : 0,
        bulk_savings: bulk
          ? [
              { min_qty: 10, max_qty: 49, discounted_price: round2(basePrice * 0.95) },
              { min_qty: 50, max_qty: 199, discounted_price: round2(basePrice * 0.9) },
              { min_qty: 200, max_qty: 100000, discounted_price: round2(basePrice * 0.85) },
            ]
          : [],
        location: { name: `${city} warehouse`, address: `${Math.floor(r() * 9000 + 100)} Commerce Way`, city, state, zip },
        age: condition === 'new' ? 0 : Math.floor(between(r, [1, 8])),
        reviews: demoReviews(reviewRandom, drafts.length),
        sale_count: Math.floor(between(r, [0, 600])),
      });
    }
  }
  return drafts;
}
