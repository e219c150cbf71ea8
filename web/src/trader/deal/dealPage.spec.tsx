/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { SITE_NAME } from '../../config';
import { BUYER, fail, fakeApi, ok, renderApp, resetBrowserState, SELLER, signedInAs, type TestUser } from '../../test/app';
import { BRAND_LIST, brandPage } from '../../test/shopSupport';
import { inverterDeal, panelDeal, sellerPanelDeal } from './dealFixtures';
import { DEAL_STATUS_NOTES, DEAL_TEXT } from './text';

const T = DEAL_TEXT;
const ADMIN: TestUser = { id: 'u-admin', firstname: 'Ada', lastname: 'Admin', email: 'admin@solar-marketplace.local' };

beforeEach(resetBrowserState);

/** The trader service answering one deal, and the catalog its brand names. */
const dealApi = (deal: object, id = 42) => fakeApi({ [`GET /listing/${id}`]: ok(deal), 'GET /v1/client/brands': ok(brandPage(BRAND_LIST)) });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** A key figure's value, as the figure's label names it. */
const figure = (label: string) => screen.getByLabelText(label).textContent;

const specification = (label: string) => within(screen.getByRole('rowheader', { name: label }).closest('tr')!).getByRole('cell').textContent;

describe('deal page, as a buyer sees it', () => {
  it('shows the lot a bulk buyer decides on: price per watt, total watts, MOQ with its unit, incoterm, timing and state', async () => {
    const deal = panelDeal();
    dealApi(deal);
    await renderApp(deal.path);

    expect(await heading(deal.name)).toBeTruthy();
    expect(figure(T.figures.pricePerWatt)).toBe('$0.2450 /W');
    expect(screen.getByText(`${T.figures.panelPrice}: $134.75`)).toBeTruthy();
    // 1,860 panels of 550 W.
    expect(figure(T.figures.totalWatts)).toBe('1.02 MW');
    expect(figure(T.figures.moq)).toBe('2 pallets');
    expect(screen.getByText('62 panels')).toBeTruthy();
    expect(figure(T.figures.incoterm)).toBe('EXW');
    expect(screen.getByText('Ex Works')).toBeTruthy();
    expect(figure(T.figures.leadTime)).toBe('5 days');
    expect(figure(T.figures.offerValidity)).toBe('10 days');
    expect(figure(T.figures.location)).toBe('Texas (TX)');
    expect(figure(T.figures.quantity)).toBe('1,860 panels');
    expect(figure(T.figures.lotValue)).toBe('$250,635.00');
    expect(figure(T.figures.packing)).toBe('31 panels per pallet · 620 panels per container');
    expect(figure(T.figures.inventory)).toBe('Inventory on hand');

    // The brand by the catalog's name, leading to its deals.
    expect(screen.getByRole('link', { name: 'Jinko Solar' }).getAttribute('href')).toBe('/trader/find/br_1');
    expect(specification('Condition')).toBe('New / Unused');
  });

  it('lists the specification, the towns the stock is in, the datasheets and the description', async () => {
    const deal = panelDeal();
    dealApi(deal);
    await renderApp(deal.path);
    await heading(deal.name);

    expect(specification('Panel wattage')).toBe('550 W');
    expect(specification('Panel technology')).toBe('N-Type');
    expect(specification('Colour')).toBe('Black');
    expect(specification('Connector')).toBe('MC4 Compatible');
    expect(specification('Front load')).toBe('5,400 Pa');
    expect(specification('Rear load')).toBe('3,000 Pa');
    expect(specification('Company tier')).toBe('Tier 1');
    expect(specification('Sector')).toBe('Utility Scale');
    expect(specification('MPN')).toBe('JKM550N-72HL4-BDV');
    expect(specification('Dimensions (L x W x H)')).toBe('2278 x 1134 x 30 mm');
    expect(specification('Weight')).toBe('28.6 kg');
    expect(specification('Shipping type')).toBe('Local pickup');
    expect(screen.queryByRole('rowheader', { name: 'Phase' })).toBeNull();

    const locations = screen.getByRole('region', { name: T.sections.locations });
    expect(
      within(locations)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CityStateZipQuantity', 'HoustonTX770291,240', 'DallasTX75063620']);
    const datasheet = screen.getByRole('link', { name: 'Document 1.pdf' });
    expect(datasheet.getAttribute('href')).toBe('/files/deals/42/doc-1.pdf');
    expect(datasheet.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Tiger Neo').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'bifacial' }).getAttribute('href')).toBe('/trader/find?q=bifacial');

    // Every picture with its size, so the page does not jump while they load.
    for (const img of document.querySelectorAll('main img')) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
    }
  });

  it('sits under Deals and its category, titled and described by its meta fields', async () => {
    const deal = panelDeal();
    dealApi(deal);
    await renderApp(deal.path);
    await heading(deal.name);

    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Deals', 'Solar Panels', deal.name]);
    expect(within(trail).getByRole('link', { name: 'Deals' }).getAttribute('href')).toBe('/trader/deals');
    expect(within(trail).getByRole('link', { name: 'Solar Panels' }).getAttribute('href')).toBe('/trader/deals/solar-panels');
    expect(document.title).toBe(`${deal.meta_name} | ${SITE_NAME}`);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(deal.meta_description);
  });

  it('prices other equipment per unit, and shows when pre-production stock is available', async () => {
    const deal = inverterDeal();
    dealApi(deal, 77);
    await renderApp(deal.path);
    await heading(deal.name);

    expect(figure(T.figures.pricePerUnit)).toBe('$3,950.00 /unit');
    expect(screen.queryByLabelText(T.figures.pricePerWatt)).toBeNull();
    expect(screen.queryByLabelText(T.figures.totalWatts)).toBeNull();
    expect(figure(T.figures.moq)).toBe('4 units');
    expect(figure(T.figures.incoterm)).toBe('DDP');
    expect(figure(T.figures.location)).toBe('Arizona (AZ)');
    expect(figure(T.figures.quantity)).toBe('96 units');
    expect(figure(T.figures.lotValue)).toBe('$379,200.00');
    expect(figure(T.figures.inventory)).toBe('Pre-production');
    expect(screen.getByText('available Apr 15, 2026')).toBeTruthy();
    expect(specification('Phase')).toBe('Three Phase');
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Solar Inverters' }).getAttribute('href')).toBe('/trader/deals/solar-inverters');
  });

  it('never shows or fetches anything about the seller', async () => {
    const deal = panelDeal();
    const api = dealApi(deal);
    await renderApp(deal.path);
    await heading(deal.name);

    expect(api.callsTo('GET /listing/42')).toHaveLength(1);
    // Nothing asks who the seller is: no seller, storefront, user or profile call.
    expect(api.calls.map((call) => call.url).filter((url) => /seller|storefront|user|profile|owner/i.test(url))).toEqual([]);
    expect(screen.queryByRole('link', { name: T.seller.editDeal })).toBeNull();
    expect(screen.queryByText(T.seller.title)).toBeNull();
    // On the page itself: the footer's newsletter form has an 'Email address' field of the visitor's own.
    expect(within(screen.getByRole('main')).queryByText(/street|address/i)).toBeNull();
  });

  it('asks a signed-out visitor to sign in before making an offer, without leaving the deal', async () => {
    const deal = panelDeal();
    dealApi(deal);
    const app = await renderApp(deal.path);
    await heading(deal.name);

    expect(screen.queryByRole('link', { name: T.offer.make })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: T.offer.signIn }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.loginModal.signInTab })).toBeTruthy();
    expect(app.location().pathname).toBe(deal.path);
  });

  it("takes a signed-in buyer to the offer page for this deal, reading the deal with the buyer's token", async () => {
    signedInAs(BUYER, ['customer']);
    const deal = panelDeal();
    const api = dealApi(deal);
    await renderApp(deal.path);
    await heading(deal.name);

    expect(screen.getByRole('link', { name: T.offer.make }).getAttribute('href')).toBe('/trader/offer-or-bid?listing_id=42');
    expect(api.callsTo('GET /listing/42')[0].authorization).toBe(`Bearer token-${BUYER.id}`);
  });

  it('takes no offer on a lot that is sold out, and says why', async () => {
    const deal = panelDeal({ status: 'OutOfStock' });
    signedInAs(BUYER, ['customer']);
    dealApi(deal);
    await renderApp(deal.path);
    await heading(deal.name);

    const button = screen.getByRole('button', { name: T.offer.make });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText(T.offer.closed.OutOfStock!)).toBeTruthy();
    expect(screen.queryByRole('link', { name: T.offer.make })).toBeNull();
  });
});

describe('deal page, as its seller sees it', () => {
  it('shows the status, its reason and the links to edit the deal and its inventory instead of "Make an offer"', async () => {
    signedInAs(SELLER, ['seller']);
    const deal = sellerPanelDeal(SELLER.id, { status: 'Rejected', status_reason: 'The pictures show a company logo.' });
    dealApi(deal);
    await renderApp(deal.path);
    await heading(deal.name);

    const panel = screen.getByRole('region', { name: T.seller.title });
    expect(within(panel).getByText('Rejected').className).toContain('badge');
    expect(within(panel).getByText(DEAL_STATUS_NOTES.Rejected)).toBeTruthy();
    expect(within(panel).getByText(T.seller.reason('The pictures show a company logo.'))).toBeTruthy();
    expect(within(panel).getByRole('link', { name: T.seller.editDeal }).getAttribute('href')).toBe('/trader/edit-deal?id=42');
    expect(within(panel).getByRole('link', { name: T.seller.editInventory }).getAttribute('href')).toBe('/trader/edit-inventory?id=42');
    expect(screen.queryByRole('link', { name: T.offer.make })).toBeNull();
    expect(screen.queryByRole('button', { name: T.offer.make })).toBeNull();
  });

  it('says when an edit of the live deal waits for approval, and when an admin turned one down', async () => {
    signedInAs(SELLER, ['seller']);
    const live = sellerPanelDeal(SELLER.id);
    const deal = sellerPanelDeal(SELLER.id, {
      status: 'Active',
      pending_revision: { ...live, name: 'Jinko Tiger Neo 550W (price drop)', price: 0.229, submitted_at: '2026-03-02T15:00:00.000Z' },
      revision_reason: 'The datasheet did not match the panel.',
    });
    dealApi(deal);
    await renderApp(deal.path);
    // The live version is what the page shows until the edit is approved.
    await heading(live.name);

    const panel = screen.getByRole('region', { name: T.seller.title });
    expect(within(panel).getByText('Active')).toBeTruthy();
    expect(within(panel).getByRole('status').textContent).toBe(T.seller.revisionWaiting('Mar 2, 2026'));
    expect(within(panel).getByText(T.seller.revisionRefused('The datasheet did not match the panel.'))).toBeTruthy();
    expect(figure(T.figures.pricePerWatt)).toBe('$0.2450 /W');
  });

  it("shows an admin the deal's status without the seller's edit links", async () => {
    signedInAs(ADMIN, ['admin']);
    const deal = sellerPanelDeal(SELLER.id, { status: 'Pending' });
    dealApi(deal);
    await renderApp(deal.path);
    await heading(deal.name);

    const panel = screen.getByRole('region', { name: T.seller.adminTitle });
    expect(within(panel).getByText('Pending')).toBeTruthy();
    expect(within(panel).getByText(DEAL_STATUS_NOTES.Pending)).toBeTruthy();
    expect(screen.queryByRole('link', { name: T.seller.editDeal })).toBeNull();
    expect(screen.queryByRole('link', { name: T.offer.make })).toBeNull();
  });
});

describe('deal page address', () => {
  it("replaces a slug that is not the deal's own with its canonical path, keeping the query", async () => {
    const deal = panelDeal();
    const api = dealApi(deal);
    const app = await renderApp('/trader/deal/old-title-42?ref=mail');

    expect(await heading(deal.name)).toBeTruthy();
    await waitFor(() => expect(app.location().pathname).toBe('/trader/deal/jinko-tiger-neo-550w-n-type-bifacial-panels-42'));
    expect(app.location().search).toBe('?ref=mail');
    expect(api.callsTo('GET /listing/42')).toHaveLength(1);
  });

  it('shows the not-found page for a deal the API does not have, and for a slug without an id', async () => {
    const api = fakeApi({ 'GET /listing/99': fail(404, { error: 'Deal not found.' }) });

    const first = await renderApp('/trader/deal/gone-99');
    expect(await heading(MESSAGES.notFoundPage.heading)).toBeTruthy();
    expect(api.callsTo('GET /listing/99')).toHaveLength(1);
    first.unmount();

    const callsBefore = api.calls.length;
    await renderApp('/trader/deal/no-id-here');
    expect(await heading(MESSAGES.notFoundPage.heading)).toBeTruthy();
    expect(api.calls.slice(callsBefore).filter((call) => call.url.startsWith('/listing'))).toHaveLength(0);
  });
});
