/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { SHARED_TEXT } from '../../shared/text';
import { fail, fakeApi, findToast, ok, renderApp, resetBrowserState, SELLER, signedInAs, type ApiCall, type Reply } from '../../test/app';
import { INVERTERS, pageOf, sellerDeal, statusAsked } from './fixtures';
import { LISTINGS_TEXT } from './text';

beforeEach(resetBrowserState);
afterEach(() => {
  // The phone layout test replaces matchMedia; the others run without one, as jsdom does.
  Reflect.deleteProperty(window, 'matchMedia');
});

const L = LISTINGS_TEXT.list;
const A = LISTINGS_TEXT.actions;
const USER_DEALS = 'POST /listing/user-deals';

const PANEL_LOT = sellerDeal({ id: 41, name: 'Jinko Tiger Neo 440W pallet lot', status: 'Approved', price: 0.2475, moq: 2, moq_unit: 'pallets' });
const INVERTER_LOT = sellerDeal({
  id: 42,
  name: 'SMA Sunny Tripower 25kW',
  status: 'Incomplete',
  category: INVERTERS,
  price: 1850,
  moq: 4,
  moq_unit: null,
  total_qty: 40,
});
const REJECTED_LOT = sellerDeal({ id: 43, name: 'Canadian Solar HiKu 6 container', status: 'Rejected', status_reason: 'The datasheet is missing.' });
const SOLD_LOT = sellerDeal({ id: 44, name: 'Trina Vertex S 405W', status: 'Contract' });

/** A signed-in seller on Deals listing; user-deals answers `answer` (every deal by default). */
async function openListing(
  url = '/trader/deals-listing',
  answer: (call: ApiCall) => Reply = () => ok(pageOf([PANEL_LOT, INVERTER_LOT, REJECTED_LOT, SOLD_LOT])),
) {
  signedInAs(SELLER, ['seller']);
  const api = fakeApi({ [USER_DEALS]: answer });
  const app = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: LISTINGS_TEXT.pages.dealsListing });
  return { api, app };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const bodies = (api: ReturnType<typeof fakeApi>) => api.callsTo(USER_DEALS).map((call) => call.body);
/** The status moves a row offers, by their visible text. */
const movesOf = (name: string) =>
  within(row(name))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '');

describe('Deals listing', () => {
  it('shows each deal with its picture, category, price per watt or per unit, quantity, MOQ and status', async () => {
    await openListing();
    await screen.findByRole('link', { name: PANEL_LOT.name });
    expect(document.title).toMatch(/^Deals Listing \|/);
    const breadcrumbs = within(screen.getByRole('navigation', { name: 'breadcrumb' }));
    expect(breadcrumbs.getByRole('link', { name: LISTINGS_TEXT.pages.hub }).getAttribute('href')).toBe('/trader/trader-deals');

    const panels = within(row(PANEL_LOT.name));
    expect(panels.getByText('Solar Panels')).toBeTruthy();
    expect(panels.getByText('$0.2475 /W')).toBeTruthy();
    expect(panels.getByText('720 panels')).toBeTruthy();
    expect(panels.getByText('2 pallets')).toBeTruthy();
    expect(panels.getByText('Approved')).toBeTruthy();
    const picture = panels.getByRole('presentation') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/files/deal-41-300x300.jpg');
    expect(picture.getAttribute('width')).toBe('300');
    expect(picture.getAttribute('height')).toBe('300');

    const inverters = within(row(INVERTER_LOT.name));
    expect(inverters.getByText('$1,850.00 /unit')).toBeTruthy();
    expect(inverters.getByText('40 units')).toBeTruthy();
    expect(inverters.getByText('4 units')).toBeTruthy();
    expect(inverters.getByText('Incomplete')).toBeTruthy();

    expect(within(row(REJECTED_LOT.name)).getByText(L.reason('The datasheet is missing.'))).toBeTruthy();
  });

  it('links each deal to its page, its edit form and its inventory', async () => {
    await openListing();
    await screen.findByRole('link', { name: PANEL_LOT.name });
    const panels = within(row(PANEL_LOT.name));
    expect(screen.getByRole('link', { name: PANEL_LOT.name }).getAttribute('href')).toBe('/trader/deal/jinko-tiger-neo-440w-pallet-lot-41');
    expect(panels.getByRole('link', { name: `${A.view}: ${PANEL_LOT.name}` }).getAttribute('href')).toBe('/trader/deal/jinko-tiger-neo-440w-pallet-lot-41');
    expect(panels.getByRole('link', { name: `${A.edit}: ${PANEL_LOT.name}` }).getAttribute('href')).toBe('/trader/edit-deal?id=41');
    expect(panels.getByRole('link', { name: `${A.editInventory}: ${PANEL_LOT.name}` }).getAttribute('href')).toBe('/trader/edit-inventory?id=41');
  });

  it('says when a live deal has changes waiting for approval, or why its last changes were turned down', async () => {
    const waiting = sellerDeal({ id: 51, name: 'LONGi Hi-MO 6 lot', status: 'Active' });
    waiting.pending_revision = { ...waiting, name: 'LONGi Hi-MO 6 lot, 2 containers', submitted_at: '2026-03-03T10:00:00.000Z' };
    const turnedDown = sellerDeal({ id: 52, name: 'REC Alpha Pure lot', status: 'Active', revision_reason: 'The new price is not per watt.' });
    await openListing('/trader/deals-listing', () => ok(pageOf([waiting, turnedDown, PANEL_LOT])));
    await screen.findByRole('link', { name: waiting.name });

    // The row shows the live version buyers still see.
    expect(within(row(waiting.name)).getByText('Active')).toBeTruthy();
    expect(within(row(waiting.name)).getByText(L.revisionWaiting)).toBeTruthy();
    expect(within(row(turnedDown.name)).getByText(L.revisionTurnedDown('The new price is not per watt.'))).toBeTruthy();
    expect(within(row(PANEL_LOT.name)).queryByText(L.revisionWaiting)).toBeNull();
  });

  it('has the spec’s status tabs, and each sends its status (All none)', async () => {
    const { api, app } = await openListing();
    await screen.findByRole('link', { name: PANEL_LOT.name });
    const tabs = within(screen.getByRole('tablist', { name: L.tabs }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pending',
      'Approved',
      'Incomplete',
      'Rejected',
      'Disabled',
      'Contract',
      'Active',
      'OutOfStock',
      'Inactive',
      'All',
      'Private',
    ]);
    expect(tabs.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(bodies(api).at(-1)).toEqual({ page: 1, limit: 20, orderby: { created_at: 'desc' } });

    for (const status of ['Pending', 'OutOfStock', 'Private'] as const) {
      await app.user.click(tabs.getByRole('tab', { name: status }));
      await waitFor(() => expect(bodies(api).at(-1)).toEqual({ where: { status }, page: 1, limit: 20, orderby: { created_at: 'desc' } }));
      expect(tabs.getByRole('tab', { name: status }).getAttribute('aria-selected')).toBe('true');
      expect(app.location().search).toBe(`?status=${status}`);
    }

    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(statusAsked(api.callsTo(USER_DEALS).at(-1)!)).toBe('All'));
    expect(app.location().search).toBe('');
  });

  it('opens on the tab the URL names, and searches and pages within it', async () => {
    const { api, app } = await openListing('/trader/deals-listing?status=Rejected', (call) =>
      ok(pageOf([REJECTED_LOT], (call.body as { page: number }).page, 3)),
    );
    await screen.findByRole('link', { name: REJECTED_LOT.name });
    expect(screen.getByRole('tab', { name: 'Rejected' }).getAttribute('aria-selected')).toBe('true');
    expect(bodies(api).at(-1)).toEqual({ where: { status: 'Rejected' }, page: 1, limit: 20, orderby: { created_at: 'desc' } });

    await app.user.type(screen.getByRole('searchbox', { name: L.search }), '  hiku {Enter}');
    await waitFor(() =>
      expect(bodies(api).at(-1)).toEqual({ where: { status: 'Rejected' }, query: 'hiku', page: 1, limit: 20, orderby: { created_at: 'desc' } }),
    );

    await app.user.click(screen.getByRole('button', { name: SHARED_TEXT.pager.next }));
    await waitFor(() =>
      expect(bodies(api).at(-1)).toEqual({ where: { status: 'Rejected' }, query: 'hiku', page: 2, limit: 20, orderby: { created_at: 'desc' } }),
    );
    expect(await screen.findByText(SHARED_TEXT.pager.page(2, 3))).toBeTruthy();
    expect(new URLSearchParams(app.location().search).get('page')).toBe('2');

    // A new tab starts again from its first page.
    await app.user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() =>
      expect(bodies(api).at(-1)).toEqual({ where: { status: 'Pending' }, query: 'hiku', page: 1, limit: 20, orderby: { created_at: 'desc' } }),
    );
  });

  it('offers only the moves the transition table gives a seller from each status', async () => {
    const pending = sellerDeal({ id: 45, name: 'Qcells Q.PEAK DUO lot', status: 'Pending' });
    const paused = sellerDeal({ id: 46, name: 'Hanwha lot', status: 'Inactive' });
    const hidden = sellerDeal({ id: 47, name: 'Silfab lot', status: 'Private' });
    const soldOut = sellerDeal({ id: 48, name: 'Aptos lot', status: 'OutOfStock' });
    const stopped = sellerDeal({ id: 49, name: 'Mission lot', status: 'Disabled' });
    await openListing('/trader/deals-listing', () => ok(pageOf([PANEL_LOT, INVERTER_LOT, REJECTED_LOT, SOLD_LOT, pending, paused, hidden, soldOut, stopped])));
    await screen.findByRole('link', { name: PANEL_LOT.name });

    expect(movesOf(INVERTER_LOT.name)).toEqual(['Submit for approval']);
    expect(movesOf(pending.name)).toEqual(['Back to draft']);
    expect(movesOf(REJECTED_LOT.name)).toEqual(['Resubmit for approval']);
    expect(movesOf(PANEL_LOT.name)).toEqual(['Mark as active', 'Pause', 'Make private']);
    expect(movesOf(hidden.name)).toEqual(['Make public', 'Pause']);
    expect(movesOf(paused.name)).toEqual(['Publish again', 'Make private']);
    expect(movesOf(soldOut.name)).toEqual(['Pause']);
    // Contract and Disabled are the marketplace's and the admins' to lift; nothing an admin does is offered.
    expect(movesOf(SOLD_LOT.name)).toEqual([]);
    expect(movesOf(stopped.name)).toEqual([]);
  });

  it('moves a deal through listing/update-status, says so and reloads the list', async () => {
    let moved = false;
    const { api, app } = await openListing('/trader/deals-listing', () => ok(pageOf([moved ? { ...PANEL_LOT, status: 'Inactive' } : PANEL_LOT])));
    api.on('POST /listing/update-status', () => {
      moved = true;
      return ok({ ...PANEL_LOT, status: 'Inactive' }, 'The deal is now Inactive.');
    });
    await screen.findByRole('link', { name: PANEL_LOT.name });
    const before = api.callsTo(USER_DEALS).length;

    await app.user.click(within(row(PANEL_LOT.name)).getByRole('button', { name: `Pause: ${PANEL_LOT.name}` }));
    expect(await findToast('The deal is now Inactive.')).toBeTruthy();
    expect(api.callsTo('POST /listing/update-status').map((call) => call.body)).toEqual([{ listing_id: 41, status: 'Inactive' }]);
    await waitFor(() => expect(within(row(PANEL_LOT.name)).getByText('Inactive')).toBeTruthy());
    expect(api.callsTo(USER_DEALS).length).toBeGreaterThan(before);
    expect(movesOf(PANEL_LOT.name)).toEqual(['Publish again', 'Make private']);
  });

  it('shows why the server refused a move', async () => {
    const { api, app } = await openListing();
    const refusal = 'Complete the deal before sending it for approval.';
    api.on('POST /listing/update-status', fail(422, { error: refusal }));
    await screen.findByRole('link', { name: INVERTER_LOT.name });

    await app.user.click(within(row(INVERTER_LOT.name)).getByRole('button', { name: `Submit for approval: ${INVERTER_LOT.name}` }));
    const toast = await findToast(refusal);
    expect(toast.closest('.Toastify__toast')?.className).toMatch(/error/);
    expect(api.callsTo('POST /listing/update-status')[0].body).toEqual({ listing_id: 42, status: 'Pending' });
    expect(within(row(INVERTER_LOT.name)).getByText('Incomplete')).toBeTruthy();
  });

  it('duplicates a deal as a draft through listing/duplicate-deal and shows the copy', async () => {
    const copy = sellerDeal({ id: 60, name: `${PANEL_LOT.name} (copy)`, status: 'Incomplete' });
    let copied = false;
    const { api, app } = await openListing('/trader/deals-listing', () => ok(pageOf(copied ? [copy, PANEL_LOT] : [PANEL_LOT])));
    api.on('POST /listing/duplicate-deal', () => {
      copied = true;
      return ok(copy, 'The deal has been copied as a draft.', 201);
    });
    await screen.findByRole('link', { name: PANEL_LOT.name });

    await app.user.click(within(row(PANEL_LOT.name)).getByRole('button', { name: `${A.duplicate}: ${PANEL_LOT.name}` }));
    expect(await findToast('The deal has been copied as a draft.')).toBeTruthy();
    expect(api.callsTo('POST /listing/duplicate-deal').map((call) => call.body)).toEqual([{ listing_id: 41 }]);
    expect(await screen.findByRole('link', { name: copy.name })).toBeTruthy();
  });

  it('invites a seller without deals to create one, and says when a search finds none', async () => {
    const { app } = await openListing('/trader/deals-listing', () => ok(pageOf([])));
    expect(await screen.findByText(L.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: LISTINGS_TEXT.create.panel.label }).getAttribute('href')).toBe('/trader/create-deal');
    expect(screen.getByRole('link', { name: LISTINGS_TEXT.create.other.label }).getAttribute('href')).toBe('/trader/create-other-component-deal');

    await app.user.type(screen.getByRole('searchbox', { name: L.search }), 'bifacial{Enter}');
    expect(await screen.findByText(L.emptySearch('bifacial'))).toBeTruthy();
  });

  it('shows one card per deal on a phone, with the same actions', async () => {
    // A phone: narrower than Bootstrap's md breakpoint.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
    });
    const { api, app } = await openListing();
    api.on('POST /listing/update-status', ok({ ...PANEL_LOT, status: 'Private' }, 'The deal is now Private.'));
    const card = within(await screen.findByRole('article', { name: PANEL_LOT.name }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getByText('$0.2475 /W')).toBeTruthy();
    expect(card.getByText('2 pallets')).toBeTruthy();
    expect(card.getByRole('link', { name: `${A.edit}: ${PANEL_LOT.name}` }).getAttribute('href')).toBe('/trader/edit-deal?id=41');

    await app.user.click(card.getByRole('button', { name: `Make private: ${PANEL_LOT.name}` }));
    expect(await findToast('The deal is now Private.')).toBeTruthy();
    expect(api.callsTo('POST /listing/update-status')[0].body).toEqual({ listing_id: 41, status: 'Private' });
  });

  it('is closed to a buyer without the seller role', async () => {
    signedInAs(SELLER, ['customer']);
    const api = fakeApi({ [USER_DEALS]: ok(pageOf([PANEL_LOT])) });
    await renderApp('/trader/deals-listing');
    expect(await screen.findByRole('button', { name: 'Become a seller' })).toBeTruthy();
    expect(api.callsTo(USER_DEALS)).toHaveLength(0);
  });
});
