/** @jest-environment jsdom */
import { ADMIN_MESSAGES, MESSAGES } from '@solar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MENU_LABEL } from '../accounts/accountMenu';
import { CHROME_HIDDEN_TRADER_ADMIN_PAGES } from '../shared/chrome';
import { BUYER, fail, fakeApi, ok, renderApp, resetBrowserState, signedInAs, type ApiCall } from '../test/app';
import { ADMIN_NAV, ADMIN_PAGES, adminTitle } from './adminPages';
import { ADMIN, account, action, adminIdentity, dashboard, dealRow, moderationEntry, pageOf, queuePage } from './fixtures';
import { ADMIN_TEXT } from './text';

beforeEach(resetBrowserState);

const VALIDATE = 'GET /admin/validate-token';
const QUEUE = 'GET /admin/listing';
const DECIDE = 'POST /admin/listing/update-status';
const TRANSFER = 'POST /admin/ownership-transfer';

/** A signed-in admin whom admin/validate-token confirms, plus the given answers. */
function asAdmin(routes: Parameters<typeof fakeApi>[0] = {}) {
  signedInAs(ADMIN, ['admin']);
  return fakeApi({ [VALIDATE]: ok(adminIdentity()), ...routes });
}

const adminCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.url.startsWith('/admin/') && !call.url.startsWith('/admin/validate-token'));

describe('the admin layout', () => {
  it('refuses a signed-in user the server does not know as an admin, with a way to sign in and no data', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ [VALIDATE]: fail(403, { error: ADMIN_MESSAGES.adminOnly }), [QUEUE]: ok(queuePage([moderationEntry()])) });
    await renderApp('/trader/trader-admin/listing?status=Pending');

    expect(await screen.findByText(ADMIN_MESSAGES.adminOnly)).toBeTruthy();
    const signIn = screen.getByRole('link', { name: ADMIN_TEXT.layout.signIn });
    expect(signIn.getAttribute('href')).toBe(`/login?${new URLSearchParams({ redirect: '/trader/trader-admin/listing?status=Pending' })}`);
    expect(api.callsTo(VALIDATE)).toHaveLength(1);
    expect(adminCalls(api)).toEqual([]);
    expect(screen.queryByText(moderationEntry().title)).toBeNull();
    expect(screen.queryByRole('navigation', { name: ADMIN_TEXT.layout.navLabel })).toBeNull();
  });

  it('refuses a visitor who is not signed in without asking the server', async () => {
    const api = fakeApi();
    await renderApp('/trader/trader-admin/dashboard');
    expect(await screen.findByText(ADMIN_MESSAGES.adminOnly)).toBeTruthy();
    expect(api.callsTo(VALIDATE)).toEqual([]);
    expect(adminCalls(api)).toEqual([]);
  });

  it("names the signed-in admin and links every admin page, without the site's header and footer", async () => {
    asAdmin({ 'GET /admin/dashboard': ok(dashboard()) });
    await renderApp('/trader/trader-admin/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: ADMIN_TEXT.layout.navLabel }));
    const hrefs = nav.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(ADMIN_NAV.flatMap((group) => group.items.map((item) => `/trader/trader-admin/${item.page}${item.hash ? `#${item.hash}` : ''}`)));
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText(MESSAGES.footer.text)).toBeNull();
    expect(screen.queryByPlaceholderText(MESSAGES.search.placeholder)).toBeNull();

    // The dashboard's counts and weekly graph.
    const figures = within(screen.getByRole('list', { name: ADMIN_TEXT.dashboard.figures }));
    expect(figures.getByRole('link', { name: `${ADMIN_TEXT.dashboard.pendingDeals}: 3` }).getAttribute('href')).toBe(
      '/trader/trader-admin/listing?kind=deal&status=Pending',
    );
    expect(figures.getByText('$62,744.50')).toBeTruthy();
    expect(figures.getByText('272.8 kW')).toBeTruthy();
    expect(screen.getByRole('img', { name: ADMIN_TEXT.dashboard.chartLabel(12, '$15,686.00') })).toBeTruthy();
  });

  it('sends the bare admin root to the dashboard', async () => {
    asAdmin({ 'GET /admin/dashboard': ok(dashboard()) });
    const app = await renderApp('/trader/trader-admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(app.location().pathname).toBe('/trader/trader-admin/dashboard');
  });

  it('routes every page of the admin list and hides the chrome on each', () => {
    expect(ADMIN_PAGES.map((page) => page.path).sort()).toEqual([...CHROME_HIDDEN_TRADER_ADMIN_PAGES].sort());
  });

  it.each(ADMIN_PAGES.map((page) => page.path))('builds /trader/trader-admin/%s: its heading, no placeholder', async (path) => {
    asAdmin({
      'GET /admin/dashboard': ok(dashboard()),
      [QUEUE]: ok(queuePage([])),
      'GET /admin/get-deals': ok(pageOf([dealRow()])),
      'GET /admin/get-sold-deals': ok(pageOf([{ ...dealRow({ status: 'Contract' }), sold_qty: 62, contracts: 1, sold_total: 7161 }])),
      'GET /admin/offers': ok(pageOf([])),
      'GET /admin/chats': ok(pageOf([])),
      'GET /admin/ownership-transfer': ok(pageOf([])),
      'GET /admin/audit-log': ok(pageOf([])),
      'GET /admin/banner': ok([]),
      'GET /admin/ads': ok([]),
      'GET /admin/merchandising/featured-products': ok([]),
      'GET /admin/merchandising/hot-products': ok([]),
      'GET /admin/merchandising-candidates': ok([]),
    });
    await renderApp(`/trader/trader-admin/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: adminTitle(path) })).toBeTruthy();
    expect(screen.queryByText('This page is coming soon.')).toBeNull();
    expect(screen.queryByText(MESSAGES.footer.text)).toBeNull();
  });
});

describe('the moderation queue', () => {
  const waiting = moderationEntry();
  const edit = moderationEntry({
    kind: 'item',
    uuid: 'item-uuid-7',
    id: 7,
    title: 'Tiger Neo 440W Panel',
    status: 'Approved',
    awaiting: 'edit',
    price_label: '$169.00',
    category: 'Solar Panels',
  });
  const COUNTS = { Pending: 2, Approved: 14, Rejected: 1, All: 31 };

  it('lists deals and shop items waiting, with the counts per status, each linked to its detail', async () => {
    const api = asAdmin({ [QUEUE]: ok(queuePage([waiting, edit], COUNTS)) });
    await renderApp('/trader/trader-admin/listing');

    const table = within(await screen.findByRole('table', { name: ADMIN_TEXT.queue.tableLabel }));
    expect(table.getByRole('link', { name: waiting.title }).getAttribute('href')).toBe('/trader/trader-admin/product-detail?kind=deal&uuid=deal-uuid-41');
    expect(table.getByRole('link', { name: edit.title }).getAttribute('href')).toBe('/trader/trader-admin/product-detail?kind=item&uuid=item-uuid-7');
    expect(table.getByText(ADMIN_TEXT.queue.awaiting.edit)).toBeTruthy();
    expect(table.getByText('$169.00')).toBeTruthy();

    const filters = within(screen.getByRole('group', { name: ADMIN_TEXT.queue.statusLabel }));
    expect(filters.getByRole('button', { name: 'Pending 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(filters.getByRole('button', { name: 'Approved 14' })).toBeTruthy();
    expect(filters.getByRole('button', { name: 'All 31' })).toBeTruthy();
    expect(new URL(api.callsTo(QUEUE)[0]!.url, 'http://localhost').searchParams.toString()).toBe('kind=all&status=Pending&page_no=1&per_page=20');
  });

  it('asks for the queue of another kind and status', async () => {
    const api = asAdmin({ [QUEUE]: ok(queuePage([waiting], COUNTS)) });
    const app = await renderApp('/trader/trader-admin/listing');
    await screen.findByRole('table', { name: ADMIN_TEXT.queue.tableLabel });
    await app.user.click(screen.getByRole('tab', { name: ADMIN_TEXT.queue.tabs.item }));
    await app.user.click(within(screen.getByRole('group', { name: ADMIN_TEXT.queue.statusLabel })).getByRole('button', { name: 'Rejected 1' }));
    await waitFor(() => expect(api.callsTo(QUEUE).at(-1)!.url).toBe('/admin/listing?kind=item&status=Rejected&page_no=1&per_page=20'));
  });

  it('rejects only with a reason, shows the refusal in the dialog, and shows the decision as sent', async () => {
    let decided = 0;
    const api = asAdmin({
      [QUEUE]: ok(queuePage([waiting], COUNTS)),
      [DECIDE]: (call: ApiCall) => {
        decided += 1;
        return decided === 1
          ? fail(422, { error: 'A Pending deal cannot be moved to Rejected by an admin.' })
          : ok(
              action({
                action: 'listing.moderated',
                state: 'sent',
                target: { kind: 'deal', id: 'deal-uuid-41', label: waiting.title },
                after: call.body as Record<string, unknown>,
              }),
              ADMIN_MESSAGES.decisionSent('Rejected'),
              202,
            );
      },
    });
    const app = await renderApp('/trader/trader-admin/listing');
    await app.user.click(await screen.findByRole('button', { name: `${ADMIN_TEXT.queue.reject} ${waiting.title}` }));

    const dialog = within(await screen.findByRole('dialog', { name: ADMIN_TEXT.queue.rejectTitle(waiting.title) }));
    await app.user.click(dialog.getByRole('button', { name: ADMIN_TEXT.queue.reject }));
    expect(dialog.getByText(ADMIN_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.callsTo(DECIDE)).toEqual([]);

    await app.user.type(dialog.getByLabelText(ADMIN_TEXT.common.reason), 'The pictures show another panel.');
    await app.user.click(dialog.getByRole('button', { name: ADMIN_TEXT.queue.reject }));
    expect(await dialog.findByText('A Pending deal cannot be moved to Rejected by an admin.')).toBeTruthy();

    await app.user.click(dialog.getByRole('button', { name: ADMIN_TEXT.queue.reject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(DECIDE).map((call) => call.body)).toEqual([
      { kind: 'deal', uuid: 'deal-uuid-41', status: 'Rejected', reason: 'The pictures show another panel.' },
      { kind: 'deal', uuid: 'deal-uuid-41', status: 'Rejected', reason: 'The pictures show another panel.' },
    ]);
    expect(await screen.findByText(ADMIN_TEXT.queue.sentAs('Rejected'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: `${ADMIN_TEXT.queue.reject} ${waiting.title}` })).toBeNull();
  });

  it('approves at once and asks again until the entry has left the queue', async () => {
    let applied = false;
    const api = asAdmin({
      [QUEUE]: () => ok(queuePage(applied ? [] : [waiting], COUNTS)),
      [DECIDE]: () => ok(action({ action: 'listing.moderated', state: 'sent' }), ADMIN_MESSAGES.decisionSent('Approved'), 202),
    });
    const app = await renderApp('/trader/trader-admin/listing');
    await app.user.click(await screen.findByRole('button', { name: `${ADMIN_TEXT.queue.approve} ${waiting.title}` }));
    expect(await screen.findByText(ADMIN_TEXT.queue.sentAs('Approved'))).toBeTruthy();
    expect(api.callsTo(DECIDE)[0]!.body).toEqual({ kind: 'deal', uuid: 'deal-uuid-41', status: 'Approved', reason: null });

    const asked = api.callsTo(QUEUE).length;
    applied = true;
    await waitFor(() => expect(screen.getByText(ADMIN_TEXT.queue.empty)).toBeTruthy(), { timeout: 4000 });
    expect(api.callsTo(QUEUE).length).toBeGreaterThan(asked);
  });
});

describe('the ownership transfer', () => {
  const deals = [
    dealRow(),
    dealRow({ uuid: 'deal-uuid-42', id: 42, title: 'Hybrid inverter 10 kW, 40 units', price: 1299, price_per_watt: null, unit_price: 1299 }),
  ];
  const target = account();

  it('sends one transfer with one request id however often it is clicked, then follows it to its end', async () => {
    let polled = 0;
    const api = asAdmin({
      'GET /admin/get-deals': ok(pageOf(deals)),
      'GET /admin/accounts': ok(pageOf([target])),
      'GET /admin/ownership-transfer': ok(pageOf([])),
      [TRANSFER]: (call: ApiCall) => ok(action({ id: 't-1', after: call.body as Record<string, unknown> }), ADMIN_MESSAGES.transferStarted, 202),
      'GET /admin/ownership-transfer/t-1': () => {
        polled += 1;
        const done = polled > 1;
        return ok(
          action({
            id: 't-1',
            state: done ? 'compensated' : 'compensating',
            message: done ? 'Undone: one deal refused.' : 'Undoing…',
            steps: [
              {
                kind: 'deal',
                uuid: 'deal-uuid-41',
                title: deals[0]!.title,
                request: {},
                outcome: done ? 'unchanged' : 'applied',
                reason: null,
                from_seller: { id: 'u-seller', name: 'Sam Seller', email: 'seller@solar-marketplace.local' },
              },
              {
                kind: 'deal',
                uuid: 'deal-uuid-42',
                title: deals[1]!.title,
                request: {},
                outcome: 'refused',
                reason: ADMIN_MESSAGES.signedContract,
                from_seller: null,
              },
            ],
          }),
        );
      },
    });
    const app = await renderApp('/trader/trader-admin/deals-ownership');

    await app.user.click(await screen.findByRole('checkbox', { name: ADMIN_TEXT.bulk.select(deals[0]!.title) }));
    await app.user.click(screen.getByRole('checkbox', { name: ADMIN_TEXT.bulk.select(deals[1]!.title) }));
    expect(screen.getByText(ADMIN_TEXT.bulk.chosen(2))).toBeTruthy();

    // Without a target nothing is sent.
    await app.user.click(screen.getByRole('button', { name: ADMIN_TEXT.ownership.submit }));
    expect(screen.getByText(ADMIN_TEXT.ownership.targetRequired)).toBeTruthy();

    await app.user.type(screen.getByLabelText(ADMIN_TEXT.ownership.targetSearch), 'sue');
    await app.user.click(await screen.findByRole('button', { name: /Sue Supplier/ }));
    expect(screen.getByText(ADMIN_TEXT.ownership.chosenTarget('Sue Supplier'))).toBeTruthy();
    expect(new URL(api.callsTo('GET /admin/accounts').at(-1)!.url, 'http://localhost').searchParams.get('role')).toBe('seller');

    const submit = screen.getByRole('button', { name: ADMIN_TEXT.ownership.submit });
    await act(async () => {
      submit.click();
      submit.click();
      submit.click();
    });
    await screen.findByRole('heading', { name: new RegExp(ADMIN_TEXT.ownership.progress) });
    expect(api.callsTo(TRANSFER)).toHaveLength(1);
    const body = api.callsTo(TRANSFER)[0]!.body as { deal_uuids: string[]; to_seller_id: string; request_id: string };
    expect([...body.deal_uuids].sort()).toEqual(['deal-uuid-41', 'deal-uuid-42']);
    expect(body.to_seller_id).toBe('u-supplier');
    expect(body.request_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The saga: compensating, then compensated with the refusing deal's reason.
    const progress = within((await screen.findByRole('table', { name: ADMIN_TEXT.ownership.progress })).closest('section') as HTMLElement);
    expect(await progress.findByText(ADMIN_TEXT.states.compensated, {}, { timeout: 4000 })).toBeTruthy();
    expect(progress.getByText(ADMIN_MESSAGES.signedContract)).toBeTruthy();
    expect(progress.getByText('Sam Seller')).toBeTruthy();
  });

  it('names only the new owner in the past transfers, not the whole sentence', async () => {
    const past = action({
      id: 't-3',
      state: 'completed',
      target: { kind: 'deals', id: 'u-supplier', label: '2 deals to Sue Supplier' },
      after: { to_seller_id: 'u-supplier', to_seller: 'Sue Supplier', deal_uuids: ['deal-uuid-41', 'deal-uuid-42'] },
    });
    asAdmin({ 'GET /admin/get-deals': ok(pageOf(deals)), 'GET /admin/ownership-transfer': ok(pageOf([past])) });
    await renderApp('/trader/trader-admin/deals-ownership');

    const table = await screen.findByRole('table', { name: ADMIN_TEXT.ownership.past });
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === ADMIN_TEXT.ownership.target);
    expect(within(table).getAllByRole('row')[1]!.querySelectorAll('td')[column]!.textContent).toBe('Sue Supplier');
  });

  it('keeps the request id of a transfer whose answer was lost, so trying again moves nothing twice', async () => {
    let attempts = 0;
    const api = asAdmin({
      'GET /admin/get-deals': ok(pageOf(deals)),
      'GET /admin/accounts': ok(pageOf([target])),
      'GET /admin/ownership-transfer': ok(pageOf([])),
      [TRANSFER]: () => (++attempts === 1 ? fail(500) : ok(action({ id: 't-2', state: 'completed' }), undefined, 200)),
      'GET /admin/ownership-transfer/t-2': ok(action({ id: 't-2', state: 'completed' })),
    });
    const app = await renderApp('/trader/trader-admin/deals-ownership');
    await app.user.click(await screen.findByRole('checkbox', { name: ADMIN_TEXT.bulk.select(deals[0]!.title) }));
    await app.user.type(screen.getByLabelText(ADMIN_TEXT.ownership.targetSearch), 'sue');
    await app.user.click(await screen.findByRole('button', { name: /Sue Supplier/ }));
    await app.user.click(screen.getByRole('button', { name: ADMIN_TEXT.ownership.submit }));
    expect(await screen.findByText(MESSAGES.http.serverError, { exact: false })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: ADMIN_TEXT.ownership.submit }));
    await screen.findByText(ADMIN_TEXT.states.completed);
    const ids = api.callsTo(TRANSFER).map((call) => (call.body as { request_id: string }).request_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });
});

describe('the profile menu', () => {
  const entries = () => within(screen.getByRole('list', { name: MESSAGES.account.myAccount })).queryAllByRole('link');

  it("offers admins an 'Admin' entry to the admin dashboard", async () => {
    signedInAs(ADMIN, ['admin']);
    fakeApi();
    await renderApp('/brands');
    const admin = entries().find((link) => link.textContent?.trim() === ADMIN_MENU_LABEL);
    expect(admin?.getAttribute('href')).toBe('/trader/trader-admin/dashboard');
  });

  it('has no admin entry for anyone else', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi();
    await renderApp('/brands');
    expect(entries().map((link) => link.textContent?.trim())).not.toContain(ADMIN_MENU_LABEL);
    expect(entries().length).toBeGreaterThan(0);
  });
});

describe('deleting an ad', () => {
  it("asks in the site's modal, saying the delete is for good: Cancel sends nothing, Delete sends it", async () => {
    const ad = {
      id: 'ad-1',
      slot: 'home-top' as const,
      title: 'Inverters at trade prices',
      image_url: '/files/ads/ad-1/685x450.webp',
      link: '/trader/deals/solar-inverters',
      starts_at: '2026-11-01T00:00:00.000Z',
      ends_at: null,
      active: true,
      clicks: 3,
      created_at: '',
      updated_at: '',
    };
    const api = asAdmin({ 'GET /admin/ads': ok([ad]), 'DELETE /admin/ads/ad-1': ok({ id: 'ad-1' }, ADMIN_MESSAGES.deleted) });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const app = await renderApp('/trader/trader-admin/ads-management');
    const remove = await screen.findByRole('button', { name: ADMIN_TEXT.creative.remove(ad.title) });
    await app.user.click(remove);
    let dialog = screen.getByRole('dialog', { name: ADMIN_TEXT.ads.confirmDelete(ad.title) });
    expect(within(dialog).getByText(ADMIN_TEXT.creative.deleteDialog.consequence)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE /admin/ads/ad-1')).toHaveLength(0);

    await app.user.click(remove);
    dialog = screen.getByRole('dialog', { name: ADMIN_TEXT.ads.confirmDelete(ad.title) });
    await app.user.click(within(dialog).getByRole('button', { name: ADMIN_TEXT.creative.deleteDialog.confirm }));
    await waitFor(() => expect(api.callsTo('DELETE /admin/ads/ad-1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('the price listing', () => {
  it('edits a price in place as a bulk edit of one, then shows what the trader answered', async () => {
    let polled = 0;
    const deal = dealRow();
    const api = asAdmin({
      'GET /admin/get-deals': ok(pageOf([deal])),
      'POST /admin/bulk-edit': ok(action({ id: 'job-1', action: 'deal.edited', state: 'sent' }), ADMIN_MESSAGES.editSent, 202),
      'GET /admin/bulk-edit/job-1': () => {
        polled += 1;
        const step = { kind: 'deal' as const, uuid: deal.uuid, title: deal.title, request: { price: 0.195 }, from_seller: null };
        return ok(
          polled > 1
            ? action({
                id: 'job-1',
                action: 'deal.edited',
                state: 'refused',
                steps: [{ ...step, outcome: 'refused', reason: 'The price per watt may have at most 4 decimals.' }],
              })
            : action({ id: 'job-1', action: 'deal.edited', state: 'sent', steps: [{ ...step, outcome: 'pending', reason: null }] }),
        );
      },
    });
    const app = await renderApp('/trader/trader-admin/price-listing');
    await app.user.click(await screen.findByRole('button', { name: ADMIN_TEXT.price.editPrice(deal.title) }));
    const input = screen.getByLabelText(ADMIN_TEXT.price.newPrice(deal.title));
    await app.user.clear(input);
    await app.user.type(input, '1.5');
    await app.user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(screen.getByText(ADMIN_TEXT.price.invalid)).toBeTruthy();
    expect(api.callsTo('POST /admin/bulk-edit')).toEqual([]);

    await app.user.clear(input);
    await app.user.type(input, '0.195');
    await app.user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(ADMIN_TEXT.price.waiting)).toBeTruthy();
    const body = api.callsTo('POST /admin/bulk-edit')[0]!.body as { changes: unknown[]; request_id: string };
    expect(body.changes).toEqual([{ deal_uuid: deal.uuid, price: 0.195 }]);
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(ADMIN_TEXT.price.refused('The price per watt may have at most 4 decimals.'), {}, { timeout: 4000 })).toBeTruthy();
  });
});
