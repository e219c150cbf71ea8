/**
 * The shop's category tree: the 20 menu labels of the shop spec, in menu order, each with its
 * subcategories. Catalog seeds its categories from this list and the web menu renders it, so ids are
 * stable: category ids are 1..20 in menu order, subcategory ids are `categoryId * 100 + position`.
 */
export interface SubcategoryDefinition {
  readonly id: number;
  readonly name: string;
}

export interface CategoryDefinition {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** A Bootstrap Icons name (rendered as `bi bi-<icon>`). */
  readonly icon: string;
  readonly subcategories: readonly SubcategoryDefinition[];
}

type CategorySeed = readonly [name: string, icon: string, description: string, subcategories: readonly string[]];

const CATEGORY_SEEDS = [
  [
    'Solar Panels',
    'sun',
    'Photovoltaic modules for residential, commercial and utility-scale arrays.',
    ['Monocrystalline Panels', 'Polycrystalline Panels', 'Bifacial Panels', 'Thin Film Panels', 'Flexible Panels'],
  ],
  [
    'Solar Inverters',
    'lightning-charge',
    'String, micro, hybrid and central inverters that turn DC from the array into grid-ready AC.',
    ['String Inverters', 'Microinverters', 'Hybrid Inverters', 'Central Inverters', 'Grid-Tie/Off-Grid Inverters', 'Power Optimizers'],
  ],
  [
    'Solar Batteries',
    'battery-charging',
    'Energy storage for self-consumption, backup power and off-grid systems.',
    ['Lithium Iron Phosphate Batteries', 'Lead Acid Batteries', 'AGM Batteries', 'Gel Batteries', 'Battery Racks & Cabinets'],
  ],
  [
    'Racking & Mounts',
    'bricks',
    'Roof, ground and carport mounting structures, rails and clamps.',
    ['Roof Mounts', 'Ground Mounts', 'Carport Mounts', 'Pole Mounts', 'Rails & Clamps', 'Trackers'],
  ],
  [
    'PV Cables',
    'plug',
    'Solar wire, extension leads and AC/DC cabling rated for outdoor use.',
    ['PV Wire', 'AC/DC Cables', 'Extension Cables', 'Battery Cables', 'Grounding Wire'],
  ],
  [
    'Complete PV Systems',
    'house-gear',
    'Matched kits of panels, inverters and mounting, ready to install.',
    ['Grid-Tie Systems', 'Off-Grid Systems', 'Hybrid Systems', 'Backup Power Systems'],
  ],
  [
    'PV Connectors',
    'link-45deg',
    'MC4-compatible connectors, branch connectors and assembly tools.',
    ['MC4 Connectors', 'Branch Connectors', 'Inline Fuses', 'Crimping Tools'],
  ],
  [
    'Components Parts',
    'cpu',
    'Combiner boxes, breakers, disconnects, fuses and other balance-of-system parts.',
    ['Combiner Boxes', 'Circuit Breakers', 'DC Disconnects', 'Fuses & Fuse Holders', 'Surge Protectors', 'Junction Boxes'],
  ],
  [
    'DIY Kits & Equipment',
    'tools',
    'Do-it-yourself solar kits, tools and test equipment.',
    ['DIY Solar Kits', 'Portable Solar Kits', 'Installation Tools', 'Meters & Testers'],
  ],
  [
    'Solar Lights',
    'lightbulb',
    'Solar-powered street, flood, garden and security lighting.',
    ['Street Lights', 'Flood Lights', 'Garden Lights', 'Wall Lights', 'Security Lights'],
  ],
  [
    'EV Charging Stations',
    'ev-station',
    'Level 2 and DC fast chargers for homes, fleets and public sites.',
    ['Level 2 Chargers', 'DC Fast Chargers', 'Portable EV Chargers', 'Charging Cables & Adapters'],
  ],
  [
    'Cleaning & Maintenance',
    'droplet',
    'Panel cleaning systems, brushes and monitoring for keeping arrays productive.',
    ['Cleaning Brushes', 'Cleaning Robots', 'Water-Fed Poles', 'Bird Proofing'],
  ],
  [
    'Off Grid Solar Systems',
    'tree',
    'Stand-alone solar systems with storage for cabins, farms and remote sites.',
    ['Cabin Systems', 'RV & Marine Systems', 'Remote Telecom Systems', 'Solar Generators'],
  ],
  [
    'Generator',
    'fuel-pump',
    'Standby, portable and inverter generators to back up solar systems.',
    ['Portable Generators', 'Standby Generators', 'Inverter Generators', 'Dual Fuel Generators'],
  ],
  [
    'Charge Controllers',
    'speedometer2',
    'MPPT and PWM controllers that manage battery charging from the array.',
    ['MPPT Charge Controllers', 'PWM Charge Controllers', 'Diversion Load Controllers'],
  ],
  [
    'Smart Solar Solutions',
    'wifi',
    'Monitoring, energy management and smart home integration for solar systems.',
    ['Energy Monitors', 'Smart Meters', 'Home Energy Management', 'Monitoring Gateways'],
  ],
  [
    'Solar Water Pumping Systems',
    'water',
    'Submersible and surface pumps with controllers, powered directly by solar.',
    ['Submersible Pumps', 'Surface Pumps', 'Pump Controllers', 'Pool Pumps'],
  ],
  [
    'Solar Water Heaters',
    'thermometer-sun',
    'Evacuated tube and flat plate collectors and storage tanks for hot water.',
    ['Evacuated Tube Collectors', 'Flat Plate Collectors', 'Storage Tanks', 'Heat Pump Water Heaters'],
  ],
  [
    'Hybrid Solar Systems',
    'diagram-3',
    'Systems that combine grid connection, solar and battery storage.',
    ['Hybrid Kits', 'Battery-Ready Systems', 'All-in-One Energy Storage Systems'],
  ],
  [
    'Transformer',
    'lightning',
    'Step-up, step-down and isolation transformers for solar and grid connections.',
    ['Step-Up Transformers', 'Step-Down Transformers', 'Isolation Transformers', 'Pad-Mounted Transformers'],
  ],
] as const satisfies readonly CategorySeed[];

/** The category names, in menu order. */
export type CategoryName = (typeof CATEGORY_SEEDS)[number][0];

export const CATEGORY_NAMES: readonly CategoryName[] = CATEGORY_SEEDS.map(([name]) => name);

export const CATEGORIES: readonly CategoryDefinition[] = CATEGORY_SEEDS.map(([name, icon, description, subs], index) => {
  const id = index + 1;
  return {
    id,
    name,
    icon,
    description,
    subcategories: subs.map((subName, position) => ({ id: id * 100 + position + 1, name: subName })),
  };
});

/**
 * The trader platform's main categories (second spec). It uses the label 'EV Chargers' for the shop's
 * 'EV Charging Stations'; `categoryName` points at the shop category each label stands for.
 */
export const TRADER_MAIN_CATEGORIES = [
  { label: 'Solar Panels', categoryName: 'Solar Panels' },
  { label: 'Solar Inverters', categoryName: 'Solar Inverters' },
  { label: 'Solar Batteries', categoryName: 'Solar Batteries' },
  { label: 'Racking & Mounts', categoryName: 'Racking & Mounts' },
  { label: 'PV Cables', categoryName: 'PV Cables' },
  { label: 'Complete PV Systems', categoryName: 'Complete PV Systems' },
  { label: 'PV Connectors', categoryName: 'PV Connectors' },
  { label: 'Components Parts', categoryName: 'Components Parts' },
  { label: 'DIY Kits & Equipment', categoryName: 'DIY Kits & Equipment' },
  { label: 'Solar Lights', categoryName: 'Solar Lights' },
  { label: 'EV Chargers', categoryName: 'EV Charging Stations' },
  { label: 'Generator', categoryName: 'Generator' },
] as const satisfies readonly { label: string; categoryName: CategoryName }[];

export type TraderMainCategoryLabel = (typeof TRADER_MAIN_CATEGORIES)[number]['label'];
