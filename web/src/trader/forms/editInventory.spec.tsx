/** @jest-environment jsdom */
import { DEAL_MESSAGES, MESSAGES } from '@solar/contracts';
import { screen, waitFor } from '@testing-library/react';
import { fail, findToast, messageUnder, ok, resetBrowserState, SELLER, type ApiCall } from '../../test/app';
import { sellerPanelDeal } from '../deal/dealFixtures';
import { control, openAsSeller } from './formSupport';
import { DEAL_FORM_TEXT } from './text';

beforeEach(resetBrowserState);

const I = DEAL_FORM_TEXT.inventory;
const D = DEAL_MESSAGES;

/** The inventory page of deal 42; the service answers the deal in the status a quantity leads to. */
async function openInventory() {
  const deal = sellerPanelDeal(SELLER.id, { status: 'Active' });
  const opened = await openAsSeller('/trader/edit-inventory?id=42', {
    'GET /listing/42': ok(deal),
    'POST /listing/update-inventory': (call: ApiCall) => {
      const { total_qty } = call.body as { total_qty: number };
      return ok({ ...deal, total_qty, status: total_qty === 0 ? 'OutOfStock' : 'Active' }, D.inventoryUpdated);
    },
  });
  await screen.findByText(deal.name);
  return { ...opened, deal };
}

const status = () => screen.getByRole('status', { name: I.status }).textContent;

describe('edit inventory', () => {
  it("shows the deal's status and quantity, saves a new quantity and shows the status it leads to", async () => {
    const { api, app } = await openInventory();
    expect(status()).toBe('Active');
    expect(screen.getByText('1,860')).toBeTruthy();
    expect(screen.getByText(I.outOfStockNote)).toBeTruthy();

    await app.user.clear(control(I.newQty));
    await app.user.type(control(I.newQty), '0');
    await app.user.click(screen.getByRole('button', { name: I.save }));

    expect(await findToast(D.inventoryUpdated)).toBeTruthy();
    expect(api.callsTo('POST /listing/update-inventory')[0].body).toEqual({ listing_id: 42, total_qty: 0 });
    await waitFor(() => expect(status()).toBe(DEAL_FORM_TEXT.statuses.OutOfStock));

    // Restocked, it is Active again.
    await app.user.clear(control(I.newQty));
    await app.user.type(control(I.newQty), '600');
    await app.user.click(screen.getByRole('button', { name: I.save }));
    await waitFor(() => expect(status()).toBe('Active'));
    expect(api.callsTo('POST /listing/update-inventory')[1].body).toEqual({ listing_id: 42, total_qty: 600 });
  });

  it('wants a whole number of 0 or more, and shows what the server refuses under the field', async () => {
    const { api, app } = await openInventory();
    await app.user.clear(control(I.newQty));
    await app.user.type(control(I.newQty), '12.5');
    await app.user.click(screen.getByRole('button', { name: I.save }));
    expect(messageUnder(control(I.newQty))).toBe(MESSAGES.product.quantityWhole);
    expect(api.callsTo('POST /listing/update-inventory')).toHaveLength(0);

    api.on('POST /listing/update-inventory', fail(400, { errors: { total_qty: [MESSAGES.limits.quantityTooLarge] } }));
    await app.user.clear(control(I.newQty));
    await app.user.type(control(I.newQty), '999999');
    await app.user.click(screen.getByRole('button', { name: I.save }));
    await waitFor(() => expect(messageUnder(control(I.newQty))).toBe(MESSAGES.limits.quantityTooLarge));
  });

  it("shows another seller's deal as not found", async () => {
    await openAsSeller('/trader/edit-inventory?id=42', { 'GET /listing/42': fail(404, { error: D.dealNotFound }) });
    expect(await screen.findByText(DEAL_FORM_TEXT.notYours)).toBeTruthy();
    expect(screen.queryByRole('button', { name: I.save })).toBeNull();
  });
});
