import { DEAL_MESSAGES, MESSAGES, TRADER_API, type DealView, type PageOf, type SellerDealView } from '@solar/contracts';
import { ADMIN, BUYER, OTHER_SELLER, SELLER, SELLER_SECRETS, inverterForm, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';

/**
 * The trader's deals over HTTP: the deal form and its drafts, what buyers see (and never see: the seller), the
 * seller's edits of live deals, inventory and the marketplace's stock moves, and who may call what.
 */
let trader: TraderHarness;
const D = DEAL_MESSAGES;
const P = MESSAGES.product;
const V = MESSAGES.validation;

beforeAll(async () => {
  trader = await startTraderHarness();
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const asAdmin = () => trader.token(ADMIN, ['admin']);
const asBuyer = () => trader.token(BUYER, ['customer']);
const asOtherSeller = () => trader.token(OTHER_SELLER, ['seller']);
const publicRead = (id: number | string, token: string | null = null) => trader.send('get', TRADER_API.deal(id), undefined, token);
const moveTo = (id: number, status: string, token: string, reason?: string) =>
  trader.send('post', TRADER_API.updateStatus, { listing_id: id, status, ...(reason ? { reason } : {}) }, token);
const errorsOf = async (form: Record<string, unknown>) => {
  const answer = await trader.send('post', TRADER_API.create, form);
  expect(answer.status).toBe(400);
  return answer.body.errors as Record<string, string[]>;
};

describe('the deal form', () => {
  it('creates a Pending deal with the figures a bulk buyer reads', async () => {
    const created = await trader.send('post', TRADER_API.create, panelForm());
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(D.dealSubmitted);
    const deal = created.body.data as SellerDealView;
    expect(deal).toMatchObject({
      status: 'Pending',
      owner_id: SELLER.id,
      category: { id: 1, name: 'Solar Panels', slug: 'solar-panels' },
      subcategory: { id: 103, name: 'Bifacial Panels' },
      price: 0.25,
      price_unit: 'watt',
      unit_price: 137.5,
      lot_value: 85250,
      total_watts: 341000,
      moq_units: '2 pallets',
      state: 'TX',
      tags: ['bifacial', 'tier 1'],
      path: `/trader/deal/bifacial-550w-panels-20-pallets-${deal.id}`,
    });
    expect(deal.status_history).toEqual([{ from: null, to: 'Pending', by: 'seller', reason: null, at: expect.any(String) }]);
  });

  it('prices other equipment per unit and counts its MOQ in units', async () => {
    const deal = (await trader.send('post', TRADER_API.create, inverterForm()).expect(201)).body.data as SellerDealView;
    expect(deal).toMatchObject({ price: 1250, price_unit: 'unit', unit_price: 1250, lot_value: 50000, total_watts: null, moq_units: '4 units' });
  });

  it('stores the description as sanitized rich text without links (the seller is anonymous) and every other text as plain text', async () => {
    const deal = (
      await trader
        .send(
          'post',
          TRADER_API.create,
          panelForm({
            description: '<p>Tier 1 <script>alert(1)</script><a href="example.com" onclick="x()">datasheet</a> <em>now</em></p>',
            name: '<b>Mono</b> 410W',
          }),
        )
        .expect(201)
    ).body.data as SellerDealView;
    expect(deal.description).toBe('<p>Tier 1 datasheet <em>now</em></p>');
    expect(deal.name).toBe('Mono 410W');
  });

  it("answers the spec's messages", async () => {
    const errors = await errorsOf({});
    expect(errors).toMatchObject({
      category_id: [V.categoryRequired],
      subcategory_id: [V.subCategoryRequired],
      name: [P.titleRequired],
      description: [P.descriptionRequired],
      meta_name: [P.metaTitleRequired],
      meta_description: [P.metaDescriptionRequired],
      price: [P.priceRequired],
      moq: [V.moqMin],
      total_qty: [P.quantityRequired],
      sku: [P.skuRequired],
      part_number: [P.partNumberRequired],
      condition: [P.conditionRequired],
      brand_id: [P.brandRequired],
      shipping_type: [P.shippingTypeRequired],
      weight: [P.weightRequired],
      weight_unit: [P.weightUnitRequired],
      incoterm: [D.incotermRequired],
      state: [D.stateRequired],
      inventory: [D.inventoryRequired],
    });
    expect(
      await errorsOf(
        panelForm({ name: 'x'.repeat(66), meta_name: 'm'.repeat(101), meta_description: 'd'.repeat(251), moq: 0, subcategory_id: 201, height_unit: 'in' }),
      ),
    ).toEqual({
      name: [V.titleMaxLength],
      meta_name: [P.metaTitleMax],
      meta_description: [P.metaDescriptionMax],
      moq: [V.moqMin],
      subcategory_id: [V.subCategoryRequired],
      height_unit: [V.dimensionUnitsMustMatch],
    });
    expect(V.titleMaxLength).toBe('Title must be maximum 65 characters.');
    expect(V.moqMin).toBe('Moq should be atleast 1');
    expect(V.dimensionUnitsMustMatch).toBe('Units of length, width and height should be same');
    expect(await errorsOf(panelForm({ category_id: 12 }))).toMatchObject({ category_id: [V.categoryRequired] });
  });

  it('prices panels per watt, from above 0 to 1, with up to 4 decimals; other equipment in whole cents', async () => {
    expect(await errorsOf(panelForm({ price: 1.5 }))).toEqual({ price: [MESSAGES.advancedFilter.panelPriceOutOfRange] });
    expect(await errorsOf(panelForm({ price: 0 }))).toEqual({ price: [P.pricePositive] });
    expect(await errorsOf(panelForm({ price: 0.24567 }))).toEqual({ price: [D.pricePerWattDecimals] });
    await trader.send('post', TRADER_API.create, panelForm({ price: '0.2456' })).expect(201);
    expect(await errorsOf(inverterForm({ price: 1250.005 }))).toEqual({ price: [MESSAGES.limits.moneyCents] });
  });

  it('checks what a bulk buyer relies on: wattage, MOQ units, the state, pre-production dates', async () => {
    expect(await errorsOf(panelForm({ panel_wattage: undefined }))).toEqual({ panel_wattage: [D.panelWattageRequired] });
    expect(await errorsOf(inverterForm({ panel_wattage: 400 }))).toEqual({ panel_wattage: [D.panelWattagePanelsOnly] });
    expect(await errorsOf(panelForm({ moq_unit: undefined }))).toEqual({ moq_unit: [D.moqUnitRequired] });
    expect(await errorsOf(inverterForm({ moq_unit: 'MW' }))).toEqual({ moq_unit: [D.moqUnitPanelsOnly] });
    expect(await errorsOf(panelForm({ units_per_pallet: undefined }))).toEqual({ moq_unit: [D.unitsPerPalletRequired] });
    expect(await errorsOf(panelForm({ moq: 21 }))).toEqual({ moq: [D.moqAboveQuantity] });
    expect(await errorsOf(panelForm({ state: 'Texas' }))).toEqual({ state: [D.stateRequired] });
    expect(await errorsOf(panelForm({ inventory: 'pre_production' }))).toEqual({ available_date: [D.availableDateRequired] });
    expect(await errorsOf(panelForm({ inventory: 'pre_production', available_date: '2026-02-30' }))).toEqual({ available_date: [D.dateInvalid] });
    expect(await errorsOf(panelForm({ incoterm: 'FOBB', lead_time: 4 }))).toEqual({ incoterm: [D.invalidChoice], lead_time: [D.invalidChoice] });
    expect(await errorsOf(panelForm({ locations: [{ address: '', unit: 'A', city: 'Austin', state: 'ZZ', zip: '7', qty: -1 }] }))).toEqual({
      'locations.0.address': [V.addressRequired],
      'locations.0.state': [V.stateRequired],
      'locations.0.zip': [V.zipInvalid],
      'locations.0.qty': [D.locationQty],
    });
    const mw = (await trader.send('post', TRADER_API.create, panelForm({ moq: 1, moq_unit: 'MW', total_qty: 2000, state: 'ca' })).expect(201)).body
      .data as SellerDealView;
    expect(mw).toMatchObject({ moq_units: '1 MW', state: 'CA' });
  });

  it('saves a draft with only its name and category, still checking what it gives', async () => {
    const saved = await trader.send('post', TRADER_API.create, { draft: true, name: 'Half-written panel deal', category_id: 1 });
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe(D.draftSaved);
    expect(saved.body.data).toMatchObject({ status: 'Incomplete', price: null, unit_price: null, lot_value: null, moq_units: '1 unit' });
    expect(await errorsOf({ draft: true, category_id: 1 })).toEqual({ name: [P.titleRequired] });
    expect(await errorsOf({ draft: true, name: 'Draft', category_id: 1, price: 3 })).toEqual({ price: [MESSAGES.advancedFilter.panelPriceOutOfRange] });

    // A draft goes to an admin only complete; then it is Pending.
    const draft = saved.body.data as SellerDealView;
    const refused = await moveTo(draft.id, 'Pending', trader.sellerToken());
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(D.draftIncomplete);
    expect(refused.body.errors).toMatchObject({ price: [P.priceRequired], panel_wattage: [D.panelWattageRequired] });
    const completed = await trader.send('post', TRADER_API.updateListing, { ...panelForm(), listing_id: draft.id, draft: true }).expect(200);
    expect(completed.body.data.status).toBe('Incomplete');
    const sent = await moveTo(draft.id, 'Pending', trader.sellerToken());
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('Pending');
  });

  it("takes the seller's uploads only", async () => {
    const foreign = await trader.upload('image', 'theirs.png', OTHER_SELLER);
    expect(await errorsOf(panelForm({ images: [foreign] }))).toEqual({ images: [D.fileUnknown] });
    const document = await trader.upload('image', 'mine.png');
    expect(await errorsOf(panelForm({ documents: [document] }))).toEqual({ documents: [D.fileUnknown] });
  });
});

describe('seller anonymity', () => {
  let deal: SellerDealView;
  beforeAll(async () => {
    const image = await trader.upload('image', `${SELLER.company} front.png`);
    const datasheet = await trader.upload('document', `quote from ${SELLER.email}.pdf`);
    deal = await trader.dealIn('Active', panelForm({ images: [image], documents: [datasheet], name: 'Anonymous 550W lot' }));
  });

  it('keeps the seller out of every answer a buyer, another seller or a stranger gets', async () => {
    for (const token of [null, asBuyer(), asOtherSeller()]) {
      const answers = [
        await publicRead(deal.id, token),
        await publicRead(deal.uuid, token),
        await trader.send('get', TRADER_API.featuredDeals, undefined, token),
        await trader.send('get', TRADER_API.recentDeals, undefined, token),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        const json = JSON.stringify(answer.body);
        expect(json).toContain('Anonymous 550W lot');
        for (const secret of SELLER_SECRETS) expect(json).not.toContain(secret);
        expect(json).not.toContain('owner_id');
        expect(json).not.toContain('front.png');
      }
    }
    const view = (await publicRead(deal.id)).body.data as DealView;
    expect(view.documents).toEqual([
      { file_uuid: expect.any(String), name: 'Document 1.pdf', url: expect.stringMatching(/^\/files\/trader\/uploads\/[0-9a-f-]+\/document\.pdf$/) },
    ]);
    expect(view.locations).toEqual([{ city: 'Houston', state: 'TX', zip: '77001', qty: 620 }]);
  });

  it("gives the seller and admins the seller's view: owner, SKU, street, file names and history", async () => {
    for (const token of [trader.sellerToken(), asAdmin()]) {
      const view = (await publicRead(deal.id, token)).body.data as SellerDealView;
      expect(view).toMatchObject({ owner_id: SELLER.id, sku: 'ACME-SKU-77', documents: [{ name: `quote from ${SELLER.email}.pdf` }] });
      expect(view.locations[0]).toMatchObject({ address: '12 Industrial Way', unit: 'Dock 4' });
      expect(view.status_history.length).toBeGreaterThan(0);
    }
  });

  it('tells other services nothing of the seller', async () => {
    await moveTo(deal.id, 'Inactive', trader.sellerToken()).expect(200);
    const events = await trader.eventsOf(deal.uuid);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['trader.deal.created', 'trader.deal.updated', 'trader.deal.status-changed']));
    const json = JSON.stringify(events);
    for (const secret of SELLER_SECRETS) expect(json).not.toContain(secret);
    expect(json).not.toContain('owner_id');
  });
});

describe('who may call what', () => {
  it('refuses the seller calls signed out (401) and to customers (403)', async () => {
    const deal = await trader.dealIn('Active');
    const calls: Array<['post' | 'put', string, object]> = [
      ['post', TRADER_API.create, panelForm()],
      ['post', TRADER_API.userDeals, {}],
      ['post', TRADER_API.duplicateDeal, { listing_id: deal.id }],
      ['post', TRADER_API.updateListing, { ...panelForm(), listing_id: deal.id }],
      ['put', TRADER_API.updateListing, { ...panelForm(), listing_id: deal.id }],
      ['post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: 3 }],
      ['post', TRADER_API.updateStatus, { listing_id: deal.id, status: 'Inactive' }],
    ];
    for (const [method, path, body] of calls) {
      expect({ path, method, status: (await trader.send(method, path, body, null)).status }).toEqual({ path, method, status: 401 });
      expect({ path, method, status: (await trader.send(method, path, body, asBuyer())).status }).toEqual({ path, method, status: 403 });
    }
  });

  it("refuses another seller on someone else's deal (403)", async () => {
    const deal = await trader.dealIn('Active');
    const calls: Array<['post' | 'put', string, object]> = [
      ['post', TRADER_API.duplicateDeal, { listing_id: deal.id }],
      ['post', TRADER_API.updateListing, { ...panelForm(), listing_id: deal.id }],
      ['put', TRADER_API.updateListing, { ...panelForm(), listing_id: deal.uuid }],
      ['post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: 3 }],
      ['post', TRADER_API.updateStatus, { listing_id: deal.id, status: 'Inactive' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await trader.send(method, path, body, asOtherSeller());
      expect({ path, status: answer.status, error: answer.body.error }).toEqual({ path, status: 403, error: D.notYourDeal });
    }
    expect((await publicRead(deal.id)).body.data).toMatchObject({ status: 'Active', total_qty: 620 });
  });

  it('opens a deal only as far as its status and the caller allow', async () => {
    const pending = await trader.dealIn('Pending');
    const privateDeal = await trader.dealIn('Private');
    for (const token of [null, asBuyer(), asOtherSeller()]) {
      expect((await publicRead(pending.id, token)).status).toBe(404);
      expect((await publicRead(privateDeal.id, token)).body.data).toMatchObject({ status: 'Private' });
    }
    expect((await publicRead(pending.id, trader.sellerToken())).body.data).toMatchObject({ status: 'Pending', owner_id: SELLER.id });
    expect((await publicRead(pending.id, asAdmin())).body.data).toMatchObject({ status: 'Pending', owner_id: SELLER.id });
    expect((await publicRead(999_999)).status).toBe(404);
  });
});

describe('the lists', () => {
  it("list the seller's own deals in any status, filtered by status", async () => {
    const rejected = await trader.dealIn('Rejected', panelForm({ name: 'Rejected one' }));
    const own = (await trader.send('post', TRADER_API.userDeals, { where: { status: 'Rejected' }, limit: 100 }).expect(200)).body
      .data as PageOf<SellerDealView>;
    expect(own.items.map((deal) => deal.id)).toContain(rejected.id);
    expect(own.items.every((deal) => deal.status === 'Rejected' && deal.owner_id === SELLER.id)).toBe(true);
    const all = (await trader.send('post', TRADER_API.userDeals, { where: { status: 'All' }, limit: 100 }).expect(200)).body.data as PageOf<SellerDealView>;
    expect(new Set(all.items.map((deal) => deal.status)).size).toBeGreaterThan(1);
    const theirs = (await trader.send('post', TRADER_API.userDeals, {}, asOtherSeller()).expect(200)).body.data as PageOf<SellerDealView>;
    expect(theirs.items).toEqual([]);
  });

  it('feature the largest public lots and the most recently published', async () => {
    const big = await trader.dealIn('Approved', inverterForm({ name: 'Big lot', total_qty: 5000, price: 9000 }));
    const featured = (await trader.send('get', TRADER_API.featuredDeals, undefined, null).expect(200)).body.data as DealView[];
    expect(featured[0]!.id).toBe(big.id);
    expect(featured.length).toBeLessThanOrEqual(8);
    expect(featured.every((deal) => deal.status === 'Approved' || deal.status === 'Active')).toBe(true);
    const recent = (await trader.send('get', TRADER_API.recentDeals, undefined, null).expect(200)).body.data as DealView[];
    expect(recent[0]!.id).toBe(big.id);
  });
});

describe('an edit of a live deal', () => {
  it('waits for an admin while the live version stays public and unchanged; approving publishes it', async () => {
    const deal = await trader.dealIn('Active');
    const before = (await publicRead(deal.id)).body.data as DealView;

    const edited = await trader.send('post', TRADER_API.updateListing, { ...panelForm({ name: 'Edited 550W lot', price: 0.22 }), listing_id: deal.id });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(D.changesSubmitted);
    const seen = edited.body.data as SellerDealView;
    expect(seen).toMatchObject({ status: 'Active', name: before.name, price: 0.25 });
    expect(seen.pending_revision).toMatchObject({ name: 'Edited 550W lot', price: 0.22, unit_price: 121, submitted_at: expect.any(String) });

    expect((await publicRead(deal.id)).body.data).toEqual(before);
    // Nothing public changed, so other services (the deal search) are told nothing.
    expect((await trader.eventsOf(deal.uuid)).filter((event) => event.type === 'trader.deal.updated')).toEqual([]);

    const approved = await moveTo(deal.id, 'Approved', asAdmin());
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(D.revisionApproved);
    expect(approved.body.data).toMatchObject({ status: 'Active', name: 'Edited 550W lot', price: 0.22, pending_revision: null });
    expect((await publicRead(deal.id)).body.data).toMatchObject({ status: 'Active', name: 'Edited 550W lot', price: 0.22, unit_price: 121 });
  });

  it('is discarded when an admin rejects it, with the reason for the seller; the live version stays live', async () => {
    const deal = await trader.dealIn('Private');
    await trader.send('put', TRADER_API.updateListing, { ...panelForm({ name: 'Rejected edit' }), listing_id: deal.uuid }).expect(200);
    expect((await moveTo(deal.id, 'Rejected', asAdmin())).body.errors).toEqual({ reason: [D.reasonRequired] });
    const rejected = await moveTo(deal.id, 'Rejected', asAdmin(), 'The title names a brand the pictures do not show.');
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(D.revisionRejected);
    expect(rejected.body.data).toMatchObject({
      status: 'Private',
      name: deal.name,
      pending_revision: null,
      revision_reason: 'The title names a brand the pictures do not show.',
    });
    expect((await publicRead(deal.id)).body.data).toMatchObject({ status: 'Private', name: deal.name });
  });

  it('cannot turn a live deal into a draft', async () => {
    const deal = await trader.dealIn('Approved');
    const answer = await trader.send('post', TRADER_API.updateListing, { ...panelForm(), draft: true, listing_id: deal.id });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(D.liveDraft);
  });

  it('replaces a deal not yet published; a Rejected one goes back to Pending', async () => {
    const deal = await trader.dealIn('Rejected');
    const edited = await trader.send('post', TRADER_API.updateListing, { ...panelForm({ name: 'Fixed title' }), listing_id: deal.id }).expect(200);
    expect(edited.body.message).toBe(D.dealSubmitted);
    expect(edited.body.data).toMatchObject({ status: 'Pending', name: 'Fixed title', pending_revision: null });
    expect((edited.body.data as SellerDealView).status_history.at(-1)).toMatchObject({ from: 'Rejected', to: 'Pending', by: 'seller' });
    const back = await trader.send('post', TRADER_API.updateListing, { ...panelForm(), draft: true, listing_id: deal.id });
    expect(back.body.data).toMatchObject({ status: 'Incomplete' });
  });
});

describe('inventory', () => {
  it('makes a live deal OutOfStock at 0 and Active again when restocked, each a move of the marketplace', async () => {
    const deal = await trader.dealIn('Approved');
    const empty = await trader.send('post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: 0 }).expect(200);
    expect(empty.body.data).toMatchObject({ status: 'OutOfStock', total_qty: 0, status_reason: D.outOfStockReason });
    expect((await publicRead(deal.id)).body.data).toMatchObject({ status: 'OutOfStock' });

    const restocked = await trader.send('post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: '40' }).expect(200);
    expect(restocked.body.data).toMatchObject({ status: 'Active', total_qty: 40 });
    expect((restocked.body.data as SellerDealView).status_history.slice(-2)).toEqual([
      { from: 'Approved', to: 'OutOfStock', by: 'system', reason: D.outOfStockReason, at: expect.any(String) },
      { from: 'OutOfStock', to: 'Active', by: 'system', reason: D.restockedReason, at: expect.any(String) },
    ]);
    const events = await trader.eventsOf(deal.uuid);
    expect(
      events.filter((event) => event.type === 'trader.deal.status-changed').map((event) => [event.data.previous_status, event.data.status, event.data.by]),
    ).toEqual([
      ['Approved', 'OutOfStock', 'system'],
      ['OutOfStock', 'Active', 'system'],
    ]);
  });

  it('keeps a waiting edit in step, so approving it does not bring back an old quantity', async () => {
    const deal = await trader.dealIn('Active');
    await trader.send('post', TRADER_API.updateListing, { ...panelForm({ name: 'Edit before a sale' }), listing_id: deal.id }).expect(200);
    await trader.send('post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: 100 }).expect(200);
    const approved = await moveTo(deal.id, 'Approved', asAdmin()).expect(200);
    expect(approved.body.data).toMatchObject({ name: 'Edit before a sale', total_qty: 100, status: 'Active' });
  });

  it('refuses a quantity that is not a whole number from 0', async () => {
    const deal = await trader.dealIn('Active');
    const answer = await trader.send('post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: -1 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ total_qty: [P.quantityWhole] });
  });
});

describe('a copy', () => {
  it('is a new Incomplete draft of the same seller', async () => {
    const deal = await trader.dealIn('Active');
    const copied = await trader.send('post', TRADER_API.duplicateDeal, { listing_id: String(deal.id) });
    expect(copied.status).toBe(201);
    expect(copied.body.message).toBe(D.dealDuplicated);
    const copy = copied.body.data as SellerDealView;
    expect(copy).toMatchObject({ status: 'Incomplete', owner_id: SELLER.id, name: deal.name, price: deal.price, published_at: null });
    expect(copy.id).not.toBe(deal.id);
    expect(copy.status_history).toEqual([{ from: null, to: 'Incomplete', by: 'seller', reason: `Copy of deal ${deal.id}`, at: expect.any(String) }]);
  });
});
