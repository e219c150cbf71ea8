import { FIRST_ANSWERS_ID, type FirstAnswer } from './api/firstAnswers';
import { renderLandingPage } from './entry-server';
import { fail, fakeApi, ok } from './test/app';
import { itemDetail, picture } from './test/productFixtures';
import { CATEGORY_LIST, hit, searchAnswer } from './test/shopSupport';

/** Server rendering of the landing pages, as the gateway's render threads run it (node, no DOM). */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Solar Marketplace</title><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework.js"><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';
const GATEWAY = 'http://127.0.0.1:3000';

const render = (url: string, signal = AbortSignal.timeout(10_000)) => renderLandingPage(url, TEMPLATE, { apiOrigin: GATEWAY, clientIp: '203.0.113.7', signal });

/** The answers embedded in the page, read back as the browser does. */
function embeddedAnswers(html: string): FirstAnswer[] {
  const match = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, 's').exec(html);
  if (!match) throw new Error('the page embeds no answers');
  return JSON.parse(match[1]) as FirstAnswer[];
}

describe('renderLandingPage', () => {
  it("renders a product page's HTML from the item, with the answer embedded and its lead picture preloaded", async () => {
    const item = itemDetail({ id: 41, name: 'Tiger Neo 440W Panel', images: [...picture('uuid-41', 2), ...picture('uuid-41', 1)] });
    const api = fakeApi({ 'GET /v1/client/items/41': ok(item) });
    const html = await render('/product/41/tiger-neo-440w');

    expect(html).toMatch(/<h1[^>]*>Tiger Neo 440W Panel<\/h1>/);
    expect(html).toContain('<link rel="preload" as="image" href="/files/items/uuid-41/1/685x450.jpg" fetchpriority="high"></head>');
    expect(embeddedAnswers(html!)).toEqual([{ read: ['GET', '/v1/client/items/41'], data: item }]);
    // The page shows without its scripts, which the build's inline script loads once it has painted.
    expect(html).toContain('<html data-server-rendered lang="en">');
    expect(html).not.toContain('/assets/index.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');

    // The read went to the gateway as the visitor, not signed in, counted against the visitor's address.
    const [call] = api.callsTo('GET /v1/client/items/41');
    expect(call.url).toBe(`${GATEWAY}/v1/client/items/41`);
    expect(call.authorization).toBeUndefined();
    expect(call.headers['X-Forwarded-For']).toBe('203.0.113.7');
  });

  it('renders a category page from the categories and its search', async () => {
    fakeApi({
      'POST /v1/client/categories/search': ok(CATEGORY_LIST),
      'POST /v1/client/items/search': ok(searchAnswer([hit(1), hit(2)])),
    });
    const html = await render('/shop/product/solar-panels?sort_by=price_asc');
    expect(html).toMatch(/<h1[^>]*>Solar Panels<\/h1>/);
    expect(html).toContain(hit(2).name);
    expect(embeddedAnswers(html!).map(({ read }) => read[1])).toEqual(['/v1/client/categories/search', '/v1/client/items/search']);
  });

  it('keeps markup in the data from closing the script that carries it', async () => {
    const name = '</script><script>alert(1)</script><!--';
    fakeApi({ 'GET /v1/client/items/7': ok(itemDetail({ id: 7, name })) });
    const html = (await render('/product/7/x'))!;
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect((embeddedAnswers(html)[0].data as { name: string }).name).toBe(name);
  });

  it('renders the page without an answer whose read fails, and leaves the rest to the browser', async () => {
    fakeApi({ 'GET /v1/client/items/43': fail(404) });
    const html = (await render('/product/43/gone'))!;
    expect(embeddedAnswers(html)).toEqual([]);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<header');
  });

  it('sends a read once more when the connection closed before any answer, and not a read the gateway answered', async () => {
    const item = itemDetail({ id: 45, name: 'Tiger Neo 445W Panel' });
    const api = fakeApi({ 'GET /v1/client/items/45': ok(item), 'GET /v1/client/items/46': fail(503) });
    const answer = globalThis.fetch;
    let closed = 0;
    // The first read goes out on a kept-alive connection the gateway has just closed.
    globalThis.fetch = ((url: string, init: RequestInit) =>
      closed++ === 0 ? Promise.reject(new TypeError('fetch failed')) : answer(url, init)) as typeof fetch;

    const html = (await render('/product/45/tiger-neo-445w'))!;
    expect(embeddedAnswers(html)).toEqual([{ read: ['GET', '/v1/client/items/45'], data: item }]);
    expect(html).toMatch(/<h1[^>]*>Tiger Neo 445W Panel<\/h1>/);

    expect(embeddedAnswers((await render('/product/46/x'))!)).toEqual([]);
    expect(api.callsTo('GET /v1/client/items/46')).toHaveLength(1);
  });

  it('renders nothing for a page that is not a landing page, and reads nothing', async () => {
    const api = fakeApi();
    expect(await render('/shop/cart')).toBeUndefined();
    expect(await render('/my-solar/overview')).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('gives up when its time is over', async () => {
    // A gateway that never answers; fetch gives up when its signal is aborted.
    globalThis.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
    await expect(render('/product/44/slow', AbortSignal.timeout(50))).rejects.toThrow();
  });
});
