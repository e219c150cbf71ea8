import { CATEGORIES } from '../enums/categories';
import { categorySlug, findCategoryBySlug, findSubcategoryBySlug, subcategorySlug } from './slug';

describe('category and subcategory slugs', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(categorySlug('Solar Panels')).toBe('solar-panels');
    expect(categorySlug('Solar Inverters')).toBe('solar-inverters');
    // The trader routes spell these the same way.
    expect(categorySlug('DIY Kits & Equipment')).toBe('diy-kits-&-equipment');
    expect(categorySlug('EV Chargers')).toBe('ev-chargers');
  });

  it("turns '/' into '!' in subcategory slugs only", () => {
    expect(subcategorySlug('AC/DC Cables')).toBe('ac!dc-cables');
    expect(subcategorySlug('Grid-Tie/Off-Grid Inverters')).toBe('grid-tie!off-grid-inverters');
    expect(categorySlug('AC/DC Cables')).toBe('ac/dc-cables');
  });

  it('finds a category by its slug, also percent-encoded', () => {
    expect(findCategoryBySlug('solar-panels')?.name).toBe('Solar Panels');
    expect(findCategoryBySlug('diy-kits-%26-equipment')?.name).toBe('DIY Kits & Equipment');
    expect(findCategoryBySlug('Racking-&-Mounts')?.name).toBe('Racking & Mounts');
    expect(findCategoryBySlug('no-such-category')).toBeUndefined();
  });

  it('finds a subcategory by its slug within its category', () => {
    const found = findSubcategoryBySlug('pv-cables', 'ac!dc-cables');
    expect(found?.category.name).toBe('PV Cables');
    expect(found?.subcategory.name).toBe('AC/DC Cables');
    expect(findSubcategoryBySlug('solar-panels', 'ac!dc-cables')).toBeUndefined();
    expect(findSubcategoryBySlug('nowhere', 'ac!dc-cables')).toBeUndefined();
  });

  it('round-trips every category and subcategory of the enumeration', () => {
    for (const category of CATEGORIES) {
      expect(findCategoryBySlug(categorySlug(category.name))).toBe(category);
      for (const sub of category.subcategories) {
        expect(findSubcategoryBySlug(categorySlug(category.name), subcategorySlug(sub.name))?.subcategory).toBe(sub);
      }
    }
  });
});
