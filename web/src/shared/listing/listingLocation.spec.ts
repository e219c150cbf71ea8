import { pageWindow } from '../components/Pager';
import { listingPathAfter, readListingLocation } from './listingLocation';

describe('readListingLocation', () => {
  it('reads a subcategory page with its filters, dropping what the path already fixes', () => {
    expect(readListingLocation('/shop/product/Solar-Inverters/grid-tie!off-grid-inverters/ca_solar-panels/sb_x/cd_new', '?page_no=2')).toEqual({
      kind: 'category',
      base: '/shop/product/Solar-Inverters/grid-tie!off-grid-inverters',
      scope: { category: 'solar-inverters', subcategory: 'grid-tie!off-grid-inverters' },
      filters: { condition: ['new'], pageNo: 2 },
    });
  });

  it('decodes an escaped category slug and a brand segment', () => {
    expect(readListingLocation('/shop/product/diy-kits-%26-equipment', '')?.scope).toEqual({ category: 'diy-kits-&-equipment' });
    expect(readListingLocation('/shop/brands/trina+solar-co/br_other/cd_new', '')).toMatchObject({
      kind: 'brand',
      base: '/shop/brands/trina+solar-co',
      scope: { brand: 'trina+solar-co' },
      filters: { condition: ['new'] },
    });
  });

  it('keeps the search text and a ca_ category on the shop search', () => {
    expect(readListingLocation('/shop/find/ca_solar-panels', '?q=Mono')).toEqual({
      kind: 'search',
      base: '/shop/find',
      scope: {},
      filters: { category: 'solar-panels', q: 'mono' },
    });
  });

  it('falls back to the default page size for one the shop does not offer', () => {
    expect(readListingLocation('/shop/find', '?per_page=1000')?.filters).toEqual({});
    expect(readListingLocation('/shop/find', '?per_page=48')?.filters).toEqual({ perPage: 48 });
  });

  it.each(['/shop/find/extra', '/shop/brands/jinko/extra', '/shop/product/solar-panels/a/b', '/shop/product', '/shop/cart'])('refuses %s', (path) => {
    expect(readListingLocation(path, '')).toBeUndefined();
  });
});

describe('listingPathAfter', () => {
  it('writes the change onto the listing base, back at page 1', () => {
    const location = readListingLocation('/shop/brands/jinko-solar/cd_new', '?page_no=4&sort_by=newest');
    if (!location) throw new Error('unreadable');
    expect(listingPathAfter(location, { type: 'toggle', filter: 'state', value: 'tx' })).toBe('/shop/brands/jinko-solar/cd_new/sta_tx?sort_by=newest');
  });
});

describe('pageWindow', () => {
  it('shows the first, the last and two either side of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
