import type { CategoryName, DemoBrand } from '@solar/contracts';
import type { PanelLook } from '@solar/platform';

/**
 * The demo catalogue's products: real model lines, each under the brand that makes it, with the ratings the line
 * is sold in and a street price. Items cycle through a category's lines in order, so the first items of a
 * category already cover its subcategories and a catalogue of 16 per category names every seeded brand.
 */
export type RatingUnit = 'W' | 'kW' | 'kWh' | 'Ah' | 'ft' | 'A' | 'kVA' | '';

export interface ModelLine {
  brand: DemoBrand;
  model: string;
  /** Index into the category's subcategories. */
  sub: number;
  noun: string;
  /** The ratings the line is sold in; one is picked per item. */
  ratings: readonly number[];
  unit: RatingUnit;
  /** Price of a new unit: per rating unit when `perUnit`, else for the unit as a whole. */
  price: readonly [number, number];
  perUnit?: boolean;
  /** Nominal voltage of a battery sold by amp-hours; its energy is volts × Ah. */
  volts?: number;
  /** Product size in inches (length, width, depth) and weight in pounds. */
  size: readonly [number, number, number];
  weight: number;
  /** `weight` is per rating unit (per foot of cable, per kW of a kit). */
  weightPerRating?: boolean;
  /** Line-specific datasheet rows. */
  specs?: readonly (readonly [string, string])[];
  /** A panel line's build, as its pictures draw it; the frame colour is the listing's (`frameless` for none). */
  panel?: PanelBuild;
}

export type PanelBuild = Omit<PanelLook, 'frame' | 'aspect'> & { frameless?: true };

type Line = ModelLine;
const l = (
  brand: DemoBrand,
  model: string,
  sub: number,
  noun: string,
  ratings: readonly number[],
  unit: RatingUnit,
  price: readonly [number, number],
  size: readonly [number, number, number],
  weight: number,
  extra: Partial<Line> = {},
): Line => ({ brand, model, sub, noun, ratings, unit, price, perUnit: unit !== '' && unit !== 'A', size, weight, ...extra });
const range = (lo: number, hi: number, by: number) => Array.from({ length: Math.floor((hi - lo) / by) + 1 }, (_, n) => lo + n * by);

const PANEL_54 = [67.8, 44.6, 1.2] as const;

/** Six cells across, `cells` in all, with `busbars` over each column: most modules' build. */
const cells = (
  count: number,
  cell: PanelBuild['cell'],
  backsheet: PanelBuild['backsheet'],
  busbars: number,
  extra: Partial<PanelBuild> = {},
): { panel: PanelBuild } => ({ panel: { cells: count, columns: 6, halfCut: count >= 100, cell, busbars, backsheet, ...extra } });

export const MODEL_LINES: Record<CategoryName, readonly ModelLine[]> = {
  'Solar Panels': [
    l('LONGi', 'Hi-MO 6', 0, 'Monocrystalline Module', range(420, 440, 5), 'W', [0.24, 0.34], PANEL_54, 46.3, cells(108, 'mono', 'white', 0)),
    l(
      'Canadian Solar',
      'MaxPower CS6U-P',
      1,
      'Polycrystalline Module',
      [320, 325, 330],
      'W',
      [0.2, 0.28],
      [77.2, 39.1, 1.6],
      49.4,
      cells(72, 'poly', 'white', 4),
    ),
    l(
      'Jinko Solar',
      'Tiger Neo 72HL4-BDV',
      2,
      'Bifacial Module',
      range(570, 590, 5),
      'W',
      [0.22, 0.32],
      [89.7, 44.6, 1.4],
      69.4,
      cells(144, 'mono', 'transparent', 6),
    ),
    l(
      'Siemens',
      'ST40',
      3,
      'CIS Thin Film Module',
      [40],
      'W',
      [0.9, 1.4],
      [50.9, 12.9, 1.4],
      32,
      cells(42, 'thin-film', 'black', 0, { columns: 1, halfCut: false }),
    ),
    l(
      'Renogy',
      'Flexible',
      4,
      'Flexible Panel',
      [100],
      'W',
      [0.9, 1.4],
      [47.6, 21.3, 0.1],
      4.2,
      cells(36, 'mono', 'white', 5, { columns: 4, frameless: true }),
    ),
    l('Trina Solar', 'Vertex S+', 0, 'Monocrystalline Module', range(425, 445, 5), 'W', [0.25, 0.34], PANEL_54, 46.3, cells(144, 'mono', 'white', 6)),
    l('JA Solar', 'DeepBlue 4.0 Pro', 0, 'Monocrystalline Module', range(430, 445, 5), 'W', [0.23, 0.32], PANEL_54, 47.6, cells(108, 'mono', 'white', 6)),
    l(
      'REC',
      'Alpha Pure-R',
      0,
      'Monocrystalline Module',
      range(410, 430, 10),
      'W',
      [0.34, 0.45],
      [71.7, 44.6, 1.2],
      46.3,
      cells(80, 'mono', 'black', 6, { columns: 5, halfCut: true }),
    ),
    l(
      'Qcells',
      'Q.PEAK DUO BLK ML-G10+',
      0,
      'Monocrystalline Module',
      range(395, 410, 5),
      'W',
      [0.3, 0.42],
      [74, 41.1, 1.3],
      48.5,
      cells(132, 'mono', 'black', 4),
    ),
    l('SunPower', 'Maxeon 6', 0, 'Monocrystalline Module', range(420, 440, 5), 'W', [0.38, 0.45], [74.3, 41.2, 1.6], 47.4, cells(66, 'mono', 'black', 0)),
    l('Silfab', 'Prime', 0, 'Monocrystalline Module', range(400, 420, 10), 'W', [0.32, 0.42], [73.9, 40.9, 1.4], 48, cells(132, 'mono', 'black', 5)),
    l(
      'Mission Solar',
      'MSE PERC 60',
      0,
      'Monocrystalline Module',
      range(360, 380, 5),
      'W',
      [0.26, 0.36],
      [66.3, 39.4, 1.6],
      43.4,
      cells(60, 'mono', 'white', 5),
    ),
    l('Panasonic', 'EverVolt H', 0, 'Monocrystalline Module', [400, 405, 410], 'W', [0.36, 0.45], [67.8, 40.9, 1.2], 44.1, cells(132, 'mono', 'black', 6)),
    l('Canadian Solar', 'HiKu7', 0, 'Monocrystalline Module', range(640, 670, 5), 'W', [0.22, 0.3], [93.8, 51.3, 1.4], 76.5, cells(132, 'mono', 'white', 6)),
    l('JA Solar', 'JAP60S', 1, 'Polycrystalline Module', [270, 275, 280], 'W', [0.2, 0.27], [65.6, 39.1, 1.4], 40.8, cells(60, 'poly', 'white', 4)),
    l('Jinko Solar', 'Tiger Neo 54HL4R', 0, 'Monocrystalline Module', range(425, 440, 5), 'W', [0.23, 0.32], PANEL_54, 46.7, cells(108, 'mono', 'white', 6)),
  ],
  'Solar Inverters': [
    l('SMA', 'Sunny Boy', 0, 'String Inverter', [3.8, 5, 6, 7.7], 'kW', [220, 320], [21.6, 26, 7.5], 57),
    l('Enphase', 'IQ8', 1, 'Microinverter', [245, 290, 325, 349], 'W', [0.55, 0.8], [8.3, 6.9, 1.2], 2.4),
    l('Fronius', 'Primo GEN24 Plus', 2, 'Hybrid Inverter', [3.8, 5, 6, 7.6, 10], 'kW', [330, 450], [20.9, 16, 7], 44),
    l('Sungrow', 'SG250HX', 3, 'Utility-Scale Inverter', [250], 'kW', [40, 60], [41.3, 28.7, 14], 220),
    l('Schneider Electric', 'Conext XW Pro', 4, 'Grid-Tie/Off-Grid Inverter', [6.8], 'kW', [520, 620], [23, 16, 9], 121),
    l('SolarEdge', 'S440', 5, 'Power Optimizer', [440], 'W', [0.13, 0.19], [5.7, 5.1, 1.2], 1.4),
    l('SolarEdge', 'Home Hub', 2, 'Hybrid Inverter', [3.8, 5.7, 7.6, 10, 11.4], 'kW', [300, 420], [17.7, 14.6, 7.3], 49),
    l('Huawei', 'SUN2000 KTL', 0, 'String Inverter', [3, 5, 6, 8, 10], 'kW', [180, 280], [14.7, 14.6, 5.5], 23),
    l('Hoymiles', 'HMS', 1, 'Microinverter', [800, 1600, 2000], 'W', [0.17, 0.26], [11, 8.9, 1.7], 7.9),
    l('APsystems', 'DS3', 1, 'Dual Microinverter', [730, 880], 'W', [0.22, 0.3], [10.3, 8.7, 1.6], 5.7),
    l('GoodWe', 'ET Plus+', 2, 'Hybrid Inverter', [5, 6, 8, 10], 'kW', [280, 380], [20.9, 16.1, 7.1], 53),
    l('Growatt', 'MIN TL-XH', 2, 'Hybrid Inverter', [3, 4, 5, 6], 'kW', [220, 320], [15.2, 15.3, 6.4], 24),
    l('Sol-Ark', '15K-2P-N', 2, 'Hybrid Inverter', [15], 'kW', [430, 500], [30.3, 16.7, 9.9], 138),
    l('OutBack Power', 'Radian GS8048A', 4, 'Grid-Tie/Off-Grid Inverter', [8], 'kW', [560, 650], [28, 16, 8.7], 126),
    l('Sungrow', 'SG-RS', 0, 'String Inverter', [3, 5, 6, 8, 10], 'kW', [170, 250], [14.6, 14.2, 5.1], 19),
    l('SMA', 'Sunny Tripower CORE1', 0, 'Commercial String Inverter', [33.3, 50, 62.5], 'kW', [90, 140], [24.6, 29.3, 11.9], 185),
  ],
  'Solar Batteries': [
    l('Tesla', 'Powerwall 3', 0, 'Home Battery', [13.5], 'kWh', [580, 700], [43.5, 24, 7.6], 291),
    l('Victron Energy', 'OPzS Solar', 1, 'Flooded Lead-Acid Cell', [910, 1210, 1520], 'Ah', [220, 330], [8.3, 7.8, 26.7], 132, { volts: 2 }),
    l('Renogy', 'Deep Cycle', 2, 'AGM Battery', [100, 200], 'Ah', [170, 240], [12.9, 6.8, 8.6], 63, { volts: 12 }),
    l('Victron Energy', 'Deep Cycle', 3, 'GEL Battery', [110, 165, 220], 'Ah', [250, 330], [13, 6.7, 9.4], 73, { volts: 12 }),
    l('EG4', '6-Slot', 4, 'Battery Rack', [], '', [290, 420], [22.8, 20.5, 41.3], 88),
    l('LG Energy Solution', 'RESU Prime', 0, 'Lithium-Ion Battery', [9.6, 16], 'kWh', [600, 760], [29.5, 35.4, 8.2], 201),
    l('BYD', 'Battery-Box Premium HVS', 0, 'High-Voltage LFP Battery', [5.1, 7.7, 10.2, 12.8], 'kWh', [520, 680], [22.9, 11.6, 48.5], 200),
    l('Generac', 'PWRcell', 0, 'Battery Cabinet', [9, 12, 15, 18], 'kWh', [650, 850], [22, 10, 68], 345),
    l('EG4', 'LifePower4', 0, 'LiFePO4 Server-Rack Battery', [100], 'Ah', [230, 300], [17.5, 19.7, 6.9], 99, { volts: 51.2 }),
    l('EG4', 'WallMount', 0, 'LiFePO4 Battery', [280], 'Ah', [250, 320], [20.1, 9.6, 34.6], 265, { volts: 51.2 }),
    l('Victron Energy', 'Smart Lithium', 0, 'LiFePO4 Battery', [100, 200], 'Ah', [650, 900], [12.9, 6.8, 8.8], 44, { volts: 12.8 }),
    l('Renogy', 'Core Series', 0, 'LiFePO4 Battery', [100], 'Ah', [220, 300], [10.2, 6.6, 8.3], 24, { volts: 12.8 }),
    l('Sol-Ark', 'L3 Series', 0, 'LiFePO4 Rack Battery', [14.3], 'kWh', [520, 650], [25.6, 19.3, 9.8], 264),
  ],
  'Racking & Mounts': [
    l('IronRidge', 'Flush Mount XR100', 0, 'Roof Mount Kit (6 modules)', [], '', [380, 520], [168, 12, 8], 62),
    l('IronRidge', 'Ground Mount', 1, 'Kit (6 modules)', [], '', [700, 950], [168, 18, 10], 180),
    l('Unirac', 'SolarMount', 2, 'Carport Rail Kit', [], '', [650, 900], [168, 16, 10], 140),
    l('Unirac', 'Top-of-Pole', 3, 'Pole Mount (4 modules)', [], '', [420, 680], [96, 24, 12], 95),
    l('SnapNrack', 'Ultra Rail', 4, 'Rail & Clamp Set', [], '', [90, 160], [171, 6, 4], 24),
    l('Lorentz', 'ETATRACK active 1000', 5, 'Single-Axis Tracker', [], '', [1900, 2600], [120, 40, 20], 320),
    l('SnapNrack', 'Series 100', 0, 'Roof Mount Kit (6 modules)', [], '', [320, 460], [168, 12, 8], 58),
    l('Unirac', 'RM10 EVO', 0, 'Flat-Roof Ballasted Bay', [], '', [65, 110], [48, 24, 12], 14),
    l('IronRidge', 'XR10', 4, 'Rail, 14 ft', [], '', [55, 85], [168, 3, 2], 9),
    l('SnapNrack', 'Ground Mount', 1, 'Kit (6 modules)', [], '', [650, 900], [168, 18, 10], 170),
    l('IronRidge', 'UFO', 4, 'Universal Module Clamp (20 pack)', [], '', [38, 60], [10, 8, 4], 3.5),
    l('Unirac', 'NXT Umount', 0, 'Roof Rail Kit (4 modules)', [], '', [300, 420], [168, 10, 6], 41),
  ],
  'PV Cables': [
    l('Southwire', 'PV Wire 10 AWG', 0, 'Spool', [500, 1000], 'ft', [0.38, 0.55], [16, 16, 9], 0.035, { weightPerRating: true }),
    l('Southwire', 'Romex SIMpull NM-B 10/2', 1, 'AC Cable', [250], 'ft', [0.9, 1.3], [14, 14, 6], 0.1, { weightPerRating: true }),
    l('Staubli', 'MC4 Extension', 2, 'Extension Cable Pair', [10, 20, 50], 'ft', [1.1, 1.8], [10, 10, 3], 0.07, { weightPerRating: true }),
    l('Renogy', '2 AWG Battery Inverter', 3, 'Battery Cable Pair', [3, 5, 8], 'ft', [4, 7], [12, 10, 3], 0.4, { weightPerRating: true }),
    l('Southwire', 'Bare Copper 6 AWG', 4, 'Grounding Wire', [100, 315], 'ft', [0.8, 1.2], [12, 12, 5], 0.08, { weightPerRating: true }),
    l('Southwire', 'PV Wire 12 AWG', 0, 'Spool', [500, 1000], 'ft', [0.28, 0.42], [16, 16, 8], 0.025, { weightPerRating: true }),
    l('Renogy', '10 AWG Solar Extension', 2, 'Extension Cable Pair', [10, 20, 30], 'ft', [1, 1.6], [10, 10, 3], 0.07, { weightPerRating: true }),
    l('Southwire', 'PV Wire 8 AWG', 0, 'Spool', [500], 'ft', [0.6, 0.9], [16, 16, 10], 0.06, { weightPerRating: true }),
    l('Staubli', 'FLEX-SOL-EVO 6mm²', 0, 'PV Cable Reel', [328, 1640], 'ft', [0.45, 0.65], [16, 16, 10], 0.05, { weightPerRating: true }),
  ],
  'Complete PV Systems': [
    l('Enphase', 'IQ8', 0, 'Grid-Tie Solar Kit', [4.4, 6.6, 8.8], 'kW', [1300, 1900], [80, 48, 48], 110, { weightPerRating: true }),
    l('Renogy', 'Premium', 1, 'Off-Grid Solar Kit', [0.8, 1.2, 2], 'kW', [1600, 2600], [48, 40, 30], 180, { weightPerRating: true }),
    l('Sol-Ark', '12K', 2, 'Hybrid Solar Kit', [8, 10, 12], 'kW', [1800, 2600], [80, 48, 60], 150, { weightPerRating: true }),
    l('EcoFlow', 'DELTA Pro Ultra', 3, 'Backup Power System', [6], 'kW', [850, 1200], [26, 16, 24], 40, { weightPerRating: true }),
    l('EG4', '6000XP', 1, 'Off-Grid Solar Kit', [6], 'kW', [1100, 1600], [80, 48, 48], 130, { weightPerRating: true }),
    l('SolarEdge', 'Home', 0, 'Grid-Tie Solar Kit', [5.7, 7.6, 10], 'kW', [1400, 2000], [80, 48, 48], 110, { weightPerRating: true }),
  ],
  'PV Connectors': [
    l('Staubli', 'MC4-Evo 2', 0, 'Connector Pair', [], '', [4.5, 8], [4, 2, 1], 0.1),
    l('Staubli', 'MC4 PV-AZB4', 1, 'Y-Branch Connector Pair', [], '', [14, 24], [6, 4, 1], 0.2),
    l('Renogy', 'MC4 In-Line Fuse 15A', 2, 'Inline Fuse', [], '', [9, 15], [6, 2, 1], 0.1),
    l('Staubli', 'PV-CZM', 3, 'Crimping Tool', [], '', [140, 220], [10, 4, 2], 1.3),
    l('Renogy', 'MC4 Connector 10 Pairs', 0, 'Connector Set', [], '', [16, 26], [6, 5, 2], 0.6),
    l('Renogy', 'Solar Crimper Kit', 3, 'Crimping Tool Kit', [], '', [28, 45], [11, 7, 2], 2.1),
  ],
  'Components Parts': [
    l('MidNite Solar', 'MNPV6', 0, 'Combiner Box', [], '', [140, 220], [12.5, 10.5, 4], 9),
    l('Eaton', 'BR240', 1, '2-Pole 40A Circuit Breaker', [], '', [12, 25], [3.5, 2, 1], 0.6),
    l('Eaton', 'DH361URK', 2, '30A 600V Heavy-Duty Disconnect', [], '', [350, 520], [14.5, 7.5, 6], 14),
    l('Eaton', 'Bussmann PV-15A10F', 3, '15A 1000V PV Fuse', [], '', [5, 9], [1.5, 0.5, 0.5], 0.05),
    l('Siemens', 'FS140', 4, 'Whole-House Surge Protector', [], '', [80, 130], [6.5, 4.5, 3], 1.8),
    l('SnapNrack', 'SpeedSeal', 5, 'Roof Junction Box', [], '', [22, 38], [8, 8, 3], 1.1),
    l('Schneider Electric', 'Square D QO240', 1, '2-Pole 40A Circuit Breaker', [], '', [15, 30], [3.5, 2, 1], 0.6),
    l('MidNite Solar', 'MNSPD-300', 4, 'DC Surge Protector', [], '', [80, 115], [4, 3, 2], 0.7),
    l('Eaton', 'Bussmann CHPV1', 3, 'PV Fuse Holder', [], '', [10, 18], [3.5, 1, 2.5], 0.2),
    l('Siemens', 'QP Q240', 1, '2-Pole 40A Circuit Breaker', [], '', [10, 22], [3.5, 2, 1], 0.6),
    l('MidNite Solar', 'MNPV12', 0, 'Combiner Box', [], '', [260, 380], [16, 14, 5], 16),
  ],
  'DIY Kits & Equipment': [
    l('Renogy', 'Solar Premium', 0, 'DIY Solar Kit', [200, 400, 800], 'W', [1.2, 1.8], [46, 24, 8], 0.16, { weightPerRating: true }),
    l('Goal Zero', 'Boulder 200 Briefcase', 1, 'Portable Solar Kit', [200], 'W', [2.2, 3], [40, 27, 4], 42),
    l('Southwire', 'SCP', 2, 'Ratcheting Crimper', [], '', [40, 65], [10, 4, 2], 1.4),
    l('Southwire', '21050T', 3, 'TRMS Clamp Meter', [], '', [70, 110], [9, 3.3, 1.8], 0.8),
    l('EcoFlow', 'DELTA 2 + 220W Bifacial', 1, 'Portable Solar Kit', [220], 'W', [3.8, 5], [16, 8, 11], 27),
    l('Bluetti', 'AC180 + PV200', 1, 'Portable Solar Kit', [200], 'W', [3.5, 4.7], [13, 8, 10], 35),
    l('Renogy', '100W 12V Starter', 0, 'DIY Solar Kit', [100], 'W', [1.4, 2], [42, 20, 2], 18),
  ],
  'Solar Lights': [
    l('Renogy', 'All-in-One 60W', 0, 'Solar Street Light', [], '', [150, 230], [30, 12, 4], 14),
    l('Renogy', '100W', 1, 'Solar Flood Light', [], '', [70, 120], [12, 9, 3], 5),
    l('Goal Zero', 'Crush Light', 2, 'Solar Lantern', [], '', [18, 28], [4.5, 4.5, 1], 0.3),
    l('Renogy', 'Up & Down', 3, 'Solar Wall Light', [], '', [25, 45], [8, 5, 4], 1.2),
    l('Renogy', 'Motion Sensor 2000lm', 4, 'Solar Security Light', [], '', [40, 70], [10, 7, 4], 2.3),
    l('Goal Zero', 'Lighthouse 600', 2, 'Solar Lantern', [], '', [70, 95], [7.5, 4.2, 4.2], 1.1),
  ],
  'EV Charging Stations': [
    l('ChargePoint', 'Home Flex', 0, 'Level 2 EV Charger', [50], 'A', [549, 649], [14.2, 7.1, 4.6], 11),
    l('Wallbox', 'Supernova 60kW', 1, 'DC Fast Charger', [150], 'A', [29000, 38000], [36, 23, 79], 705),
    l('Tesla', 'Mobile Connector', 2, 'Portable EV Charger', [32], 'A', [230, 290], [14, 10, 4], 6),
    l('Tesla', 'CCS Combo 1 Adapter', 3, 'Charging Adapter', [], '', [200, 250], [6, 4, 3], 1.3),
    l('Tesla', 'Wall Connector', 0, 'Level 2 EV Charger', [48], 'A', [420, 520], [15, 6, 4.3], 10),
    l('Wallbox', 'Pulsar Plus', 0, 'Level 2 EV Charger', [40, 48], 'A', [550, 700], [6.5, 6.5, 3.9], 6.8),
    l('Siemens', 'VersiCharge', 0, 'Level 2 EV Charger', [40], 'A', [500, 650], [14.8, 9.5, 5.5], 18),
    l('Emporia', 'Pro', 0, 'Level 2 EV Charger', [48], 'A', [400, 520], [11, 7, 4], 11),
  ],
  'Cleaning & Maintenance': [
    l('Renogy', 'Rotating', 0, 'Panel Cleaning Brush', [], '', [60, 110], [30, 10, 8], 4),
    l('Ecoppia', 'T4', 1, 'Waterless Cleaning Robot', [], '', [5500, 9000], [90, 20, 16], 120),
    l('Renogy', '30 ft', 2, 'Water-Fed Pole', [], '', [120, 190], [72, 6, 6], 7),
    l('Renogy', 'Critter Guard', 3, 'Bird Proofing Mesh Kit', [], '', [45, 80], [14, 10, 6], 6),
    l('Ecoppia', 'H4', 1, 'Waterless Cleaning Robot', [], '', [6500, 9500], [90, 20, 16], 130),
    l('Goal Zero', 'Sherpa', 0, 'Panel Wipe & Brush Set', [], '', [25, 40], [16, 6, 3], 1),
  ],
  'Off Grid Solar Systems': [
    l('Victron Energy', 'EasySolar-II 48/3000', 0, 'Cabin System', [3], 'kW', [730, 960], [21.5, 16.7, 9.9], 66),
    l('Renogy', 'Premium RV', 1, 'RV Solar System', [0.4, 0.6], 'kW', [1500, 2200], [48, 22, 10], 52),
    l('OutBack Power', 'FLEXpower ONE', 2, 'Remote Telecom System', [3.6], 'kW', [1050, 1450], [31, 22, 13], 128),
    l('EcoFlow', 'DELTA Pro', 3, 'Solar Generator', [3.6], 'kW', [720, 1000], [25, 11.2, 16.4], 99),
    l('Bluetti', 'AC300 + B300', 3, 'Solar Generator', [3], 'kW', [700, 970], [20.5, 12.5, 22], 104),
    l('Victron Energy', 'MultiPlus-II 48/5000', 0, 'Cabin System', [5], 'kW', [520, 700], [23.5, 14.4, 8.7], 66),
  ],
  Generator: [
    l('Generac', 'GP3500', 0, 'Portable Generator', [3.5], 'kW', [130, 170], [24, 21, 20], 108),
    l('Generac', 'Guardian 24kW', 1, 'Standby Generator', [24], 'kW', [240, 300], [48, 25, 29], 474),
    l('Champion', '2500-Watt Dual Fuel', 2, 'Inverter Generator', [2.5], 'kW', [240, 320], [19, 11, 17], 49),
    l('Champion', '9375-Watt Dual Fuel', 3, 'Portable Generator', [9.4], 'kW', [95, 130], [27, 26, 27], 214),
    l('Kohler', '20RESCL', 1, 'Standby Generator', [20], 'kW', [260, 330], [48, 25, 29], 463),
    l('Generac', 'iQ3500', 2, 'Inverter Generator', [3.5], 'kW', [290, 370], [23, 16, 18], 109),
  ],
  'Charge Controllers': [
    l('Victron Energy', 'SmartSolar MPPT 150/45', 0, 'MPPT Charge Controller', [45], 'A', [300, 380], [7.3, 5.9, 2.9], 2.9),
    l('Morningstar', 'ProStar PS-30', 1, 'PWM Charge Controller', [30], 'A', [150, 210], [6.3, 4.3, 2.8], 0.8),
    l('Morningstar', 'TriStar TS-60', 2, 'Diversion Load Controller', [60], 'A', [180, 250], [10.3, 5.1, 2.9], 3.5),
    l('Morningstar', 'TriStar MPPT 60', 0, 'MPPT Charge Controller', [60], 'A', [580, 720], [11.6, 5.1, 5.8], 9.3),
    l('MidNite Solar', 'Classic 150', 0, 'MPPT Charge Controller', [96], 'A', [580, 700], [13.8, 5.8, 4], 11),
    l('Renogy', 'Rover', 0, 'MPPT Charge Controller', [40], 'A', [150, 200], [11, 7.2, 2.6], 4.4),
    l('Renogy', 'Wanderer', 1, 'PWM Charge Controller', [30], 'A', [20, 35], [5.6, 3.8, 1.5], 0.3),
    l('Victron Energy', 'SmartSolar MPPT 100/30', 0, 'MPPT Charge Controller', [30], 'A', [140, 190], [5.1, 4.9, 2.4], 1.4),
  ],
  'Smart Solar Solutions': [
    l('Sense', 'Energy Monitor with Solar', 0, 'Energy Monitor', [], '', [280, 350], [5.3, 3.2, 1.1], 0.7),
    l('SolarEdge', 'Energy Meter SE-MTR240', 1, 'Smart Meter', [], '', [180, 260], [4.9, 3.6, 2.6], 0.9),
    l('Enphase', 'IQ System Controller 3', 2, 'Home Energy Management', [], '', [1600, 2100], [26, 20, 8], 60),
    l('Enphase', 'IQ Gateway', 3, 'Monitoring Gateway', [], '', [350, 450], [8.3, 5.9, 2.2], 1.3),
    l('Emporia', 'Vue 3', 0, 'Energy Monitor', [], '', [130, 180], [4.7, 3, 1.2], 0.6),
    l('Emporia', 'Vue Utility Connect', 1, 'Smart Meter Bridge', [], '', [45, 70], [3, 3, 1], 0.2),
    l('Tesla', 'Backup Gateway 2', 2, 'Home Energy Management', [], '', [1200, 1500], [26, 16, 6], 36),
    l('Sense', 'Flex', 0, 'Energy Monitor Add-On', [], '', [70, 100], [4, 3, 1], 0.4),
  ],
  'Solar Water Pumping Systems': [
    l('Grundfos', 'SQFlex 11 SQF-2', 0, 'Submersible Pump', [], '', [1600, 2400], [45, 4, 4], 22),
    l('Lorentz', 'PS2-150 C-SJ5-8', 1, 'Surface Pump', [], '', [1100, 1500], [20, 9, 10], 28),
    l('Grundfos', 'CU 200 SQFlex', 2, 'Pump Controller', [], '', [350, 480], [10, 7, 4], 3.3),
    l('Lorentz', 'PSk2', 3, 'Pool Pump System', [], '', [2600, 3400], [24, 12, 14], 64),
    l('Lorentz', 'PS2-1800 C-SJ8-7', 0, 'Submersible Pump', [], '', [2300, 3100], [40, 4, 4], 26),
    l('Lorentz', 'PS2-4000 C-SJ17-4', 0, 'Submersible Pump', [], '', [3900, 5200], [48, 6, 6], 41),
  ],
  'Solar Water Heaters': [
    l('Rheem', '30-Tube', 0, 'Evacuated Tube Collector', [], '', [650, 950], [79, 95, 6], 170),
    l('Rheem', 'RS32-BP', 1, 'Flat Plate Collector', [], '', [900, 1300], [97, 49, 3.5], 120),
    l('Rheem', 'Solaraide HE 80 gal', 2, 'Solar Storage Tank', [], '', [2600, 3500], [64, 26, 26], 215),
    l('Rheem', 'ProTerra 65 gal', 3, 'Heat Pump Water Heater', [], '', [2100, 2800], [63, 22, 22], 180),
    l('Rheem', 'Solaraide HE 120 gal', 2, 'Solar Storage Tank', [], '', [3200, 4200], [68, 30, 30], 290),
  ],
  'Hybrid Solar Systems': [
    l('Sol-Ark', '12K + L3 Battery', 0, 'Hybrid Kit', [12], 'kW', [1100, 1500], [60, 40, 48], 410),
    l('Growatt', 'SPH 10000TL-HU-US', 1, 'Battery-Ready Inverter', [10], 'kW', [350, 480], [27.2, 19.6, 8.8], 86),
    l('Huawei', 'LUNA2000', 2, 'All-in-One Energy Storage System', [5, 10, 15], 'kWh', [650, 850], [26.6, 10.8, 37], 212),
    l('Sungrow', 'SH10RT + SBR128', 0, 'Hybrid Kit', [10], 'kW', [950, 1300], [40, 30, 48], 330),
    l('GoodWe', 'ET + Lynx Home F', 2, 'All-in-One Energy Storage System', [9.6, 12.8, 16], 'kWh', [560, 760], [26, 15, 44], 290),
  ],
  Transformer: [
    l('Siemens', '3F3Y112K', 0, 'Step-Up Transformer', [112.5], 'kVA', [70, 110], [38, 26, 40], 780),
    l('Eaton', 'V48M28T45EE', 1, 'Dry-Type Step-Down Transformer', [45], 'kVA', [70, 110], [29, 20, 25], 350),
    l('Schneider Electric', 'Square D EE15S3H', 2, 'Isolation Transformer', [15], 'kVA', [110, 160], [20, 14, 16], 180),
    l('Eaton', 'Cooper Power', 3, 'Pad-Mounted Transformer', [75], 'kVA', [180, 260], [58, 50, 45], 2900),
    l('Schneider Electric', 'Square D EE75T3H', 1, 'Dry-Type Step-Down Transformer', [75], 'kVA', [70, 105], [33, 23, 28], 480),
  ],
};

/** The rating a name shows: '430W', '13.5kWh', '12V 100Ah', '500ft', '48A'; none when the model name states it. */
export function ratingLabel(line: ModelLine, rating: number | undefined): string {
  if (rating === undefined || line.unit === '' || /\d(-Watt|kW\b|W\b)/.test(line.model)) return '';
  if (line.unit === 'Ah') return `${line.volts}V ${rating}Ah`;
  return `${rating}${line.unit}`;
}

/** The quantity a per-unit price multiplies: watts, kW, kWh (volts × Ah), feet, kVA. */
export function priceQuantity(line: ModelLine, rating: number | undefined): number {
  if (!line.perUnit || rating === undefined) return 1;
  return line.unit === 'Ah' ? (line.volts! * rating) / 1000 : rating;
}
