import { ACCOUNT_PREFIX, PRODUCT_SHORT_NAME } from './config';
import { categoryPath, panelsByWattsPath, productPath, shopBrandPath, shopSearchPath, subcategoryPath } from './paths';

describe('page paths', () => {
  it('builds category and subcategory pages from the shared slug rules', () => {
    expect(categoryPath('DIY Kits & Equipment')).toBe('/shop/product/diy-kits-&-equipment');
    expect(subcategoryPath('Solar Inverters', 'Grid-Tie/Off-Grid Inverters')).toBe('/shop/product/solar-inverters/grid-tie!off-grid-inverters');
  });

  it('links Shop By Watts to solar panels with the pw_ filter segment', () => {
    expect(panelsByWattsPath(300)).toBe('/shop/product/solar-panels/pw_300');
  });

  it('sends a typed search to the shop search, lower-cased like every listing URL', () => {
    expect(shopSearchPath('  Tiger Neo ')).toBe('/shop/find?q=tiger+neo');
    expect(shopSearchPath('')).toBe('/shop/find');
  });

  it('builds brand pages with the brand path rule', () => {
    expect(shopBrandPath('Trina-Solar Co')).toBe('/shop/brands/trina+solar-co');
  });

  it('builds product pages from id and a readable slug', () => {
    expect(productPath({ id: 7, name: 'Tiger Neo 440W (Mono) / Black' })).toBe('/product/7/tiger-neo-440w-mono-black');
    expect(productPath({ id: 8, name: '***' })).toBe('/product/8/item');
  });

  it("keeps the product's short name in the account prefix", () => {
    expect(ACCOUNT_PREFIX).toBe(`/my-${PRODUCT_SHORT_NAME}`);
    expect(ACCOUNT_PREFIX).toBe('/my-solar');
  });
});
