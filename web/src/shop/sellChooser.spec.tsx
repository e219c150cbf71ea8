/** @jest-environment jsdom */
import type { Role } from '@solar/contracts';
import { screen, within } from '@testing-library/react';
import { BUYER, SELLER, TRADER, bootstrapShows, fakeApi, renderApp, resetBrowserState, signedInAs, type TestUser } from '../test/app';
import { SELL_TEXT } from '../shared/sellChoices';

beforeEach(resetBrowserState);

const S = SELL_TEXT;
const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main' }));

async function openChooser() {
  const app = await renderApp('/');
  await app.user.click(mainMenu().getByRole('button', { name: S.open }));
  return { app, dialog: within(screen.getByRole('dialog', { name: S.title })) };
}

/** Where each choice's button leads, by choice. */
const destinations = (dialog: ReturnType<typeof within>) => ({
  negotiable: within(dialog.getByRole('region', { name: S.negotiable.label }))
    .getByRole('link')
    .getAttribute('href'),
  buyNow: within(dialog.getByRole('region', { name: S.buyNow.label }))
    .getByRole('link')
    .getAttribute('href'),
});

describe('Sell chooser', () => {
  it('sets out both ways with their points', async () => {
    fakeApi();
    const { dialog } = await openChooser();

    const negotiable = within(dialog.getByRole('region', { name: S.negotiable.label }));
    const buyNow = within(dialog.getByRole('region', { name: S.buyNow.label }));
    expect(negotiable.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...S.negotiable.points]);
    expect(buyNow.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...S.buyNow.points]);
    expect(negotiable.getByText('Contract checkout')).toBeTruthy();
    expect(buyNow.getByText('Named supplier')).toBeTruthy();
  });

  it('sends a signed-out visitor to the guide and the seller registration', async () => {
    fakeApi();
    const { dialog } = await openChooser();
    expect(destinations(dialog)).toEqual({ negotiable: '/trader/how-to-sell', buyNow: '/register-business/seller' });
  });

  it.each<[string, TestUser, Role[], { negotiable: string; buyNow: string }]>([
    ['a buyer', BUYER, ['customer'], { negotiable: '/trader/how-to-sell', buyNow: '/register-business/seller' }],
    ['a seller', SELLER, ['seller'], { negotiable: '/trader/trader-deals', buyNow: '/my-solar/seller-overview/sell-an-item' }],
    ['a buyer who also sells', TRADER, ['customer', 'seller'], { negotiable: '/trader/trader-deals', buyNow: '/my-solar/seller-overview/sell-an-item' }],
  ])('sends %s where their role leads, from the modal and the Sell menu', async (_who, user, roles, expected) => {
    signedInAs(user, roles);
    fakeApi();
    const { dialog } = await openChooser();

    expect(destinations(dialog)).toEqual(expected);
    expect(
      mainMenu()
        .getByRole('link', { name: new RegExp(`^${escape(S.negotiable.label)}`) })
        .getAttribute('href'),
    ).toBe(expected.negotiable);
    expect(
      mainMenu()
        .getByRole('link', { name: new RegExp(`^${escape(S.buyNow.label)}`) })
        .getAttribute('href'),
    ).toBe(expected.buyNow);
  });

  it('follows the chosen way and closes', async () => {
    fakeApi();
    const { app, dialog } = await openChooser();

    await app.user.click(within(dialog.getByRole('region', { name: S.negotiable.label })).getByRole('link'));
    expect(app.location().pathname).toBe('/trader/how-to-sell');
    expect(screen.queryByRole('dialog', { name: S.title })).toBeNull();
  });

  it('opens from the mobile menu as well', async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi();
    const app = await renderApp('/');
    const panel = document.getElementById('mobile-menu') as HTMLElement;
    bootstrapShows(panel, 'show.bs.offcanvas');
    const mobileMenu = within(panel);

    await app.user.click(mobileMenu.getByRole('button', { name: S.open }));
    expect(destinations(within(screen.getByRole('dialog', { name: S.title })))).toEqual({
      negotiable: '/trader/trader-deals',
      buyNow: '/my-solar/seller-overview/sell-an-item',
    });
  });
});

/** A label as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe("the home page's Sell with us", () => {
  // Below the fold: rendered once the top of the page has painted.
  const sellWithUsLinks = async () =>
    within((await screen.findByRole('heading', { name: 'Sell with us' })).closest('section')!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

  it('leads a visitor to the guide and the seller registration', async () => {
    fakeApi();
    await renderApp('/');
    expect(await sellWithUsLinks()).toEqual(['/trader/how-to-sell', '/register-business/seller']);
  });

  it('leads a seller to the deal hub and the sell-an-item form', async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi();
    await renderApp('/');
    expect(await sellWithUsLinks()).toEqual(['/trader/trader-deals', '/my-solar/seller-overview/sell-an-item']);
  });
});
