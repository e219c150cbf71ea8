/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, findToast, messageUnder, ok, renderApp, resetBrowserState, SELLER, signedInAs } from '../test/app';
import { RESELLERS } from './fixtures';
import { SELLER_TEXT } from './text';

beforeEach(resetBrowserState);

const R = SELLER_TEXT.resellers;
const A = SELLER_TEXT.actions;
const F = SELLER_TEXT.fields;
const P = MESSAGES.product;

async function openResellers() {
  signedInAs(SELLER, ['seller']);
  const api = fakeApi({ 'GET /v1/client/resellers/list': ok(RESELLERS) });
  const app = await renderApp('/my-solar/seller-overview/resellers');
  await screen.findByRole('listitem', { name: 'Rita Reseller' });
  return { api, app };
}

const inDialog = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label) as HTMLInputElement;

describe('resellers', () => {
  it('marks the default reseller and offers it no changes', async () => {
    await openResellers();
    const standard = screen.getByRole('listitem', { name: 'Solar Marketplace' });
    expect(within(standard).getByText(R.defaultBadge)).toBeTruthy();
    expect(within(standard).getByText(P.defaultResellerLocked)).toBeTruthy();
    expect(within(standard).queryByRole('button')).toBeNull();

    const own = screen.getByRole('listitem', { name: 'Rita Reseller' });
    expect(within(own).getByText('Sunny Resales Inc · rita@sunny.example · (512) 555-0100')).toBeTruthy();
    expect(within(own).getByRole('button', { name: A.edit })).toBeTruthy();
  });

  it('requires name and company name, then adds the reseller', async () => {
    const { api, app } = await openResellers();
    const added = { id: 6, name: 'Sol Partners', company_name: 'Sol Partners LLC', email: '', phone: '', owner_id: SELLER.id };
    api.on('POST /v1/client/resellers', () => {
      api.on('GET /v1/client/resellers/list', ok([...RESELLERS, added]));
      return ok(added, undefined, 201);
    });
    await app.user.click(screen.getByRole('button', { name: A.addReseller }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: A.saveReseller }));

    expect(messageUnder(inDialog(F.resellerName))).toBe(P.resellerNameRequired);
    expect(messageUnder(inDialog(F.companyName))).toBe(P.resellerCompanyRequired);
    expect(api.callsTo('POST /v1/client/resellers')).toHaveLength(0);

    await app.user.type(inDialog(F.resellerName), 'Sol Partners');
    await app.user.type(inDialog(F.companyName), 'Sol Partners LLC');
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: A.saveReseller }));

    expect(await findToast(R.saved)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/resellers')[0].body).toEqual({ name: 'Sol Partners', company_name: 'Sol Partners LLC' });
    expect(await screen.findByRole('listitem', { name: 'Sol Partners' })).toBeTruthy();
  });

  it('edits a reseller, showing the server’s field message', async () => {
    const { api, app } = await openResellers();
    api.on('PUT /v1/client/resellers/5', fail(400, { errors: { company_name: [P.resellerCompanyRequired] } }));
    await app.user.click(within(screen.getByRole('listitem', { name: 'Rita Reseller' })).getByRole('button', { name: A.edit }));
    expect(screen.getByRole('dialog', { name: R.editTitle })).toBeTruthy();
    expect(inDialog(F.companyName).value).toBe('Sunny Resales Inc');

    await app.user.clear(inDialog(F.companyName));
    await app.user.type(inDialog(F.companyName), '  Sunny Resales Holdings ');
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: A.saveReseller }));
    await waitFor(() => expect(messageUnder(inDialog(F.companyName))).toBe(P.resellerCompanyRequired));
    expect(api.callsTo('PUT /v1/client/resellers/5')[0].body).toEqual({
      name: 'Rita Reseller',
      company_name: 'Sunny Resales Holdings',
      email: 'rita@sunny.example',
      phone: '5125550100',
    });
  });

  it('deletes a reseller after asking', async () => {
    const { api, app } = await openResellers();
    api.on('POST /v1/client/resellers/5/delete', () => {
      api.on('GET /v1/client/resellers/list', ok([RESELLERS[0]]));
      return ok(null);
    });
    await app.user.click(within(screen.getByRole('listitem', { name: 'Rita Reseller' })).getByRole('button', { name: A.delete }));
    expect(within(screen.getByRole('dialog')).getByText(R.deleteQuestion('Rita Reseller'))).toBeTruthy();
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: A.confirmDelete }));

    expect(await findToast(R.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Rita Reseller' })).toBeNull());
  });
});

describe('seller overview', () => {
  it('leads to selling, listings and resellers', async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi();
    await renderApp('/my-solar/seller-overview');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SELLER_TEXT.pages.overview);
    const hrefs = [SELLER_TEXT.pages.sellItem, SELLER_TEXT.pages.myListings, SELLER_TEXT.pages.resellers].map((name) =>
      screen.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/my-solar/seller-overview/sell-an-item', '/my-solar/seller-overview/my-listing', '/my-solar/seller-overview/resellers']);
  });
});
