import { randomUUID } from 'node:crypto';
import {
  DEAL_CATEGORIES,
  EVENTS,
  MESSAGES,
  SEARCH_API,
  SEARCH_OBJECT_ERRORS,
  SEARCH_TEXT_MAX,
  categorySlug,
  dealFigures,
  dealPath,
  subcategorySlug,
  type CatalogItemPayload,
  type DealStatus,
  type StorefrontStorePayload,
  type SuggestionsAnswer,
  type TraderDealPayload,
} from '@solar/contracts';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { service as searchService } from '../index';
import { parsePrivilegedSuggestionAccounts } from './privileged-accounts';

/**
 * The header's global search suggestions: one call, three groups from the three indices (public deals, public
 * items, enabled storefronts), five each at most, deals naming no seller, stores following the storefront events.
 */
const PRIVILEGED = [
  { id: 'acct-ops-1', email: 'ops-one@solar-marketplace.local' },
  { id: 'acct-ops-2', email: 'ops-two@solar-marketplace.local' },
];

let search: ServiceHarness;

beforeAll(async () => {
  search = await startServiceHarness(searchService, { options: { privilegedSuggestionAccounts: PRIVILEGED } });
}, 60_000);

afterAll(async () => {
  await search?.close();
});

let lastId = 91_000;
const PANELS = DEAL_CATEGORIES.find((category) => category.name === 'Solar Panels')!;
const SUB = PANELS.subcategories[0]!;

function item(fields: Partial<CatalogItemPayload> = {}): CatalogItemPayload {
  const id = ++lastId;
  return {
    uuid: randomUUID(),
    id,
    revision: 1,
    name: `Item ${id}`,
    description: '<p>In stock.</p>',
    short_name: '',
    sku: `SKU-${id}`,
    mpn: `MPN-${id}`,
    part_number: `PN-${id}`,
    tags: [],
    category: { id: PANELS.id, name: PANELS.name, slug: categorySlug(PANELS.name) },
    subcategory: null,
    brand: { id: 3, name: 'Helios', slug: 'helios' },
    condition: 'new',
    price: 120,
    salePrice: 120,
    discount: 0,
    discount_unit: null,
    final_price: 120,
    stock: 10,
    total_qty: 10,
    moq: 1,
    shipping_type: 'free_shipping',
    reviews_avg: 0,
    reviews_total: 0,
    sale_count: 0,
    is_active: 1,
    status: 'approved',
    image: `/files/items/${id}/300x300.webp`,
    owner_id: 'seller-of-items',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

function deal(fields: Partial<TraderDealPayload> = {}): TraderDealPayload {
  const id = fields.id ?? ++lastId;
  const base = {
    id,
    uuid: randomUUID(),
    status: 'Active' as DealStatus,
    name: `Deal ${id}`,
    description: '<p>Ready to ship.</p>',
    condition: 'new',
    category_id: PANELS.id,
    subcategory_id: SUB.id,
    brand_id: 7,
    category: { id: PANELS.id, name: PANELS.name, slug: categorySlug(PANELS.name) },
    subcategory: { id: SUB.id, name: SUB.name, slug: subcategorySlug(SUB.name) },
    price: 0.25,
    moq: 2,
    moq_unit: 'pallets' as const,
    total_qty: 620,
    um: 'each',
    msrp: null,
    mpn: `MPN-${id}`,
    upc: '',
    part_number: `PN-${id}`,
    weight: 25,
    weight_unit: 'kg',
    length: 2,
    length_unit: 'm',
    width: 1,
    width_unit: 'm',
    height: 0.04,
    height_unit: 'm',
    package_type: 'pallet',
    shipping_type: 'free_shipping',
    publish_date: null,
    tags: [],
    images: [],
    documents: [],
    locations: [],
    incoterm: 'EXW' as const,
    lead_time: 10,
    offer_validity: 5,
    colour: 'black' as const,
    panel_technology: null,
    connector_type: null,
    front_load: null,
    rear_load: null,
    company_tier: 'Tier 1' as const,
    phase: null,
    sector: null,
    panel_wattage: 550,
    units_per_pallet: 31,
    units_per_container: 620,
    state: 'TX',
    inventory: 'on_hand' as const,
    available_date: null,
    meta_name: '',
    meta_description: '',
    published_at: '2026-01-01T00:00:00.000Z',
    created_at: '2025-12-20T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    revision: 1,
    ...fields,
  };
  return { ...base, ...dealFigures(base), path: dealPath(base) };
}

function store(fields: Partial<StorefrontStorePayload> = {}): StorefrontStorePayload {
  const id = ++lastId;
  return {
    store_uuid: randomUUID(),
    seller_id: `seller-${id}`,
    name: `store-${id}`,
    title: `Store ${id}`,
    logo: null,
    is_enable: true,
    revision: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

const itemEvent = (payload: CatalogItemPayload) => search.publish(EVENTS.catalog.itemCreated, payload.uuid, payload);
const dealEvent = (payload: TraderDealPayload) => search.publish(EVENTS.trader.dealCreated, payload.uuid, payload);
const storeUpserted = (payload: StorefrontStorePayload) => search.publish(EVENTS.storefront.storeUpserted, payload.store_uuid, payload);
const storeDeleted = (payload: StorefrontStorePayload, revision: number) =>
  search.publish(EVENTS.storefront.storeDeleted, payload.store_uuid, { store_uuid: payload.store_uuid, seller_id: payload.seller_id, revision });

async function suggest(query: unknown, token?: string): Promise<SuggestionsAnswer> {
  const call = search.http().post(SEARCH_API.suggestions).send({ query });
  if (token) void call.set('authorization', `Bearer ${token}`);
  const answer = await call;
  expect(answer.status).toBe(200);
  return answer.body.data as SuggestionsAnswer;
}

describe('the three groups', () => {
  it('answers deals, products and stores matching the typed text, the last word as a prefix, five of each at most', async () => {
    for (let n = 0; n < 7; n++) {
      await itemEvent(item({ name: `Zephyra panel ${n}` }));
      await dealEvent(deal({ name: `Zephyra bulk lot ${n}` }));
      await storeUpserted(store({ name: `zephyra-${n}`, title: `Zephyra Energy ${n}` }));
    }
    await itemEvent(item({ name: 'Unrelated inverter' }));

    const answer = await suggest('zephy');
    expect(answer.deals).toHaveLength(5);
    expect(answer.products).toHaveLength(5);
    expect(answer.stores).toHaveLength(5);
    expect(answer.products.every((product) => product.name.startsWith('Zephyra panel'))).toBe(true);
    expect(answer.deals.every((suggestion) => suggestion.title.startsWith('Zephyra bulk lot'))).toBe(true);
    expect(answer.stores.every((suggestion) => suggestion.title.startsWith('Zephyra Energy'))).toBe(true);
  });

  it('takes the last word as a prefix from three letters; a shorter one must match a whole word', async () => {
    expect((await suggest('zephyra pan')).products).toHaveLength(5);
    expect((await suggest('zephyra pa')).products).toEqual([]);
    const kit = item({ name: 'Zephyra pv kit' });
    await itemEvent(kit);
    expect((await suggest('zephyra pv')).products.map((product) => product.uuid)).toEqual([kit.uuid]);
  });

  it('finds products by part number, SKU and tag as well as name', async () => {
    const tagged = item({ name: 'Mounting rail', tags: ['quokkarail'], part_number: 'QX-55501', sku: 'WOMBAT-77' });
    await itemEvent(tagged);
    for (const text of ['quokkar', 'QX-555', 'wombat']) {
      expect((await suggest(text)).products.map((product) => product.uuid)).toEqual([tagged.uuid]);
    }
    expect((await suggest('QX-555')).products[0]).toEqual({
      uuid: tagged.uuid,
      id: tagged.id,
      name: 'Mounting rail',
      part_number: 'QX-55501',
      sku: 'WOMBAT-77',
      image: tagged.image,
    });
  });

  it('answers empty groups for blank text', async () => {
    expect(await suggest('   ')).toEqual({ deals: [], products: [], stores: [] });
  });
});

describe('only what the public may see', () => {
  it('suggests only active and approved items', async () => {
    const live = item({ name: 'Ocelotron battery live' });
    await itemEvent(live);
    await itemEvent(item({ name: 'Ocelotron battery pending', status: 'pending' }));
    await itemEvent(item({ name: 'Ocelotron battery inactive', is_active: 0 }));
    await itemEvent(item({ name: 'Ocelotron battery rejected', status: 'rejected' }));
    expect((await suggest('ocelotron')).products.map((product) => product.uuid)).toEqual([live.uuid]);

    // An item that stops being public stops being suggested.
    await search.publish(EVENTS.catalog.itemUpdated, live.uuid, { ...live, is_active: 0, revision: 2 });
    expect((await suggest('ocelotron')).products).toEqual([]);
  });

  it("suggests only public deals, by the spec's deal suggestion fields, naming nothing of the seller", async () => {
    const image = { file_uuid: randomUUID(), orderofimage: 0, type: '300x300', url: '/files/trader/uploads/kiwi/300x300.webp' };
    const active = deal({ name: 'Kiwisolar TOPCon 580W', part_number: 'KW-580', images: [image] });
    await dealEvent(active);
    for (const status of ['Pending', 'Private', 'Incomplete', 'Rejected', 'Inactive', 'OutOfStock', 'Contract'] as DealStatus[]) {
      await dealEvent(deal({ name: `Kiwisolar ${status} lot`, status }));
    }
    const answer = await suggest('kiwisolar');
    expect(answer.deals).toEqual([
      { listing_id: active.id, title: 'Kiwisolar TOPCon 580W', sub_category: SUB.name, part_no: 'KW-580', attachments: [{ type: 'Image', url: image.url }] },
    ]);
    // Seller anonymity: no account id, owner or seller field anywhere in the group.
    const text = JSON.stringify(answer.deals);
    expect(text).not.toMatch(/owner|seller|user_id|sku/i);
  });

  it('keeps stores in step with the storefront events: enabled ones only, disabled and deleted ones gone', async () => {
    const open = store({ name: 'platypus-power', title: 'Platypus Power' });
    const disabledFromStart = store({ name: 'platypus-disabled', title: 'Platypus Shut', is_enable: false });
    const toDisable = store({ name: 'platypus-paused', title: 'Platypus Paused' });
    const toDelete = store({ name: 'platypus-closing', title: 'Platypus Closing' });
    for (const s of [open, disabledFromStart, toDisable, toDelete]) await storeUpserted(s);
    const names = async () => (await suggest('platypus')).stores.map((s) => s.name).sort();
    expect(await names()).toEqual(['platypus-closing', 'platypus-paused', 'platypus-power']);

    await storeUpserted({ ...toDisable, is_enable: false, revision: 2 });
    await storeDeleted(toDelete, 2);
    expect(await names()).toEqual(['platypus-power']);

    // A late, older upsert does not bring a deleted store back; enabling a paused one again does.
    await storeUpserted({ ...toDelete, revision: 1 });
    await storeUpserted({ ...toDisable, is_enable: true, revision: 3 });
    expect(await names()).toEqual(['platypus-paused', 'platypus-power']);

    // A renamed store is found by its new name only.
    await storeUpserted({ ...open, name: 'wallaby-works', title: 'Wallaby Works', revision: 2 });
    expect(await names()).toEqual(['platypus-paused']);
    expect((await suggest('wallaby')).stores).toEqual([
      { store_uuid: open.store_uuid, seller_id: open.seller_id, name: 'wallaby-works', title: 'Wallaby Works', logo: null, label: MESSAGES.search.storeLabel },
    ]);
  });
});

describe('the privileged accounts', () => {
  const opsStore = store({ seller_id: PRIVILEGED[0]!.id, name: 'numbat-ops', title: 'Numbat Ops' });
  const otherStore = store({ name: 'numbat-trading', title: 'Numbat Trading' });

  beforeAll(async () => {
    await storeUpserted(opsStore);
    await storeUpserted(otherStore);
  });

  const labels = async (token?: string) => Object.fromEntries((await suggest('numbat', token)).stores.map((suggestion) => [suggestion.name, suggestion.label]));

  it("show a privileged caller the privileged account's e-mail under its store, 'Storefront' under every other", async () => {
    expect(await labels(search.tokenOf(PRIVILEGED[1]!.id))).toEqual({ 'numbat-ops': PRIVILEGED[0]!.email, 'numbat-trading': 'Storefront' });
    expect(await labels(search.tokenOf(PRIVILEGED[0]!.id, { roles: ['seller'] }))).toEqual({
      'numbat-ops': PRIVILEGED[0]!.email,
      'numbat-trading': 'Storefront',
    });
  });

  it("show everyone else 'Storefront' under every store, the privileged account's too", async () => {
    const storefrontOnly = { 'numbat-ops': 'Storefront', 'numbat-trading': 'Storefront' };
    expect(await labels()).toEqual(storefrontOnly);
    expect(await labels(search.tokenOf('acct-somebody', { roles: ['admin'] }))).toEqual(storefrontOnly);
    expect(await labels(search.guestTokenOf(PRIVILEGED[0]!.id))).toEqual(storefrontOnly);
  });

  it('are read from PRIVILEGED_SUGGESTION_ACCOUNTS, at most two id=email pairs', () => {
    expect(parsePrivilegedSuggestionAccounts(undefined)).toEqual([]);
    expect(parsePrivilegedSuggestionAccounts('')).toEqual([]);
    expect(parsePrivilegedSuggestionAccounts(' a1=one@x.io , b2=two@x.io ')).toEqual([
      { id: 'a1', email: 'one@x.io' },
      { id: 'b2', email: 'two@x.io' },
    ]);
    expect(() => parsePrivilegedSuggestionAccounts('a=1@x.io,b=2@x.io,c=3@x.io')).toThrow('at most 2');
    expect(() => parsePrivilegedSuggestionAccounts('a1')).toThrow('<account id>=<email>');
    expect(() => parsePrivilegedSuggestionAccounts('a1=not-an-email')).toThrow('<account id>=<email>');
  });
});

describe('bad input', () => {
  const post = (body: unknown) =>
    search
      .http()
      .post(SEARCH_API.suggestions)
      .send(body as object);

  it(`refuses text over ${SEARCH_TEXT_MAX} characters, text of the wrong type, a missing query and unknown keys with 400`, async () => {
    const tooLong = await post({ query: 'a'.repeat(SEARCH_TEXT_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ status: 0, success: false, errors: { query: [SEARCH_OBJECT_ERRORS.queryTooLong] } });
    expect((await post({ query: ' '.repeat(10) + 'a'.repeat(SEARCH_TEXT_MAX) + ' '.repeat(10) })).status).toBe(200);

    for (const query of [42, ['a', 'b'], { term: 'a' }, null]) {
      const wrong = await post({ query });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors.query).toEqual([SEARCH_OBJECT_ERRORS.queryShape]);
    }
    expect((await post({})).status).toBe(400);
    const unknown = await post({ query: 'a', owner_id: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.owner_id).toEqual(['Unknown key.']);
  });
});
