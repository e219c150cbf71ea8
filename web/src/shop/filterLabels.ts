import { categorySlug, subcategorySlug, type ItemSearchHit } from '@solar/contracts';
import { useMemo } from 'react';
import { useAllBrands, useCategories, type Category } from '../api';
import { titleCase } from '../shared/format';
import { brandLabel, colourLabel, conditionLabel, panelWattageLabel, shippingTypeLabel, stateName, wattageLabel } from '../shared/labels';
import type { FilterLabels } from '../shared/listing/filterLabels';
import { listingCategory, type ListingLocation } from '../shared/listing/listingLocation';

const slugWords = (slug: string): string => titleCase(slug.replace(/-/g, ' '));

/** The categories list, by slug. */
export const findCategory = (categories: readonly Category[] | undefined, slug: string | undefined): Category | undefined =>
  slug === undefined ? undefined : categories?.find((c) => categorySlug(c.name) === slug);

/**
 * Names from the categories and brands lists (both cached app-wide), then from the items on screen, and
 * at worst from the slug itself, so a label never waits for a list.
 */
export function useFilterLabels(location: ListingLocation, hits: readonly ItemSearchHit[] | undefined): FilterLabels {
  const { data: categories } = useCategories();
  const { brands } = useAllBrands();
  const categorySlugValue = listingCategory(location);

  return useMemo(() => {
    const categoryNames = new Map<string, string>();
    const subcategoryNames = new Map<string, string>();
    const brandNames = new Map<string, string>();
    for (const hit of hits ?? []) {
      categoryNames.set(hit.category_slug, hit.category_name);
      if (hit.subcategory_slug) subcategoryNames.set(hit.subcategory_slug, hit.subcategory_name);
      brandNames.set(hit.brand_slug, hit.brand_name);
    }
    for (const category of categories ?? []) categoryNames.set(categorySlug(category.name), category.name);
    for (const sub of findCategory(categories, categorySlugValue)?.sub_categories ?? []) subcategoryNames.set(subcategorySlug(sub.name), sub.name);
    for (const brand of brands ?? []) brandNames.set(brand.slug, brand.name);

    return {
      category: (slug) => categoryNames.get(slug) ?? slugWords(slug),
      subcategory: (slug) => subcategoryNames.get(slug) ?? slugWords(slug.replace(/!/g, '/')),
      brand: (slug) => brandLabel(slug, brandNames),
      condition: conditionLabel,
      shippingType: shippingTypeLabel,
      panelWattage: panelWattageLabel,
      wattage: wattageLabel,
      colour: colourLabel,
      state: stateName,
    };
  }, [hits, categories, brands, categorySlugValue]);
}
