/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { setImmediate } from 'node:timers';
import { renderLandingPage } from './entry-server';
import { markServerRendered } from './shared/serverRendered';
import { SERVER_RENDERED_CARDS } from './shared/listing/ListingResults';
import { fakeApi, ok, resetBrowserState } from './test/app';
import { CATEGORY_LIST, hit, searchAnswer } from './test/shopSupport';

/**
 * A landing page as a phone gets it: the server's HTML (renderLandingPage, as the gateway's render threads run
 * it), then the app hydrating it the way main.tsx does.
 */
const TEMPLATE = '<!doctype html><html lang="en"><head><title>Solar Marketplace</title></head><body><div id="root"></div></body></html>';
const PATH = '/shop/product/solar-panels';
const HITS = Array.from({ length: 12 }, (_, i) => hit(i + 1));

// The server renderer schedules with Node's setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

afterEach(resetBrowserState);

async function serverRenderedPage(): Promise<HTMLElement> {
  window.history.replaceState(null, '', PATH);
  // Rendered in a DOM here: marked as the page the browser shows, so it builds the server's tree (buildsServerTree).
  markServerRendered();
  const html = await renderLandingPage(PATH, TEMPLATE, { apiOrigin: 'http://127.0.0.1:3000', signal: AbortSignal.timeout(10_000) });
  document.body.innerHTML = new DOMParser().parseFromString(html!, 'text/html').body.innerHTML;
  return document.getElementById('root')!;
}

/**
 * Hydrates `root` as main.tsx does, with module instances of the browser's own: React's contexts (the router's,
 * SWR's) are module state, which the server's render in this process must not share with the browser's app.
 */
async function hydrate(root: HTMLElement): Promise<unknown[]> {
  jest.resetModules();
  const { act } = require('react') as typeof import('react');
  const { hydrateRoot } = require('react-dom/client') as typeof import('react-dom/client');
  const { BrowserRouter } = require('react-router-dom') as typeof import('react-router-dom');
  const { AppProviders } = require('./App') as typeof import('./App');
  const { AppRoutes } = require('./routes') as typeof import('./routes');
  const { fallbackOf, readFirstAnswers, reuseFirstAnswers } = require('./api/firstAnswers') as typeof import('./api/firstAnswers');
  const browser = require('./shared/serverRendered') as typeof import('./shared/serverRendered');

  const answers = readFirstAnswers(document)!;
  browser.markServerRendered();
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      root,
      <AppProviders fallback={fallbackOf(answers)} use={reuseFirstAnswers(answers)}>
        <BrowserRouter>
          <AppRoutes features={{ advertiseWithUs: false }} />
        </BrowserRouter>
      </AppProviders>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return mismatches;
}

describe('a server-rendered listing, hydrated', () => {
  it('arrives with its first cards at full strength, hydrates without a mismatch or a read sent again, then shows the rest', async () => {
    const api = fakeApi({
      'POST /v1/client/categories/search': ok(CATEGORY_LIST),
      'POST /v1/client/items/search': ok(searchAnswer(HITS)),
      'GET /v1/client/brands': ok({ items: [], total: 0, page: 1, limit: 200, last_page: 1 }),
    });
    const root = await serverRenderedPage();
    const cards = () => [...root.querySelectorAll('.listing-results article')].map((card) => card.getAttribute('aria-label'));
    // The document carries the first cards only, and not faded as if a newer answer were on its way.
    expect(cards()).toEqual(HITS.slice(0, SERVER_RENDERED_CARDS).map((item) => item.name));
    expect(root.querySelector('.listing-results [aria-busy]')?.getAttribute('aria-busy')).toBe('false');
    const searches = api.callsTo('POST /v1/client/items/search').length;
    const categoryReads = api.callsTo('POST /v1/client/categories/search').length;

    const mismatches = await hydrate(root);

    await waitFor(() => expect(cards()).toEqual(HITS.map((item) => item.name)));
    expect(mismatches).toEqual([]);
    // The answers came with the page: neither the categories nor the search is asked for again.
    expect(api.callsTo('POST /v1/client/items/search')).toHaveLength(searches);
    expect(api.callsTo('POST /v1/client/categories/search')).toHaveLength(categoryReads);
    expect(root.querySelector('.shop-results-stale')).toBeNull();
  });
});
