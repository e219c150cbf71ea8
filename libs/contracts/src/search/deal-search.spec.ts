import { parseListingPath } from '../rules/listing-filters';
import { dealFilterValue, dealSearchBody } from './deal-search';
import { SEARCH_LIMIT_MAX, SEARCH_TEXT_MAX } from './search-object';

const bodyOf = (path: string, search = '') => dealSearchBody(parseListingPath(path, search));

describe('dealSearchBody', () => {
  it("turns a deal listing URL's segments and query into the deal search, values spelled as deals hold them", () => {
    expect(
      bodyOf(
        '/trader/find/ca_solar-panels/sb_bifacial-panels/br_7/cd_new/st_free_shipping/pw_400/wa_410/co_black/ic_exw/sta_tx/mu_mw/ct_tier-1/sec_3/pr_0.1-0.5',
        '?q=Mono&sort_by=price_asc&page_no=2&per_page=40',
      ),
    ).toEqual({
      where: { category_slug: 'solar-panels', price_min: 0.1, price_max: 0.5 },
      where_in: {
        subcategory_slug: ['bifacial-panels'],
        condition: ['new'],
        shipping_type: ['free_shipping'],
        colour: ['black'],
        incoterm: ['EXW'],
        state: ['TX'],
        moq_unit: ['MW'],
        company_tier: ['Tier 1'],
        sector: ['utility_scale'],
        brand_id: [7],
        panel_wattage_group: [400],
        panel_wattage: [410],
      },
      query: 'mono',
      orderby: { price: 'asc' },
      page: 2,
      limit: 40,
    });
  });

  it('reads the category or wattage group of a /trader/deals page', () => {
    expect(bodyOf('/trader/deals/500-watt-solar-panels')).toMatchObject({ where: { category_slug: 'solar-panels' }, where_in: { panel_wattage_group: [500] } });
    expect(bodyOf('/trader/deals/diy-kits-&-equipment/sta_nv')).toMatchObject({
      where: { category_slug: 'diy-kits-&-equipment' },
      where_in: { state: ['NV'] },
    });
    expect(bodyOf('/trader/deals')).toEqual({ page: 1, limit: 20 });
  });

  it('leaves the order to the service without a deal sort, and keeps hand-made URLs within the search limits', () => {
    expect(bodyOf('/trader/find', '?sort_by=rating_desc')).toEqual({ page: 1, limit: 20 });
    const long = bodyOf('/trader/find', `?q=${'a'.repeat(SEARCH_TEXT_MAX + 50)}&per_page=500`);
    expect(long.query).toHaveLength(SEARCH_TEXT_MAX);
    expect(long.limit).toBe(SEARCH_LIMIT_MAX);
  });
});

describe('dealFilterValue', () => {
  it('spells a filter value as deals hold it; a value that names nothing stays as it is, and finds nothing', () => {
    expect(dealFilterValue('incoterm', 'xyz')).toBe('xyz');
    expect(dealFilterValue('sector', 'residential')).toBe('residential');
    expect(dealFilterValue('sector', 1)).toBe('residential');
    expect(dealFilterValue('category_slug', 'solar-panels')).toBe('solar-panels');
  });
});
