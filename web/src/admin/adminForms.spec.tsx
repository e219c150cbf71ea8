/** @jest-environment jsdom */
import { ADMIN_LIMITS, ADMIN_MESSAGES } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderApp, resetBrowserState, signedInAs } from '../test/app';
import { ADMIN, adminIdentity, dealRow, moderationEntry, pageOf, queuePage } from './fixtures';
import { ADMIN_TEXT } from './text';

beforeEach(resetBrowserState);

const A = ADMIN_TEXT.ads;
const CREATE_AD = 'POST /admin/ads';

function asAdmin(routes: Parameters<typeof fakeApi>[0] = {}) {
  signedInAs(ADMIN, ['admin']);
  return fakeApi({ 'GET /admin/validate-token': ok(adminIdentity()), ...routes });
}

/** The new-ad form, opened on the ads page. */
async function openNewAd(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = asAdmin({ 'GET /admin/ads': ok([]), ...routes });
  const app = await renderApp('/trader/trader-admin/ads-management');
  await app.user.click(await screen.findByRole('button', { name: A.add }));
  const form = within(screen.getByRole('form', { name: A.add }));
  return { api, app, form };
}

describe('the ad form (react-hook-form, checked by the ad DTO and the service rules)', () => {
  it('shows the rules’ messages under their fields before any request is sent', async () => {
    const { api, app, form } = await openNewAd();
    await app.user.type(form.getByLabelText(A.fields.title), 'Batteries in stock');
    await app.user.clear(form.getByLabelText(A.fields.link));
    await app.user.type(form.getByLabelText(A.fields.link), 'javascript:alert(1)');
    await app.user.clear(form.getByLabelText(A.fields.startsAt));
    await app.user.click(form.getByRole('button', { name: ADMIN_TEXT.common.save }));

    // The start is the DTO's ISO-8601 rule; the picture and the link are the service's rules.
    const starts = form.getByLabelText(A.fields.startsAt);
    expect(await form.findByText(ADMIN_MESSAGES.date)).toBeTruthy();
    expect(starts.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(starts.getAttribute('aria-describedby')!)?.textContent).toBe(ADMIN_MESSAGES.date);
    expect(form.getByText(ADMIN_MESSAGES.image)).toBeTruthy();
    expect(form.getAllByText(ADMIN_MESSAGES.url)).toHaveLength(1);
    expect(api.callsTo(CREATE_AD)).toEqual([]);
  });

  it('sends a valid ad, and shows a server refusal (422) in the form, and a field message (400) under its field', async () => {
    let answer = fail(422, { error: ADMIN_MESSAGES.tooManyAds });
    const { api, app, form } = await openNewAd({ [CREATE_AD]: () => answer });
    await app.user.type(form.getByLabelText(A.fields.title), 'Batteries in stock');
    await app.user.type(form.getByLabelText(A.fields.image), '/files/ads/new/685x450.webp');
    await app.user.click(form.getByRole('button', { name: ADMIN_TEXT.common.save }));

    expect(await form.findByText(ADMIN_MESSAGES.tooManyAds)).toBeTruthy();
    expect(form.getByText(ADMIN_MESSAGES.tooManyAds).closest('[role="alert"]')).not.toBeNull();
    const sent = api.callsTo(CREATE_AD)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      slot: 'home-top',
      title: 'Batteries in stock',
      image_url: '/files/ads/new/685x450.webp',
      link: '/',
      ends_at: null,
      active: true,
    });
    expect(typeof sent.starts_at).toBe('string');

    answer = fail(400, { errors: { link: [ADMIN_MESSAGES.url] } });
    await app.user.click(form.getByRole('button', { name: ADMIN_TEXT.common.save }));
    await waitFor(() => expect(api.callsTo(CREATE_AD)).toHaveLength(2));
    const link = form.getByLabelText(A.fields.link);
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe(ADMIN_MESSAGES.url);
  });
});

describe('the reason dialog (react-hook-form, checked by the moderation decision DTO)', () => {
  it('refuses a reason over the DTO’s limit with its message, before any request', async () => {
    const entry = moderationEntry();
    const api = asAdmin({ 'GET /admin/listing': ok(queuePage([entry])) });
    const app = await renderApp('/trader/trader-admin/listing');
    await app.user.click(await screen.findByRole('button', { name: `${ADMIN_TEXT.queue.reject} ${entry.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: ADMIN_TEXT.queue.rejectTitle(entry.title) }));
    await app.user.click(dialog.getByLabelText(ADMIN_TEXT.common.reason));
    await app.user.paste('x'.repeat(ADMIN_LIMITS.reasonMax + 1));
    await app.user.click(dialog.getByRole('button', { name: ADMIN_TEXT.queue.reject }));
    expect(await dialog.findByText(ADMIN_MESSAGES.reasonTooLong)).toBeTruthy();
    expect(api.callsTo('POST /admin/listing/update-status')).toEqual([]);
  });
});

describe('the bulk edit form', () => {
  it('names what is missing, then the DTO’s message for a quantity out of range, before any request', async () => {
    const deal = dealRow();
    const api = asAdmin({ 'GET /admin/get-deals': ok(pageOf([deal])) });
    const app = await renderApp('/trader/trader-admin/bulk-edit');
    const form = within(await screen.findByRole('form', { name: ADMIN_TEXT.bulk.changes }));
    await app.user.click(form.getByRole('button', { name: ADMIN_TEXT.bulk.submit }));
    expect(await form.findByText(ADMIN_MESSAGES.dealsRequired)).toBeTruthy();
    expect(form.getByText(ADMIN_MESSAGES.changesRequired)).toBeTruthy();

    await app.user.click(await screen.findByRole('checkbox', { name: ADMIN_TEXT.bulk.select(deal.title) }));
    await app.user.type(form.getByLabelText(ADMIN_TEXT.bulk.quantity), '1000000000000');
    await app.user.click(form.getByRole('button', { name: ADMIN_TEXT.bulk.submit }));
    const qty = form.getByLabelText(ADMIN_TEXT.bulk.quantity);
    await waitFor(() => expect(qty.getAttribute('aria-invalid')).toBe('true'));
    // BulkEditChange's own words for a quantity over LIMITS.quantityMax.
    expect(document.getElementById(qty.getAttribute('aria-describedby')!)?.textContent).toBe('The quantity is too large.');
    expect(form.queryByText(ADMIN_MESSAGES.dealsRequired)).toBeNull();
    expect(api.callsTo('POST /admin/bulk-edit')).toEqual([]);
  });
});
