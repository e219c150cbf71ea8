/** @jest-environment jsdom */
import { CHECKOUT_MESSAGES, MESSAGES, ORDER_STATUS_LABELS } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { rememberOrderEmail } from '../checkout/confirmation';
import { fail, fakeApi, messageUnder, ok } from '../test/app';
import { ORDER, orderAt } from '../test/orderFixtures';
import { renderPage, resetState } from '../test/orderSupport';
import { ORDERS_TEXT } from './text';

const STATUS = 'POST /v1/client/orders/status';
const L = ORDERS_TEXT.lookup;

beforeEach(resetState);

const statusLine = () => screen.getByRole('status');

describe('order confirmation', () => {
  it('follows the order every second until it is confirmed, then stops asking', async () => {
    rememberOrderEmail('SM-1001', 'bea@example.com');
    const answers = [orderAt('placed'), orderAt('stock_reserved'), orderAt('confirmed')];
    const api = fakeApi({ [STATUS]: () => ok(answers.shift() ?? orderAt('confirmed')) });
    await renderPage('/shop/checkout/confirmation/SM-1001');

    await waitFor(() => expect(statusLine().textContent).toBe(ORDER_STATUS_LABELS.placed));
    await waitFor(() => expect(statusLine().textContent).toBe(ORDER_STATUS_LABELS.stock_reserved), { timeout: 3000 });
    await waitFor(() => expect(statusLine().textContent).toBe(ORDER_STATUS_LABELS.confirmed), { timeout: 3000 });
    expect(api.callsTo(STATUS)[0]!.body).toEqual({ order_number: 'SM-1001', email: 'bea@example.com' });
    const asked = api.callsTo(STATUS).length;
    expect(asked).toBe(3);

    // The order as a whole: lines, totals, where it goes and how it was paid.
    const order = within(screen.getByRole('article', { name: 'Order SM-1001' }));
    expect(order.getByText('Sunpower 400W Panel')).toBeTruthy();
    expect(order.getByText('2 x $250.00')).toBeTruthy();
    expect(order.getByText('$583.75')).toBeTruthy();
    expect(order.getByText('Visa ending in 4242')).toBeTruthy();
    expect(order.getByText(/1 Congress Ave/)).toBeTruthy();

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.callsTo(STATUS)).toHaveLength(asked);
  }, 15000);

  it('shows why a cancelled order was cancelled', async () => {
    rememberOrderEmail('SM-1001', 'bea@example.com');
    fakeApi({ [STATUS]: ok(orderAt('cancelled', { cancel_reason: CHECKOUT_MESSAGES.stockUnavailable })) });
    await renderPage('/shop/checkout/confirmation/SM-1001');
    await waitFor(() => expect(statusLine().textContent).toBe(`Cancelled: ${CHECKOUT_MESSAGES.stockUnavailable}`));
  });

  it('says honestly that a cancelled order was cancelled and nothing was charged, without thanks', async () => {
    rememberOrderEmail('SM-1001', 'bea@example.com');
    fakeApi({
      [STATUS]: ok(orderAt('cancelled', { cancel_reason: CHECKOUT_MESSAGES.stockUnavailable, payment: { brand: 'visa', last4: '4242', status: 'voided' } })),
    });
    await renderPage('/shop/checkout/confirmation/SM-1001');
    const alert = await screen.findByRole('alert', { name: ORDERS_TEXT.confirmation.cancelledTitle });
    expect(alert.textContent).toContain(ORDERS_TEXT.confirmation.cancelledNote);
    expect(screen.queryByText(ORDERS_TEXT.confirmation.thanks)).toBeNull();
    expect(screen.getByText(ORDERS_TEXT.order.paymentReleased('Visa ending in 4242', '$583.75'))).toBeTruthy();
  });

  it('thanks the buyer for an order on its way, and says nothing of a released payment', async () => {
    rememberOrderEmail('SM-1001', 'bea@example.com');
    fakeApi({ [STATUS]: ok(orderAt('confirmed', { payment: { brand: 'visa', last4: '4242', status: 'captured' } })) });
    await renderPage('/shop/checkout/confirmation/SM-1001');
    expect(await screen.findByText(ORDERS_TEXT.confirmation.thanks)).toBeTruthy();
    expect(screen.queryByText(/No payment was taken/)).toBeNull();
  });

  it('asks for the e-mail when this tab does not know it, then shows the order', async () => {
    const api = fakeApi({ [STATUS]: ok(orderAt('confirmed')) });
    const { user } = await renderPage('/shop/checkout/confirmation/SM-1001');
    expect((screen.getByLabelText(L.orderNumber) as HTMLInputElement).value).toBe('SM-1001');
    await user.type(screen.getByLabelText(L.email), 'bea@example.com');
    await user.click(screen.getByRole('button', { name: L.submit }));

    await waitFor(() => expect(statusLine().textContent).toBe(ORDER_STATUS_LABELS.confirmed));
    expect(sessionStorage.getItem('solar.order.SM-1001.email')).toBe('bea@example.com');
    // A settled answer in hand is not asked for again.
    expect(api.callsTo(STATUS)).toHaveLength(1);
  });
});

describe('order status lookup', () => {
  it('requires the order number and a valid e-mail', async () => {
    const api = fakeApi();
    const { user } = await renderPage('/order-status');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(messageUnder(screen.getByLabelText(L.orderNumber))).toBe(L.orderNumberRequired);
    expect(messageUnder(screen.getByLabelText(L.email))).toBe(CHECKOUT_MESSAGES.emailRequired);

    await user.type(screen.getByLabelText(L.email), 'bea@');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(messageUnder(screen.getByLabelText(L.email))).toBe(MESSAGES.validation.checkoutEmailInvalid);
    expect(api.callsTo(STATUS)).toHaveLength(0);
  });

  it('shows the server’s message when no order matches', async () => {
    fakeApi({ [STATUS]: fail(404, { error: CHECKOUT_MESSAGES.orderNotFound }) });
    const { user } = await renderPage('/order-status');
    await user.type(screen.getByLabelText(L.orderNumber), 'SM-9999');
    await user.type(screen.getByLabelText(L.email), 'bea@example.com');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_MESSAGES.orderNotFound);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the order found, with its lines', async () => {
    const api = fakeApi({ [STATUS]: ok(orderAt('confirmed')) });
    const { user } = await renderPage('/order-status');
    await user.type(screen.getByLabelText(L.orderNumber), ' SM-1001 ');
    await user.type(screen.getByLabelText(L.email), 'bea@example.com');
    await user.click(screen.getByRole('button', { name: L.submit }));
    const order = within(await screen.findByRole('article', { name: `Order ${ORDER.order_number}` }));
    expect(order.getByText('Sunpower 400W Panel')).toBeTruthy();
    expect(api.callsTo(STATUS)[0]!.body).toEqual({ order_number: 'SM-1001', email: 'bea@example.com' });
  });

  it('a new lookup clears the previous order: a failure shows alone, never above a stale order', async () => {
    let answer = ok(orderAt('confirmed'));
    fakeApi({ [STATUS]: () => answer });
    const { user } = await renderPage('/order-status');
    await user.type(screen.getByLabelText(L.orderNumber), 'SM-1001');
    await user.type(screen.getByLabelText(L.email), 'bea@example.com');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(await screen.findByRole('article', { name: `Order ${ORDER.order_number}` })).toBeTruthy();

    answer = fail(404, { error: CHECKOUT_MESSAGES.orderNotFound });
    await user.clear(screen.getByLabelText(L.orderNumber));
    await user.type(screen.getByLabelText(L.orderNumber), 'SM-9999');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_MESSAGES.orderNotFound);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText('Sunpower 400W Panel')).toBeNull();
  });

  it('shows a cancelled order with its reason and the released payment', async () => {
    fakeApi({
      [STATUS]: ok(orderAt('cancelled', { cancel_reason: CHECKOUT_MESSAGES.stockUnavailable, payment: { brand: 'visa', last4: '4242', status: 'voided' } })),
    });
    const { user } = await renderPage('/order-status');
    await user.type(screen.getByLabelText(L.orderNumber), 'SM-1001');
    await user.type(screen.getByLabelText(L.email), 'bea@example.com');
    await user.click(screen.getByRole('button', { name: L.submit }));
    await waitFor(() => expect(statusLine().textContent).toBe(`Cancelled: ${CHECKOUT_MESSAGES.stockUnavailable}`));
    expect(screen.getByText(ORDERS_TEXT.order.paymentReleased('Visa ending in 4242', '$583.75'))).toBeTruthy();
    expect(screen.queryByText(ORDERS_TEXT.confirmation.thanks)).toBeNull();
  });
});
