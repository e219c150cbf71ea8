import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import {
  DEAL_CATEGORIES,
  EVENTS,
  SEARCH_API,
  categorySlug,
  dealFigures,
  dealPath,
  dealSearchBody,
  parseListingPath,
  subcategorySlug,
  type DealSearchAnswer,
  type DealStatus,
  type IntegrationEvent,
  type SearchObject,
  type TraderDealPayload,
  type TraderDealStatusChangedPayload,
} from '@solar/contracts';
import { SEARCH_INDEX, type SearchIndex } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { service as searchService } from '../index';
import { DealsProjection } from './deals-projection';
import { DealReadModel } from './deal-read-model.schema';

/**
 * The trader platform's deal search: fed by trader.deal.* events, answering `listing/public/deals` with public
 * deals only, filtered, found, sorted and paged as deal listing URLs say, with disjunctive facet counts.
 */
let search: ServiceHarness;

beforeAll(async () => {
  search = await startServiceHarness(searchService);
}, 60_000);

afterAll(async () => {
  await search?.close();
});

const PANELS = DEAL_CATEGORIES.find((category) => category.name === 'Solar Panels')!;
const INVERTERS = DEAL_CATEGORIES.find((category) => category.name === 'Solar Inverters')!;
let lastId = 7000;

/** A deal as the trader's events carry it: its public view (figures computed as the trader does), status and revision. */
function dealPayload(fields: Partial<TraderDealPayload> = {}): TraderDealPayload {
  const id = fields.id ?? ++lastId;
  const category = fields.category_id === INVERTERS.id ? INVERTERS : PANELS;
  const subcategory = category.subcategories[0]!;
  const panel = category === PANELS;
  const deal = {
    id,
    uuid: randomUUID(),
    status: 'Active' as DealStatus,
    name: `Deal ${id}`,
    description: '<p>Stock on hand, ready to ship.</p>',
    condition: 'new',
    category_id: category.id,
    subcategory_id: subcategory.id,
    brand_id: 7,
    category: { id: category.id, name: category.name, slug: categorySlug(category.name) },
    subcategory: { id: subcategory.id, name: subcategory.name, slug: subcategorySlug(subcategory.name) },
    price: panel ? 0.25 : 1250,
    moq: 2,
    moq_unit: panel ? ('pallets' as const) : null,
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
    colour: panel ? ('black' as const) : null,
    panel_technology: null,
    connector_type: null,
    front_load: null,
    rear_load: null,
    company_tier: panel ? ('Tier 1' as const) : null,
    phase: null,
    sector: null,
    panel_wattage: panel ? 550 : null,
    units_per_pallet: panel ? 31 : null,
    units_per_container: panel ? 620 : null,
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
  return { ...deal, ...dealFigures(deal), path: dealPath(deal) };
}

const publish = (type: string, deal: TraderDealPayload) => search.publish(type, deal.uuid, deal);
const published = (deal: TraderDealPayload) => publish(EVENTS.trader.dealCreated, deal);

/** The trader's move event (the whole deal follows in trader.deal.updated at the same revision). */
const moved = (deal: TraderDealPayload, status: DealStatus, revision: number) =>
  search.publish<TraderDealStatusChangedPayload>(EVENTS.trader.dealStatusChanged, deal.uuid, {
    uuid: deal.uuid,
    id: deal.id,
    revision,
    previous_status: deal.status,
    status,
    by: 'seller',
    reason: null,
  });

const find = async (body: SearchObject) => (await search.http().post(SEARCH_API.publicDeals).send(body).expect(200)).body.data as DealSearchAnswer;
/** The deal search a listing URL stands for, as the web sends it. */
const findByUrl = (url: string) => find(dealSearchBody(parseListingPath(url)));
const idsOf = (answer: DealSearchAnswer) => answer.items.map((hit) => hit.id);

describe('a deal listing', () => {
  const image = { file_uuid: randomUUID(), orderofimage: 0, type: '300x300', url: '/files/trader/uploads/abc/300x300.webp' };
  const bifacial = dealPayload({ name: 'Bifacial 550W panels, 20 pallets', tags: ['bifacial'], images: [image], published_at: '2026-01-03T00:00:00.000Z' });
  const mono = dealPayload({
    name: 'Mono 410W panels',
    panel_wattage: 410,
    brand_id: 8,
    condition: 'pre_owned',
    state: 'CA',
    incoterm: 'DAP',
    moq_unit: 'containers',
    moq: 1,
    total_qty: 2000,
    company_tier: 'Tier 2',
    colour: 'silver',
    price: 0.18,
    published_at: '2026-01-02T00:00:00.000Z',
  });
  const topcon = dealPayload({
    name: 'TOPCon 600W panels',
    panel_wattage: 600,
    incoterm: 'DAP',
    moq_unit: 'MW',
    moq: 1,
    total_qty: 5000,
    price: 0.3,
    published_at: '2026-01-05T00:00:00.000Z',
  });
  const inverters = dealPayload({
    name: 'Hybrid inverters 8kW',
    category_id: INVERTERS.id,
    brand_id: 9,
    state: 'NV',
    incoterm: 'FOB',
    sector: 'commercial',
    total_qty: 40,
    published_at: '2026-01-04T00:00:00.000Z',
  });
  const pending = dealPayload({ name: 'Bifacial panels waiting for an admin', status: 'Pending', published_at: null });
  const privateDeal = dealPayload({ name: 'Bifacial panels shown by their link only', status: 'Private' });

  beforeAll(async () => {
    for (const deal of [bifacial, mono, topcon, inverters, pending, privateDeal]) await published(deal);
  });

  it('lists public deals only, each as a result card', async () => {
    const all = await findByUrl('/trader/find');
    expect(idsOf(all).sort()).toEqual([bifacial.id, mono.id, topcon.id, inverters.id].sort());
    expect(all).toMatchObject({ total: 4, page: 1, limit: 20, last_page: 1 });
    expect(all.items.find((hit) => hit.id === bifacial.id)).toEqual({
      id: bifacial.id,
      uuid: bifacial.uuid,
      name: 'Bifacial 550W panels, 20 pallets',
      path: `/trader/deal/bifacial-550w-panels-20-pallets-${bifacial.id}`,
      category_id: PANELS.id,
      category_name: 'Solar Panels',
      category_slug: 'solar-panels',
      subcategory_id: PANELS.subcategories[0]!.id,
      subcategory_name: PANELS.subcategories[0]!.name,
      subcategory_slug: subcategorySlug(PANELS.subcategories[0]!.name),
      brand_id: 7,
      condition: 'new',
      shipping_type: 'free_shipping',
      price: 0.25,
      price_unit: 'watt',
      unit_price: 137.5,
      panel_wattage: 550,
      panel_wattage_group: 500,
      total_qty: 620,
      total_watts: 341000,
      lot_value: 85250,
      moq: 2,
      moq_unit: 'pallets',
      moq_units: '2 pallets',
      incoterm: 'EXW',
      lead_time: 10,
      state: 'TX',
      colour: 'black',
      company_tier: 'Tier 1',
      sector: null,
      image: image.url,
      published_at: Date.parse('2026-01-03T00:00:00.000Z'),
    });
  });

  it('filters as the URL segments say, counting each facet over every other filter', async () => {
    const texan = await findByUrl('/trader/find/ca_solar-panels/sta_tx');
    expect(idsOf(texan).sort()).toEqual([bifacial.id, topcon.id].sort());
    expect(texan.facets.state).toEqual([
      { value: 'TX', count: 2 },
      { value: 'CA', count: 1 },
    ]);
    expect(texan.facets.category_slug).toEqual([{ value: 'solar-panels', count: 2 }]);
    expect(texan.facets.incoterm).toEqual([
      { value: 'DAP', count: 1 },
      { value: 'EXW', count: 1 },
    ]);
    expect(texan.facets.moq_unit).toEqual([
      { value: 'MW', count: 1 },
      { value: 'pallets', count: 1 },
    ]);
    expect(texan.facets.panel_wattage_group).toEqual([
      { value: '500', count: 1 },
      { value: '600', count: 1 },
    ]);
    expect(texan.facets.brand_id).toEqual([{ value: '7', count: 2 }]);

    const texanDap = await findByUrl('/trader/find/ca_solar-panels/ic_dap/sta_tx');
    expect(idsOf(texanDap)).toEqual([topcon.id]);
    // The incoterm's own counts keep the other incoterms in view; the state's count DAP deals only.
    expect(texanDap.facets.incoterm).toEqual([
      { value: 'DAP', count: 1 },
      { value: 'EXW', count: 1 },
    ]);
    expect(texanDap.facets.state).toEqual([
      { value: 'CA', count: 1 },
      { value: 'TX', count: 1 },
    ]);
  });

  it('takes every filter of the spec, in the lower case of listing URLs', async () => {
    expect(idsOf(await findByUrl('/trader/deals/400-watt-solar-panels'))).toEqual([mono.id]);
    expect(idsOf(await findByUrl('/trader/deals/solar-inverters'))).toEqual([inverters.id]);
    expect(idsOf(await findByUrl('/trader/find/pw_600/mu_mw/ct_tier-1'))).toEqual([topcon.id]);
    expect(idsOf(await findByUrl('/trader/find/sb_' + subcategorySlug(INVERTERS.subcategories[0]!.name)))).toEqual([inverters.id]);
    expect(idsOf(await findByUrl(`/trader/find/br_8/cd_pre_owned/co_silver/wa_410/st_free_shipping`))).toEqual([mono.id]);
    expect(idsOf(await findByUrl('/trader/find/sec_2'))).toEqual([inverters.id]);
    expect(idsOf(await findByUrl('/trader/find/sec_commercial/ic_fob/sta_nv'))).toEqual([inverters.id]);
    expect(idsOf(await findByUrl('/trader/find/ca_solar-panels/pr_0.2-0.26'))).toEqual([bifacial.id]);
    // A search object written by hand may spell values as URLs do.
    expect(idsOf(await find({ where: { state: 'nv', incoterm: 'fob', sector: 'Commercial' } }))).toEqual([inverters.id]);
  });

  it('finds deals by their text, typos forgiven', async () => {
    expect(idsOf(await findByUrl('/trader/find?q=bifacial'))).toEqual([bifacial.id]);
    expect(idsOf(await findByUrl('/trader/find?q=topcn'))).toEqual([topcon.id]);
    expect(idsOf(await findByUrl('/trader/find/ca_solar-inverters?q=hybrid'))).toEqual([inverters.id]);
  });

  it('sorts by price per watt or per unit, quantity and date, the newest first by default', async () => {
    const panels = '/trader/find/ca_solar-panels';
    expect(idsOf(await findByUrl(`${panels}?sort_by=price_asc`))).toEqual([mono.id, bifacial.id, topcon.id]);
    expect(idsOf(await findByUrl(`${panels}?sort_by=price_desc`))).toEqual([topcon.id, bifacial.id, mono.id]);
    expect(idsOf(await findByUrl(`${panels}?sort_by=quantity_desc`))).toEqual([topcon.id, mono.id, bifacial.id]);
    expect(idsOf(await findByUrl(`${panels}?sort_by=newest`))).toEqual([topcon.id, bifacial.id, mono.id]);
    expect(idsOf(await findByUrl(panels))).toEqual([topcon.id, bifacial.id, mono.id]);
  });

  it('pages with page_no and per_page, and answers an empty page when nothing matches', async () => {
    const second = await findByUrl('/trader/find/ca_solar-panels?sort_by=price_asc&page_no=2&per_page=2');
    expect(idsOf(second)).toEqual([topcon.id]);
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2, last_page: 2 });
    const none = await findByUrl('/trader/find/sta_ak');
    expect(none).toMatchObject({ items: [], total: 0, page: 1, limit: 20, last_page: 1 });
  });

  it('refuses filters it does not know (400)', async () => {
    const answer = await search
      .http()
      .post(SEARCH_API.publicDeals)
      .send({ where: { owner_id: 'seller-3f9c2a71' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'where.owner_id': ['"owner_id" is not allowed here.'] });
  });

  it('refuses prototype keys anywhere in a search body, as unknown keys (400), instead of dropping them', async () => {
    const send = (raw: string) => search.http().post(SEARCH_API.publicDeals).set('content-type', 'application/json').send(raw);
    const proto = await send('{"where":{"__proto__":{"status":"Draft"}}}');
    expect(proto.status).toBe(400);
    expect(proto.body.errors).toEqual({ 'where.__proto__': ['Unknown key.'] });
    const others = await send('{"constructor":{"prototype":{"x":1}},"where_in":{"prototype":["a"]}}');
    expect(others.status).toBe(400);
    expect(others.body.errors).toEqual({ constructor: ['Unknown key.'], 'where_in.prototype': ['Unknown key.'] });
  });
});

describe('the deals index', () => {
  it('drops a deal leaving the public statuses, and lists it again once it is back', async () => {
    const deal = dealPayload({ name: 'Paused panels', state: 'OR' });
    await published(deal);
    expect(idsOf(await findByUrl('/trader/find/sta_or'))).toEqual([deal.id]);

    await moved(deal, 'Inactive', 2);
    expect(idsOf(await findByUrl('/trader/find/sta_or'))).toEqual([]);
    await publish(EVENTS.trader.dealUpdated, { ...deal, status: 'Inactive', revision: 2 });
    expect(idsOf(await findByUrl('/trader/find/sta_or'))).toEqual([]);

    // Back to Active: the move alone brings it back, from the deal the search service holds.
    await moved({ ...deal, status: 'Inactive' }, 'Active', 3);
    expect(idsOf(await findByUrl('/trader/find/sta_or'))).toEqual([deal.id]);

    await moved(deal, 'OutOfStock', 4);
    expect(idsOf(await findByUrl('/trader/find/sta_or'))).toEqual([]);
  });

  it('applies each event once: a redelivery or an older revision changes nothing', async () => {
    const deal = dealPayload({ name: 'Original title', state: 'ID' });
    const created = await published(deal);
    const renamed = await publish(EVENTS.trader.dealUpdated, { ...deal, name: 'Renamed title', revision: 2 });
    await search.redeliver(created as IntegrationEvent);
    await search.redeliver(renamed as IntegrationEvent);
    const found = await findByUrl('/trader/find/sta_id');
    expect(found.items).toEqual([expect.objectContaining({ id: deal.id, name: 'Renamed title' })]);
    expect(found.total).toBe(1);

    const paused = await moved(deal, 'Inactive', 3);
    await search.redeliver(renamed as IntegrationEvent);
    await search.redeliver(paused as IntegrationEvent);
    expect((await findByUrl('/trader/find/sta_id')).items).toEqual([]);
  });

  it('keeps the newest revision indexed when an older one is handled at the same time and its index write lands last', async () => {
    // trader.deal.created (Pending) and trader.deal.updated (Approved) come on different topics, so they can be
    // handled at once; here the Pending revision's removal from the index is held until the Approved one is indexed.
    const projection = search.get(DealsProjection);
    const index = search.get<SearchIndex>(SEARCH_INDEX);
    const deal = dealPayload({ name: 'Approved while still being created', state: 'VT' });
    const removeFromIndex = index.remove.bind(index);
    let reachedRemoval!: () => void;
    const atRemoval = new Promise<void>((resolve) => (reachedRemoval = resolve));
    let releaseRemoval!: () => void;
    const removalHeld = new Promise<void>((resolve) => (releaseRemoval = resolve));
    jest.spyOn(index, 'remove').mockImplementationOnce(async (...args: Parameters<SearchIndex['remove']>) => {
      reachedRemoval();
      await removalHeld;
      return removeFromIndex(...args);
    });
    const older = projection.apply({ ...deal, status: 'Pending', revision: 1 });
    await atRemoval;
    await projection.apply({ ...deal, status: 'Approved', revision: 2 });
    releaseRemoval();
    await older;
    expect(idsOf(await findByUrl('/trader/find/sta_vt'))).toEqual([deal.id]);
  });

  it('keeps the newer revision when the first two events of a deal find no copy at once and the older one inserts it', async () => {
    const readModel = search.get<Model<DealReadModel>>(getModelToken(DealReadModel.name));
    const updateOne = readModel.updateOne.bind(readModel);
    // Both handlers' first update finds nothing before either inserts: hold each until both have looked.
    let looked = 0;
    let bothLooked!: () => void;
    const lookedTogether = new Promise<void>((resolve) => (bothLooked = resolve));
    jest.spyOn(readModel, 'updateOne').mockImplementation((async (...args: Parameters<typeof updateOne>) => {
      const result = await updateOne(...args);
      if (++looked === 2) bothLooked();
      await lookedTogether;
      return result;
    }) as never);
    try {
      const projection = search.get(DealsProjection);
      const deal = dealPayload({ name: 'Approved before its creation was stored', state: 'NH' });
      await Promise.all([projection.apply({ ...deal, status: 'Pending', revision: 1 }), projection.apply({ ...deal, status: 'Approved', revision: 2 })]);
    } finally {
      jest.restoreAllMocks();
    }
    expect(idsOf(await findByUrl('/trader/find/sta_nh')).length).toBe(1);
  });

  it('never names the seller, whatever a payload carries', async () => {
    const smuggled = {
      ...dealPayload({ name: 'Anonymous lot', state: 'UT' }),
      owner_id: 'seller-3f9c2a71',
      sku: 'ACME-SKU-77',
      seller: { company: 'Acme Solar Supply' },
    };
    await published(smuggled as TraderDealPayload);
    const answer = await find({ limit: 100 });
    expect(answer.items.map((hit) => hit.name)).toContain('Anonymous lot');
    const json = JSON.stringify(answer);
    for (const secret of ['owner_id', 'seller-3f9c2a71', 'sku', 'ACME-SKU-77', 'Acme Solar Supply']) expect(json).not.toContain(secret);
  });
});
