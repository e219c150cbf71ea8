import { DEAL_CATEGORIES, DEAL_FACET_FIELDS, SECTORS, dealFilterValue, subcategorySlug, type DealSearchHit } from '@solar/contracts';
import { useMemo } from 'react';
import { useAllBrands } from '../../api';
import { titleCase } from '../../shared/format';
import { colourLabel, conditionLabel, panelWattageLabel, shippingTypeLabel, stateName, wattageLabel } from '../../shared/labels';
import { findDealCategoryPage } from './dealLocation';
import { BROWSE_TEXT } from './text';

/** The name shown for each filter value of a deal listing (facets and the URL hold slugs, codes and brand ids). */
export interface DealFilterLabels {
  category: (slug: string) => string;
  subcategory: (slug: string) => string;
  brand: (id: string) => string;
  condition: (value: string) => string;
  shippingType: (value: string) => string;
  panelWattage: (value: string) => string;
  wattage: (value: string) => string;
  colour: (value: string) => string;
  intercom: (value: string) => string;
  state: (code: string) => string;
  moqUnit: (value: string) => string;
  companyTier: (value: string) => string;
  sector: (value: string) => string;
}

const slugWords = (slug: string): string => titleCase(slug.replace(/[-_]+/g, ' '));

/** A lower-cased URL value as the deal's enumeration spells it ('exw' -> 'EXW', 'tier-1' -> 'Tier 1', 'mw' -> 'MW'). */
const stored =
  (field: string) =>
  (value: string): string => {
    const spelled = String(dealFilterValue(field, value));
    return spelled === value ? slugWords(value) : titleCase(spelled);
  };

/** 'pallets' -> 'Pallets', 'mw' -> 'MW'. */
export const moqUnitLabel = stored(DEAL_FACET_FIELDS.moqUnit);

const SUBCATEGORY_NAMES = new Map(DEAL_CATEGORIES.flatMap((category) => category.subcategories.map((sub) => [subcategorySlug(sub.name), sub.name] as const)));

const sectorLabel = (value: string): string => {
  const sector = dealFilterValue(DEAL_FACET_FIELDS.sector, value);
  return SECTORS.find((entry) => entry.value === sector)?.label ?? slugWords(value);
};

/**
 * Names from the trader's categories and the catalog's brands (the app-wide brands list; deals name their brand
 * by id), then from the deals on screen, and at worst from the value itself, so a label never waits for a list.
 */
export function useDealFilterLabels(hits: readonly DealSearchHit[] | undefined): DealFilterLabels {
  const { brands } = useAllBrands();
  return useMemo(() => {
    const categoryNames = new Map<string, string>();
    const subcategoryNames = new Map(SUBCATEGORY_NAMES);
    for (const hit of hits ?? []) {
      categoryNames.set(hit.category_slug, hit.category_name);
      if (hit.subcategory_slug) subcategoryNames.set(hit.subcategory_slug, hit.subcategory_name);
    }
    const brandNames = new Map((brands ?? []).map((brand) => [String(brand.id), brand.name]));
    return {
      category: (slug) => findDealCategoryPage(slug)?.label ?? categoryNames.get(slug) ?? slugWords(slug),
      subcategory: (slug) => subcategoryNames.get(slug) ?? slugWords(slug.replace(/!/g, '/')),
      brand: (id) => brandNames.get(id) ?? BROWSE_TEXT.brand(id),
      condition: conditionLabel,
      shippingType: shippingTypeLabel,
      panelWattage: panelWattageLabel,
      wattage: wattageLabel,
      colour: colourLabel,
      intercom: stored(DEAL_FACET_FIELDS.intercom),
      state: stateName,
      moqUnit: moqUnitLabel,
      companyTier: stored(DEAL_FACET_FIELDS.companyTier),
      sector: sectorLabel,
    };
  }, [hits, brands]);
}
