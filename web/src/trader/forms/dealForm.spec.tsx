/** @jest-environment jsdom */
import { DEAL_MESSAGES, MESSAGES } from '@solar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FORM_TEXT } from '../../shared/forms/text';
import { fail, findToast, messageUnder, ok, resetBrowserState, SELLER, type ApiCall } from '../../test/app';
import { panelDeal, sellerPanelDeal } from '../deal/dealFixtures';
import { BIFACIAL, control, INVERTERS, openAsSeller, PANELS } from './formSupport';
import { DEAL_FORM_TEXT } from './text';

beforeEach(resetBrowserState);

const V = MESSAGES.validation;
const P = MESSAGES.product;
const D = DEAL_MESSAGES;
const S = FORM_TEXT.fields;
const F = DEAL_FORM_TEXT.fields;
const A = DEAL_FORM_TEXT.actions;

type App = Awaited<ReturnType<typeof openAsSeller>>['app'];

/** A deal form of a signed-in seller, once the brands have filled their select. */
async function openForm(path: string, routes: Parameters<typeof openAsSeller>[1] = {}) {
  const opened = await openAsSeller(path, routes);
  await screen.findByRole('option', { name: 'Canadian Solar' }, { timeout: 5000 });
  return opened;
}

const submitButton = () => screen.getByRole('button', { name: A.submit });

/** Types a whole value at once (a paste): the long form re-renders less than with key-by-key typing. */
async function enter(user: App['user'], input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

/** Sets a date input (jsdom types no dates). */
const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Adds location n (from 1) with its address and the units there. */
async function addLocation(app: App, n: number, place: { address: string; unit: string; city: string; state: string; zip: string; qty: string }) {
  await app.user.click(screen.getByRole('button', { name: DEAL_FORM_TEXT.location.add }));
  const row = screen.getByRole('group', { name: DEAL_FORM_TEXT.location.title(n) });
  await enter(app.user, control('Address', row), place.address);
  await enter(app.user, control('Unit', row), place.unit);
  await enter(app.user, control('City', row), place.city);
  await app.user.selectOptions(control('State', row), place.state);
  await enter(app.user, control('Zip code', row), place.zip);
  await enter(app.user, control(F.locationQty, row), place.qty);
  return row;
}

/** Every required field of a panel deal, with good values (no files, no locations). */
async function fillPanelDeal(app: App) {
  const { user } = app;
  await user.selectOptions(control(S.subcategory), BIFACIAL.name);
  await enter(user, control(S.title), 'Jinko Tiger Neo 550W Bifacial');
  await enter(user, control(S.description), '<p>Factory sealed</p>');
  await enter(user, control(F.panelWattage), '550');
  await user.selectOptions(control(F.panelTechnology), 'N-Type');
  await user.selectOptions(control(F.colour), 'Black');
  await user.selectOptions(control(F.connector), 'MC4 Compatible');
  await user.selectOptions(control(F.frontLoad), '5,400 Pa');
  await user.selectOptions(control(F.rearLoad), '3,000 Pa');
  await user.selectOptions(control(F.companyTier), 'Tier 1');
  await enter(user, control(F.pricePerWatt), '0.245');
  await enter(user, control(F.totalQty), '1860');
  await enter(user, control(F.moq), '2');
  await user.selectOptions(control(F.moqUnit), 'Pallets');
  await enter(user, control(F.unitsPerPallet), '31');
  await enter(user, control(F.unitsPerContainer), '620');
  await user.selectOptions(control(S.condition), 'New / Unused');
  await user.selectOptions(control(S.brand), 'Jinko');
  await enter(user, control(S.sku), 'ACME-JK550');
  await enter(user, control(S.partNumber), 'JKM550N-72HL4-BDV');
  await enter(user, control(S.mpn), 'JKM550N-72HL4-BDV');
  await enter(user, control(S.tags), 'bifacial, n-type');
  await user.selectOptions(control(S.shippingType), FORM_TEXT.shippingTypes.local_pickup_only);
  await enter(user, control(S.weight), '28.6');
  await user.selectOptions(control(S.weightUnit), 'kg');
  await enter(user, control(S.packageType), 'Pallet');
  for (const [field, unit, value] of [
    [S.length, S.lengthUnit, '2278'],
    [S.width, S.widthUnit, '1134'],
    [S.height, S.heightUnit, '30'],
  ]) {
    await enter(user, control(field), value);
    await user.selectOptions(control(unit), 'mm');
  }
  await user.selectOptions(control(F.incoterm), 'EXW (Ex Works)');
  await user.selectOptions(control(F.state), 'Texas');
  await user.selectOptions(control(F.leadTime), '5 days');
  await user.selectOptions(control(F.offerValidity), '10 days');
  await user.selectOptions(control(F.sector), 'Utility Scale');
  await enter(user, control(S.metaTitle), 'Jinko 550W bifacial panels in Texas');
  await enter(user, control(S.metaDescription), '1,860 Jinko Tiger Neo bifacial panels, EXW Houston.');
}

describe('deal form: messages', () => {
  it("names every required field of an empty panel deal with the spec's messages, and sends nothing", async () => {
    const { api, app } = await openForm('/trader/create-deal');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(DEAL_FORM_TEXT.pages.panel);
    // Panels have one category: it is chosen already.
    expect(control(S.category).value).toBe(String(PANELS.id));
    await app.user.click(submitButton());

    const expected: [string, string][] = [
      [S.subcategory, V.subCategoryRequired],
      [S.title, P.titleRequired],
      [S.description, P.descriptionRequired],
      [F.panelWattage, D.panelWattageRequired],
      [F.pricePerWatt, P.priceRequired],
      [F.totalQty, P.quantityRequired],
      [F.moq, V.moqMin],
      [F.moqUnit, D.moqUnitRequired],
      [S.condition, P.conditionRequired],
      [S.brand, P.brandRequired],
      [S.sku, P.skuRequired],
      [S.partNumber, P.partNumberRequired],
      [S.shippingType, P.shippingTypeRequired],
      [S.weight, P.weightRequired],
      [S.weightUnit, P.weightUnitRequired],
      [S.length, P.lengthRequired],
      [S.lengthUnit, P.dimensionUnitRequired],
      [S.width, P.widthRequired],
      [S.widthUnit, P.dimensionUnitRequired],
      [S.height, P.heightRequired],
      [S.heightUnit, P.dimensionUnitRequired],
      [F.incoterm, D.incotermRequired],
      [F.state, D.stateRequired],
      [S.metaTitle, P.metaTitleRequired],
      [S.metaDescription, P.metaDescriptionRequired],
    ];
    for (const [label, message] of expected) expect([label, messageUnder(control(label))]).toEqual([label, message]);
    expect(messageUnder(control(S.category))).toBeUndefined();
    // The page moves to the first message.
    expect(document.activeElement).toBe(control(S.subcategory));
    expect(api.callsTo('POST /listing')).toHaveLength(0);
  });

  it('applies the limits: title 65, meta title 100, meta description 250, MOQ, price per watt, units, location', async () => {
    const { api, app } = await openForm('/trader/create-deal');
    const { user } = app;
    await enter(user, control(S.title), 'x'.repeat(66));
    expect(screen.getByText('66/65')).toBeTruthy();
    await enter(user, control(S.metaTitle), 'm'.repeat(101));
    await enter(user, control(S.metaDescription), 'd'.repeat(251));
    await enter(user, control(F.moq), '0');
    await enter(user, control(F.pricePerWatt), '1.5');
    await user.selectOptions(control(S.lengthUnit), 'in');
    await user.selectOptions(control(S.widthUnit), 'cm');
    await user.selectOptions(control(S.heightUnit), 'in');
    const row = await addLocation(app, 1, { address: '', unit: 'A', city: 'Dallas', state: 'Texas', zip: '7520', qty: '10' });
    await user.click(submitButton());

    expect(messageUnder(control(S.title))).toBe(V.titleMaxLength);
    expect(messageUnder(control(S.metaTitle))).toBe(P.metaTitleMax);
    expect(messageUnder(control(S.metaDescription))).toBe(P.metaDescriptionMax);
    expect(messageUnder(control(F.moq))).toBe(V.moqMin);
    expect(messageUnder(control(F.pricePerWatt))).toBe(MESSAGES.advancedFilter.panelPriceOutOfRange);
    expect(messageUnder(control(S.heightUnit))).toBe(V.dimensionUnitsMustMatch);
    expect(messageUnder(control(S.lengthUnit))).toBeUndefined();
    expect(messageUnder(control('Zip code', row))).toBe(V.zipInvalid);
    expect(messageUnder(control('Address', row))).toBe(V.addressRequired);
    expect(messageUnder(control('City', row))).toBeUndefined();

    // Fixed, the message goes at once.
    await enter(user, control('Zip code', row), '1');
    await waitFor(() => expect(messageUnder(control('Zip code', row))).toBeUndefined());
    await user.clear(control(F.pricePerWatt));
    await enter(user, control(F.pricePerWatt), '0.24567');
    await waitFor(() => expect(messageUnder(control(F.pricePerWatt))).toBe(D.pricePerWattDecimals));
    expect(api.callsTo('POST /listing')).toHaveLength(0);
  });

  it('asks for a category among the other components, and saves a draft with only its name and category', async () => {
    const { api, app } = await openForm('/trader/create-other-component-deal', {
      'POST /listing': (call) => ok({ ...sellerPanelDeal(SELLER.id), status: 'Incomplete', ...(call.body as object) }, D.draftSaved, 201),
    });
    const { user } = app;
    const categories = Array.from((control(S.category) as unknown as HTMLSelectElement).options).map((option) => option.text);
    expect(categories).toEqual([
      DEAL_FORM_TEXT.choose.category,
      'Racking & Mounts',
      'PV Cables',
      'Complete PV Systems',
      'PV Connectors',
      'Components Parts',
      'DIY Kits & Equipment',
      'Solar Lights',
      'EV Chargers',
      'Generator',
    ]);
    await enter(user, control(S.title), 'Enphase IQ Combiner 5');
    await user.click(screen.getByRole('button', { name: A.saveDraft }));

    // A draft needs its name and category only.
    expect(messageUnder(control(S.category))).toBe(V.categoryRequired);
    expect(messageUnder(control(S.sku))).toBeUndefined();
    await user.click(submitButton());
    expect(messageUnder(control(S.sku))).toBe(P.skuRequired);

    await user.selectOptions(control(S.category), 'Components Parts');
    await user.click(screen.getByRole('button', { name: A.saveDraft }));
    expect(await findToast(D.draftSaved)).toBeTruthy();
    await waitFor(() => expect(app.location().pathname).toBe('/trader/deals-listing'));
    const body = api.callsTo('POST /listing')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ draft: true, name: 'Enphase IQ Combiner 5', price: null, moq: null, sku: '', colour: null, panel_wattage: null });
    expect(typeof body.category_id).toBe('number');
  });
});

describe('deal form: panels', () => {
  it('uploads a picture and a datasheet, shows the lot figures, and posts the exact deal form', async () => {
    const { api, app } = await openForm('/trader/create-deal', {
      'POST /listing': (call) => ok({ ...sellerPanelDeal(SELLER.id), status: 'Pending', ...(call.body as object) }, D.dealSubmitted, 201),
    });
    let uploads = 0;
    api.on('POST /attachment', () => {
      uploads += 1;
      const type = uploads === 1 ? 'image' : 'document';
      return ok({ uuid: `att-${uploads}`, type, name: `upload-${uploads}`, url: `/files/att-${uploads}` }, undefined, 201);
    });
    const { user } = app;
    await fillPanelDeal(app);

    const preview = screen.getByRole('status', { name: DEAL_FORM_TEXT.preview.label });
    expect(preview.textContent).toContain('= $134.75 per panel, lot value $250,635.00, total watts 1,023,000 W');
    expect(preview.textContent).toContain('Minimum order: 2 pallets (62 panels)');

    await user.click(screen.getByLabelText(DEAL_FORM_TEXT.inventoryTypes.pre_production));
    setDate(control(F.availableDate), '2026-04-15');
    await addLocation(app, 1, { address: '4200 Industrial Park Dr', unit: 'Dock 4', city: 'Houston', state: 'Texas', zip: '77029', qty: '1860' });
    await user.upload(control(S.images), new File(['png'], 'acme-panel.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'upload-1' })).toBeTruthy();
    await user.upload(control(S.documents), new File(['%PDF'], 'acme-datasheet.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'upload-2' })).toBeTruthy();

    await user.click(submitButton());

    expect(await findToast(D.dealSubmitted)).toBeTruthy();
    await waitFor(() => expect(app.location().pathname).toBe('/trader/deals-listing'));
    const [call] = api.callsTo('POST /listing');
    expect(call.authorization).toBe(`Bearer token-${SELLER.id}`);
    expect(call.body).toEqual({
      draft: false,
      name: 'Jinko Tiger Neo 550W Bifacial',
      description: '<p>Factory sealed</p>',
      condition: 'new',
      category_id: PANELS.id,
      subcategory_id: BIFACIAL.id,
      brand_id: 7,
      price: 0.245,
      moq: 2,
      moq_unit: 'pallets',
      total_qty: 1860,
      um: '',
      msrp: null,
      mpn: 'JKM550N-72HL4-BDV',
      upc: '',
      part_number: 'JKM550N-72HL4-BDV',
      sku: 'ACME-JK550',
      weight: 28.6,
      weight_unit: 'kg',
      length: 2278,
      length_unit: 'mm',
      width: 1134,
      width_unit: 'mm',
      height: 30,
      height_unit: 'mm',
      package_type: 'Pallet',
      shipping_type: 'local_pickup_only',
      publish_date: null,
      tags: ['bifacial', 'n-type'],
      images: ['att-1'],
      documents: ['att-2'],
      locations: [{ address: '4200 Industrial Park Dr', unit: 'Dock 4', city: 'Houston', state: 'TX', zip: '77029', qty: 1860 }],
      incoterm: 'EXW',
      lead_time: 5,
      offer_validity: 10,
      colour: 'black',
      panel_technology: 'N-Type',
      connector_type: 'MC4 Compatible',
      front_load: 5400,
      rear_load: 3000,
      company_tier: 'Tier 1',
      phase: null,
      sector: 'utility_scale',
      panel_wattage: 550,
      units_per_pallet: 31,
      units_per_container: 620,
      state: 'TX',
      inventory: 'pre_production',
      available_date: '2026-04-15',
      meta_name: 'Jinko 550W bifacial panels in Texas',
      meta_description: '1,860 Jinko Tiger Neo bifacial panels, EXW Houston.',
    });
    // Each file went up to the trader's attachment call as multipart, with its type.
    const uploadBodies = (globalThis.fetch as jest.Mock).mock.calls
      .filter(([url]) => String(url) === '/attachment')
      .map(([, init]) => (init as RequestInit).body as FormData);
    expect(uploadBodies.map((form) => [form.get('type'), (form.get('file') as File).name])).toEqual([
      ['image', 'acme-panel.png'],
      ['document', 'acme-datasheet.pdf'],
    ]);
  });

  it("shows the server's field messages under their fields and moves to the first", async () => {
    const { api, app } = await openForm('/trader/create-deal', {
      'POST /listing': fail(422, { errors: { sku: ['The SKU is already used.'], images: [D.fileUnknown], owner_note: ['Not a field of this form.'] } }),
    });
    await fillPanelDeal(app);
    await app.user.click(submitButton());

    await waitFor(() => expect(messageUnder(control(S.sku))).toBe('The SKU is already used.'));
    expect(messageUnder(control(S.images))).toBe(D.fileUnknown);
    expect(await findToast('Not a field of this form.')).toBeTruthy();
    expect(document.activeElement).toBe(control(S.sku));
    expect(app.location().pathname).toBe('/trader/create-deal');
    expect(api.callsTo('POST /listing')).toHaveLength(1);
  });
});

describe('deal form: the description', () => {
  it('previews it as buyers will read it: no links, no pictures, no contact details', async () => {
    const { app } = await openForm('/trader/create-deal');
    expect(screen.getByText(DEAL_FORM_TEXT.descriptionHint)).toBeTruthy();
    await enter(
      app.user,
      control(S.description),
      '<p><b>Sealed</b>, call 415-555-0199 <a href="https://acme.example">site</a><img src="https://acme.example/a.png"></p>',
    );
    const preview = screen.getByLabelText(FORM_TEXT.hints.preview);
    expect(preview.innerHTML).toContain('<b>Sealed</b>, call [phone hidden] site');
    expect(preview.querySelector('a, img')).toBeNull();
  });
});

describe('deal form: other equipment', () => {
  it('fits the inverter form: priced per unit, phase and sector, no panel fields', async () => {
    await openForm('/trader/create-deal-inverter');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(DEAL_FORM_TEXT.pages.inverter);
    expect(control(S.category).value).toBe(String(INVERTERS.id));
    expect(control(F.phase)).toBeTruthy();
    expect(Array.from((control(F.sector) as unknown as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      DEAL_FORM_TEXT.choose.notSaid,
      'Residential',
      'Commercial',
      'Utility Scale',
    ]);
    expect(control(F.pricePerUnit)).toBeTruthy();
    for (const label of [F.pricePerWatt, F.panelWattage, F.panelTechnology, F.colour, F.connector, F.frontLoad, F.rearLoad, F.companyTier]) {
      expect([label, screen.queryByLabelText(label)]).toEqual([label, null]);
    }
    // Panels and MW count panels: an inverter lot is counted in units, pallets or containers.
    expect(Array.from((control(F.moqUnit) as unknown as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      DEAL_FORM_TEXT.choose.moqUnitOther,
      'Pallets',
      'Containers',
    ]);
  });

  it('shows the lot value of a unit-priced lot', async () => {
    const { app } = await openForm('/trader/create-deal-battery');
    await enter(app.user, control(F.pricePerUnit), '3950');
    await enter(app.user, control(F.totalQty), '96');
    await enter(app.user, control(F.moq), '4');
    const preview = screen.getByRole('status', { name: DEAL_FORM_TEXT.preview.label });
    expect(preview.textContent).toContain('Lot value $379,200.00');
    expect(preview.textContent).toContain('Minimum order: 4 units');
  });
});

describe('deal form: edit', () => {
  const answering = (deal: object) => ({
    'GET /listing/42': ok(deal),
    'POST /listing/updateListing': (call: ApiCall) => ok({ ...deal, ...(call.body as object) }, D.changesSubmitted),
  });

  it('loads a published deal, says the live version stays until approved, and posts the edit with its listing_id', async () => {
    const deal = sellerPanelDeal(SELLER.id, { brand_id: 7 });
    deal.locations[1].unit = 'Bay 2';
    const { api, app } = await openForm('/trader/edit-deal?id=42', answering(deal));
    expect(screen.getByText(DEAL_FORM_TEXT.revision.live)).toBeTruthy();
    expect(control(S.title).value).toBe(deal.name);
    expect(control(F.pricePerWatt).value).toBe('0.245');
    expect(control(S.brand).value).toBe('7');
    expect(control(F.state).value).toBe('TX');
    const row = screen.getByRole('group', { name: DEAL_FORM_TEXT.location.title(1) });
    expect(control('Address', row).value).toBe('4200 Industrial Park Dr');
    expect((control('State', row) as unknown as HTMLSelectElement).selectedOptions[0].text).toBe('Texas');
    expect(screen.getByRole('img', { name: 'Picture 2' })).toBeTruthy();
    // A published deal cannot go back to a draft.
    expect(screen.queryByRole('button', { name: A.saveDraft })).toBeNull();

    await app.user.clear(control(F.pricePerWatt));
    await enter(app.user, control(F.pricePerWatt), '0.25');
    await app.user.click(submitButton());

    expect(await findToast(D.changesSubmitted)).toBeTruthy();
    await waitFor(() => expect(app.location().pathname).toBe('/trader/deals-listing'));
    const body = api.callsTo('POST /listing/updateListing')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      listing_id: 42,
      draft: false,
      price: 0.25,
      panel_wattage: 550,
      images: ['img-0', 'img-1'],
      documents: ['doc-1'],
      locations: [
        { address: '4200 Industrial Park Dr', unit: 'Dock 4', city: 'Houston', state: 'TX', zip: '77029', qty: 1240 },
        { address: '8400 Esters Blvd', unit: 'Bay 2', city: 'Dallas', state: 'TX', zip: '75063', qty: 620 },
      ],
    });
  });

  it('edits the changes that wait for approval rather than the live version', async () => {
    const live = sellerPanelDeal(SELLER.id, { brand_id: 7 });
    // The revision is the deal's content as it will read once approved.
    const { pending_revision: _none, status_history: _history, owner_id: _owner, status_reason: _reason, revision_reason: _rejected, ...content } = live;
    const revision = { ...content, name: 'Jinko Tiger Neo 555W Bifacial', price: 0.239, submitted_at: '2026-02-03T10:00:00.000Z' };
    const deal = { ...live, pending_revision: revision };
    await openForm('/trader/edit-deal?id=42', answering(deal));
    expect(screen.getByText(DEAL_FORM_TEXT.revision.waiting)).toBeTruthy();
    expect(control(S.title).value).toBe('Jinko Tiger Neo 555W Bifacial');
    expect(control(F.pricePerWatt).value).toBe('0.239');
  });

  it('fits the form to the deal: a pending inverter deal may still be kept as a draft', async () => {
    const inverter = sellerPanelDeal(SELLER.id, {
      category_id: INVERTERS.id,
      status: 'Pending',
      published_at: null,
      phase: 'Three Phase',
      panel_wattage: null,
    });
    await openForm('/trader/edit-deal?id=42', answering(inverter));
    expect(control(F.phase).value).toBe('Three Phase');
    expect(screen.queryByLabelText(F.panelWattage)).toBeNull();
    expect(screen.getByRole('button', { name: A.saveDraft })).toBeTruthy();
    expect(screen.queryByText(DEAL_FORM_TEXT.revision.live)).toBeNull();
  });

  it("shows a deal the service refuses (another seller's) as not found", async () => {
    await openAsSeller('/trader/edit-deal?id=42', { 'GET /listing/42': fail(403, { error: D.notYourDeal }) });
    expect(await screen.findByText(DEAL_FORM_TEXT.notYours)).toBeTruthy();
    expect(screen.queryByLabelText(S.title)).toBeNull();
  });

  it("does not offer another seller's public deal for editing", async () => {
    await openAsSeller('/trader/edit-deal?id=42', { 'GET /listing/42': ok(panelDeal()) });
    expect(await screen.findByText(DEAL_FORM_TEXT.notYours)).toBeTruthy();
    expect(within(document.body).queryByRole('button', { name: A.submit })).toBeNull();
  });
});
