import {
  AGES,
  CATEGORIES,
  CATEGORY_NAMES,
  CONDITIONS,
  LISTING_STATUSES,
  LISTING_STATUSES_WITH_PRIVATE,
  MOQ_UNIT_FILTER_VALUES,
  SECTORS,
  SECURITY_QUESTIONS,
  SHIPPING_TYPES,
  SORT_OPTIONS,
  DEFAULT_SORT,
  TRADER_MAIN_CATEGORIES,
  US_STATES,
  findUsState,
  shippingMethodOf,
} from '..';

describe('categories', () => {
  it('lists the 20 menu labels of the shop spec in menu order', () => {
    expect(CATEGORY_NAMES).toEqual([
      'Solar Panels',
      'Solar Inverters',
      'Solar Batteries',
      'Racking & Mounts',
      'PV Cables',
      'Complete PV Systems',
      'PV Connectors',
      'Components Parts',
      'DIY Kits & Equipment',
      'Solar Lights',
      'EV Charging Stations',
      'Cleaning & Maintenance',
      'Off Grid Solar Systems',
      'Generator',
      'Charge Controllers',
      'Smart Solar Solutions',
      'Solar Water Pumping Systems',
      'Solar Water Heaters',
      'Hybrid Solar Systems',
      'Transformer',
    ]);
  });

  it('gives every category 3 to 8 subcategories, a description and an icon, with unique ids', () => {
    const ids = new Set<number>();
    for (const category of CATEGORIES) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(3);
      expect(category.subcategories.length).toBeLessThanOrEqual(8);
      expect(category.description.length).toBeGreaterThan(10);
      expect(category.icon).toMatch(/^[a-z0-9-]+$/);
      for (const { id } of [category, ...category.subcategories]) {
        expect(ids.has(id)).toBe(false);
        ids.add(id);
      }
    }
    expect(CATEGORIES[0].subcategories.map((s) => s.name)).toContain('Monocrystalline Panels');
  });

  it('has at least one subcategory whose name holds a slash', () => {
    const withSlash = CATEGORIES.flatMap((c) => c.subcategories).filter((s) => s.name.includes('/'));
    expect(withSlash.length).toBeGreaterThan(0);
  });

  it("maps the trader's 'EV Chargers' label to the shop's 'EV Charging Stations'", () => {
    expect(TRADER_MAIN_CATEGORIES).toHaveLength(12);
    expect(TRADER_MAIN_CATEGORIES.find((c) => c.label === 'EV Chargers')?.categoryName).toBe('EV Charging Stations');
    for (const { categoryName } of TRADER_MAIN_CATEGORIES) expect(CATEGORY_NAMES).toContain(categoryName);
  });
});

describe('enumerations', () => {
  it('labels conditions as the spec does', () => {
    expect(CONDITIONS.map((c) => c.value)).toEqual(['pre_owned', 'new', 'seller_refurbished', 'defected', 'for_parts', 'mix']);
    expect(CONDITIONS.find((c) => c.value === 'new')?.label).toBe('New / Unused');
    expect(CONDITIONS.find((c) => c.value === 'pre_owned')?.label).toBe('Pre Owned');
  });

  it('offers ages 0 to 9 and 10+ years', () => {
    expect(AGES).toHaveLength(11);
    expect(AGES[AGES.length - 1]).toEqual({ value: '10+', label: '10+ years' });
  });

  it('has the listing status filters, and Private only in the other set', () => {
    expect(LISTING_STATUSES).toHaveLength(10);
    expect(LISTING_STATUSES).not.toContain('Private');
    expect(LISTING_STATUSES_WITH_PRIVATE).toContain('Private');
    expect(LISTING_STATUSES).toContain('OutOfStock');
  });

  it('maps every shipping type to a shipping method', () => {
    expect(SHIPPING_TYPES.map(shippingMethodOf)).toEqual(['FEDEX', 'FEDEX', 'FREE_SHIPPING', 'LOCAL_PICKUP', 'CALCULATED']);
  });

  it('numbers sectors 1 to 3', () => {
    expect(SECTORS.map((s) => [s.id, s.value])).toEqual([
      [1, 'residential'],
      [2, 'commercial'],
      [3, 'utility_scale'],
    ]);
    expect(MOQ_UNIT_FILTER_VALUES).toEqual(['pallets', 'containers', 'mw']);
  });

  it('lists the 50 states plus DC, Puerto Rico and the Virgin Islands with unique ids and codes', () => {
    expect(US_STATES).toHaveLength(53);
    expect(new Set(US_STATES.map((s) => s.id)).size).toBe(53);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(53);
    expect(findUsState('pr')?.name).toBe('Puerto Rico');
    expect(findUsState('District of Columbia')?.code).toBe('DC');
    expect(findUsState('Virgin Islands')?.code).toBe('VI');
    expect(findUsState('Ontario')).toBeUndefined();
  });

  it('has enough security questions to answer three distinct ones', () => {
    expect(SECURITY_QUESTIONS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SECURITY_QUESTIONS.map((q) => q.question)).size).toBe(SECURITY_QUESTIONS.length);
  });

  it("sorts by 'quantity, high to low' by default", () => {
    expect(SORT_OPTIONS.find((o) => o.value === DEFAULT_SORT)?.label).toBe('quantity, high to low');
  });
});
