import { CATEGORIES, TRADER_MAIN_CATEGORIES, type CategoryDefinition, type SubcategoryDefinition } from '../../enums/categories';
import type { MoqUnit } from '../../enums/deal-attributes';
import { lineAmount } from '../../rules/money';
import { countOf, groupedNumber } from '../../rules/numbers';
import { roundHalfUp } from '../../rules/rounding';
import type { PriceUnit } from '../views';
import { nameSlug } from '../../rules/slug';

/*
 * What a deal's numbers mean, computed the same for the trader service's answers and the web's forms: which
 * categories a deal may be in, how it is priced, what a unit and the lot cost, and how its MOQ reads.
 */

/**
 * The categories a deal may be listed in: the trader platform's main categories (spec, section 9), each the
 * shop category it stands for (same ids, same subcategories).
 */
export const DEAL_CATEGORIES: readonly CategoryDefinition[] = TRADER_MAIN_CATEGORIES.map(({ categoryName }) =>
  CATEGORIES.find((category) => category.name === categoryName)!,
);

/** The deal category of an id, or undefined for an id that is not one. */
export const dealCategory = (id: unknown): CategoryDefinition | undefined => DEAL_CATEGORIES.find((category) => category.id === id);

/** A subcategory of the deal category `categoryId`, or undefined. */
export const dealSubcategory = (categoryId: unknown, id: unknown): SubcategoryDefinition | undefined =>
  dealCategory(categoryId)?.subcategories.find((subcategory) => subcategory.id === id);

const SOLAR_PANELS_ID = CATEGORIES.find((category) => category.name === 'Solar Panels')!.id;

/** Solar Panels deals are priced per watt and carry a panel wattage. */
export const isPanelCategory = (categoryId: unknown): boolean => categoryId === SOLAR_PANELS_ID;

/**
 * What a deal sells, as the deal forms and the offer calls (`{product}-offer-update`) name it: panels,
 * inverters and batteries have a category each; everything else is 'other'.
 */
export const DEAL_EQUIPMENT = ['panel', 'inverter', 'battery', 'other'] as const;
export type DealEquipment = (typeof DEAL_EQUIPMENT)[number];

/** The one category of each equipment that has one. */
export const EQUIPMENT_CATEGORY_NAMES: Readonly<Record<Exclude<DealEquipment, 'other'>, string>> = {
  panel: 'Solar Panels',
  inverter: 'Solar Inverters',
  battery: 'Solar Batteries',
};

/** The equipment a category's deals are ('other' for any category without its own). */
export function dealEquipmentOf(categoryId: unknown): DealEquipment {
  const name = dealCategory(categoryId)?.name;
  const found = (Object.entries(EQUIPMENT_CATEGORY_NAMES) as Array<[DealEquipment, string]>).find(([, categoryName]) => categoryName === name);
  return found?.[0] ?? 'other';
}

/** 'watt' for Solar Panels (the spec's panel prices are per watt), 'unit' for everything else. */
export const priceUnitOf = (categoryId: unknown): PriceUnit => (isPanelCategory(categoryId) ? 'watt' : 'unit');

/** Decimals of a price per watt (DEAL_LIMITS.pricePerWattDecimals): panels are quoted in hundredths of a cent. */
export const PRICE_PER_WATT_DECIMALS = 4;

/**
 * A price per watt as every page, admin list and listing label writes it, to all its decimals: '$0.1850 /W'.
 * Written by hand, as the web's landing pages use no Intl.
 */
export function pricePerWattText(price: number): string {
  const [whole, fraction] = roundHalfUp(Math.abs(price), PRICE_PER_WATT_DECIMALS).toFixed(PRICE_PER_WATT_DECIMALS).split('.');
  return `${price < 0 ? '-' : ''}$${groupedNumber(Number(whole))}.${fraction} /W`;
}

/** The deal fields the figures are computed from. */
export interface DealQuantities {
  category_id: number;
  price: number | null;
  total_qty: number;
  moq: number;
  moq_unit: MoqUnit | null;
  panel_wattage: number | null;
  units_per_pallet: number | null;
  units_per_container: number | null;
}

export interface DealFigures {
  price_unit: PriceUnit;
  /** Panels: price per watt times the panel's wattage, rounded half-up to the cent; otherwise the price. */
  unit_price: number | null;
  /** unit_price times total_qty, added in whole cents. */
  lot_value: number | null;
  /** Panels: W per panel times the panels in the lot; null otherwise. */
  total_watts: number | null;
  moq_units: string;
}

/** What one unit costs in dollars: null while a draft lacks the price (or a panel its wattage). */
export function dealUnitPrice(deal: Pick<DealQuantities, 'category_id' | 'price' | 'panel_wattage'>): number | null {
  if (deal.price === null) return null;
  if (!isPanelCategory(deal.category_id)) return deal.price;
  return deal.panel_wattage === null ? null : roundHalfUp(deal.price * deal.panel_wattage, 2);
}

const WATTS_PER_MW = 1_000_000;

/**
 * The MOQ counted in units (panels, inverters, ...): pallets and containers by their unit counts, MW by the
 * panel's wattage (rounded up: a panel is not split). Null when the deal lacks the count it needs (a draft).
 */
export function moqInUnits(deal: Pick<DealQuantities, 'moq' | 'moq_unit' | 'panel_wattage' | 'units_per_pallet' | 'units_per_container'>): number | null {
  switch (deal.moq_unit) {
    case 'pallets':
      return deal.units_per_pallet === null ? null : deal.moq * deal.units_per_pallet;
    case 'containers':
      return deal.units_per_container === null ? null : deal.moq * deal.units_per_container;
    case 'MW':
      return deal.panel_wattage ? Math.ceil((deal.moq * WATTS_PER_MW) / deal.panel_wattage) : null;
    default:
      return deal.moq;
  }
}

const MOQ_UNIT_WORDS: Readonly<Record<MoqUnit | 'units', [one: string, many: string]>> = {
  panels: ['panel', 'panels'],
  pallets: ['pallet', 'pallets'],
  containers: ['container', 'containers'],
  MW: ['MW', 'MW'],
  units: ['unit', 'units'],
};

/** '2 pallets', '1 container', '5 MW', '40 panels'; a MOQ without a unit counts units ('10 units'). */
export function moqUnitsText(moq: number, unit: MoqUnit | null): string {
  const [one, many] = MOQ_UNIT_WORDS[unit ?? 'units'];
  return countOf(moq, one, many);
}

export function dealFigures(deal: DealQuantities): DealFigures {
  const unitPrice = dealUnitPrice(deal);
  const panels = isPanelCategory(deal.category_id);
  return {
    price_unit: priceUnitOf(deal.category_id),
    unit_price: unitPrice,
    lot_value: unitPrice === null ? null : lineAmount(unitPrice, deal.total_qty),
    total_watts: panels && deal.panel_wattage !== null ? deal.panel_wattage * deal.total_qty : null,
    moq_units: moqUnitsText(deal.moq, deal.moq_unit),
  };
}

/** The slug of a deal's title in its page URL: lower-case words joined by hyphens ('deal' when none are left). */
export const dealSlug = (name: string): string => nameSlug(name) || 'deal';

/** The deal page: `/trader/deal/{slug}-{id}` (spec, section 2). */
export const dealPath = (deal: { id: number; name: string }): string => `/trader/deal/${dealSlug(deal.name)}-${deal.id}`;

/** The numeric id at the end of a deal page's slug ('jinko-550w-bifacial-42' -> 42), or undefined. */
export function dealIdOfSlug(slug: string): number | undefined {
  const match = /-(\d{1,15})$/.exec(slug);
  return match ? Number(match[1]) : undefined;
}
