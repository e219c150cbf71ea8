import { applyFilterChange, buildListingPath, parseListingPath, type ListingFilters } from './listing-filters';

describe('parseListingPath', () => {
  it('reads every prefixed segment and the query parameters', () => {
    const { base, filters } = parseListingPath(
      '/trader/find/ca_solar-panels/sb_bifacial-panels/br_jinko-solar/br_trina+solar-co/cd_new/st_free_shipping/pw_400/wa_5000/co_black/ic_exw/sta_tx/mu_pallets/ct_tier-1/sec_residential/pr_0.1-0.5',
      '?q=Mono&sort_by=price_asc&page_no=2&per_page=24',
    );
    expect(base).toBe('/trader/find');
    expect(filters).toEqual<ListingFilters>({
      category: 'solar-panels',
      subcategory: ['bifacial-panels'],
      brand: ['jinko-solar', 'trina+solar-co'],
      condition: ['new'],
      shippingType: ['free_shipping'],
      panelWattage: ['400'],
      wattage: ['5000'],
      colour: ['black'],
      intercom: ['exw'],
      state: ['tx'],
      moqUnit: ['pallets'],
      companyTier: ['tier-1'],
      sector: ['residential'],
      price: { min: 0.1, max: 0.5 },
      q: 'mono',
      sortBy: 'price_asc',
      pageNo: 2,
      perPage: 24,
    });
  });

  it("tells 'st_' (shipping type) and 'sta_' (state) apart", () => {
    const { filters } = parseListingPath('/shop/find/sta_ca/st_fedex');
    expect(filters.state).toEqual(['ca']);
    expect(filters.shippingType).toEqual(['fedex']);
  });

  it('keeps unknown segments in the base path and accepts the query in the path', () => {
    const { base, filters } = parseListingPath('/shop/find/all/br_rec?q=panel');
    expect(base).toBe('/shop/find/all');
    expect(filters).toEqual({ brand: ['rec'], q: 'panel' });
  });

  it('lower-cases values, decodes escapes and drops malformed price and page values', () => {
    const { filters } = parseListingPath('/trader/find/CA_Solar-Panels/sb_ac%21dc-cables/pr_cheap/br_', 'page_no=0&per_page=x');
    expect(filters).toEqual({ category: 'solar-panels', subcategory: ['ac!dc-cables'] });
  });
});

describe('buildListingPath', () => {
  it('writes segments in prefix order, repeats a filter per value and lower-cases the URL', () => {
    const url = buildListingPath('/trader/find', {
      brand: ['Jinko-Solar', 'trina+solar-co'],
      category: 'Solar-Panels',
      price: { min: 0, max: 10000 },
      q: 'Bifacial 400W',
      pageNo: 3,
    });
    expect(url).toBe('/trader/find/ca_solar-panels/br_jinko-solar/br_trina+solar-co/pr_0-10000?q=bifacial+400w&page_no=3');
  });

  it("keeps slug characters readable ('&', '!') and escapes the rest", () => {
    expect(buildListingPath('/shop/find/', { category: 'diy-kits-&-equipment', subcategory: ['ac!dc-cables', 'a/b'] })).toBe(
      '/shop/find/ca_diy-kits-&-equipment/sb_ac!dc-cables/sb_a%2fb',
    );
  });

  it('gives the bare base path when there are no filters', () => {
    expect(buildListingPath('/trader/deals', {})).toBe('/trader/deals');
  });
});

describe('round trip', () => {
  const cases: ListingFilters[] = [
    {},
    { category: 'solar-inverters', sector: ['commercial', 'utility_scale'] },
    { brand: ['trina+solar-co'], subcategory: ['grid-tie!off-grid-inverters'], condition: ['pre_owned', 'for_parts'] },
    { moqUnit: ['mw'], panelWattage: ['400', '405'], price: { min: 0.12, max: 0.3 }, sortBy: 'quantity_desc', perPage: 20 },
    { category: 'diy-kits-&-equipment', q: 'kit & tools, 12v', pageNo: 7 },
  ];

  it.each(cases)('parse(build(filters)) gives the filters back: %j', (filters) => {
    const url = buildListingPath('/trader/find', filters);
    const [path, query] = url.split('?');
    const parsed = parseListingPath(path, query ?? '');
    expect(parsed).toEqual({ base: '/trader/find', filters });
    expect(buildListingPath(parsed.base, parsed.filters)).toBe(url);
  });
});

describe('applyFilterChange', () => {
  const busy: ListingFilters = {
    category: 'solar-panels',
    brand: ['jinko-solar'],
    condition: ['new'],
    panelWattage: ['400'],
    wattage: ['5000'],
    colour: ['black'],
    companyTier: ['tier-1'],
    moqUnit: ['pallets'],
    sector: ['residential'],
    price: { min: 0.1, max: 0.4 },
    q: 'mono',
    sortBy: 'price_asc',
    pageNo: 4,
  };

  it('choosing a category clears wattage, colour, tier, MOQ unit, price, page and (not inverters) sector', () => {
    expect(applyFilterChange(busy, { type: 'category', value: 'solar-batteries' })).toEqual({
      category: 'solar-batteries',
      brand: ['jinko-solar'],
      condition: ['new'],
      q: 'mono',
      sortBy: 'price_asc',
    });
  });

  it('keeps the sector filter when the category is solar inverters', () => {
    const next = applyFilterChange(busy, { type: 'category', value: 'solar-inverters' });
    expect(next.sector).toEqual(['residential']);
    expect(next.price).toBeUndefined();
    expect(next.pageNo).toBeUndefined();
  });

  it('toggles a value on and off and returns to the first page', () => {
    const added = applyFilterChange(busy, { type: 'toggle', filter: 'brand', value: 'trina+solar-co' });
    expect(added.brand).toEqual(['jinko-solar', 'trina+solar-co']);
    expect(added.pageNo).toBeUndefined();
    const removed = applyFilterChange(added, { type: 'toggle', filter: 'brand', value: 'jinko-solar' });
    expect(removed.brand).toEqual(['trina+solar-co']);
    expect(applyFilterChange(removed, { type: 'toggle', filter: 'brand', value: 'trina+solar-co' })).not.toHaveProperty('brand');
  });

  it('changes only the page number on a page change', () => {
    expect(applyFilterChange(busy, { type: 'page', pageNo: 5 })).toEqual({ ...busy, pageNo: 5 });
  });

  it('reset keeps the search text only', () => {
    expect(applyFilterChange(busy, { type: 'reset' })).toEqual({ q: 'mono' });
  });

  it('does not modify the filters it is given', () => {
    const before = structuredClone(busy);
    applyFilterChange(busy, { type: 'category', value: 'solar-batteries' });
    applyFilterChange(busy, { type: 'toggle', filter: 'brand', value: 'x' });
    expect(busy).toEqual(before);
  });
});
