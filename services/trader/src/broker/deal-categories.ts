import { DEAL_CATEGORIES, TRADER_MAIN_CATEGORIES, categorySlug, subcategorySlug, type CategoryDefinition, type DealCategoryView } from '@solar/contracts';

/** Public deals per category id and per subcategory id. */
export interface CategoryCounts {
  byCategory: ReadonlyMap<number, number>;
  bySubcategory: ReadonlyMap<number, number>;
}

/** The trader platform's name of a deal category ('EV Chargers' for the shop's 'EV Charging Stations'). */
const traderLabelOf = (category: CategoryDefinition): string =>
  TRADER_MAIN_CATEGORIES.find((main) => main.categoryName === category.name)?.label ?? category.name;

/**
 * The deal category a request names: by its id, by its slug in deals and ca_ segments ('ev-charging-stations'),
 * or by the slug of the trader platform's name that its page's route carries ('ev-chargers'). Undefined for
 * anything else.
 */
export function findDealCategory(idOrSlug: string): CategoryDefinition | undefined {
  const wanted = idOrSlug.trim().toLowerCase();
  return DEAL_CATEGORIES.find(
    (category) => String(category.id) === wanted || categorySlug(category.name) === wanted || categorySlug(traderLabelOf(category)) === wanted,
  );
}

/** The deal categories in menu order, each with its subcategories, counting public deals (spec, section 3 "Category"). */
export function dealCategoryViews(counts: CategoryCounts): DealCategoryView[] {
  return DEAL_CATEGORIES.map((category) => dealCategoryView(category, counts));
}

export function dealCategoryView(category: CategoryDefinition, counts: CategoryCounts): DealCategoryView {
  const deals = counts.byCategory.get(category.id) ?? 0;
  const label = traderLabelOf(category);
  return {
    id: category.id,
    name: category.name,
    slug: categorySlug(category.name),
    description: category.description,
    heading: `${label} Deals`,
    meta_title: `Bulk ${label} Deals | Solar Trader Platform`,
    meta_description: `Negotiable bulk lots of ${label.toLowerCase()}: ${category.description}`,
    trader_category_description: `Bulk ${label.toLowerCase()} deals: negotiate price, MOQ and incoterms with verified sellers.`,
    icon: category.icon,
    parent_id: null,
    is_active: 1,
    has_items: deals > 0,
    items_count: deals,
    sub_categories: category.subcategories.map((sub) => {
      const subDeals = counts.bySubcategory.get(sub.id) ?? 0;
      return {
        id: sub.id,
        name: sub.name,
        slug: subcategorySlug(sub.name),
        description: '',
        heading: `${sub.name} Deals`,
        meta_title: `Bulk ${sub.name} Deals | ${label}`,
        meta_description: `Negotiable bulk lots of ${sub.name.toLowerCase()} from verified sellers.`,
        trader_category_description: '',
        icon: '',
        parent_id: category.id,
        is_active: 1,
        has_items: subDeals > 0,
        items_count: subDeals,
        sub_categories: [],
      };
    }),
  };
}
