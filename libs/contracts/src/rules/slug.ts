import { CATEGORIES, type CategoryDefinition, type SubcategoryDefinition } from '../enums/categories';

/**
 * Category slug as used in /shop/product/{category-slug}: lower-cased, each space a hyphen. Other characters
 * stay, so 'DIY Kits & Equipment' gives 'diy-kits-&-equipment' (the trader route spells it that way too).
 */
export const categorySlug = (name: string): string => name.trim().toLowerCase().replace(/ /g, '-');

/** A name as a URL segment for a product, deal or store page: lower-case letters and digits, dashes between ('' when none). */
export const nameSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Subcategory slug: like a category slug, and '/' becomes '!' so the slug stays one path segment. */
export const subcategorySlug = (name: string): string => categorySlug(name).replace(/\//g, '!');

/** The category of the enumeration whose slug this is (case-insensitive, URLs are lower-cased anyway). */
export const findCategoryBySlug = (slug: string, categories: readonly CategoryDefinition[] = CATEGORIES): CategoryDefinition | undefined => {
  const wanted = safeDecode(slug).toLowerCase();
  return categories.find((c) => categorySlug(c.name) === wanted);
};

/** A subcategory of the given category (by its slug) whose slug this is. */
export const findSubcategoryBySlug = (
  categorySlugValue: string,
  subSlug: string,
  categories: readonly CategoryDefinition[] = CATEGORIES,
): { category: CategoryDefinition; subcategory: SubcategoryDefinition } | undefined => {
  const category = findCategoryBySlug(categorySlugValue, categories);
  if (!category) return undefined;
  const wanted = safeDecode(subSlug).toLowerCase();
  const subcategory = category.subcategories.find((s) => subcategorySlug(s.name) === wanted);
  return subcategory ? { category, subcategory } : undefined;
};

/** Route params may arrive percent-encoded ('%26' for '&'); a malformed escape is taken literally. */
const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
