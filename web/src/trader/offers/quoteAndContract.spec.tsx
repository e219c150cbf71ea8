/** @jest-environment jsdom */
import { QUOTE_LIMITS, QUOTE_MESSAGES, quoteTotals, type ContractView, type QuoteView } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { BUYER, fakeApi, findToast, ok, renderApp, resetBrowserState, SELLER, signedInAs } from '../../test/app';
import { sellerPanelDeal } from '../deal/dealFixtures';
import { control } from '../forms/formSupport';
import { offerView, page } from './offerFixtures';
import { OFFERS_TEXT } from './text';

beforeEach(resetBrowserState);

const T = OFFERS_TEXT;
const accepted = (side: 'buyer' | 'seller', quoted = true) => offerView(side, { status: 'Accepted', quoted });

/** The seller's quote on the accepted offer (124 panels at $0.23/W, $15,686.00 of goods). */
function quoteView(side: 'buyer' | 'seller', versions = 1): QuoteView {
  const offer = accepted(side);
  const totals = quoteTotals(offer.total, [{ type: 'Logistics', value: 1200 }], null);
  const version = (n: number) => ({
    version: n,
    price: offer.price,
    qty: offer.qty,
    price_unit: offer.price_unit,
    unit_price: offer.unit_price,
    total: offer.total,
    total_watts: offer.total_watts,
    price_per_watt: offer.price,
    incoterm: offer.incoterm,
    delivery_state: offer.delivery_state,
    payment_terms: offer.payment_terms,
    lead_time: offer.lead_time,
    totals,
    legal_text: 'Title passes on payment.',
    sent_at: '2026-11-27T10:00:00.000Z',
  });
  const all = Array.from({ length: versions }, (_, i) => version(i + 1));
  return {
    offer_id: offer.id,
    deal: offer.deal,
    side,
    current: all.at(-1) ?? null,
    versions: all,
    draft: side === 'seller' ? { charges: [], discount: null, legal_text: '' } : null,
    signable: versions > 0,
    contract_status: null,
  };
}

function contractView(status: ContractView['status'] = 'Signed'): ContractView {
  const quote = quoteView('buyer');
  const { version: _version, sent_at: _sent, totals, legal_text, ...lot } = quote.current!;
  return {
    id: 'contract-1',
    offer_id: 'offer-1',
    version: 1,
    status,
    deal: {
      id: 42,
      path: quote.deal.path,
      name: quote.deal.name,
      category: 'Solar Panels',
      condition: 'New / Unused',
      mpn: 'JKM550',
      panel_wattage: 550,
      price_unit: 'watt',
    },
    buyer: { name: `${BUYER.firstname} ${BUYER.lastname}`, email: BUYER.email },
    seller: { name: 'Sunny Supplier', email: 'supplier@solar-marketplace.local' },
    ...lot,
    totals,
    legal_text,
    side: 'buyer',
    signed_at: '2026-11-27T11:00:00.000Z',
    paid_at: status === 'Paid' ? '2026-11-27T12:00:00.000Z' : null,
    payment_sent: status === 'Paid',
    cancelled_at: null,
    cancel_reason: null,
  };
}

describe('the quote on an accepted offer', () => {
  it('lets the seller add charges, see the total as typed, and send the quote', async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({
      'GET /offer': page([accepted('seller')]),
      'GET /quote/offer-1': ok(quoteView('seller', 0)),
      'POST /tax-legal/offer-1': ok({ charges: [], discount: null, legal_text: '' }, QUOTE_MESSAGES.saved),
      'POST /quote/offer-1': ok(quoteView('seller'), QUOTE_MESSAGES.sent, 201),
    });
    const app = await renderApp('/trader/offer-or-bid');
    await app.user.click(await screen.findByRole('button', { name: T.quote.prepare }));
    await app.user.click(screen.getByRole('button', { name: T.quote.addCharge }));
    await app.user.type(screen.getByLabelText(T.quote.chargeValue(false)), '1200');
    // Goods $15,686.00 plus Logistics $1,200.00.
    const totals = screen.getByRole('table');
    await waitFor(() => expect(within(totals).getByText('$16,886.00')).toBeTruthy());
    await app.user.click(screen.getByRole('button', { name: T.quote.send }));
    expect(await findToast(QUOTE_MESSAGES.sent)).toBeTruthy();
    expect(api.callsTo('POST /tax-legal/offer-1')[0]!.body).toEqual({
      charges: [{ type: 'Logistics', value: 1200, label: null }],
      discount: null,
      legal_text: null,
    });
    expect(api.callsTo('POST /quote/offer-1')).toHaveLength(1);
  });

  it('shows the refusal of the rule under the field, and sends nothing', async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({ 'GET /offer': page([accepted('seller')]), 'GET /quote/offer-1': ok(quoteView('seller', 0)) });
    const app = await renderApp('/trader/offer-or-bid');
    await app.user.click(await screen.findByRole('button', { name: T.quote.prepare }));
    await app.user.click(screen.getByRole('button', { name: T.quote.addCharge }));
    await app.user.selectOptions(screen.getByLabelText(T.quote.chargeType), 'Sales Tax');
    await app.user.type(screen.getByLabelText(T.quote.chargeValue(true)), '40');
    await app.user.click(screen.getByRole('button', { name: T.quote.send }));
    expect(await screen.findByText(QUOTE_MESSAGES.taxRateInvalid)).toBeTruthy();
    expect(api.callsTo('POST /tax-legal/offer-1')).toHaveLength(0);
  });

  it('refuses a quote that comes to $0 (a card cannot pay it) under the totals, and sends nothing', async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({ 'GET /offer': page([accepted('seller')]), 'GET /quote/offer-1': ok(quoteView('seller', 0)) });
    const app = await renderApp('/trader/offer-or-bid');
    await app.user.click(await screen.findByRole('button', { name: T.quote.prepare }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: T.quote.discount }), 'percent');
    await app.user.type(screen.getByRole('spinbutton', { name: T.quote.discountValue }), '100');
    await app.user.click(screen.getByRole('button', { name: T.quote.send }));
    expect(await screen.findByText(QUOTE_MESSAGES.totalNotPositive)).toBeTruthy();
    expect(api.callsTo('POST /tax-legal/offer-1')).toHaveLength(0);
  });

  it('lets the buyer sign the newest version', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      'GET /offer': page([accepted('buyer')]),
      'GET /quote/offer-1': ok(quoteView('buyer', 2)),
      'POST /quotation-contract/offer-1': ok(contractView(), QUOTE_MESSAGES.signed, 201),
    });
    const app = await renderApp('/trader/offer-or-bid?tab=bids');
    expect(await screen.findByText(T.quote.version(2, 2), { exact: false })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: T.quote.sign(2) }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.quote.signDialog.confirm }));
    expect(await findToast(QUOTE_MESSAGES.signed)).toBeTruthy();
    expect(api.callsTo('POST /quotation-contract/offer-1')[0]!.body).toEqual({ version: 2 });
  });
});

describe('reads the offer page makes', () => {
  it('asks for no quote the seller has not sent, and for no payment the buyer has not sent', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      'GET /offer': page([accepted('buyer', false), offerView('buyer', { id: 'offer-2', status: 'Contract' })]),
      'GET /quotation-contract/offer-2': ok({ ...contractView(), offer_id: 'offer-2' }),
    });
    await renderApp('/trader/offer-or-bid?tab=bids');
    expect(await screen.findByText(T.quote.none)).toBeTruthy();
    expect(await screen.findByRole('button', { name: T.contract.pay })).toBeTruthy();
    expect(api.callsTo('GET /quote/offer-1')).toHaveLength(0);
    expect(api.callsTo('GET /v1/client/contract-checkout/offer-2')).toHaveLength(0);
  });

  it("reads a Signed contract's payment when the contract says one was sent (its capture failed)", async () => {
    signedInAs(BUYER, ['customer']);
    const failed = {
      payment_id: 'CP-1',
      offer_id: 'offer-1',
      contract_id: 'contract-1',
      status: 'failed',
      amount: 16886,
      brand: 'visa',
      last4: '4242',
      reason: 'The payment could not be taken.',
      created_at: '',
      updated_at: '',
    };
    const api = fakeApi({
      'GET /offer': page([offerView('buyer', { status: 'Contract' })]),
      'GET /quotation-contract/offer-1': ok({ ...contractView(), payment_sent: true }),
      'GET /v1/client/contract-checkout/offer-1': ok(failed),
    });
    await renderApp('/trader/offer-or-bid?tab=bids');
    expect(await screen.findByText(T.contract.payment.failed)).toBeTruthy();
    expect(api.callsTo('GET /v1/client/contract-checkout/offer-1')).toHaveLength(1);
  });
});

describe('a direct quote', () => {
  it("answers a buyer's inquiry from the mail's link with the seller's terms", async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({
      'GET /listing/42': ok(sellerPanelDeal(SELLER.id)),
      'POST /direct-quote': ok(quoteView('seller'), QUOTE_MESSAGES.sent, 201),
      'GET /offer': page([]),
    });
    const app = await renderApp('/trader/offer-or-bid?listing_id=42&inquiry_id=inq-7');
    expect(await screen.findByText(T.direct.intro)).toBeTruthy();
    await app.user.type(control(T.form.price.watt), '0.24');
    await app.user.selectOptions(control(T.form.incoterm), 'FOB');
    await app.user.selectOptions(control(T.form.deliveryState), 'CA');
    await app.user.selectOptions(control(T.form.paymentTerms), 'prepayment');
    await app.user.selectOptions(control(T.form.leadTime), '10');
    await app.user.click(screen.getByRole('button', { name: T.direct.send }));
    expect(await findToast(QUOTE_MESSAGES.sent)).toBeTruthy();
    expect(api.callsTo('POST /direct-quote')[0]!.body).toMatchObject({ inquiry_id: 'inq-7', price: 0.24, qty: 62, incoterm: 'FOB', charges: [] });
  });

  it('tells the seller opening the offer form of their own deal where offers are answered', async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi({ 'GET /listing/42': ok(sellerPanelDeal(SELLER.id)) });
    await renderApp('/trader/offer-or-bid?listing_id=42');
    expect(await screen.findByText(T.direct.ownDeal, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.form.send })).toBeNull();
  });
});

describe("the site's modal before signing and calling off", () => {
  const nativeDialogs = () => [jest.spyOn(window, 'confirm').mockReturnValue(true), jest.spyOn(window, 'prompt').mockReturnValue('typed in a prompt')];

  it('says what signing binds the buyer to; Cancel sends nothing, Sign sends the version', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      'GET /offer': page([accepted('buyer')]),
      'GET /quote/offer-1': ok(quoteView('buyer', 2)),
      'POST /quotation-contract/offer-1': ok(contractView(), QUOTE_MESSAGES.signed, 201),
    });
    const native = nativeDialogs();
    const app = await renderApp('/trader/offer-or-bid?tab=bids');
    const sign = await screen.findByRole('button', { name: T.quote.sign(2) });
    await app.user.click(sign);
    const dialog = screen.getByRole('dialog', { name: T.quote.signDialog.title });
    // Goods $15,686.00 plus Logistics $1,200.00.
    expect(within(dialog).getByText(T.quote.signDialog.binds(2, '$16,886.00'))).toBeTruthy();
    expect(within(dialog).getByText(T.quote.signDialog.hold)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(sign);
    expect(api.callsTo('POST /quotation-contract/offer-1')).toHaveLength(0);

    await app.user.click(sign);
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.quote.signDialog.confirm }));
    expect(await findToast(QUOTE_MESSAGES.signed)).toBeTruthy();
    expect(api.callsTo('POST /quotation-contract/offer-1').map((call) => call.body)).toEqual([{ version: 2 }]);
    for (const spy of native) expect(spy).not.toHaveBeenCalled();
  });

  it('says a call-off releases the units for good, and sends the optional reason typed in the modal', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      'GET /offer': page([offerView('buyer', { status: 'Contract' })]),
      'GET /quotation-contract/offer-1': ok(contractView()),
      'POST /quotation-contract/offer-1/cancel': ok({ ...contractView('Cancelled'), cancel_reason: 'Found a closer lot' }, QUOTE_MESSAGES.cancelled),
    });
    const native = nativeDialogs();
    const app = await renderApp('/trader/offer-or-bid?tab=bids');
    const callOff = await screen.findByRole('button', { name: T.contract.cancel });
    await app.user.click(callOff);
    let dialog = screen.getByRole('dialog', { name: T.contract.cancelDialog.title });
    expect(within(dialog).getByText(T.contract.cancelDialog.releases)).toBeTruthy();
    expect(within(dialog).getByText(T.contract.cancelDialog.final)).toBeTruthy();
    await app.user.type(within(dialog).getByLabelText(T.contract.cancelDialog.reason), 'Changed my mind');
    await app.user.click(within(dialog).getByRole('button', { name: T.contract.cancelDialog.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /quotation-contract/offer-1/cancel')).toHaveLength(0);

    await app.user.click(callOff);
    dialog = screen.getByRole('dialog', { name: T.contract.cancelDialog.title });
    const reason = within(dialog).getByLabelText(T.contract.cancelDialog.reason);
    expect(reason.getAttribute('maxLength')).toBe(String(QUOTE_LIMITS.reasonMax));
    await app.user.clear(reason);
    await app.user.type(reason, 'Found a closer lot');
    await app.user.click(within(dialog).getByRole('button', { name: T.contract.cancelDialog.confirm }));
    expect(await findToast(QUOTE_MESSAGES.cancelled)).toBeTruthy();
    expect(api.callsTo('POST /quotation-contract/offer-1/cancel').map((call) => call.body)).toEqual([{ reason: 'Found a closer lot' }]);
    for (const spy of native) expect(spy).not.toHaveBeenCalled();
  });
});

describe('the contract', () => {
  it("names the seller once signed and takes the buyer's card", async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      'GET /offer': page([offerView('buyer', { status: 'Contract' })]),
      'GET /quotation-contract/offer-1': ok(contractView()),
      'POST /v1/client/contract-checkout': ok(
        {
          payment_id: 'CP-1',
          offer_id: 'offer-1',
          contract_id: 'contract-1',
          status: 'authorized',
          amount: 16886,
          brand: 'visa',
          last4: '4242',
          reason: null,
          created_at: '',
          updated_at: '',
        },
        QUOTE_MESSAGES.paymentAuthorized,
        202,
      ),
      'GET /v1/client/contract-checkout/offer-1': ok({
        payment_id: 'CP-1',
        offer_id: 'offer-1',
        contract_id: 'contract-1',
        status: 'captured',
        amount: 16886,
        brand: 'visa',
        last4: '4242',
        reason: null,
        created_at: '',
        updated_at: '',
      }),
    });
    const app = await renderApp('/trader/offer-or-bid?tab=bids');
    expect(await screen.findByText('Sunny Supplier · supplier@solar-marketplace.local')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: T.contract.pay }));
    await app.user.type(screen.getByLabelText('Card Holder Name', { exact: false }), 'Bea Buyer');
    await app.user.type(screen.getByLabelText('Card Number', { exact: false }), '4242 4242 4242 4242');
    await app.user.type(screen.getByLabelText('CVC', { exact: false }), '123');
    await app.user.type(screen.getByLabelText('Expiry', { exact: false }), '12/39');
    await app.user.click(screen.getByRole('button', { name: T.contract.payNow('$16,886.00') }));
    expect(await findToast(QUOTE_MESSAGES.paymentAuthorized)).toBeTruthy();
    // Sent from this page: its progress is read at once.
    await waitFor(() => expect(api.callsTo('GET /v1/client/contract-checkout/offer-1').length).toBeGreaterThan(0));
    expect(api.callsTo('POST /v1/client/contract-checkout')[0]!.body).toEqual({
      offer_id: 'offer-1',
      payment: { card_holder_name: 'Bea Buyer', card_number: '4242424242424242', cvc: '123', expiry_date: '12/39' },
    });
  });

  it('lists the paid contracts under My Trader Purchases', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ 'GET /quotation-contract': page([contractView('Paid')]) });
    await renderApp('/my-solar/buying-overview/purchases');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(T.purchases.title);
    const card = await screen.findByRole('article', { name: /Bifacial|Jinko|panels/i });
    expect(within(card).getByText(T.contract.status.Paid)).toBeTruthy();
    expect(within(card).getByText('Sunny Supplier · supplier@solar-marketplace.local')).toBeTruthy();
    expect(api.callsTo('GET /quotation-contract')[0]!.url).toContain('side=buyer');
  });
});
