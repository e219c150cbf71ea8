/** @jest-environment jsdom */
import { OFFER_MESSAGES } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { BUYER, fail, fakeApi, findToast, messageUnder, ok, renderApp, resetBrowserState, SELLER, signedInAs, type ApiCall } from '../../test/app';
import { panelDeal } from '../deal/dealFixtures';
import { offerView, page } from './offerFixtures';
import { control } from '../forms/formSupport';
import { OFFERS_TEXT } from './text';

beforeEach(resetBrowserState);

const T = OFFERS_TEXT;
const M = OFFER_MESSAGES;

describe('making an offer', () => {
  async function openOfferForm(reply: (call: ApiCall) => ReturnType<typeof ok> = () => ok(offerView('buyer'), M.moved.Offered, 201)) {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ 'GET /listing/42': ok(panelDeal()), 'POST /offer': reply, 'GET /offer': page([offerView('buyer')]) });
    const app = await renderApp('/trader/offer-or-bid?listing_id=42');
    await screen.findByRole('heading', { name: T.pages.makeOffer });
    await screen.findByLabelText(T.form.price.watt);
    return { api, app };
  }

  async function fillTerms(app: Awaited<ReturnType<typeof renderApp>>) {
    await app.user.selectOptions(control(T.form.incoterm), 'FOB');
    await app.user.selectOptions(control(T.form.deliveryState), 'CA');
    await app.user.selectOptions(control(T.form.paymentTerms), 'deposit_30');
    await app.user.selectOptions(control(T.form.leadTime), '10');
  }

  it('sends the price per watt, the quantity in units and the terms, shows the total as typed, then lists the bid', async () => {
    const { api, app } = await openOfferForm();
    // The quantity starts at the MOQ in units: 2 pallets of 31.
    expect(control(T.form.qty).value).toBe('62');
    await app.user.type(control(T.form.price.watt), '0.23');
    await app.user.clear(control(T.form.qty));
    await app.user.type(control(T.form.qty), '124');
    expect(screen.getByLabelText('Offer total').textContent).toBe('$15,686.00');
    await fillTerms(app);
    await app.user.type(control(T.form.message), 'Can you ship next week?');
    await app.user.click(screen.getByRole('button', { name: T.form.send }));

    expect(await findToast(M.moved.Offered)).toBeTruthy();
    expect(api.callsTo('POST /offer')[0]!.body).toEqual({
      listing_id: 42,
      price: 0.23,
      qty: 124,
      incoterm: 'FOB',
      delivery_state: 'CA',
      payment_terms: 'deposit_30',
      lead_time: 10,
      message: 'Can you ship next week?',
    });
    // On to My Bids.
    expect(await screen.findByRole('tab', { name: T.tabs.bids, selected: true })).toBeTruthy();
  });

  it("shows the contract rule's messages before sending, and the server's under its field", async () => {
    const { api, app } = await openOfferForm(() => fail(422, { error: M.quantityGone, errors: { qty: [M.qtyAboveAvailable(40)] } }));
    await app.user.type(control(T.form.price.watt), '1.5');
    await app.user.clear(control(T.form.qty));
    await app.user.type(control(T.form.qty), '40');
    await app.user.click(screen.getByRole('button', { name: T.form.send }));
    expect(messageUnder(control(T.form.qty))).toBe(M.qtyBelowMoq(62));
    expect(messageUnder(control(T.form.incoterm))).toBe(M.incotermRequired);
    expect(messageUnder(control(T.form.price.watt))).toBe('For panels, the value cannot be greater than 1 or less than 0.');
    expect(api.callsTo('POST /offer')).toHaveLength(0);

    await app.user.clear(control(T.form.price.watt));
    await app.user.type(control(T.form.price.watt), '0.23');
    await app.user.clear(control(T.form.qty));
    await app.user.type(control(T.form.qty), '62');
    await fillTerms(app);
    await app.user.click(screen.getByRole('button', { name: T.form.send }));
    await waitFor(() => expect(messageUnder(control(T.form.qty))).toBe(M.qtyAboveAvailable(40)));
  });
});

describe('offers and bids', () => {
  it("lists a seller's offers with the moves of their turn, and accepts one with its revision", async () => {
    signedInAs(SELLER, ['customer', 'seller']);
    const offered = offerView('seller', { moves: ['Countered', 'Accepted', 'Rejected'] });
    const accepted = offerView('seller', { status: 'Accepted', moves: ['Withdrawn'], revision: 2 });
    let current = offered;
    const api = fakeApi({
      'GET /offer': (call: ApiCall) => (new URL(call.url, 'http://localhost').searchParams.get('side') === 'seller' ? page([current]) : page([])),
      'POST /offer-status/offer-1': () => {
        current = accepted;
        return ok(accepted, M.moved.Accepted);
      },
    });
    const app = await renderApp('/trader/offer-or-bid');
    expect(await screen.findByRole('tab', { name: T.tabs.selling, selected: true })).toBeTruthy();
    const card = await screen.findByRole('article', { name: offered.deal.name });
    expect(within(card).getByText(T.card.yourTurn, { exact: false })).toBeTruthy();
    expect(within(card).getByText('$15,686.00')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: T.actions.withdraw })).toBeNull();

    await app.user.click(within(card).getByRole('button', { name: T.actions.accept }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.actions.acceptDialog.confirm }));
    expect(await findToast(M.moved.Accepted)).toBeTruthy();
    expect(api.callsTo('POST /offer-status/offer-1')[0]!.body).toEqual({ status: 'Accepted', revision: 1 });
    await waitFor(() => expect(within(screen.getByRole('article', { name: offered.deal.name })).getByText('Accepted')).toBeTruthy());
  });

  it("counters on the standing terms through the path of the deal's equipment", async () => {
    signedInAs(BUYER, ['customer']);
    const countered = offerView('buyer', { status: 'Countered', price: 0.245, moves: ['Offered', 'Accepted', 'Rejected', 'Withdrawn'], revision: 2 });
    const api = fakeApi({
      'GET /offer': page([countered]),
      'POST /panel-offer-update/offer-1': ok(offerView('buyer', { price: 0.238, revision: 3 }), M.moved.Offered),
    });
    const app = await renderApp('/trader/offer-or-bid');
    const card = await screen.findByRole('article', { name: countered.deal.name });
    // A buyer has no Selling Offers tab.
    expect(screen.queryByRole('tab', { name: T.tabs.selling })).toBeNull();
    await app.user.click(within(card).getByRole('button', { name: T.actions.counter }));
    const price = control(T.form.price.watt, card);
    expect(price.value).toBe('0.245');
    await app.user.clear(price);
    await app.user.type(price, '0.238');
    await app.user.click(within(card).getByRole('button', { name: T.form.sendCounter }));
    expect(await findToast(M.moved.Offered)).toBeTruthy();
    expect(api.callsTo('POST /panel-offer-update/offer-1')[0]!.body).toEqual({
      price: 0.238,
      qty: 124,
      incoterm: 'FOB',
      delivery_state: 'CA',
      payment_terms: 'deposit_30',
      lead_time: 10,
      message: null,
      revision: 2,
    });
  });

  it('shows a stale answer (the other side moved first) and fetches the offers again', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      'GET /offer': page([offerView('buyer', { status: 'Countered', moves: ['Offered', 'Accepted', 'Rejected', 'Withdrawn'], revision: 2 })]),
      'POST /offer-status/offer-1': fail(409, { error: M.stale }),
    });
    const app = await renderApp('/trader/offer-or-bid');
    const card = await screen.findByRole('article', { name: panelDeal().name });
    await app.user.click(within(card).getByRole('button', { name: T.actions.accept }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.actions.acceptDialog.confirm }));
    expect(await findToast(M.stale)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /offer').length).toBeGreaterThan(1));
  });

  it("asks in the site's modal before accepting, saying what the acceptance holds; Cancel and Escape send nothing", async () => {
    signedInAs(SELLER, ['customer', 'seller']);
    const offered = offerView('seller', { moves: ['Countered', 'Accepted', 'Rejected'] });
    const api = fakeApi({
      'GET /offer': page([offered]),
      'POST /offer-status/offer-1': ok(offerView('seller', { status: 'Accepted', moves: ['Withdrawn'], revision: 2 }), M.moved.Accepted),
    });
    const native = [jest.spyOn(window, 'confirm').mockReturnValue(true), jest.spyOn(window, 'prompt').mockReturnValue('')];
    const app = await renderApp('/trader/offer-or-bid');
    const card = await screen.findByRole('article', { name: offered.deal.name });
    const accept = within(card).getByRole('button', { name: T.actions.accept });

    await app.user.click(accept);
    const dialog = screen.getByRole('dialog', { name: T.actions.acceptDialog.title });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByText(T.actions.acceptDialog.terms(offered.qty, '$15,686.00'))).toBeTruthy();
    expect(within(dialog).getByText(T.actions.acceptDialog.hold)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(accept);

    await app.user.click(accept);
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /offer-status/offer-1')).toHaveLength(0);

    await app.user.click(accept);
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.actions.acceptDialog.confirm }));
    expect(await findToast(M.moved.Accepted)).toBeTruthy();
    expect(api.callsTo('POST /offer-status/offer-1').map((call) => call.body)).toEqual([{ status: 'Accepted', revision: 1 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const spy of native) expect(spy).not.toHaveBeenCalled();
  });
});
