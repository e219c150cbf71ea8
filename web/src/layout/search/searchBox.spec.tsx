/** @jest-environment jsdom */
import { MESSAGES, SEARCH_API, type SuggestionsAnswer } from '@solar/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox } from '../SearchBox';
import { SUGGEST_DELAY_MS } from './useSuggestions';

/**
 * The header's search box: suggestions as the shopper types, the newest answer only, grouped, chosen with the
 * keyboard or the mouse, each kind going where it should.
 */

interface PendingCall {
  query: string;
  respond(answer: SuggestionsAnswer): void;
}

/** A server whose answers the test releases one by one, in any order; it ignores aborts, as a late answer would. */
function slowServer() {
  const pending: PendingCall[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    expect(String(input)).toBe(SEARCH_API.suggestions);
    const { query } = JSON.parse(String(init.body)) as { query: string };
    return new Promise<Response>((resolve) => {
      pending.push({
        query,
        respond: (answer) => resolve({ ok: true, status: 200, json: async () => ({ status: 1, success: true, data: answer }) } as Response),
      });
    });
  }) as typeof fetch;
  return pending;
}

/** A server answering every query at once with `answerFor(query)`. */
function quickServer(answerFor: (query: string) => SuggestionsAnswer) {
  const queries: string[] = [];
  globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const { query } = JSON.parse(String(init.body)) as { query: string };
    queries.push(query);
    return { ok: true, status: 200, json: async () => ({ status: 1, success: true, data: answerFor(query) }) } as Response;
  }) as typeof fetch;
  return queries;
}

const productsNamed = (...names: string[]): SuggestionsAnswer => ({
  deals: [],
  products: names.map((name, n) => ({ uuid: `u-${name}`, id: n + 1, name, part_number: `PN-${n}`, sku: '', image: '' })),
  stores: [],
});

const EVERY_KIND: SuggestionsAnswer = {
  deals: [
    { listing_id: 71, title: 'Bifacial 550W pallets', sub_category: 'Bifacial', part_no: 'BF-550', attachments: [{ type: 'Image', url: '/files/d.webp' }] },
  ],
  products: [
    { uuid: 'p1', id: 1, name: 'Solar panel 400W', part_number: 'SP-400', sku: 'S1', image: '/files/p1.webp' },
    { uuid: 'p2', id: 2, name: 'Solar panel 450W', part_number: 'SP-450', sku: 'S2', image: '' },
  ],
  stores: [{ store_uuid: 's1', seller_id: 'acct-42', name: 'sunny-supplies', title: 'Sunny Supplies', logo: null, label: 'Storefront' }],
};

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderBox() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SearchBox id="test-search" />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox');
}

const location = () => screen.getByTestId('location').textContent;
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

const typeInto = (input: HTMLElement, text: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
};

/** Lets the typing pause pass, so the box asks. */
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DELAY_MS + 50)));

describe('stale answers', () => {
  it('ignores an answer to an earlier query that arrives after the answer to the newer one', async () => {
    const pending = slowServer();
    const input = renderBox();

    typeInto(input, 'sol');
    await pause();
    typeInto(input, 'solar');
    await pause();
    expect(pending.map((call) => call.query)).toEqual(['sol', 'solar']);

    await act(async () => pending[1]!.respond(productsNamed('Solar kit fresh')));
    await waitFor(() => expect(optionNames()).toEqual(['Solar kit freshPN-0']));

    // The slow answer to "sol" arrives last: it changes nothing.
    await act(async () => pending[0]!.respond(productsNamed('Sol stale one', 'Sol stale two')));
    await pause();
    expect(optionNames()).toEqual(['Solar kit freshPN-0']);
  });

  it('ignores an earlier answer even when the newer one has not arrived yet', async () => {
    const pending = slowServer();
    const input = renderBox();
    typeInto(input, 'inv');
    await pause();
    typeInto(input, 'inverter');
    await pause();
    await act(async () => pending[0]!.respond(productsNamed('Inv stale')));
    await pause();
    expect(optionNames()).toEqual([]);
    await act(async () => pending[1]!.respond(productsNamed('Inverter fresh')));
    await waitFor(() => expect(optionNames()).toEqual(['Inverter freshPN-0']));
  });

  it('asks once per pause in typing, not per keystroke', async () => {
    const queries = quickServer(() => productsNamed('x'));
    const input = renderBox();
    for (const text of ['b', 'ba', 'bat', 'batt']) typeInto(input, text);
    await pause();
    expect(queries).toEqual(['batt']);
  });
});

describe('the list', () => {
  it('groups suggestions under their headings, as a combobox over a listbox', async () => {
    quickServer(() => EVERY_KIND);
    const input = renderBox();
    typeInto(input, 'sol');
    const listbox = await screen.findByRole('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)!.textContent)).toEqual([
      MESSAGES.search.groupDeals,
      MESSAGES.search.groupProducts,
      MESSAGES.search.groupStores,
    ]);
    expect(within(groups[2]!).getByRole('option').textContent).toBe('Sunny SuppliesStorefront');
    for (const image of listbox.querySelectorAll('img')) {
      expect(image.getAttribute('width')).toBe('36');
      expect(image.getAttribute('height')).toBe('36');
    }
  });

  it('moves with the arrow keys, chooses with Enter and closes with Escape', async () => {
    quickServer(() => EVERY_KIND);
    const input = renderBox();
    typeInto(input, 'sol');
    await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]!.id);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toEqual([]);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    // Listing URLs are lower-cased (trader-and-admin spec, section 2).
    expect(location()).toBe('/trader/find?q=bifacial+550w+pallets');
  });

  it('sends a product to the shop search, a store to its storefront, a deal to the deal search with its title', async () => {
    quickServer(() => EVERY_KIND);
    const input = renderBox();
    const choose = async (name: string) => {
      typeInto(input, 'sol');
      fireEvent.mouseDown(await screen.findByRole('option', { name: new RegExp(name) }));
      return location();
    };
    expect(await choose('Solar panel 450W')).toBe('/shop/find?q=solar+panel+450w');
    expect(await choose('Sunny Supplies')).toBe('/storefront/sunny-supplies/acct-42');
    expect(await choose('Bifacial 550W')).toBe('/trader/find?q=bifacial+550w+pallets');
  });

  it('searches the typed text on Enter when no suggestion is chosen', async () => {
    quickServer(() => EVERY_KIND);
    const input = renderBox();
    typeInto(input, 'solar pump');
    await screen.findByRole('listbox');
    fireEvent.submit(input.closest('form')!);
    expect(location()).toBe('/shop/find?q=solar+pump');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
