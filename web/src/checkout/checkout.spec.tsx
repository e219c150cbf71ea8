/** @jest-environment jsdom */
import { CHECKOUT_MESSAGES, MESSAGES, SANDBOX_TEST_CARDS, type CheckoutRequest } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { clearGuest } from '../api';
import { BUYER, GUEST_TOKEN, asGuest, fail, fakeApi, messageUnder, ok, signedInAs } from '../test/app';
import { CART, EMPTY_CART, QUOTE } from '../test/orderFixtures';
import { renderPage, resetState } from '../test/orderSupport';
import { CHECKOUT_TEXT } from './text';

const T = CHECKOUT_TEXT;
const F = T.fields;
const CHECKOUT = 'POST /v1/client/checkout';
const QUOTE_CALL = 'POST /v1/client/shipping/price';

beforeEach(() => {
  resetState();
  // A guest with a session identity issued: its token, never an owner_id, says whose cart is checked out.
  asGuest(1);
  delete window.gtag;
  delete window.dataLayer;
});

/** The checkout of a guest with the two-line cart; the quote answers QUOTE. */
async function openCheckout(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'POST /v1/client/cart/search': ok(CART), [QUOTE_CALL]: ok(QUOTE), ...routes });
  const page = await renderPage('/shop/checkout');
  await screen.findByRole('form', { name: T.title });
  return { api, ...page };
}

const block = (name: string) => within(screen.getByRole('group', { name }));
const shippingField = (label: string) => block(T.sections.shipping).getByLabelText(label);
const paymentField = (label: string) => block(T.sections.payment).getByLabelText(label);
const placeOrder = (user: UserEvent) => user.click(screen.getByRole('button', { name: T.placeOrder }));

async function fillShipping(user: UserEvent) {
  const values: [string, string][] = [
    [F.firstname, 'Bea'],
    [F.lastname, 'Buyer'],
    [F.phone, '(512) 555-0100'],
    [F.email, 'bea@example.com'],
    [F.address, '1 Congress Ave'],
    [F.unit, 'Suite 2'],
    [F.city, 'Austin'],
    [F.zip, '78701'],
  ];
  for (const [label, value] of values) await user.type(shippingField(label), value);
  await user.selectOptions(shippingField(F.state), 'TX');
}

async function fillCard(user: UserEvent, number: string = SANDBOX_TEST_CARDS.succeeds) {
  await user.type(paymentField(F.cardHolderName), 'Bea Buyer');
  await user.type(paymentField(F.cardNumber), number);
  await user.type(paymentField(F.cvc), '123');
  await user.type(paymentField(F.expiryDate), '12/40');
}

/** The Idempotency-Key header of each checkout call, in order. */
function idempotencyKeys(): string[] {
  const fetchMock = jest.mocked(globalThis.fetch);
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/v1/client/checkout' && init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'] ?? '');
}

describe('checkout form', () => {
  it('shows each required field’s message on an empty submit and sends nothing', async () => {
    const { api, user } = await openCheckout();
    await placeOrder(user);

    expect(messageUnder(shippingField(F.firstname))).toBe(MESSAGES.validation.firstNameRequired);
    expect(messageUnder(shippingField(F.lastname))).toBe(MESSAGES.validation.lastNameRequired);
    expect(messageUnder(shippingField(F.phone))).toBe(CHECKOUT_MESSAGES.phoneRequired);
    expect(messageUnder(shippingField(F.email))).toBe(CHECKOUT_MESSAGES.emailRequired);
    expect(messageUnder(shippingField(F.address))).toBe(MESSAGES.validation.addressRequired);
    expect(messageUnder(shippingField(F.state))).toBe(MESSAGES.validation.stateRequired);
    expect(messageUnder(shippingField(F.zip))).toBe(MESSAGES.validation.zipRequired);
    expect(messageUnder(paymentField(F.cardHolderName))).toBe(CHECKOUT_MESSAGES.cardHolderRequired);
    expect(messageUnder(paymentField(F.cardNumber))).toBe(CHECKOUT_MESSAGES.cardNumberRequired);
    expect(messageUnder(paymentField(F.cvc))).toBe(CHECKOUT_MESSAGES.cvcRequired);
    expect(messageUnder(paymentField(F.expiryDate))).toBe(CHECKOUT_MESSAGES.expiryRequired);
    // The country comes preselected, so it has nothing to say.
    expect(messageUnder(shippingField(F.country))).toBeUndefined();
    expect(api.callsTo(CHECKOUT)).toHaveLength(0);
  });

  it('checks a field when it is left: a bad e-mail and a bad card number', async () => {
    const { user } = await openCheckout();
    await user.type(shippingField(F.email), 'bea@example');
    await user.tab();
    expect(messageUnder(shippingField(F.email))).toBe(MESSAGES.validation.checkoutEmailInvalid);
    // Only the field that was left speaks up.
    expect(messageUnder(shippingField(F.firstname))).toBeUndefined();

    await user.type(paymentField(F.cardNumber), '4242 4242 4242 4241');
    await user.tab();
    expect(messageUnder(paymentField(F.cardNumber))).toBe(CHECKOUT_MESSAGES.cardNumberInvalid);
  });

  it('shows the server’s field messages under the fields', async () => {
    const { user } = await openCheckout({ [CHECKOUT]: fail(400, { errors: { 'shipping.zip': [MESSAGES.validation.zipInvalid] } }) });
    await fillShipping(user);
    await fillCard(user);
    await placeOrder(user);
    await waitFor(() => expect(messageUnder(shippingField(F.zip))).toBe(MESSAGES.validation.zipInvalid));
  });

  it('shows billing fields only when billing differs, and sends them then', async () => {
    const { api, user } = await openCheckout({ [CHECKOUT]: ok({ order_number: 'SM-1001', status: 'placed' }) });
    expect(screen.queryByRole('group', { name: T.sections.billing })).toBeNull();
    await user.click(screen.getByLabelText(F.billingSameAsShipping));
    const billing = block(T.sections.billing);
    await fillShipping(user);
    await user.type(billing.getByLabelText(F.firstname), 'Bill');
    await user.type(billing.getByLabelText(F.lastname), 'Payer');
    await user.type(billing.getByLabelText(F.phone), '5125550199');
    await user.type(billing.getByLabelText(F.email), 'bill@example.com');
    await user.type(billing.getByLabelText(F.address), '9 Main St');
    await user.type(billing.getByLabelText(F.unit), '1');
    await user.type(billing.getByLabelText(F.city), 'Dallas');
    await user.selectOptions(billing.getByLabelText(F.state), 'TX');
    await user.type(billing.getByLabelText(F.zip), '75201');
    await fillCard(user);
    await placeOrder(user);

    await waitFor(() => expect(api.callsTo(CHECKOUT)).toHaveLength(1));
    const sent = api.callsTo(CHECKOUT)[0]!.body as CheckoutRequest;
    expect(sent.billing).toMatchObject({ firstname: 'Bill', lastname: 'Payer', city: 'Dallas', zip: '75201' });
    expect(sent.shipping).toMatchObject({ firstname: 'Bea', city: 'Austin', zip: '78701' });
  });

  it('prefills a signed-in buyer’s names and e-mail and sends no owner_id', async () => {
    clearGuest();
    signedInAs(BUYER, ['customer']);
    const { api, user } = await openCheckout({ [CHECKOUT]: ok({ order_number: 'SM-1002', status: 'placed' }) });
    expect((shippingField(F.firstname) as HTMLInputElement).value).toBe(BUYER.firstname);
    expect((shippingField(F.lastname) as HTMLInputElement).value).toBe(BUYER.lastname);
    expect((shippingField(F.email) as HTMLInputElement).value).toBe(BUYER.email);

    for (const [label, value] of [
      [F.phone, '5125550100'],
      [F.address, '1 Congress Ave'],
      [F.unit, '2'],
      [F.city, 'Austin'],
      [F.zip, '78701'],
    ] as const) {
      await user.type(shippingField(label), value);
    }
    await user.selectOptions(shippingField(F.state), 'TX');
    await fillCard(user);
    await placeOrder(user);
    await waitFor(() => expect(api.callsTo(CHECKOUT)).toHaveLength(1));
    expect(api.callsTo(CHECKOUT)[0]!.body).not.toHaveProperty('owner_id');
    expect(api.callsTo(CHECKOUT)[0]!.authorization).toBe(`Bearer token-${BUYER.id}`);
  });
});

describe('placing the order', () => {
  it('sends billing equal to shipping with an Idempotency-Key, then goes to the confirmation', async () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    const { api, user, location } = await openCheckout({ [CHECKOUT]: ok({ order_number: 'SM-1001', status: 'placed' }, undefined, 201) });
    await fillShipping(user);
    await fillCard(user);
    // The quote for the typed destination is shown before the order is placed.
    expect(await screen.findByText('$790.60')).toBeTruthy();
    await placeOrder(user);

    await waitFor(() => expect(location().pathname).toBe('/shop/checkout/confirmation/SM-1001'));
    const sent = api.callsTo(CHECKOUT)[0]!.body as CheckoutRequest;
    expect(sent.billing).toEqual(sent.shipping);
    expect(sent.shipping).toEqual({
      firstname: 'Bea',
      lastname: 'Buyer',
      phone: '(512) 555-0100',
      email: 'bea@example.com',
      address: '1 Congress Ave',
      unit: 'Suite 2',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'United States',
    });
    expect(sent.payment).toEqual({ card_holder_name: 'Bea Buyer', card_number: '4242424242424242', cvc: '123', expiry_date: '12/40' });
    expect(sent).toMatchObject({ delivery: 'ship' });
    expect(sent).not.toHaveProperty('owner_id');
    expect(api.callsTo(CHECKOUT)[0]!.authorization).toBe(`Bearer ${GUEST_TOKEN(1)}`);
    expect(idempotencyKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The confirmation page finds the order with the e-mail after a reload.
    expect(sessionStorage.getItem('solar.order.SM-1001.email')).toBe('bea@example.com');
    // The purchase event fired, priced by the quote.
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'purchase',
      expect.objectContaining({ transaction_id: 'SM-1001', value: 790.6, tax: 56.1, shipping: 54.5, num_items: 3, currency: 'USD' }),
    );
  });

  it('repeats the attempt with the same key after a network error, and starts a new one after an edit', async () => {
    const { api, user } = await openCheckout({ [CHECKOUT]: ok({ order_number: 'SM-1003', status: 'placed' }) });
    await fillShipping(user);
    await fillCard(user);
    const answering = globalThis.fetch;
    let dropNext = 2;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // Record the call as the fake server does, then lose the answer.
      const answer = answering(input, init);
      if (String(input) === '/v1/client/checkout' && dropNext-- > 0) throw new TypeError('Failed to fetch');
      return answer;
    }) as typeof fetch;
    const keys = () =>
      jest
        .mocked(answering)
        .mock.calls.filter(([url]) => String(url) === '/v1/client/checkout')
        .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

    await placeOrder(user);
    expect(await screen.findByText(T.networkRetry)).toBeTruthy();
    await placeOrder(user);
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).toBe(keys()[0]);

    await user.type(shippingField(F.unit), 'B');
    await placeOrder(user);
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(api.callsTo(CHECKOUT)).toHaveLength(3);
  });

  it('shows a declined card at the top of the payment block and keeps the form', async () => {
    const { user, location } = await openCheckout({ [CHECKOUT]: fail(402, { error: CHECKOUT_MESSAGES.cardDeclined }) });
    await fillShipping(user);
    await fillCard(user, SANDBOX_TEST_CARDS.declined);
    await placeOrder(user);

    const alert = await block(T.sections.payment).findByRole('alert');
    expect(alert.textContent).toBe(CHECKOUT_MESSAGES.cardDeclined);
    expect(location().pathname).toBe('/shop/checkout');
    expect((shippingField(F.city) as HTMLInputElement).value).toBe('Austin');
    expect((paymentField(F.cardNumber) as HTMLInputElement).value).toBe(SANDBOX_TEST_CARDS.declined);

    // Another card is another attempt.
    await placeOrder(user);
    await waitFor(() => expect(idempotencyKeys()).toHaveLength(2));
    expect(idempotencyKeys()[1]).not.toBe(idempotencyKeys()[0]);
  });
});

describe('order summary and delivery', () => {
  it('lists the lines, then quotes shipping, tax and total for a valid state and zip', async () => {
    const { api, user } = await openCheckout();
    const summary = within(screen.getByRole('list', { name: T.sections.summary }));
    const panel = within(summary.getByRole('listitem', { name: 'Sunpower 400W Panel' }));
    expect(panel.getByText('2 x $250.00')).toBeTruthy();
    expect(panel.getByText('$500.00')).toBeTruthy();
    expect(screen.getByText(T.summary.toBeQuoted)).toBeTruthy();

    await user.selectOptions(shippingField(F.state), 'TX');
    await user.type(shippingField(F.zip), '78701');
    expect(await panel.findByText('Shipping $42.50')).toBeTruthy();
    expect(screen.getByText('$54.50')).toBeTruthy();
    expect(screen.getByText('$56.10')).toBeTruthy();
    expect(screen.getByText('$790.60')).toBeTruthy();
    // One quote once the zip is complete, not one per key.
    expect(api.callsTo(QUOTE_CALL)).toHaveLength(1);
    expect(api.callsTo(QUOTE_CALL)[0]).toMatchObject({ body: { state: 'TX', zip: '78701', delivery: 'ship' }, authorization: `Bearer ${GUEST_TOKEN(1)}` });

    // A line that may be collected offers local pickup; choosing it asks for a new quote.
    api.on(QUOTE_CALL, ok({ ...QUOTE, delivery: 'local_pickup', shipping_cost: 12, total_amount: 748.1 }));
    await user.click(screen.getByLabelText(T.delivery.localPickup));
    await waitFor(() => expect(api.callsTo(QUOTE_CALL)).toHaveLength(2));
    expect(api.callsTo(QUOTE_CALL)[1]!.body).toMatchObject({ delivery: 'local_pickup' });
    expect(await panel.findByText('Pickup in Austin, TX')).toBeTruthy();
    expect(screen.getByText('$748.10')).toBeTruthy();
  });

  it('shows how each carrier line is made up: packages or pallets, weight and zone, liftgate and residential delivery', async () => {
    const freight = {
      ...QUOTE.lines[0]!,
      amount: 269.4,
      mode: 'freight' as const,
      pallets: 1,
      zone: 2,
      billable_weight_lb: 480,
      charges: [
        { kind: 'pallet_base' as const, label: '1 pallet × $95.00 (zone 2)', amount: 95 },
        { kind: 'freight_weight' as const, label: '480 lb × $3.00 per 100 lb', amount: 14.4 },
        { kind: 'liftgate' as const, label: 'Liftgate delivery', amount: 75 },
        { kind: 'residential' as const, label: 'Residential delivery', amount: 85 },
      ],
    };
    const parcel = {
      ...QUOTE.lines[1]!,
      mode: 'parcel' as const,
      packages: 1,
      charges: [
        { kind: 'package_base' as const, label: '1 package × $9.50 (zone 2)', amount: 9.5 },
        { kind: 'package_weight' as const, label: '6 lb billable × $0.42/lb', amount: 2.5 },
      ],
    };
    const { user } = await openCheckout({ [QUOTE_CALL]: ok({ ...QUOTE, lines: [freight, parcel], shipping_cost: 281.4, total_amount: 1017.5 }) });
    await user.selectOptions(shippingField(F.state), 'TX');
    await user.type(shippingField(F.zip), '78701');

    const summary = within(screen.getByRole('list', { name: T.sections.summary }));
    const panel = within(summary.getByRole('listitem', { name: 'Sunpower 400W Panel' }));
    expect(await panel.findByText('Shipping $269.40')).toBeTruthy();
    expect(panel.getByText(/Freight, 1 pallet/)).toBeTruthy();
    const parts = within(panel.getByRole('list', { name: T.summary.shippingParts('Sunpower 400W Panel') }));
    expect(parts.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 pallet × $95.00 (zone 2)$95.00',
      '480 lb × $3.00 per 100 lb$14.40',
      'Liftgate delivery$75.00',
      'Residential delivery$85.00',
    ]);
    const inverter = within(summary.getByRole('listitem', { name: 'Enphase IQ8 Inverter' }));
    expect(inverter.getByText(/Parcel, 1 package/)).toBeTruthy();
  });

  it('offers no pickup when no line allows it', async () => {
    const { user } = await openCheckout({ [QUOTE_CALL]: ok({ ...QUOTE, lines: QUOTE.lines.map((line) => ({ ...line, pickup_available: false })) }) });
    await user.selectOptions(shippingField(F.state), 'TX');
    await user.type(shippingField(F.zip), '78701');
    expect(await screen.findByText('$790.60')).toBeTruthy();
    expect(screen.queryByLabelText(T.delivery.localPickup)).toBeNull();
  });

  it('says the cart is empty and leads back to the shop instead of showing the form', async () => {
    fakeApi({ 'POST /v1/client/cart/search': ok(EMPTY_CART) });
    await renderPage('/shop/checkout');
    expect(await screen.findByText(CHECKOUT_MESSAGES.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.continueShopping }).getAttribute('href')).toBe('/shop/find');
    expect(screen.queryByRole('form', { name: T.title })).toBeNull();
  });
});
