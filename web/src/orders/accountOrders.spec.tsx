/** @jest-environment jsdom */
import { CHECKOUT_MESSAGES, ORDER_STATUS_LABELS } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { BUYER, fail, fakeApi, findToast, messageUnder, ok, SELLER, signedInAs } from '../test/app';
import { ORDER, page, RECEIPT, SHIPPED_ORDER, SHIPPED_SOLD_LINE, SOLD_LINE } from '../test/orderFixtures';
import { renderPage, resetState } from '../test/orderSupport';
import { ORDERS_TEXT } from './text';

beforeEach(resetState);

const H = ORDERS_TEXT.history;
const S = ORDERS_TEXT.sold;
const TR = ORDERS_TEXT.tracking;
const HISTORY = 'GET /v1/client/my-profile/purchase-history';
const SOLD = 'POST /v1/client/seller/sold-items';
const TRACKING = 'POST /v1/client/orders/tracking/update';
const RECEIPT_CALL = 'POST /v1/client/sold-items/receipt';

describe('purchase history', () => {
  it('lists the orders with date, status, item count and total, and opens their lines', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ [HISTORY]: ok(page([ORDER, SHIPPED_ORDER], 1, 2)) });
    const { user } = await renderPage('/my-solar/buying-overview/purchase-history');

    const placed = within(await screen.findByRole('row', { name: 'SM-1001' }));
    expect(placed.getByText('Mar 2, 2026')).toBeTruthy();
    expect(placed.getByText(ORDER_STATUS_LABELS.placed)).toBeTruthy();
    expect(placed.getByText('2')).toBeTruthy();
    expect(placed.getByText('$583.75')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: 'SM-1000' })).getByText(ORDER_STATUS_LABELS.confirmed)).toBeTruthy();
    expect(api.callsTo(HISTORY)[0]!.url).toBe('/v1/client/my-profile/purchase-history?page=1&limit=10');

    await user.click(screen.getByRole('button', { name: H.showDetails('SM-1000') }));
    const track = screen.getByRole('link', { name: 'Track package: Sunpower 400W Panel' });
    expect(track.getAttribute('href')).toBe('https://fedex.example/track/77123456');
    expect(screen.getByText('Shipped with FedEx: 7712 3456')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo(HISTORY).at(-1)!.url).toBe('/v1/client/my-profile/purchase-history?page=2&limit=10'));
  });

  it('says so when there are no orders yet', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi({ [HISTORY]: ok(page([])) });
    await renderPage('/my-solar/buying-overview/purchase-history');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ORDERS_TEXT.pages.purchaseHistory);
    expect(await screen.findByText(H.empty)).toBeTruthy();
  });
});

describe('sold items', () => {
  async function openSoldItems() {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({ [SOLD]: ok(page([SOLD_LINE, SHIPPED_SOLD_LINE])) });
    const view = await renderPage('/my-solar/seller-overview/sold-items');
    await screen.findByRole('row', { name: 'SM-1001 Sunpower 400W Panel' });
    return { api, ...view };
  }

  it('shows each sold line and filters by fulfilment', async () => {
    const { api, user } = await openSoldItems();
    const row = within(screen.getByRole('row', { name: 'SM-1001 Sunpower 400W Panel' }));
    expect(row.getByText('Bea Buyer')).toBeTruthy();
    expect(row.getByText('Austin, TX')).toBeTruthy();
    expect(row.getByText('$500.00')).toBeTruthy();
    expect(row.getByText(S.awaitingShipment)).toBeTruthy();
    // A shipped line has nothing left to ship.
    expect(within(screen.getByRole('row', { name: 'SM-1000 Sunpower 400W Panel' })).queryByRole('button', { name: /Add tracking/ })).toBeNull();
    expect(api.callsTo(SOLD)[0]!.body).toEqual({ page: 1, limit: 10 });

    await user.click(screen.getByRole('tab', { name: S.awaitingShipment }));
    await waitFor(() => expect(api.callsTo(SOLD).at(-1)!.body).toEqual({ page: 1, limit: 10, where: { fulfilment: 'awaiting_shipment' } }));
  });

  it('adds tracking through the modal, with the field messages', async () => {
    const { api, user } = await openSoldItems();
    api.on(TRACKING, ok({ updated: 1 }));
    await user.click(screen.getByRole('button', { name: 'Add tracking: SM-1001 Sunpower 400W Panel' }));
    const dialog = within(screen.getByRole('dialog', { name: TR.title('SM-1001') }));

    await user.click(dialog.getByRole('button', { name: TR.save }));
    expect(messageUnder(dialog.getByLabelText(TR.trackingId))).toBe(CHECKOUT_MESSAGES.trackingIdRequired);
    expect(messageUnder(dialog.getByLabelText(TR.trackingUrl))).toBe(CHECKOUT_MESSAGES.trackingUrlInvalid);
    expect(api.callsTo(TRACKING)).toHaveLength(0);

    await user.type(dialog.getByLabelText(TR.carrier), 'FedEx');
    await user.type(dialog.getByLabelText(TR.trackingId), '7712 9999');
    await user.type(dialog.getByLabelText(TR.trackingUrl), 'https://fedex.example/track/77129999');
    await user.click(dialog.getByRole('button', { name: TR.save }));

    expect(await findToast(TR.saved)).toBeTruthy();
    expect(api.callsTo(TRACKING)[0]!.body).toEqual({
      order_number: 'SM-1001',
      item_uuid: SOLD_LINE.item_uuid,
      carrier: 'FedEx',
      tracking_id: '7712 9999',
      tracking_url: 'https://fedex.example/track/77129999',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is asked for again, to show the line shipped.
    await waitFor(() => expect(api.callsTo(SOLD)).toHaveLength(2));
  });

  it('puts the server’s tracking messages under the fields, and its refusal above them', async () => {
    const { api, user } = await openSoldItems();
    api.on(TRACKING, fail(400, { errors: { tracking_url: [CHECKOUT_MESSAGES.trackingUrlInvalid] } }));
    await user.click(screen.getByRole('button', { name: 'Add tracking: SM-1001 Sunpower 400W Panel' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText(TR.trackingId), '1');
    await user.type(dialog.getByLabelText(TR.trackingUrl), 'https://carrier.example/1');
    await user.click(dialog.getByRole('button', { name: TR.save }));
    await waitFor(() => expect(messageUnder(dialog.getByLabelText(TR.trackingUrl))).toBe(CHECKOUT_MESSAGES.trackingUrlInvalid));

    api.on(TRACKING, fail(422, { error: CHECKOUT_MESSAGES.orderNotConfirmed }));
    await user.click(dialog.getByRole('button', { name: TR.save }));
    expect((await dialog.findByRole('alert')).textContent).toBe(CHECKOUT_MESSAGES.orderNotConfirmed);
  });

  it('shows the receipt of an order, ready to print', async () => {
    const { api, user } = await openSoldItems();
    api.on(RECEIPT_CALL, ok(RECEIPT));
    const print = jest.fn();
    window.print = print;
    await user.click(screen.getByRole('button', { name: 'Receipt: SM-1001 Sunpower 400W Panel' }));
    const dialog = within(screen.getByRole('dialog', { name: ORDERS_TEXT.receipt.title('SM-1001') }));
    expect(await dialog.findByText('$517.50')).toBeTruthy();
    expect(dialog.getByText('−$25.00')).toBeTruthy();
    expect(api.callsTo(RECEIPT_CALL)[0]!.body).toEqual({ order_number: 'SM-1001' });

    await user.click(dialog.getByRole('button', { name: ORDERS_TEXT.receipt.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
