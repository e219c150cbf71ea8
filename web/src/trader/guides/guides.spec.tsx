/** @jest-environment jsdom */
import { DEAL_STATUSES, INCOTERMS, MESSAGES } from '@solar/contracts';
import { screen, within } from '@testing-library/react';
import { ACCOUNT_TEXT } from '../../accounts/text';
import { SITE_NAME } from '../../config';
import { BUYER, fakeApi, renderApp, resetBrowserState, SELLER, signedInAs } from '../../test/app';
import { INCOTERM_NAMES, INCOTERM_EXPLAINED } from '../../shared/deals/labels';
import { GUIDE_TEXT } from './text';
import { SELL_TEXT } from '../../shared/sellChoices';

const T = GUIDE_TEXT;

beforeEach(resetBrowserState);

const hrefOf = (name: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByRole('link', { name }).getAttribute('href');
const sectionHeadings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('solar trader platform page', () => {
  it('introduces the platform and leads to the deals and both guides', async () => {
    fakeApi();
    await renderApp('/solar-trader-platform');

    expect(await screen.findByRole('heading', { level: 1, name: T.platform.heading })).toBeTruthy();
    expect(document.title).toBe(`${T.platform.title} | ${SITE_NAME}`);
    expect(
      within(screen.getByRole('navigation', { name: 'breadcrumb' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', T.platform.title]);
    expect(sectionHeadings()).toEqual([
      T.platform.audienceTitle,
      T.platform.categoriesTitle,
      T.platform.compareTitle,
      T.platform.stepsTitle,
      T.platform.closingTitle,
    ]);

    const main = screen.getByRole('main');
    for (const [name, to] of [
      [T.platform.browse, '/trader/deals'],
      [T.platform.howToBuy, '/trader/how-to-buy'],
      [T.platform.howToSell, '/trader/how-to-sell'],
    ]) {
      expect(
        within(main)
          .getAllByRole('link', { name: new RegExp(`^${name}$`) })
          .map((link) => link.getAttribute('href')),
      ).toEqual([to, to]);
    }
    // The trader platform's own category names and pages.
    expect(hrefOf('EV Chargers', main)).toBe('/trader/deals/ev-chargers');
    expect(hrefOf('Solar Panels', main)).toBe('/trader/deals/solar-panels');
  });

  it('compares the two ways to sell as the spec sets them apart', async () => {
    fakeApi();
    await renderApp('/solar-trader-platform');
    await screen.findByRole('heading', { level: 1, name: T.platform.heading });

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([T.platform.compareAspect, SELL_TEXT.negotiable.label, SELL_TEXT.buyNow.label]);
    const row = (aspect: string) =>
      within(within(table).getByRole('rowheader', { name: aspect }).closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(row('Minimum order')).toEqual(['Minimum order quantity (MOQ)', 'No minimum quantity']);
    expect(row('Priced by')).toEqual(['Price per watt or quantity', 'Quantity']);
    expect(row('Stock')).toEqual(['Inventory on hand or pre-production', 'On-hand stock']);
    expect(row('Seller')).toEqual(['Anonymous', 'Named supplier']);
    expect(row('How buyers buy')).toEqual(['Offers, then contract checkout', 'Cart checkout with upfront payment']);
  });
});

describe('how to sell', () => {
  it('walks through the steps, with a form for each kind of equipment and every deal status', async () => {
    fakeApi();
    await renderApp('/trader/how-to-sell');

    expect(await screen.findByRole('heading', { level: 1, name: T.howToSell.heading })).toBeTruthy();
    expect(document.title).toBe(`${T.howToSell.title} | ${SITE_NAME}`);
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', T.platformCrumb, T.howToSell.title]);
    expect(hrefOf(T.platformCrumb, trail)).toBe('/solar-trader-platform');
    expect(sectionHeadings()).toEqual([
      T.howToSell.becomeSeller.title,
      T.howToSell.createDeal.title,
      T.howToSell.moderation.title,
      T.howToSell.offers.title,
      T.howToSell.anonymity.title,
    ]);

    const main = screen.getByRole('main');
    expect(hrefOf('Solar panels', main)).toBe('/trader/create-deal');
    expect(hrefOf('Inverters', main)).toBe('/trader/create-deal-inverter');
    expect(hrefOf('Batteries', main)).toBe('/trader/create-deal-battery');
    expect(hrefOf('Other components', main)).toBe('/trader/create-other-component-deal');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent),
    ).toEqual([...DEAL_STATUSES]);
    // A signed-out visitor starts by registering as a seller.
    expect(hrefOf(MESSAGES.welcomeModal.joinAsSeller, main)).toBe('/register/seller');
    expect(hrefOf(T.howToSell.manage, main)).toBe('/trader/deals-listing');
  });

  it('offers a buyer the seller role, and sends a seller to their deals', async () => {
    fakeApi();
    signedInAs(BUYER, ['customer']);
    const first = await renderApp('/trader/how-to-sell');
    await screen.findByRole('heading', { level: 1, name: T.howToSell.heading });
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.becomeSeller })).toBeTruthy();
    expect(screen.queryByRole('link', { name: MESSAGES.welcomeModal.joinAsSeller })).toBeNull();
    first.unmount();

    resetBrowserState();
    signedInAs(SELLER, ['seller']);
    await renderApp('/trader/how-to-sell');
    await screen.findByRole('heading', { level: 1, name: T.howToSell.heading });
    expect(hrefOf(T.howToSell.becomeSeller.hub, screen.getByRole('main'))).toBe('/trader/trader-deals');
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.actions.becomeSeller })).toBeNull();
  });
});

describe('how to buy', () => {
  it('explains finding deals, price per watt, MOQ units, incoterms, offers and contracts', async () => {
    fakeApi();
    await renderApp('/trader/how-to-buy');

    expect(await screen.findByRole('heading', { level: 1, name: T.howToBuy.heading })).toBeTruthy();
    expect(document.title).toBe(`${T.howToBuy.title} | ${SITE_NAME}`);
    expect(sectionHeadings()).toEqual([
      T.howToBuy.find.title,
      T.howToBuy.filters.title,
      T.howToBuy.pricePerWatt.title,
      T.howToBuy.moq.title,
      T.howToBuy.incoterms.title,
      T.howToBuy.timing.title,
      T.howToBuy.offer.title,
      T.howToBuy.contract.title,
    ]);

    const main = screen.getByRole('main');
    expect(hrefOf(T.howToBuy.find.allDeals, main)).toBe('/trader/deals');
    expect(hrefOf('400W - 495W', main)).toBe('/trader/deals/400-watt-solar-panels');
    expect(hrefOf('600W+', main)).toBe('/trader/deals/600-watt-solar-panels');
    expect(hrefOf(T.howToBuy.find.brands, main)).toBe('/trader/brands');

    // The worked example, by the deal rules: 0.245 $/W x 550 W, 31 panels a pallet; 1 MW of 550 W panels.
    expect(screen.getByText('$0.2450 /W × 550 W = $134.75 per panel')).toBeTruthy();
    expect(screen.getByText('A pallet of 31 panels is 17.05 kW, or $4,177.25.')).toBeTruthy();
    expect(screen.getByText('For example, 1 MW of 550 W panels is 1,819 panels.')).toBeTruthy();
    expect(screen.getByText(/Sellers choose from 2, 3, 5, 10, 15, or 30 days\./)).toBeTruthy();

    const incoterms = within(screen.getByRole('region', { name: T.howToBuy.incoterms.title })).getByRole('table');
    const terms = within(incoterms).getAllByRole('rowheader');
    expect(terms.map((th) => th.firstChild?.textContent)).toEqual([...INCOTERMS]);
    expect(within(incoterms).getByRole('rowheader', { name: /^EXW/ }).textContent).toBe(`EXW${INCOTERM_NAMES.EXW}`);
    expect(within(incoterms).getByText(INCOTERM_EXPLAINED.DDP)).toBeTruthy();
  });
});
