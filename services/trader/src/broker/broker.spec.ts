import {
  BROKER_MESSAGES,
  DEAL_CATEGORIES,
  MESSAGES,
  PAGE_QUERY_ERRORS,
  SEARCH_OBJECT_ERRORS,
  SECTORS,
  TRADER_API,
  demoBrandId,
  type DealBrandView,
  type DealCategoryView,
  type DealSidebar,
  type PageOf,
  type SellerDealView,
} from '@solar/contracts';
import { TokenService } from '@solar/platform';
import { FakeCatalog, INACTIVE_BRAND } from '../testing/fake-catalog';
import { ADMIN, BUYER, OTHER_SELLER, SELLER, SELLER_SECRETS, inverterForm, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { BRANDS_TTL_MS, CatalogBrands, UNKNOWN_BRAND_REREAD_MS } from './catalog-brands';

/**
 * The broker's lists around the deals, over HTTP: part-number suggestions for the deal form, the deal categories,
 * the brands (named by the catalog, which owns them), the deal listing's sidebar, the sectors and a seller's
 * brands; what each refuses; and that none of them names a seller.
 */
let trader: TraderHarness;
const B = BROKER_MESSAGES;
const P = MESSAGES.product;

beforeAll(async () => {
  trader = await startTraderHarness();
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const asAdmin = () => trader.token(ADMIN, ['admin']);
const asBuyer = () => trader.token(BUYER, ['customer']);
const asOtherSeller = () => trader.token(OTHER_SELLER, ['seller']);
const get = (path: string, query: Record<string, string | string[] | undefined> = {}, token: string | null = null) =>
  trader.send('get', path, undefined, token).query(query);

const QCELLS = demoBrandId('Qcells');
const SMA = demoBrandId('SMA');
const JINKO = demoBrandId('Jinko Solar');

/** Nothing in an answer anyone may read names the seller. */
function expectAnonymous(body: unknown): void {
  const json = JSON.stringify(body);
  for (const secret of SELLER_SECRETS) expect(json).not.toContain(secret);
  expect(json).not.toContain('owner_id');
}

describe('broker/part_no', () => {
  beforeAll(async () => {
    await trader.deals.deleteMany({});
    // The seller's own deals in any status, and another seller's public and hidden ones.
    await trader.dealIn('Pending', panelForm({ part_number: 'JKM580N-72HL4', mpn: 'JKM-580-OWN' }));
    await trader.dealIn('Active', panelForm({ part_number: 'LR5-72HGD-585M', mpn: '' }));
    const theirs = (part: string, sku: string) =>
      trader.send('post', TRADER_API.create, panelForm({ part_number: part, mpn: '', sku }), asOtherSeller()).expect(201);
    const publicOne = (await theirs('JKM575N-PUBLIC', 'JKM-SKU-THEIRS')).body.data as SellerDealView;
    await trader.deals.updateOne({ uuid: publicOne.uuid }, { $set: { status: 'Approved' } });
    await theirs('JKM570N-PENDING', 'JKM-SKU-HIDDEN');
  });

  it("suggests the part numbers and MPNs starting with q of the seller's deals and of public deals, in any case", async () => {
    const answer = await get(TRADER_API.partNumbers, { q: 'jkm' }, trader.sellerToken()).expect(200);
    expect(answer.body.data).toEqual(['JKM-580-OWN', 'JKM575N-PUBLIC', 'JKM580N-72HL4']);
    expect((await get(TRADER_API.partNumbers, { q: 'LR5-' }, trader.sellerToken()).expect(200)).body.data).toEqual(['LR5-72HGD-585M']);
  });

  it("never suggests another seller's deals that are not public, nor anyone's SKU", async () => {
    const seen = (await get(TRADER_API.partNumbers, { q: 'JKM' }, asOtherSeller()).expect(200)).body.data as string[];
    // The other seller sees their own hidden deal, and of this seller's only the public one.
    expect(seen).toEqual(['JKM570N-PENDING', 'JKM575N-PUBLIC']);
    const mine = (await get(TRADER_API.partNumbers, { q: 'JKM' }, trader.sellerToken()).expect(200)).body.data as string[];
    expect(mine).not.toContain('JKM570N-PENDING');
    expect(mine.filter((value) => value.includes('SKU'))).toEqual([]);
  });

  it('answers at most 10, distinct, in reading order', async () => {
    for (let n = 1; n <= 12; n++) await trader.dealIn('Active', panelForm({ part_number: `QP-${n}`, mpn: n === 1 ? 'QP-1' : '' }));
    const answer = (await get(TRADER_API.partNumbers, { q: 'QP-' }, trader.sellerToken()).expect(200)).body.data as string[];
    expect(answer).toEqual(['QP-1', 'QP-2', 'QP-3', 'QP-4', 'QP-5', 'QP-6', 'QP-7', 'QP-8', 'QP-9', 'QP-10']);
  });

  it('takes q as literal text: pattern characters match nothing but themselves', async () => {
    expect((await get(TRADER_API.partNumbers, { q: '.*' }, trader.sellerToken()).expect(200)).body.data).toEqual([]);
    expect((await get(TRADER_API.partNumbers, { q: 'JKM(' }, trader.sellerToken()).expect(200)).body.data).toEqual([]);
  });

  it('refuses a missing, blank, over-long or repeated q (400)', async () => {
    for (const query of [{}, { q: '' }, { q: '   ' }, { q: 'x'.repeat(51) }, { q: ['JKM', 'LR5'] }]) {
      const refused = await get(TRADER_API.partNumbers, query, trader.sellerToken()).expect(400);
      expect(refused.body.errors).toEqual({ q: [B.partNumberPrefix] });
    }
    expect(B.partNumberPrefix).toBe('Type 1 to 50 characters of the part number.');
    await get(TRADER_API.partNumbers, { q: 'x'.repeat(50) }, trader.sellerToken()).expect(200);
  });

  it('is for sellers: 401 signed out, 403 for a buyer', async () => {
    await get(TRADER_API.partNumbers, { q: 'JKM' }).expect(401);
    await get(TRADER_API.partNumbers, { q: 'JKM' }, asBuyer()).expect(403);
  });
});

describe('broker/category/list', () => {
  beforeAll(async () => {
    await trader.deals.deleteMany({});
    await trader.dealIn('Active', panelForm({ subcategory_id: 103 }));
    await trader.dealIn('Approved', panelForm({ subcategory_id: 101 }));
    await trader.dealIn('Active', inverterForm({ subcategory_id: 201 }));
    // Not public: not counted.
    await trader.dealIn('Pending', inverterForm({ subcategory_id: 201 }));
    await trader.dealIn('Private', inverterForm({ subcategory_id: 202 }));
  });

  it("lists the deal categories with the spec's fields, each with its subcategories, counting public deals", async () => {
    const answer = await get(TRADER_API.dealCategories).expect(200);
    const categories = answer.body.data as DealCategoryView[];
    expect(categories.map((category) => category.id)).toEqual(DEAL_CATEGORIES.map((category) => category.id));
    const panels = categories.find((category) => category.name === 'Solar Panels')!;
    expect(panels).toEqual({
      id: 1,
      name: 'Solar Panels',
      slug: 'solar-panels',
      description: expect.any(String),
      heading: 'Solar Panels Deals',
      meta_title: expect.stringContaining('Solar Panels'),
      meta_description: expect.any(String),
      trader_category_description: expect.stringContaining('solar panels'),
      icon: 'sun',
      parent_id: null,
      is_active: 1,
      has_items: true,
      items_count: 2,
      sub_categories: expect.any(Array),
    });
    expect(panels.sub_categories.find((sub) => sub.id === 103)).toMatchObject({
      name: 'Bifacial Panels',
      slug: 'bifacial-panels',
      parent_id: 1,
      items_count: 1,
      has_items: true,
      sub_categories: [],
    });
    expect(panels.sub_categories.find((sub) => sub.id === 102)).toMatchObject({ items_count: 0, has_items: false });
    const inverters = categories.find((category) => category.name === 'Solar Inverters')!;
    expect(inverters).toMatchObject({ items_count: 1, has_items: true });
    expect(inverters.sub_categories.find((sub) => sub.id === 202)).toMatchObject({ items_count: 0 });
    const generators = categories.find((category) => category.name === 'Generator')!;
    expect(generators).toMatchObject({ items_count: 0, has_items: false });
    expectAnonymous(answer.body);
  });

  it('answers one category by its id, 404 for an id that is none, 400 for one that is not a number', async () => {
    const inverters = (await get(TRADER_API.dealCategory(2)).expect(200)).body.data as DealCategoryView;
    expect(inverters).toMatchObject({ id: 2, name: 'Solar Inverters', slug: 'solar-inverters', items_count: 1 });
    expect(inverters.sub_categories.map((sub) => sub.parent_id)).toEqual(inverters.sub_categories.map(() => 2));
    // Transformer is a shop category, not a deal category.
    for (const unknown of [99, 20]) expect((await get(TRADER_API.dealCategory(unknown)).expect(404)).body.error).toBe(B.categoryNotFound);
    expect((await get(TRADER_API.dealCategory('panels')).expect(400)).body.errors).toEqual({ id: ['Must be a whole number.'] });
  });
});

describe('broker/brand/list', () => {
  beforeAll(async () => {
    await trader.deals.deleteMany({});
    await trader.dealIn('Active', panelForm({ brand_id: QCELLS }));
    await trader.dealIn('Approved', panelForm({ brand_id: QCELLS }));
    await trader.dealIn('Active', inverterForm({ brand_id: SMA }));
    // Brands of deals nobody else sees are not listed.
    await trader.dealIn('Pending', panelForm({ brand_id: JINKO }));
    // A public deal whose brand the catalog has switched off since: the brand is hidden.
    const retired = await trader.dealIn('Active', inverterForm({ brand_id: SMA }));
    await trader.deals.updateOne({ uuid: retired.uuid }, { $set: { brand_id: INACTIVE_BRAND.id } });
  });

  it("lists the active brands of public deals A to Z, with the spec's fields and the public deals of each, 10 a page", async () => {
    const answer = await get(TRADER_API.dealBrands).expect(200);
    const page = answer.body.data as PageOf<DealBrandView>;
    expect(page).toMatchObject({ total: 2, page: 1, limit: 10, last_page: 1 });
    expect(page.items).toEqual([
      {
        id: QCELLS,
        name: 'Qcells',
        slug: 'qcells',
        logo: null,
        heading: 'Qcells',
        meta_title: 'Qcells | Solar Marketplace',
        meta_description: 'Buy Qcells solar equipment.',
        status: 'active',
        items_count: 2,
      },
      expect.objectContaining({ id: SMA, name: 'SMA', items_count: 1 }),
    ]);
    expectAnonymous(answer.body);
  });

  it('pages as asked, up to 100 a page', async () => {
    const second = (await get(TRADER_API.dealBrands, { page: '2', limit: '1' }).expect(200)).body.data as PageOf<DealBrandView>;
    expect(second).toMatchObject({ total: 2, page: 2, limit: 1, last_page: 2 });
    expect(second.items.map((brand) => brand.name)).toEqual(['SMA']);
    await get(TRADER_API.dealBrands, { limit: '100' }).expect(200);
  });

  it('refuses a page or limit that is not a whole number in range, and unknown parameters (400)', async () => {
    for (const limit of ['0', '101', 'ten', '2.5']) {
      expect((await get(TRADER_API.dealBrands, { limit }).expect(400)).body.errors).toEqual({ limit: [B.brandsLimit] });
    }
    for (const page of ['0', '-1', 'first']) {
      expect((await get(TRADER_API.dealBrands, { page }).expect(400)).body.errors).toEqual({ page: [PAGE_QUERY_ERRORS.page] });
    }
    expect((await get(TRADER_API.dealBrands, { seller_id: SELLER.id }).expect(400)).body.errors).toEqual({ seller_id: [SEARCH_OBJECT_ERRORS.unknownKey] });
  });
});

describe('broker/sidebar_data', () => {
  beforeAll(async () => {
    await trader.deals.deleteMany({});
    await trader.dealIn('Active', panelForm({ part_number: 'BF-550-M', panel_wattage: 550, price: 0.25, state: 'TX', incoterm: 'EXW', moq_unit: 'pallets' }));
    await trader.dealIn(
      'Approved',
      panelForm({
        name: 'Mono 410W panels',
        part_number: 'MN-410',
        mpn: 'MN410',
        tags: ['mono'],
        panel_wattage: 410,
        price: 0.31,
        state: 'CA',
        incoterm: 'FOB',
        moq: 1,
        moq_unit: 'containers',
        locations: [],
      }),
    );
    await trader.dealIn('Active', inverterForm({ part_number: 'SB10-US', mpn: '', price: 1250, state: 'AZ', incoterm: 'DAP' }));
    await trader.dealIn('Active', inverterForm({ part_number: 'SB10-US', mpn: '', price: 980.5, state: 'AZ', incoterm: 'DAP' }));
    // Not public: not counted anywhere.
    await trader.dealIn('Pending', panelForm({ panel_wattage: 650, price: 0.05, state: 'NY', incoterm: 'CIF' }));
    await trader.dealIn('Private', inverterForm({ price: 5, state: 'NY' }));
  });

  const sidebar = async (query: Record<string, string> = {}) => (await get(TRADER_API.sidebar, query).expect(200)).body.data as DealSidebar;
  const count = <T extends { count: number }>(list: T[], pick: (entry: T) => boolean) => list.find(pick)?.count;

  it('counts every filter over the public deals: categories, wattage groups, prices, MOQ units, incoterms, states', async () => {
    const answer = await get(TRADER_API.sidebar).expect(200);
    expect(answer.body.success).toBe(true);
    const all = answer.body.data as DealSidebar;
    expect(all).toMatchObject({ category: null, key: '', total: 4 });
    expect(
      count(
        all.categories.map((c) => ({ ...c, count: c.items_count })),
        (c) => c.id === 1,
      ),
    ).toBe(2);
    expect(
      count(
        all.categories.map((c) => ({ ...c, count: c.items_count })),
        (c) => c.id === 2,
      ),
    ).toBe(2);
    expect(all.wattage_groups).toEqual([
      { id: '300-watt', min: 300, max: 395, slug: '300-watt-solar-panels', path: '/trader/deals/300-watt-solar-panels', count: 0 },
      { id: '400-watt', min: 400, max: 495, slug: '400-watt-solar-panels', path: '/trader/deals/400-watt-solar-panels', count: 1 },
      { id: '500-watt', min: 500, max: 595, slug: '500-watt-solar-panels', path: '/trader/deals/500-watt-solar-panels', count: 1 },
      { id: '600-watt', min: 600, max: null, slug: '600-watt-solar-panels', path: '/trader/deals/600-watt-solar-panels', count: 0 },
    ]);
    expect(all.price_range).toEqual({ watt: { min: 0.25, max: 0.31 }, unit: { min: 980.5, max: 1250 } });
    expect(all.moq_units).toEqual([
      { value: 'panels', count: 0 },
      { value: 'pallets', count: 1 },
      { value: 'containers', count: 1 },
      { value: 'MW', count: 0 },
    ]);
    expect(count(all.incoterms, (entry) => entry.value === 'DAP')).toBe(2);
    expect(count(all.incoterms, (entry) => entry.value === 'CIF')).toBe(0);
    expect(all.incoterms).toHaveLength(12);
    expect(all.states).toEqual([
      { value: 'AZ', name: 'Arizona', count: 2 },
      { value: 'CA', name: 'California', count: 1 },
      { value: 'TX', name: 'Texas', count: 1 },
    ]);
    expectAnonymous(answer.body);
  });

  it("narrows to a category named by its slug, its route's slug or its id, still counting the other categories", async () => {
    const panels = await sidebar({ category: 'solar-panels' });
    expect(panels).toMatchObject({
      category: { id: 1, name: 'Solar Panels', slug: 'solar-panels' },
      total: 2,
      price_range: { watt: { min: 0.25, max: 0.31 }, unit: null },
    });
    expect(panels.states.map((state) => state.value)).toEqual(['CA', 'TX']);
    expect(panels.categories.find((category) => category.id === 2)?.items_count).toBe(2);
    const inverters = await sidebar({ category: '2' });
    expect(inverters).toMatchObject({ category: { id: 2 }, total: 2, price_range: { watt: null, unit: { min: 980.5, max: 1250 } } });
    expect(inverters.wattage_groups.every((group) => group.count === 0)).toBe(true);
    expect(await sidebar({ category: 'ev-chargers' })).toMatchObject({ category: { name: 'EV Charging Stations' }, total: 0 });
  });

  it('narrows to the deals whose name, part number, MPN or tags hold the search text', async () => {
    expect(await sidebar({ key: 'bf-550' })).toMatchObject({ key: 'bf-550', total: 1, price_range: { watt: { min: 0.25, max: 0.25 }, unit: null } });
    expect((await sidebar({ key: ' MONO ' })).total).toBe(1);
    expect((await sidebar({ key: 'mn410', category: 'solar-panels' })).total).toBe(1);
    const none = await sidebar({ key: 'no such deal (at all)' });
    expect(none).toMatchObject({ total: 0, price_range: { watt: null, unit: null }, states: [] });
    expect(none.categories.every((category) => category.items_count === 0)).toBe(true);
  });

  it("answers 404 'Deal Listing sidebar not found!' for a category that is none", async () => {
    for (const category of ['solar-widgets', '99', 'transformer']) {
      const missing = await get(TRADER_API.sidebar, { category }).expect(404);
      expect(missing.body).toMatchObject({ success: false, error: 'Deal Listing sidebar not found!' });
    }
    expect(MESSAGES.empty.dealListingSidebar).toBe('Deal Listing sidebar not found!');
  });

  it('refuses a repeated, blank or over-long category or search text (400)', async () => {
    expect((await get(TRADER_API.sidebar, { category: ['solar-panels', 'solar-inverters'] }).expect(400)).body.errors).toEqual({ category: [B.category] });
    expect((await get(TRADER_API.sidebar, { category: ' ' }).expect(400)).body.errors).toEqual({ category: [B.category] });
    expect((await get(TRADER_API.sidebar, { key: 'k'.repeat(201) }).expect(400)).body.errors).toEqual({ key: [SEARCH_OBJECT_ERRORS.queryTooLong] });
    expect((await get(TRADER_API.sidebar, { key: ['a', 'b'] }).expect(400)).body.errors).toEqual({ key: [SEARCH_OBJECT_ERRORS.queryParamShape] });
  });
});

describe('the sectors list', () => {
  it("answers the spec's sectors with ids 1 to 3, to anyone", async () => {
    const sectors = (await get(TRADER_API.sectors).expect(200)).body.data;
    expect(sectors).toEqual([
      { id: 1, value: 'residential', label: 'Residential' },
      { id: 2, value: 'commercial', label: 'Commercial' },
      { id: 3, value: 'utility_scale', label: 'Utility Scale' },
    ]);
    expect(sectors).toEqual(SECTORS);
  });
});

describe('broker/seller-brand/list', () => {
  beforeAll(async () => {
    await trader.deals.deleteMany({});
    await trader.dealIn('Active', panelForm({ brand_id: QCELLS }));
    await trader.dealIn('Pending', panelForm({ brand_id: QCELLS }));
    await trader.dealIn('Incomplete', inverterForm({ brand_id: SMA }));
    await trader.send('post', TRADER_API.create, inverterForm({ brand_id: JINKO }), asOtherSeller()).expect(201);
  });

  const sellerBrands = (sellerId: string, token: string | null) => get(TRADER_API.sellerBrands, { seller_id: sellerId }, token);

  it("lists the brands of the seller's deals in any status to the seller, and to admins", async () => {
    for (const token of [trader.sellerToken(), asAdmin()]) {
      const brands = (await sellerBrands(SELLER.id, token).expect(200)).body.data as DealBrandView[];
      expect(brands.map(({ id, name, items_count }) => ({ id, name, items_count }))).toEqual([
        { id: QCELLS, name: 'Qcells', items_count: 2 },
        { id: SMA, name: 'SMA', items_count: 1 },
      ]);
    }
    expect((await sellerBrands(OTHER_SELLER, asOtherSeller()).expect(200)).body.data).toEqual([expect.objectContaining({ id: JINKO, items_count: 1 })]);
  });

  it("keeps a seller's brands from anyone else: 403 for another seller or a buyer, 401 signed out", async () => {
    for (const token of [asOtherSeller(), asBuyer()]) {
      const refused = await sellerBrands(SELLER.id, token).expect(403);
      expect(JSON.stringify(refused.body)).not.toContain('Qcells');
    }
    expect((await sellerBrands(SELLER.id, asOtherSeller())).body.error).toBe(B.sellerBrandsRefused);
    await sellerBrands(SELLER.id, null).expect(401);
  });

  it('refuses a missing, blank, over-long or repeated seller_id (400)', async () => {
    for (const query of [{}, { seller_id: '' }, { seller_id: 'x'.repeat(65) }, { seller_id: [SELLER.id, OTHER_SELLER] }]) {
      expect((await get(TRADER_API.sellerBrands, query, trader.sellerToken()).expect(400)).body.errors).toEqual({ seller_id: [B.sellerId] });
    }
  });
});

describe("the deal form's brand", () => {
  it('refuses a brand the catalog does not have, or has switched off, in a new deal, a draft and an edit (400 on brand_id)', async () => {
    for (const brand of [4242, INACTIVE_BRAND.id]) {
      expect((await trader.send('post', TRADER_API.create, panelForm({ brand_id: brand })).expect(400)).body.errors).toEqual({ brand_id: [P.brandUnknown] });
      const draft = { draft: true, name: 'Draft with a brand', category_id: 1, brand_id: brand };
      expect((await trader.send('post', TRADER_API.create, draft).expect(400)).body.errors).toEqual({ brand_id: [P.brandUnknown] });
    }
    const deal = await trader.dealIn('Pending', panelForm());
    const edit = await trader.send('post', TRADER_API.updateListing, { ...panelForm({ brand_id: INACTIVE_BRAND.id }), listing_id: deal.id }).expect(400);
    expect(edit.body.errors).toEqual({ brand_id: [P.brandUnknown] });
    // A draft may still leave the brand out.
    await trader.send('post', TRADER_API.create, { draft: true, name: 'Draft without a brand', category_id: 1 }).expect(201);
  });

  it('takes a brand the catalog added after the list was read, reading it again', async () => {
    const reads = trader.catalog.requests.length;
    trader.catalog.brands.push({ ...INACTIVE_BRAND, id: 950, name: 'Newcomer Solar', slug: 'newcomer-solar', status: 'active' });
    // Past the pause between re-reads for unknown ids.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + UNKNOWN_BRAND_REREAD_MS + 1);
    try {
      const created = await trader.send('post', TRADER_API.create, panelForm({ brand_id: 950 })).expect(201);
      expect(created.body.data.brand_id).toBe(950);
    } finally {
      clock.mockRestore();
    }
    expect(trader.catalog.requests.length).toBe(reads + 1);
  });

  it('reads the catalog as a service: a bearer token of its own, with the admin role the internal API asks for', () => {
    const bearer = String(trader.catalog.requests[0]?.authorization ?? '');
    const claims = trader.get(TokenService).verify(bearer.replace(/^Bearer /, ''));
    expect(claims).toMatchObject({ sub: 'service:trader', roles: ['admin'] });
  });
});

describe('when the catalog cannot be read', () => {
  /** Answers as the clock reads `ahead` ms from now (the brand list is kept for BRANDS_TTL_MS). */
  async function later<T>(ahead: number, call: () => Promise<T>): Promise<T> {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + ahead);
    try {
      return await call();
    } finally {
      clock.mockRestore();
    }
  }

  it('keeps answering from the last brand list read, and reads the catalog again once it is back', async () => {
    await trader.deals.deleteMany({});
    await trader.dealIn('Active', panelForm({ brand_id: QCELLS }));
    trader.catalog.answerStatus = 500;
    try {
      const reads = trader.catalog.requests.length;
      // Well past the time the list read last (earlier tests moved the clock ahead by a few seconds) is kept.
      const stale = 2 * BRANDS_TTL_MS;
      const brands = await later(stale, () => get(TRADER_API.dealBrands).expect(200));
      expect((brands.body.data as PageOf<DealBrandView>).items.map((brand) => brand.name)).toEqual(['Qcells']);
      await later(stale + 1, () => trader.send('post', TRADER_API.create, panelForm({ brand_id: QCELLS })).expect(201));
      // One failed read, then the last list serves a while before the next try.
      expect(trader.catalog.requests.length).toBe(reads + 1);
      trader.catalog.answerStatus = 200;
      trader.catalog.brands = trader.catalog.brands.map((brand) => (brand.id === QCELLS ? { ...brand, name: 'Qcells Renamed' } : brand));
      const back = await later(stale + 10_000, () => get(TRADER_API.dealBrands).expect(200));
      expect((back.body.data as PageOf<DealBrandView>).items.map((brand) => brand.name)).toEqual(['Qcells Renamed']);
      expect(trader.catalog.requests.length).toBe(reads + 2);
    } finally {
      trader.catalog.answerStatus = 200;
      trader.catalog.brands = trader.catalog.brands.map((brand) => (brand.id === QCELLS ? { ...brand, name: 'Qcells' } : brand));
    }
  });

  it('answers 503 with a clear message, never 500, before any brand list was read', async () => {
    const down = await FakeCatalog.start();
    down.answerStatus = 503;
    try {
      const brands = new CatalogBrands(trader.get(TokenService), down.url);
      await expect(brands.selectable(QCELLS)).rejects.toMatchObject({ status: 503, message: B.brandsUnavailable });
      await expect(brands.whenReadable(1_500)).rejects.toThrow(/could not be read within 2 s/);
      down.answerStatus = 200;
      expect(await brands.selectable(QCELLS)).toMatchObject({ id: QCELLS, name: 'Qcells' });
      expect(await brands.selectable(INACTIVE_BRAND.id)).toBeNull();
    } finally {
      await down.close();
    }
  });
});
