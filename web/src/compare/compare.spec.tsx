/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { fail, fakeApi, findToast, headerTopBar, ok, renderApp, resetBrowserState } from '../test/app';
import { itemDetail, productRoutes } from '../test/productFixtures';
import { COMPARE_LIMIT, COMPARE_STORAGE_KEY, addToCompare, getCompareSnapshot, type CompareEntry } from './compareStore';
import { COMPARE_TEXT } from './text';

const T = COMPARE_TEXT;
const PRODUCT_URL = '/product/1/tiger-neo-440w-panel';

beforeEach(resetBrowserState);
afterEach(() => jest.restoreAllMocks());

const stored = (): CompareEntry[] => JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]') as CompareEntry[];
const entry = (id: number, name = `Item ${id}`): CompareEntry => ({ uuid: `uuid-${id}`, id, name, image: `/files/items/uuid-${id}/0/300x300.jpg` });
const store = (entries: CompareEntry[]) => localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(entries));

/** The header's compare icon (the header bar, not the top bar, holds it). */
const headerCompareLink = () => {
  const header = headerTopBar().closest('header') as HTMLElement;
  return within(header).getByRole('link', { name: /^Compare \(/ });
};

describe('adding to compare', () => {
  it('adds the item once, toasts once, and the header counts it', async () => {
    const success = jest.spyOn(toast, 'success');
    fakeApi(productRoutes(itemDetail()));
    const app = await renderApp(PRODUCT_URL);
    expect(headerCompareLink().getAttribute('aria-label')).toBe(T.headerLink(0));

    await app.user.click(await screen.findByRole('button', { name: T.add }));

    expect(await findToast(MESSAGES.toast.itemAddedToCompare)).toBeTruthy();
    expect(stored()).toEqual([{ uuid: 'uuid-1', id: 1, name: 'Tiger Neo 440W Panel', image: '/files/items/uuid-1/0/300x300.jpg' }]);
    expect(headerCompareLink().getAttribute('aria-label')).toBe(T.headerLink(1));
    expect(headerCompareLink().getAttribute('href')).toBe('/shop/compare');

    const button = screen.getByRole('button', { name: T.added });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await app.user.click(button);

    expect(stored()).toHaveLength(1);
    expect(success.mock.calls.filter(([message]) => message === MESSAGES.toast.itemAddedToCompare)).toHaveLength(1);
  });

  it(`says so when the list already holds ${COMPARE_LIMIT} items, and adds nothing`, async () => {
    const full = [2, 3, 4, 5].map((id) => entry(id));
    store(full);
    fakeApi(productRoutes(itemDetail()));
    const app = await renderApp(PRODUCT_URL);

    await app.user.click(await screen.findByRole('button', { name: T.add }));

    expect(await findToast(T.full)).toBeTruthy();
    expect(stored()).toEqual(full);
    expect(headerCompareLink().getAttribute('aria-label')).toBe(T.headerLink(COMPARE_LIMIT));
  });

  it('follows changes made in another tab', async () => {
    fakeApi();
    await renderApp('/brands');

    act(() => {
      store([entry(7)]);
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    });

    expect(headerCompareLink().getAttribute('aria-label')).toBe(T.headerLink(1));
  });

  it('keeps one entry per item when the same item is added directly twice', () => {
    expect(addToCompare(entry(1))).toBe('added');
    expect(addToCompare({ ...entry(1), name: 'Renamed' })).toBe('duplicate');
    expect(getCompareSnapshot()).toEqual([entry(1)]);
  });
});

describe('compare page', () => {
  const panel = itemDetail({
    id: 1,
    name: 'Tiger Neo 440W Panel',
    price: 189,
    salePrice: 169,
    discount: 20,
    discount_unit: 'fixed',
    reviews_avg: 4.5,
    reviews_total: 2,
  });
  const inverter = itemDetail({
    id: 2,
    name: 'Sunny Boy 7.7 Inverter',
    price: 1890,
    salePrice: 1890,
    condition: 'seller_refurbished',
    brand: { id: 9, name: 'SMA', slug: 'sma', logo: null },
    panel_wattage: null,
    wattage: 7700,
    length: 20,
    width: 14,
    height: 8,
    images: [],
  });
  const compareApi = () =>
    fakeApi({ 'GET /v1/client/items/uuid-1': ok(panel), 'GET /v1/client/items/uuid-2': ok(inverter), 'GET /v1/client/items/uuid-3': fail(404) });

  /** Row label -> the cells' texts, one per column. */
  const rows = (table: HTMLElement) =>
    Object.fromEntries(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [
          within(row).getByRole('rowheader').textContent,
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ]),
    );

  it('shows the items side by side: picture, price, rating, brand, condition and every specification', async () => {
    store([entry(1, panel.name), entry(2, inverter.name)]);
    const api = compareApi();
    await renderApp('/shop/compare');

    const table = await screen.findByRole('table');
    expect(api.callsTo('GET /v1/client/items/uuid-1')).toHaveLength(1);
    expect(api.callsTo('GET /v1/client/items/uuid-2')).toHaveLength(1);
    // A second-hand item says so under its name: the column's condition row is far down the table.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([T.rows.item, panel.name, `${inverter.name}Condition: Seller Refurbished`]);
    expect(within(table).getByRole('link', { name: inverter.name }).getAttribute('href')).toBe('/product/2/sunny-boy-7-7-inverter');

    const byLabel = rows(table);
    expect(byLabel[T.rows.price]).toEqual(['$169.00Was $189.00', '$1,890.00']);
    expect(byLabel[T.rows.brand]).toEqual(['Jinko Solar', 'SMA']);
    expect(byLabel[T.rows.condition]).toEqual(['New / Unused', 'Seller Refurbished']);
    expect(byLabel['Dimensions (L x W x H)']).toEqual(['68 x 44 x 1.4 in', '20 x 14 x 8 in']);
    expect(byLabel['Panel wattage']).toEqual(['440 W', T.notGiven]);
    expect(byLabel['Wattage']).toEqual(['440 W', '7700 W']);
    expect(byLabel['Shipping type']).toEqual(['Free shipping', 'Free shipping']);
    const ratingRow = within(table).getByRole('rowheader', { name: T.rows.rating }).closest('tr') as HTMLElement;
    expect(
      within(ratingRow)
        .getAllByRole('img')
        .map((stars) => stars.getAttribute('aria-label')),
    ).toEqual(['4.5 out of 5', '0.0 out of 5']);
    const imageRow = within(table).getByRole('rowheader', { name: T.rows.image }).closest('tr') as HTMLElement;
    expect(imageRow.querySelector('img')?.getAttribute('src')).toBe('/files/items/uuid-1/0/300x300.jpg');
  });

  it('removes a column, then clears the list to the empty state with a way back to the shop', async () => {
    store([entry(1, panel.name), entry(2, inverter.name)]);
    compareApi();
    const app = await renderApp('/shop/compare');
    await screen.findByRole('table');

    await app.user.click(screen.getByRole('button', { name: T.remove(panel.name) }));
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([T.rows.item, `${inverter.name}Condition: Seller Refurbished`]),
    );
    expect(stored().map((e) => e.uuid)).toEqual(['uuid-2']);
    expect(headerCompareLink().getAttribute('aria-label')).toBe(T.headerLink(1));

    await app.user.click(screen.getByRole('button', { name: T.reset }));

    expect(screen.getByText(T.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.goShopping }).getAttribute('href')).toBe('/shop/find');
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    expect(headerCompareLink().getAttribute('aria-label')).toBe(T.headerLink(0));
  });

  it('keeps a column for an item that is no longer public, so it can be removed', async () => {
    store([entry(1, panel.name), entry(3, 'Old Battery')]);
    compareApi();
    const app = await renderApp('/shop/compare');

    const table = await screen.findByRole('table');
    expect(within(table).getByText(T.gone)).toBeTruthy();
    expect(rows(table)[T.rows.brand]).toEqual(['Jinko Solar', T.notGiven]);

    await app.user.click(screen.getByRole('button', { name: T.remove('Old Battery') }));
    expect(stored().map((e) => e.uuid)).toEqual(['uuid-1']);
  });

  it('is empty with nothing listed, and fetches nothing', async () => {
    const api = fakeApi();
    await renderApp('/shop/compare');

    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeTruthy();
    expect(screen.getByText(T.empty)).toBeTruthy();
    expect(api.calls.filter((call) => call.url.includes('/items/'))).toHaveLength(0);
  });
});
