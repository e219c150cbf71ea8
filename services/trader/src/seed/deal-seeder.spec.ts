import { getModelToken } from '@nestjs/mongoose';
import {
  DEAL_CATEGORIES,
  DEMO_SELLER_IDS,
  PUBLIC_DEAL_STATUSES,
  TRADER_API,
  canMoveDeal,
  dealCategory,
  validateDealForm,
  type DealStatus,
  type IntegrationEvent,
  type SellerDealView,
  type TraderDealPayload,
} from '@solar/contracts';
import { ConfigError, EmbeddedBroker, Outbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { formOf } from '../deals/deal-fields';
import { Deal, formFieldsOf } from '../deals/deal.schema';
import { DealFile } from '../files/deal-file.schema';
import { service as traderService, traderSeedFromEnv } from '../index';
import { FakeCatalog } from '../testing/fake-catalog';
import type { TraderSeedOptions } from './deal-seeder';
import { demoDeals } from './demo-deals';
import { DEMO_DEALS_RUN, SeedRun } from './seed-run.schema';

/** The demo deals a first start seeds: how many, in which statuses, and that each is a deal a seller could have made. */
let trader: ServiceHarness;
let catalog: FakeCatalog;
let deals: Deal[];
const SEEDED = 300;

beforeAll(async () => {
  catalog = await FakeCatalog.start();
  trader = await startServiceHarness(traderService, { options: { seed: { deals: SEEDED } }, peers: { catalog: catalog.url } });
  deals = await trader.get<Model<Deal>>(getModelToken(Deal.name)).find().lean<Deal[]>();
}, 120_000);

afterAll(async () => {
  await trader?.close();
  await catalog?.close();
});

const countBy = <T>(list: readonly T[], key: (item: T) => string) =>
  list.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});

describe('the demo deals', () => {
  it('seeds the number asked, mostly public and some in every other status a seller meets', () => {
    expect(deals).toHaveLength(SEEDED);
    const statuses = countBy(deals, (deal) => deal.status);
    for (const status of ['Active', 'Approved', 'Pending', 'Incomplete', 'Rejected', 'OutOfStock', 'Private', 'Inactive'] satisfies DealStatus[]) {
      expect(statuses[status]).toBeGreaterThan(0);
    }
    const live = deals.filter((deal) => PUBLIC_DEAL_STATUSES.includes(deal.status)).length;
    expect(live / deals.length).toBeGreaterThan(0.6);
  });

  it('gives every deal a history of moves the transition table allows, ending in its status', () => {
    for (const deal of deals) {
      const [created, ...moves] = deal.status_history;
      expect(created).toMatchObject({ from: null, by: 'seller', to: deal.status === 'Incomplete' ? 'Incomplete' : 'Pending' });
      let status = created!.to;
      for (const move of moves) {
        expect({ deal: deal.id, allowed: move.from === status && canMoveDeal(move.from, move.to, move.by) }).toEqual({ deal: deal.id, allowed: true });
        status = move.to;
      }
      expect(status).toBe(deal.status);
      if (deal.status === 'Rejected') expect(deal.status_reason).toEqual(expect.any(String));
      expect(deal.published_at === null).toBe(['Pending', 'Incomplete', 'Rejected'].includes(deal.status));
    }
  });

  it('passes the deal form: drafts as drafts, sold-out deals as restocked to what their warehouses held', () => {
    for (const deal of deals) {
      const form = formOf(formFieldsOf(deal));
      if (deal.status === 'OutOfStock') {
        expect(deal.total_qty).toBe(0);
        form.total_qty = deal.locations.reduce((sum, place) => sum + place.qty, 0);
      }
      expect({ deal: deal.id, errors: validateDealForm({ ...form, draft: deal.status === 'Incomplete' }) }).toEqual({ deal: deal.id, errors: {} });
    }
    expect(deals.filter((deal) => deal.status === 'Incomplete').every((deal) => deal.price === null)).toBe(true);
  });

  it('looks like the US surplus market: panels per watt by the pallet or container, other equipment per unit', () => {
    const panels = deals.filter((deal) => dealCategory(deal.category_id)?.name === 'Solar Panels' && deal.price !== null);
    expect(panels.length).toBeGreaterThan(SEEDED / 3);
    for (const panel of panels) {
      expect(panel.price).toBeGreaterThanOrEqual(0.08);
      expect(panel.price).toBeLessThanOrEqual(0.45);
      expect(panel.panel_wattage).toBeGreaterThanOrEqual(300);
      expect(panel.panel_wattage).toBeLessThanOrEqual(700);
      expect(panel.units_per_pallet).toBeGreaterThanOrEqual(26);
      expect(panel.units_per_pallet).toBeLessThanOrEqual(36);
      expect(panel.units_per_container).toBeGreaterThanOrEqual(620);
      expect(panel.units_per_container).toBeLessThanOrEqual(720);
      expect(['silver', 'black']).toContain(panel.colour);
    }
    expect(Object.keys(countBy(panels, (deal) => deal.moq_unit ?? '')).sort()).toEqual(['MW', 'containers', 'pallets', 'panels']);
    expect(Object.keys(countBy(panels, (deal) => deal.company_tier ?? '')).sort()).toEqual(['Tier 1', 'Tier 2', 'Tier 3']);
    expect([...new Set(panels.map((deal) => deal.panel_technology))]).toEqual(expect.arrayContaining(['Mono', 'Bifacial', 'TOPCon', 'Heterojunction']));

    const categories = new Set(deals.map((deal) => dealCategory(deal.category_id)!.name));
    expect([...categories]).toEqual(expect.arrayContaining(['Solar Inverters', 'Solar Batteries', 'Racking & Mounts', 'PV Cables', 'EV Charging Stations']));
    expect(deals.every((deal) => DEAL_CATEGORIES.some((category) => category.id === deal.category_id))).toBe(true);
    expect(Object.keys(countBy(deals, (deal) => deal.inventory ?? '')).sort()).toEqual(['on_hand', 'pre_production']);
    expect(Object.keys(countBy(deals, (deal) => deal.state ?? '')).length).toBeGreaterThan(8);
  });

  it("is owned by identity's demo sellers, each picture an upload of the deal's own seller", async () => {
    expect(Object.keys(countBy(deals, (deal) => deal.owner_id)).sort()).toEqual([...DEMO_SELLER_IDS].sort());
    const uploads = await trader.get<Model<DealFile>>(getModelToken(DealFile.name)).find().lean<DealFile[]>();
    const ownerOf = new Map(uploads.map((file) => [file.uuid, file.owner_id]));
    for (const deal of deals) {
      expect(deal.images.length).toBeGreaterThan(0);
      expect(deal.images.every((image) => ownerOf.get(image.file_uuid) === deal.owner_id && image.path.startsWith(`trader/uploads/${image.file_uuid}/`))).toBe(
        true,
      );
    }
  });

  it("names the catalog's brands, each an active one, under the ids the catalog seeds them with", () => {
    const active = new Set(catalog.brands.filter((brand) => brand.status === 'active').map((brand) => brand.id));
    const named = deals.filter((deal) => deal.brand_id !== null);
    expect(named.length).toBeGreaterThan(SEEDED / 2);
    expect(named.filter((deal) => !active.has(deal.brand_id!)).map((deal) => deal.id)).toEqual([]);
  });

  it('publishes every deal through the outbox, as any seller write does: once, as seeded, for search and admin to index', async () => {
    await trader.get(Outbox).flush();
    const created = EmbeddedBroker.forDataDir(trader.dataDir).readTopic('trader.deal.created');
    expect(created).toHaveLength(SEEDED);
    const payloads = created.map((message) => (JSON.parse(message.value) as IntegrationEvent<TraderDealPayload>).data);
    const facts = (list: Array<Pick<Deal, 'uuid' | 'id' | 'status' | 'revision'>>) =>
      list.map(({ uuid, id, status, revision }) => ({ uuid, id, status, revision })).sort((a, b) => a.id - b.id);
    expect(facts(payloads)).toEqual(facts(deals));
  });

  it('numbers the deals in the order of the demo deals, as on every install', () => {
    const byId = [...deals].sort((a, b) => a.id - b.id);
    expect(byId.map((deal) => deal.sku.slice(0, 'DL-0000'.length))).toEqual(byId.map((_, index) => `DL-${String(index + 1).padStart(4, '0')}`));
  });

  it('seeds only once: a restart on the same store adds nothing', async () => {
    const again = await trader.startAlongside(traderService, { seed: { deals: SEEDED } });
    expect(await trader.get<Model<Deal>>(getModelToken(Deal.name)).countDocuments()).toBe(SEEDED);
    await again.http().get('/health/seed').expect(200, { state: 'skipped', seeded: 0, of: 0 });
  });

  it('answers how far it is at /health/seed: every deal seeded', async () => {
    await trader.http().get('/health/seed').expect(200, { state: 'seeded', seeded: SEEDED, of: SEEDED });
  });

  // Last: the deals it makes join the store.
  it('writes each deal as its seller sending the deal form, and the moves to its status, would make it', async () => {
    const model = trader.get<Model<Deal>>(getModelToken(Deal.name));
    const run = (await trader.get<Model<SeedRun>>(getModelToken(SeedRun.name)).findById(DEMO_DEALS_RUN).lean<SeedRun>())!;
    const drafts = demoDeals(SEEDED, run.today);
    const admin = trader.tokenOf('seed-check-admin', { roles: ['admin'] });
    const send = (path: string, body: object, token: string) => trader.http().post(path).set('authorization', `Bearer ${token}`).send(body);
    // The first demo deal of every status, made again over HTTP.
    const sample = [...new Set(drafts.map((draft) => draft.status))].map((status) => drafts.findIndex((draft) => draft.status === status));
    expect(sample).toHaveLength(8);
    for (const index of sample) {
      const draft = drafts[index]!;
      const seeded = deals.find((deal) => deal.id === run.first_id + index)!;
      const seller = trader.tokenOf(seeded.owner_id, { roles: ['seller'] });
      const created = await send(TRADER_API.create, { ...draft.form, images: [seeded.images[0]!.file_uuid] }, seller).expect(201);
      const id = (created.body.data as SellerDealView).id;
      for (const move of SELLERS_PATH[draft.status] ?? []) {
        await send(
          TRADER_API.updateStatus,
          { listing_id: id, status: move.to, ...(move.to === 'Rejected' ? { reason: draft.reason } : {}) },
          move.by === 'admin' ? admin : seller,
        ).expect(200);
      }
      if (draft.status === 'OutOfStock') await send(TRADER_API.updateInventory, { listing_id: id, total_qty: 0 }, seller).expect(200);
      const made = (await model.findOne({ id }).lean<Deal>())!;
      expect({ index, deal: comparable(seeded) }).toEqual({ index, deal: comparable(made) });
    }
  });
});

/** The seller's (and an admin's) way to each demo status over HTTP, the oracle of the seed's own moves. */
const SELLERS_PATH: Partial<Record<DealStatus, Array<{ to: DealStatus; by: 'seller' | 'admin' }>>> = {
  Approved: [{ to: 'Approved', by: 'admin' }],
  Active: [
    { to: 'Approved', by: 'admin' },
    { to: 'Active', by: 'seller' },
  ],
  Private: [
    { to: 'Approved', by: 'admin' },
    { to: 'Private', by: 'seller' },
  ],
  Inactive: [
    { to: 'Approved', by: 'admin' },
    { to: 'Inactive', by: 'seller' },
  ],
  Rejected: [{ to: 'Rejected', by: 'admin' }],
  OutOfStock: [
    { to: 'Approved', by: 'admin' },
    { to: 'Active', by: 'seller' },
  ],
};

/** A deal without what differs between two writes of the same deal: its ids and the times of its writes. */
function comparable(deal: Deal) {
  const { id: _id, uuid: _uuid, created_at: _created, updated_at: _updated, published_at, status_history, ...rest } = deal as Deal & { _id?: unknown };
  delete (rest as { _id?: unknown })._id;
  return { ...rest, published: published_at !== null, status_history: status_history.map(({ from, to, by, reason }) => ({ from, to, by, reason })) };
}

describe('a seed after the start, as the trader runs as its own process', () => {
  it('is ready before it seeds, answers its progress, and seeds every deal once the catalog answers', async () => {
    const lateCatalog = await FakeCatalog.start();
    lateCatalog.answerStatus = 503;
    const started = await startServiceHarness(traderService, { options: { seed: { deals: 150, timing: 'after-start' } }, peers: { catalog: lateCatalog.url } });
    try {
      await started.http().get('/health/ready').expect(200);
      await started.http().get('/health/seed').expect(503, { state: 'seeding', seeded: 0, of: 150 });
      lateCatalog.answerStatus = 200;
      const seen = new Set<number>();
      for (let polls = 0; ; polls++) {
        const answer = await started.http().get('/health/seed');
        seen.add(answer.body.seeded);
        if (answer.status === 200) {
          expect(answer.body).toEqual({ state: 'seeded', seeded: 150, of: 150 });
          break;
        }
        expect({ polls, answer: answer.body.state }).toEqual({ polls: expect.any(Number), answer: 'seeding' });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // It moves by whole writes of many deals.
      expect([...seen].filter((seeded) => ![0, 100, 150].includes(seeded))).toEqual([]);
      expect(await started.get<Model<Deal>>(getModelToken(Deal.name)).countDocuments()).toBe(150);
    } finally {
      await started.close();
      await lateCatalog.close();
    }
  }, 60_000);

  it('completes a seed a stop cut short: the same deals under the same ids, none twice', async () => {
    const options: TraderSeedOptions = { deals: 120 };
    const first = await startServiceHarness(traderService, { options: { seed: options }, peers: { catalog: catalog.url } });
    try {
      const model = first.get<Model<Deal>>(getModelToken(Deal.name));
      const runs = first.get<Model<SeedRun>>(getModelToken(SeedRun.name));
      const whole = await model.find().sort({ id: 1 }).lean<Deal[]>();
      // The store as a stop after the first write of 100 deals leaves it.
      await model.deleteMany({ id: { $gt: whole[99]!.id } });
      await runs.updateOne({ _id: DEMO_DEALS_RUN }, { $set: { done_at: null } });
      const next = await first.startAlongside(traderService, { seed: options });
      const completed = await model.find().sort({ id: 1 }).lean<Deal[]>();
      expect(completed.map((deal) => deal.id)).toEqual(whole.map((deal) => deal.id));
      expect(completed.map(comparable)).toEqual(whole.map(comparable));
      await next.http().get('/health/seed').expect(200, { state: 'seeded', seeded: 120, of: 120 });
    } finally {
      await first.close();
    }
  }, 60_000);
});

describe('a first start before the catalog answers', () => {
  it('waits for the catalog and then seeds every deal, rather than seeding part of them', async () => {
    const lateCatalog = await FakeCatalog.start();
    lateCatalog.answerStatus = 503;
    // It answers once the trader has asked twice in vain.
    const answers = setInterval(() => lateCatalog.requests.length >= 2 && (lateCatalog.answerStatus = 200), 20);
    const started = await startServiceHarness(traderService, { options: { seed: { deals: 3 } }, peers: { catalog: lateCatalog.url } });
    try {
      expect(lateCatalog.requests.length).toBeGreaterThan(1);
      expect(await started.get<Model<Deal>>(getModelToken(Deal.name)).countDocuments()).toBe(3);
    } finally {
      clearInterval(answers);
      await started.close();
      await lateCatalog.close();
    }
  }, 30_000);
});

describe('SEED_DEALS', () => {
  it('sizes the seed (300 when unset, 0 for none) and refuses anything but a whole number', () => {
    expect(traderSeedFromEnv({})).toEqual({ deals: 300 });
    expect(traderSeedFromEnv({ SEED_DEALS: '0' })).toEqual({ deals: 0 });
    expect(traderSeedFromEnv({ SEED_DEALS: '40' })).toEqual({ deals: 40 });
    // The deal-search load test's catalogue (load-tests/run.mjs).
    expect(traderSeedFromEnv({ SEED_DEALS: '10000' })).toEqual({ deals: 10000 });
    expect(() => traderSeedFromEnv({ SEED_DEALS: '20001' })).toThrow(ConfigError);
    expect(() => traderSeedFromEnv({ SEED_DEALS: 'many' })).toThrow(ConfigError);
    expect(() => traderSeedFromEnv({ SEED_DEALS: '-1' })).toThrow(ConfigError);
  });
});
