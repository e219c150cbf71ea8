/** @jest-environment jsdom */
import { MESSAGES, type SellerItemDetail } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { SHARED_TEXT } from '../shared/text';
import { fakeApi, findToast, messageUnder, ok, renderApp, resetBrowserState, SELLER, signedInAs, type ApiCall } from '../test/app';
import { itemDetail, pendingRevision } from './fixtures';
import { SELLER_TEXT } from './text';

beforeEach(resetBrowserState);

const L = SELLER_TEXT.listing;
const A = SELLER_TEXT.actions;
const LISTING = '/my-solar/seller-overview/my-listing';

const PANEL = itemDetail({
  uuid: 'uuid-1',
  id: 1,
  name: 'Jinko 440W',
  sku: 'JK-440',
  price: 120,
  salePrice: 108,
  discount: 10,
  discount_unit: 'percent',
  total_qty: 50,
  moq: 2,
});
const INVERTER = itemDetail({
  uuid: 'uuid-2',
  id: 2,
  name: 'Enphase IQ8',
  sku: 'IQ8',
  price: 200,
  salePrice: 200,
  total_qty: 8,
  moq: 1,
  status: 'pending',
  is_active: 0,
  images: [],
});
const BATTERY = itemDetail({ uuid: 'uuid-3', id: 3, name: 'Tesla Powerwall', sku: 'PW3', status: 'rejected', status_reason: 'Photos missing' });

const pageOf = (items: SellerItemDetail[], page = 1, lastPage = 1) => ({ items, total: items.length, page, limit: 10, last_page: lastPage });

/** A signed-in seller on My Listings; the search answers every item, or what `answer` gives for a body. */
async function openListing(answer: (call: ApiCall) => ReturnType<typeof ok> = () => ok(pageOf([PANEL, INVERTER, BATTERY]))) {
  signedInAs(SELLER, ['seller']);
  const api = fakeApi({ 'POST /v1/client/my/items/search': answer });
  const app = await renderApp(LISTING);
  await screen.findByRole('link', { name: 'Jinko 440W' });
  return { api, app };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const searches = (api: ReturnType<typeof fakeApi>) => api.callsTo('POST /v1/client/my/items/search').map((c) => c.body);

describe('my listings', () => {
  it('lists the items with status, rejection reason, prices and edit links', async () => {
    await openListing();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SELLER_TEXT.pages.myListings);
    expect(screen.getByRole('link', { name: 'Jinko 440W' }).getAttribute('href')).toBe('/my-solar/seller-overview/product/uuid-1');
    expect(within(row('Jinko 440W')).getByText('$108.00')).toBeTruthy();
    expect(within(row('Jinko 440W')).getByText('$120.00').tagName).toBe('DEL');
    expect(within(row('Enphase IQ8')).getByText(L.statusNames.pending)).toBeTruthy();
    expect(within(row('Tesla Powerwall')).getByText(L.rejectedBecause('Photos missing'))).toBeTruthy();
    expect((within(row('Enphase IQ8')).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect((within(row('Jinko 440W')).getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('says when an approved item has changes waiting for approval, or why its last ones were turned down', async () => {
    const waiting = itemDetail({ uuid: 'uuid-4', id: 4, name: 'SMA Sunny Boy', pending_revision: pendingRevision({ name: 'SMA Sunny Boy 5.0' }) });
    const turnedDown = itemDetail({ uuid: 'uuid-5', id: 5, name: 'Fronius Primo', revision_reason: 'Blurry photos' });
    await openListing(() => ok(pageOf([PANEL, waiting, turnedDown])));
    // The row shows the live version buyers see, still approved.
    expect(within(row('SMA Sunny Boy')).getByText(L.statusNames.approved)).toBeTruthy();
    expect(within(row('SMA Sunny Boy')).getByText(SELLER_TEXT.revision.waiting)).toBeTruthy();
    expect(within(row('Fronius Primo')).getByText(L.changesRejectedBecause('Blurry photos'))).toBeTruthy();
    expect(within(row('Jinko 440W')).queryByText(SELLER_TEXT.revision.waiting)).toBeNull();
  });

  it('asks by status tab, by active switch, by name and by page', async () => {
    const { api, app } = await openListing((call) => {
      const body = call.body as { page?: number };
      return ok(pageOf([PANEL], body.page ?? 1, 2));
    });
    expect(searches(api).at(-1)).toEqual({ where: {}, page: 1, limit: 10 });

    await app.user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(searches(api).at(-1)).toEqual({ where: { status: 'pending' }, page: 1, limit: 10 }));
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');

    await app.user.click(screen.getByRole('tab', { name: 'Inactive' }));
    await waitFor(() => expect(searches(api).at(-1)).toEqual({ where: { is_active: 0 }, page: 1, limit: 10 }));

    await app.user.type(screen.getByRole('searchbox', { name: SELLER_TEXT.fields.searchListings }), 'jinko{Enter}');
    await waitFor(() => expect(searches(api).at(-1)).toEqual({ where: { is_active: 0 }, page: 1, limit: 10, query: 'jinko' }));

    await app.user.click(screen.getByRole('button', { name: SHARED_TEXT.pager.next }));
    await waitFor(() => expect(searches(api).at(-1)).toEqual({ where: { is_active: 0 }, page: 2, limit: 10, query: 'jinko' }));
    expect(await screen.findByText(SHARED_TEXT.pager.page(2, 2))).toBeTruthy();
  });

  it('activates and deactivates the checked items together, and one item by its switch', async () => {
    const { api, app } = await openListing();
    api.on('POST /v1/client/my/items/bulk/change-status', (call) => ok({ updated: (call.body as { uuids: string[] }).uuids.length }));
    const activate = screen.getByRole('button', { name: A.activate });
    expect((activate as HTMLButtonElement).disabled).toBe(true);

    await app.user.click(screen.getByRole('checkbox', { name: L.select('Jinko 440W') }));
    await app.user.click(screen.getByRole('checkbox', { name: L.select('Enphase IQ8') }));
    await app.user.click(activate);
    expect(await findToast(L.statusChanged(2))).toBeTruthy();
    expect(api.callsTo('POST /v1/client/my/items/bulk/change-status')[0].body).toEqual({ uuids: ['uuid-1', 'uuid-2'], is_active: 1 });
    // The checks are cleared after the change.
    await waitFor(() => expect((screen.getByRole('checkbox', { name: L.select('Jinko 440W') }) as HTMLInputElement).checked).toBe(false));

    await app.user.click(screen.getByRole('checkbox', { name: L.selectAll }));
    await app.user.click(screen.getByRole('button', { name: A.deactivate }));
    await waitFor(() => expect(api.callsTo('POST /v1/client/my/items/bulk/change-status')).toHaveLength(2));
    expect(api.callsTo('POST /v1/client/my/items/bulk/change-status')[1].body).toEqual({ uuids: ['uuid-1', 'uuid-2', 'uuid-3'], is_active: 0 });

    await app.user.click(within(row('Enphase IQ8')).getByRole('switch'));
    await waitFor(() => expect(api.callsTo('POST /v1/client/my/items/bulk/change-status')).toHaveLength(3));
    expect(api.callsTo('POST /v1/client/my/items/bulk/change-status')[2].body).toEqual({ uuids: ['uuid-2'], is_active: 1 });
  });

  it('bulk-edits price, discount, quantity and MOQ of the checked items', async () => {
    const { api, app } = await openListing();
    api.on('POST /v1/client/bulk/update', (call) => ok({ updated: (call.body as { items: unknown[] }).items.length }));
    await app.user.click(screen.getByRole('checkbox', { name: L.select('Jinko 440W') }));
    await app.user.click(screen.getByRole('checkbox', { name: L.select('Enphase IQ8') }));
    await app.user.click(screen.getByRole('button', { name: A.bulkEdit }));

    const dialog = screen.getByRole('dialog', { name: L.bulkEditTitle(2) });
    const cell = (label: string, name: string) => within(dialog).getByLabelText(`${label}: ${name}`) as HTMLInputElement;
    const F = SELLER_TEXT.fields;
    expect(cell(F.price, 'Jinko 440W').value).toBe('120');
    expect(cell(F.discount, 'Jinko 440W').value).toBe('10');
    expect(cell(F.discountUnit, 'Jinko 440W').value).toBe('percent');

    await app.user.clear(cell(F.moqShort, 'Enphase IQ8'));
    await app.user.type(cell(F.moqShort, 'Enphase IQ8'), '0');
    await app.user.click(within(dialog).getByRole('button', { name: A.saveBulkEdit }));
    expect(messageUnder(cell(F.moqShort, 'Enphase IQ8'))).toBe(MESSAGES.validation.moqMin);
    expect(api.callsTo('POST /v1/client/bulk/update')).toHaveLength(0);

    await app.user.clear(cell(F.moqShort, 'Enphase IQ8'));
    await app.user.type(cell(F.moqShort, 'Enphase IQ8'), '4');
    await app.user.clear(cell(F.price, 'Jinko 440W'));
    await app.user.type(cell(F.price, 'Jinko 440W'), '115.5');
    await app.user.clear(cell(F.quantity, 'Enphase IQ8'));
    await app.user.type(cell(F.quantity, 'Enphase IQ8'), '12');
    await app.user.type(cell(F.discount, 'Enphase IQ8'), '20');
    await app.user.selectOptions(cell(F.discountUnit, 'Enphase IQ8'), SELLER_TEXT.discountUnits.fixed);
    await app.user.click(within(dialog).getByRole('button', { name: A.saveBulkEdit }));

    expect(await findToast(L.statusChanged(2))).toBeTruthy();
    expect(api.callsTo('POST /v1/client/bulk/update')[0].body).toEqual({
      items: [
        { uuid: 'uuid-1', price: 115.5, discount: 10, discount_unit: 'percent', total_qty: 50, moq: 2 },
        { uuid: 'uuid-2', price: 200, discount: 20, discount_unit: 'fixed', total_qty: 12, moq: 4 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('updates one item’s quantity on hand', async () => {
    const { api, app } = await openListing();
    api.on('POST /v1/client/item/inventory/qoh/update', ok({ ...INVERTER, total_qty: 30 }));
    await app.user.click(within(row('Enphase IQ8')).getByRole('button', { name: `${A.updateQuantity}: Enphase IQ8` }));
    const dialog = screen.getByRole('dialog', { name: L.quantityTitle('Enphase IQ8') });
    const qty = within(dialog).getByLabelText(SELLER_TEXT.fields.totalQty) as HTMLInputElement;
    expect(qty.value).toBe('8');

    await app.user.clear(qty);
    await app.user.click(within(dialog).getByRole('button', { name: A.saveQuantity }));
    expect(messageUnder(qty)).toBe(L.quantityInvalid);

    await app.user.type(qty, '30');
    await app.user.click(within(dialog).getByRole('button', { name: A.saveQuantity }));
    expect(await findToast(L.quantityUpdated)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/item/inventory/qoh/update')[0].body).toEqual({ item_uuid: 'uuid-2', qty: 30 });
  });

  it('deletes an item only after asking', async () => {
    const { api, app } = await openListing();
    api.on('DELETE /v1/client/my/items/uuid-3', () => {
      api.on('POST /v1/client/my/items/search', ok(pageOf([PANEL, INVERTER])));
      return ok(null);
    });
    await app.user.click(within(row('Tesla Powerwall')).getByRole('button', { name: `${A.delete}: Tesla Powerwall` }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(L.deleteQuestion('Tesla Powerwall'))).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: A.cancel }));
    expect(api.callsTo('DELETE /v1/client/my/items/uuid-3')).toHaveLength(0);

    await app.user.click(within(row('Tesla Powerwall')).getByRole('button', { name: `${A.delete}: Tesla Powerwall` }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: A.confirmDelete }));
    expect(await findToast(L.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tesla Powerwall' })).toBeNull());
  });
});
