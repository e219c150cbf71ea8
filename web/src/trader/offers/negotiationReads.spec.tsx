/** @jest-environment jsdom */
import { quoteTotals, type ContractView, type QuoteView } from '@solar/contracts';
import { screen } from '@testing-library/react';
import { BUYER, fakeApi, ok, renderApp, resetBrowserState, signedInAs } from '../../test/app';
import { offerView, page } from './offerFixtures';
import { OFFERS_TEXT } from './text';

beforeEach(resetBrowserState);

const T = OFFERS_TEXT;
const QUOTE = 'GET /quote/offer-1';
const PAYMENT = 'GET /v1/client/contract-checkout/offer-1';

function sentQuote(): QuoteView {
  const offer = offerView('buyer', { status: 'Accepted' });
  const totals = quoteTotals(offer.total, [], null);
  const { price, qty, price_unit, unit_price, total, total_watts, incoterm, delivery_state, payment_terms, lead_time } = offer;
  const version = { version: 1, price, qty, price_unit, unit_price, total, total_watts, price_per_watt: price, incoterm, delivery_state, payment_terms, lead_time, totals, legal_text: '', sent_at: '2026-11-27T10:00:00.000Z' };
  return { offer_id: offer.id, deal: offer.deal, side: 'buyer', current: version, versions: [version], draft: null, signable: true, contract_status: null };
}

function signedContract(): ContractView {
  const { version: _version, sent_at: _sent, totals, legal_text, ...lot } = sentQuote().current!;
  return {
    id: 'contract-1', offer_id: 'offer-1', version: 1, status: 'Signed',
    deal: { id: 42, path: sentQuote().deal.path, name: sentQuote().deal.name, category: 'Solar Panels', condition: 'New / Unused', mpn: 'JKM550', panel_wattage: 550, price_unit: 'watt' },
    buyer: { name: 'Bea Buyer', email: BUYER.email }, seller: { name: 'Sunny Supplier', email: 'supplier@solar-marketplace.local' },
    ...lot, totals, legal_text, side: 'buyer', signed_at: '2026-11-27T11:00:00.000Z', paid_at: null, cancelled_at: null, cancel_reason: null,
  };
}

describe("the offer page's quote and contract-payment reads", () => {
  it('asks for neither on an Offered offer', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ 'GET /offer': page([offerView('buyer')]) });
    await renderApp('/trader/offer-or-bid?tab=bids');
    await screen.findByRole('article');
    expect(api.callsTo('GET /offer').length).toBeGreaterThan(0);
    expect(api.callsTo(QUOTE)).toHaveLength(0);
    expect(api.callsTo(PAYMENT)).toHaveLength(0);
  });

  it('reads the quote once one was sent on an Accepted offer', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ 'GET /offer': page([offerView('buyer', { status: 'Accepted' })]), [QUOTE]: ok(sentQuote()) });
    await renderApp('/trader/offer-or-bid?tab=bids');
    expect(await screen.findByRole('button', { name: T.quote.sign(1) })).toBeTruthy();
    expect(api.callsTo(QUOTE).length).toBeGreaterThan(0);
  });

  it('leaves the payment of a Signed contract unasked until the buyer sends one, then reads it', async () => {
    signedInAs(BUYER, ['customer']);
    const payment = { payment_id: 'CP-1', offer_id: 'offer-1', contract_id: 'contract-1', status: 'authorized', amount: 15686, brand: 'visa', last4: '4242', reason: null, created_at: '', updated_at: '' };
    const api = fakeApi({
      'GET /offer': page([offerView('buyer', { status: 'Contract' })]),
      'GET /quotation-contract/offer-1': ok(signedContract()),
      'POST /v1/client/contract-checkout': ok(payment, undefined, 202),
      [PAYMENT]: ok(payment),
    });
    const app = await renderApp('/trader/offer-or-bid?tab=bids');
    await app.user.click(await screen.findByRole('button', { name: T.contract.pay }));
    expect(api.callsTo(QUOTE)).toHaveLength(0);
    expect(api.callsTo(PAYMENT)).toHaveLength(0);
    await app.user.type(screen.getByLabelText('Card Holder Name', { exact: false }), 'Bea Buyer');
    await app.user.type(screen.getByLabelText('Card Number', { exact: false }), '4242 4242 4242 4242');
    await app.user.type(screen.getByLabelText('CVC', { exact: false }), '123');
    await app.user.type(screen.getByLabelText('Expiry', { exact: false }), '12/39');
    await app.user.click(screen.getByRole('button', { name: T.contract.payNow('$15,686.00') }));
    expect(await screen.findByText(T.contract.payment.authorized)).toBeTruthy();
    expect(api.callsTo(PAYMENT).length).toBeGreaterThan(0);
  });
});
