/** @jest-environment jsdom */
import { MESSAGES, PRICE_SCALING_MESSAGES } from '@solar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, findToast, messageUnder, ok, renderApp, resetBrowserState, SELLER, signedInAs, type ApiCall } from '../test/app';
import { BRANDS, brandsPage, CATEGORIES, itemDetail, LOCATIONS, PANELS, pendingRevision, RESELLERS, searchAnswer, TEXAS } from './fixtures';
import { SELLER_TEXT } from './text';

beforeEach(resetBrowserState);

const V = MESSAGES.validation;
const P = MESSAGES.product;
const F = SELLER_TEXT.fields;
const A = SELLER_TEXT.actions;
const SELL = '/my-solar/seller-overview/sell-an-item';

/**
 * The control a visible label names. A label with that exact text and its `for` target is looked up directly:
 * Testing Library's label query walks every labelable element's labels, which after each change of this long
 * form takes a third of a second in jsdom. Controls named otherwise (aria-label) go through Testing Library.
 */
function control(label: string): HTMLInputElement {
  const labels = Array.from(document.querySelectorAll('label')).filter((element) => element.textContent === label);
  const target = labels.length === 1 && labels[0].htmlFor ? document.getElementById(labels[0].htmlFor) : null;
  return (target ?? screen.getByLabelText(label)) as HTMLInputElement;
}
/** The form section holding a control: role queries over the whole page (header menus and all) are slow. */
const sectionOf = (label: string) => control(label).closest('section') as HTMLElement;
const slot = (n: number) => within(sectionOf(F.priceScaling)).getByRole('group', { name: SELLER_TEXT.hints.slotTitle(n) });
const inSlot = (n: number, label: string) => within(slot(n)).getByLabelText(label) as HTMLInputElement;

/** Related-product search: the panels whose name holds the query (or the ids asked for). */
function itemsSearch(call: ApiCall) {
  const body = call.body as { query?: string; where_in?: { id?: number[] } };
  if (body.where_in?.id) return ok(searchAnswer(PANELS.filter((p) => body.where_in?.id?.includes(p.id))));
  const query = (body.query ?? '').toLowerCase();
  return ok(searchAnswer(PANELS.filter((p) => p.name.toLowerCase().includes(query))));
}

/** A signed-in seller on a product form, with the catalog answering. */
async function openForm(path = SELL, routes: Parameters<typeof fakeApi>[0] = {}) {
  signedInAs(SELLER, ['seller']);
  const api = fakeApi({
    'POST /v1/client/categories/search': ok(CATEGORIES),
    // Two pages of brands: the form asks for all of them.
    'GET /v1/client/brands': (call) =>
      new URL(call.url, 'http://localhost').searchParams.get('page') === '1' ? ok(brandsPage(1, [BRANDS[0]], 2)) : ok(brandsPage(2, [BRANDS[1]], 2)),
    'GET /v1/client/resellers/list': ok(RESELLERS),
    'GET /v1/client/locations': ok(LOCATIONS),
    'POST /v1/client/items/search': itemsSearch,
    ...routes,
  });
  const app = await renderApp(path);
  // The selects fill once their lists arrive.
  await screen.findByRole('option', { name: 'Canadian Solar' });
  await screen.findByRole('option', { name: 'Solar Marketplace (Solar Marketplace LLC)' });
  await screen.findByRole('checkbox', { name: /Austin warehouse/ });
  return { api, app };
}

type App = Awaited<ReturnType<typeof openForm>>['app'];

const submitButton = () => screen.getByText(A.submitItem).closest('button') as HTMLButtonElement;

async function relate(app: App, ...names: string[]) {
  for (const name of names) {
    await app.user.type(control(F.relatedSearch), 'panel');
    await app.user.click(await within(sectionOf(F.relatedSearch)).findByRole('button', { name: A.addRelated(name) }));
  }
}

/** Types a whole value at once (a paste): the long form re-renders less than with key-by-key typing. */
async function enter(user: App['user'], input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

/** Fills every required field with good values. */
async function fillRequired(app: App) {
  const { user } = app;
  await user.selectOptions(control(F.category), 'Solar Panels');
  await user.selectOptions(control(F.subcategory), 'Bifacial Panels');
  await enter(user, control(F.title), 'Jinko Tiger Neo 440W');
  await enter(user, control(F.description), 'A bifacial module');
  await enter(user, control(F.metaTitle), 'Jinko 440W panel');
  await enter(user, control(F.metaDescription), 'N-type bifacial panel');
  await enter(user, control(F.price), '120');
  await enter(user, control(F.sellerPrice), '90');
  await enter(user, control(F.totalQty), '50');
  await enter(user, control(F.sku), 'JK-440');
  await enter(user, control(F.partNumber), 'JKM440N');
  await user.selectOptions(control(F.condition), 'New / Unused');
  await user.selectOptions(control(F.brand), 'Jinko');
  await user.selectOptions(control(F.shippingType), SELLER_TEXT.shippingTypes.fedex);
  await enter(user, control(F.weight), '22');
  await user.selectOptions(control(F.weightUnit), 'kg');
  await enter(user, control(F.length), '1.7');
  await user.selectOptions(control(F.lengthUnit), 'm');
  await enter(user, control(F.width), '1.1');
  await user.selectOptions(control(F.widthUnit), 'm');
  await enter(user, control(F.height), '0.03');
  await user.selectOptions(control(F.heightUnit), 'm');
}

describe('product form: messages', () => {
  it('names every required field under it on an empty submit, and moves to the first one', async () => {
    const { api, app } = await openForm();
    await app.user.click(submitButton());

    const expected: [string, string][] = [
      [F.category, V.categoryRequired],
      [F.subcategory, V.subCategoryRequired],
      [F.title, P.titleRequired],
      [F.description, P.descriptionRequired],
      [F.metaTitle, P.metaTitleRequired],
      [F.metaDescription, P.metaDescriptionRequired],
      [F.price, P.priceRequired],
      [F.sellerPrice, P.sellerPriceRequired],
      [F.totalQty, P.quantityRequired],
      [F.sku, P.skuRequired],
      [F.partNumber, P.partNumberRequired],
      [F.condition, P.conditionRequired],
      [F.brand, P.brandRequired],
      [F.shippingType, P.shippingTypeRequired],
      [F.weight, P.weightRequired],
      [F.weightUnit, P.weightUnitRequired],
      [F.length, P.lengthRequired],
      [F.lengthUnit, P.dimensionUnitRequired],
      [F.width, P.widthRequired],
      [F.widthUnit, P.dimensionUnitRequired],
      [F.height, P.heightRequired],
      [F.heightUnit, P.dimensionUnitRequired],
    ];
    for (const [label, message] of expected) expect([label, messageUnder(control(label))]).toEqual([label, message]);
    // The MOQ starts at 1 and the default reseller is chosen, so neither is wrong yet.
    expect(messageUnder(control(F.moq))).toBeUndefined();
    expect(control(F.reseller).value).toBe('1');
    expect(document.activeElement).toBe(control(F.category));
    expect(api.callsTo('POST /v1/client/my/items')).toHaveLength(0);
  });

  it('shows the title limit, a live counter, MOQ, unit, discount, shipping and reseller rules', async () => {
    const { app } = await openForm();
    const { user } = app;
    await user.click(control(F.title));
    await user.paste('x'.repeat(66));
    expect(screen.getByText('66/65')).toBeTruthy();
    await user.click(control(F.metaTitle));
    await user.paste('m'.repeat(101));
    await user.clear(control(F.moq));
    await user.type(control(F.moq), '0');
    await user.type(control(F.maxQty), '0.5');
    await user.selectOptions(control(F.lengthUnit), 'in');
    await user.selectOptions(control(F.widthUnit), 'cm');
    await user.selectOptions(control(F.heightUnit), 'in');
    await user.type(control(F.discount), '10');
    await user.selectOptions(control(F.shippingType), SELLER_TEXT.shippingTypes.estimated_shipping);
    await user.selectOptions(control(F.reseller), SELLER_TEXT.choose.reseller);
    await user.click(submitButton());

    expect(messageUnder(control(F.title))).toBe(V.titleMaxLength);
    expect(messageUnder(control(F.metaTitle))).toBe(P.metaTitleMax);
    expect(messageUnder(control(F.moq))).toBe(V.moqMin);
    expect(messageUnder(control(F.maxQty))).toBe(P.maxQtyBelowMoq);
    expect(messageUnder(control(F.heightUnit))).toBe(V.dimensionUnitsMustMatch);
    expect(messageUnder(control(F.lengthUnit))).toBeUndefined();
    expect(messageUnder(control(F.discountUnit))).toBe(P.discountUnitRequired);
    expect(messageUnder(control(F.shippingCost))).toBe(P.shippingChargesRequired);
    expect(messageUnder(control(F.reseller))).toBe(P.resellerRequired);

    // Fixed: the message goes as soon as the field is right.
    await user.selectOptions(control(F.widthUnit), 'in');
    await waitFor(() => expect(messageUnder(control(F.heightUnit))).toBeUndefined());
    await user.selectOptions(control(F.discountUnit), SELLER_TEXT.discountUnits.percent);
    await user.clear(control(F.discount));
    await user.type(control(F.discount), '120');
    await waitFor(() => expect(messageUnder(control(F.discount))).toBe(PRICE_SCALING_MESSAGES.discount_above_100_percent));
  });

  it('names amounts that are not positive or not whole, a long meta description and a location without quantity', async () => {
    const { app } = await openForm();
    const { user } = app;
    await enter(user, control(F.price), '0');
    await enter(user, control(F.sellerPrice), '-1');
    await enter(user, control(F.totalQty), '1.5');
    await user.clear(control(F.qtyStep));
    await enter(user, control(F.qtyStep), '0');
    await enter(user, control(F.metaDescription), 'd'.repeat(251));
    await user.click(screen.getByRole('checkbox', { name: /Austin warehouse/ }));
    await user.click(submitButton());

    expect(messageUnder(control(F.price))).toBe(P.pricePositive);
    expect(messageUnder(control(F.sellerPrice))).toBe(P.sellerPricePositive);
    expect(messageUnder(control(F.totalQty))).toBe(P.quantityWhole);
    expect(messageUnder(control(F.qtyStep))).toBe(P.qtyStepWhole);
    expect(messageUnder(control(F.metaDescription))).toBe(P.metaDescriptionMax);
    expect(messageUnder(control(F.locationQty('Austin warehouse')))).toBe(P.locationsInvalid);

    // A fixed discount must stay below the price.
    await user.clear(control(F.price));
    await enter(user, control(F.price), '50');
    await enter(user, control(F.discount), '50');
    await user.selectOptions(control(F.discountUnit), SELLER_TEXT.discountUnits.fixed);
    await waitFor(() => expect(messageUnder(control(F.discount))).toBe(P.discountBelowPrice));
    expect(messageUnder(control(F.price))).toBeUndefined();
  });

  it('wants four related products or none', async () => {
    const { api, app } = await openForm();
    await relate(app, 'Panel 1', 'Panel 2');
    await app.user.click(submitButton());
    expect(messageUnder(control(F.relatedSearch))).toBe(V.relatedProductsCount);
    expect(screen.getByText(SELLER_TEXT.hints.relatedCount(2, 4), { exact: false })).toBeTruthy();

    await relate(app, 'Panel 3', 'Panel 4');
    await waitFor(() => expect(messageUnder(control(F.relatedSearch))).toBeUndefined());
    // Four is the most: the search box closes.
    expect(control(F.relatedSearch).disabled).toBe(true);
    await app.user.click(screen.getByRole('button', { name: A.removeRelated('Panel 2') }));
    expect(messageUnder(control(F.relatedSearch))).toBe(V.relatedProductsCount);
    expect(api.callsTo('POST /v1/client/my/items')).toHaveLength(0);
  });

  it('checks price scaling: a slot or no scaling, then each slot field', async () => {
    const { app } = await openForm();
    const { user } = app;
    await user.type(control(F.price), '100');
    await user.click(control(F.priceScaling));
    await user.click(submitButton());
    expect(messageUnder(control(F.priceScaling))).toBe(PRICE_SCALING_MESSAGES.slot_required);

    await user.click(within(sectionOf(F.priceScaling)).getByRole('button', { name: A.addSlot }));
    await user.click(within(sectionOf(F.priceScaling)).getByRole('button', { name: A.addSlot }));
    await user.click(within(sectionOf(F.priceScaling)).getByRole('button', { name: A.addSlot }));
    await user.type(inSlot(1, F.minQty), '10');
    await user.type(inSlot(1, F.maxQtySlot), '5');
    await user.type(inSlot(2, F.minQty), '3');
    await user.type(inSlot(2, F.maxQtySlot), '20');
    await user.type(inSlot(2, F.discountedPrice), '150');
    await user.type(inSlot(3, F.discountedPrice), '0');
    await user.click(submitButton());

    expect(messageUnder(control(F.priceScaling))).toBeUndefined();
    expect(messageUnder(inSlot(1, F.maxQtySlot))).toBe(PRICE_SCALING_MESSAGES.max_qty_not_greater_than_min_qty);
    expect(messageUnder(inSlot(1, F.discountedPrice))).toBe(PRICE_SCALING_MESSAGES.discounted_price_required);
    expect(messageUnder(inSlot(2, F.minQty))).toBe(PRICE_SCALING_MESSAGES.min_qty_not_greater_than_previous_max_qty);
    expect(messageUnder(inSlot(2, F.discountedPrice))).toBe(PRICE_SCALING_MESSAGES.discount_above_current_price);
    expect(messageUnder(inSlot(3, F.minQty))).toBe(PRICE_SCALING_MESSAGES.min_qty_required);
    expect(messageUnder(inSlot(3, F.maxQtySlot))).toBe(PRICE_SCALING_MESSAGES.max_qty_required);
    expect(messageUnder(inSlot(3, F.discountedPrice))).toBe(PRICE_SCALING_MESSAGES.discount_not_positive);

    // Unticking scaling drops every slot rule.
    await user.click(control(F.priceScaling));
    await user.click(submitButton());
    expect(screen.queryByText(PRICE_SCALING_MESSAGES.max_qty_required)).toBeNull();
  });

  it('previews the description without its scripts', async () => {
    const { app } = await openForm();
    await app.user.click(control(F.description));
    await app.user.paste('<p>Great <b>panel</b></p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)">');
    const preview = screen.getByLabelText(SELLER_TEXT.hints.preview);
    expect(within(preview).getByText('panel').tagName).toBe('B');
    expect(preview.innerHTML).not.toContain('script');
    expect(preview.innerHTML).not.toContain('onerror');
  });
});

describe('product form: submit', () => {
  it('uploads images, picks locations and posts the whole form, then shows My Listings', async () => {
    const { api, app } = await openForm();
    const { user } = app;
    let uploads = 0;
    api.on('POST /v1/client/file', () => {
      uploads += 1;
      const uuid = `file-${uploads}`;
      return ok({ uuid, type: 'image', name: `panel-${uploads}.png`, url: `/files/${uuid}/300x300.png` }, undefined, 201);
    });
    api.on('POST /v1/client/file/file-2/delete', ok(null));
    api.on('POST /v1/client/my/items', (call) => ok(itemDetail({ status: 'pending', ...(call.body as object) }), P.itemSubmitted, 201));
    api.on('POST /v1/client/my/items/search', ok({ items: [], total: 0, page: 1, limit: 10, last_page: 1 }));

    await fillRequired(app);
    await user.clear(control(F.moq));
    await user.type(control(F.moq), '2');
    await user.type(control(F.discount), '5');
    await user.selectOptions(control(F.discountUnit), SELLER_TEXT.discountUnits.percent);
    await user.selectOptions(control(F.reseller), 'Rita Reseller (Sunny Resales Inc)');
    await user.type(control(F.tags), 'bifacial, n-type');
    await user.type(control(F.panelWattage), '440');
    await relate(app, 'Panel 1', 'Panel 2', 'Panel 3', 'Panel 4');
    await user.click(control(F.priceScaling));
    await user.click(within(sectionOf(F.priceScaling)).getByRole('button', { name: A.addSlot }));
    await user.type(inSlot(1, F.minQty), '10');
    await user.type(inSlot(1, F.maxQtySlot), '49');
    await user.type(inSlot(1, F.discountedPrice), '110');

    const files = [1, 2, 3].map((n) => new File(['png'], `panel-${n}.png`, { type: 'image/png' }));
    await user.upload(control(F.images), files);
    expect(await screen.findByRole('img', { name: 'panel-3.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: A.removeFile('panel-2.png') }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'panel-2.png' })).toBeNull());
    expect(api.callsTo('POST /v1/client/file/file-2/delete')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: /Austin warehouse/ }));
    await user.type(control(F.locationQty('Austin warehouse')), '50');

    await user.click(submitButton());

    expect(await findToast(P.itemSubmitted)).toBeTruthy();
    await waitFor(() => expect(app.location().pathname).toBe('/my-solar/seller-overview/my-listing'));
    expect(api.callsTo('POST /v1/client/my/items')[0]).toMatchObject({ authorization: `Bearer token-${SELLER.id}` });
    expect(api.callsTo('POST /v1/client/my/items')[0].body).toEqual({
      category_id: 1,
      subcategory_id: 11,
      name: 'Jinko Tiger Neo 440W',
      description: 'A bifacial module',
      meta_name: 'Jinko 440W panel',
      meta_description: 'N-type bifacial panel',
      price: 120,
      cost: 90,
      msrp: 0,
      discount: 5,
      discount_unit: 'percent',
      moq: 2,
      max_qty: 0,
      qty_step: 1,
      total_qty: 50,
      sku: 'JK-440',
      part_number: 'JKM440N',
      mpn: '',
      upc: '',
      condition: 'new',
      age: '',
      brand_id: 7,
      reseller_id: 5,
      tags: ['bifacial', 'n-type'],
      shipping_type: 'fedex',
      weight: 22,
      weight_unit: 'kg',
      length: 1.7,
      length_unit: 'm',
      width: 1.1,
      width_unit: 'm',
      height: 0.03,
      height_unit: 'm',
      package_type: '',
      panel_wattage: 440,
      wattage: null,
      colour: null,
      related_ids: [101, 102, 103, 104],
      scalling_price: 1,
      bulk_savings: [{ min_qty: 10, max_qty: 49, discounted_price: 110 }],
      images: ['file-1', 'file-3'],
      documents: [],
      locations: [{ location_id: 'loc-1', qty: 50 }],
    });

    // Each file went up as multipart with its type.
    const uploadBodies = (globalThis.fetch as jest.Mock).mock.calls
      .filter(([url]) => String(url) === '/v1/client/file')
      .map(([, init]) => (init as RequestInit).body as FormData);
    expect(uploadBodies.map((form) => [form.get('type'), (form.get('file') as File).name])).toEqual([
      ['image', 'panel-1.png'],
      ['image', 'panel-2.png'],
      ['image', 'panel-3.png'],
    ]);
  });

  it('refuses a file of the wrong type or size before uploading it', async () => {
    const { api } = await openForm();
    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    // A change event, as a dropped file gives: the input's accept list is not asked.
    fireEvent.change(control(F.documents), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), big] } });

    expect(await findToast(P.fileTypeNotAllowed)).toBeTruthy();
    expect(await findToast(P.fileTooLarge)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/file')).toHaveLength(0);
  });

  it('shows the server field messages under their fields and moves to the first', async () => {
    const { api, app } = await openForm();
    api.on(
      'POST /v1/client/my/items',
      fail(400, {
        errors: { sku: ['The SKU is already used.'], brand_id: [P.brandUnknown], 'bulk_savings.0.max_qty': [PRICE_SCALING_MESSAGES.max_qty_required] },
      }),
    );
    await fillRequired(app);
    await app.user.click(control(F.priceScaling));
    await app.user.click(within(sectionOf(F.priceScaling)).getByRole('button', { name: A.addSlot }));
    await app.user.type(inSlot(1, F.minQty), '10');
    await app.user.type(inSlot(1, F.maxQtySlot), '20');
    await app.user.type(inSlot(1, F.discountedPrice), '100');
    await app.user.click(submitButton());

    await waitFor(() => expect(messageUnder(control(F.sku))).toBe('The SKU is already used.'));
    expect(messageUnder(control(F.brand))).toBe(P.brandUnknown);
    expect(messageUnder(inSlot(1, F.maxQtySlot))).toBe(PRICE_SCALING_MESSAGES.max_qty_required);
    expect(document.activeElement).toBe(control(F.sku));
    expect(app.location().pathname).toBe(SELL);
  });

  it('adds a location from the form after checking it, and ticks it', async () => {
    const { api, app } = await openForm();
    const created = { ...LOCATIONS[0], id: 'loc-2', name: 'Dallas yard', city: 'Dallas', zip: '75201' };
    api.on('POST /v1/client/locations', () => {
      api.on('GET /v1/client/locations', ok([...LOCATIONS, created]));
      return ok(created, undefined, 201);
    });
    await app.user.click(screen.getByRole('button', { name: A.addLocation }));
    const dialog = screen.getByRole('dialog', { name: SELLER_TEXT.locations.addTitle });
    await app.user.click(within(dialog).getByRole('button', { name: A.saveLocation }));

    const inDialog = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(messageUnder(inDialog(F.locationName))).toBe(V.locationNameRequired);
    expect(messageUnder(inDialog(F.address))).toBe(V.addressRequired);
    expect(messageUnder(inDialog(F.unit))).toBe(V.unitRequired);
    expect(messageUnder(inDialog(F.city))).toBe(V.cityRequired);
    expect(messageUnder(inDialog(F.state))).toBe(V.stateRequired);
    expect(messageUnder(inDialog(F.zip))).toBe(V.zipRequired);
    // The product form itself was not submitted.
    expect(screen.queryByText(P.titleRequired)).toBeNull();

    await app.user.type(inDialog(F.locationName), 'Dallas yard');
    await app.user.type(inDialog(F.address), '1 Main St');
    await app.user.type(inDialog(F.unit), 'A');
    await app.user.type(inDialog(F.city), 'Dallas');
    await app.user.selectOptions(inDialog(F.state), 'Texas');
    await app.user.type(inDialog(F.zip), '7520');
    await app.user.click(within(dialog).getByRole('button', { name: A.saveLocation }));
    expect(messageUnder(inDialog(F.zip))).toBe(V.zipInvalid);
    await app.user.type(inDialog(F.zip), '1');
    await app.user.click(within(dialog).getByRole('button', { name: A.saveLocation }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /v1/client/locations')[0].body).toEqual({
      name: 'Dallas yard',
      address: '1 Main St',
      unit: 'A',
      city: 'Dallas',
      state: TEXAS,
      zip: '75201',
    });
    expect(((await screen.findByRole('checkbox', { name: /Dallas yard/ })) as HTMLInputElement).checked).toBe(true);
  });
});

describe('product form: edit', () => {
  const ITEM = itemDetail({
    related_ids: [101, 102, 103, 104],
    locations: [{ location_id: 'loc-1', name: 'Austin warehouse', address: '', unit: '', city: 'Austin', state: 'TX', zip: '73301', qty: 50 }],
  });
  const EDIT = `/my-solar/seller-overview/product/${ITEM.uuid}`;

  it('loads the item into the form and puts it back, keeping its pictures', async () => {
    const { api, app } = await openForm(EDIT, {
      'GET /v1/client/my/items/uuid-42': ok(ITEM),
      'PUT /v1/client/my/items/uuid-42': (call) => ok(itemDetail({ ...(call.body as object), status: 'pending' }), P.itemSubmitted),
      'POST /v1/client/my/items/search': ok({ items: [], total: 0, page: 1, limit: 10, last_page: 1 }),
    });
    expect(control(F.title).value).toBe('Jinko Tiger Neo 440W');
    expect(control(F.subcategory).value).toBe('11');
    expect(control(F.brand).value).toBe('7');
    expect(screen.getByRole('img', { name: 'a-300x300.jpg' })).toBeTruthy();
    // Related products named by the search index.
    expect(await screen.findByRole('button', { name: A.removeRelated('Panel 4') })).toBeTruthy();
    expect(control(F.locationQty('Austin warehouse')).value).toBe('50');

    await app.user.clear(control(F.price));
    await app.user.type(control(F.price), '115');
    await app.user.click(screen.getByRole('button', { name: A.saveItem }));

    expect(await findToast(P.itemSubmitted)).toBeTruthy();
    const body = api.callsTo('PUT /v1/client/my/items/uuid-42')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ price: 115, subcategory_id: 11, related_ids: [101, 102, 103, 104], locations: [{ location_id: 'loc-1', qty: 50 }] });
    // Untouched pictures are left as they are: the body names no file list.
    expect(body).not.toHaveProperty('images');
    expect(body).not.toHaveProperty('documents');
    await waitFor(() => expect(app.location().pathname).toBe('/my-solar/seller-overview/my-listing'));
  });

  it('loads the changes that wait for approval, says the live version stays visible, and sends them again', async () => {
    const waiting = pendingRevision({ name: 'Jinko Tiger Neo 450W', price: 130, related_ids: ITEM.related_ids, locations: ITEM.locations });
    const WAITING = { ...ITEM, pending_revision: waiting };
    const { api, app } = await openForm(EDIT, {
      'GET /v1/client/my/items/uuid-42': ok(WAITING),
      'PUT /v1/client/my/items/uuid-42': ok(WAITING, P.changesSubmitted),
      'POST /v1/client/my/items/search': ok({ items: [], total: 0, page: 1, limit: 10, last_page: 1 }),
    });
    expect(screen.getByText(SELLER_TEXT.revision.editWaiting)).toBeTruthy();
    expect(control(F.title).value).toBe('Jinko Tiger Neo 450W');
    expect(control(F.price).value).toBe('130');

    await app.user.click(screen.getByRole('button', { name: A.saveItem }));
    expect(await findToast(P.changesSubmitted)).toBeTruthy();
    const body = api.callsTo('PUT /v1/client/my/items/uuid-42')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Jinko Tiger Neo 450W', price: 130 });
    // The revision's pictures, untouched, are left as they are.
    expect(body).not.toHaveProperty('images');
  });

  it('says so when the item is not the seller’s', async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi({ 'GET /v1/client/my/items/uuid-42': fail(403, { error: P.notYourItem }) });
    await renderApp(EDIT);
    expect(await screen.findByText(SELLER_TEXT.loadFailed)).toBeTruthy();
  });
});
