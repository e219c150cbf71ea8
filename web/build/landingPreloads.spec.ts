/**
 * @jest-environment jsdom
 */
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { SERVER_RENDERED_ATTRIBUTE } from '../src/landingPages';
import { LANDING_ROUTES_FILE, landingPreloads, routeExpression } from './landingPreloads';

const WEB = '/repo/web';
const chunk = (fileName: string, imports: string[], facade?: string, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, isEntry, facadeModuleId: facade ? join(WEB, facade) : null }) as unknown as OutputChunk;
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/framework-1.js', 'assets/format-1.js'], 'index.html', true),
    chunk('assets/framework-1.js', []),
    chunk('assets/format-1.js', []),
    chunk('assets/ProductPage-1.js', ['assets/framework-1.js', 'assets/index-1.js', 'assets/Gallery-1.js'], 'src/product/ProductPage.tsx'),
    chunk('assets/Gallery-1.js', ['assets/format-1.js', 'assets/zoom-1.js']),
    chunk('assets/zoom-1.js', []),
    chunk('assets/HomePage-1.js', ['assets/index-1.js'], 'src/pages/HomePage.tsx'),
  ].map((c) => [c.fileName, c]),
) as OutputBundle;

const PAGES = {
  home: { module: 'src/pages/HomePage.tsx', routes: ['/'] },
  product: { module: 'src/product/ProductPage.tsx', routes: ['/product/:id/:slug'] },
};

/** The inline script the plugin adds to index.html, run at `path`; the modulepreloads it added. */
function preloadsAt(path: string, pages: Record<string, { module: string; routes: string[] }> = PAGES): string[] {
  const hook = landingPreloads(pages, WEB).transformIndexHtml as { handler: IndexHtmlTransformHook };
  const result = hook.handler.call({} as never, '<html></html>', { path: '/index.html', filename: 'index.html', bundle }) as { tags: HtmlTagDescriptor[] };
  document.head.innerHTML = '';
  window.history.pushState({}, '', path);
  new Function(String(result.tags[0].children))();
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

describe('landingPreloads', () => {
  it("preloads a landing page's chunk and the chunks it imports that the entry does not bring", () => {
    expect(preloadsAt('/product/12/tiger-neo')).toEqual(['/assets/ProductPage-1.js', '/assets/Gallery-1.js', '/assets/zoom-1.js']);
    expect(preloadsAt('/')).toEqual(['/assets/HomePage-1.js']);
  });

  it('loads the app on a page the server rendered only once it has painted: the entry, its imports and the page chunks', async () => {
    document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    try {
      expect(preloadsAt('/product/12/tiger-neo')).toEqual([]);
      expect(document.querySelector('script[type="module"]')).toBeNull();
      // The frame, then the task after it.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
        '/assets/framework-1.js',
        '/assets/format-1.js',
        '/assets/ProductPage-1.js',
        '/assets/Gallery-1.js',
        '/assets/zoom-1.js',
      ]);
      expect([...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'))).toEqual(['/assets/index-1.js']);
    } finally {
      document.documentElement.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    }
  });

  it('writes the landing routes for the gateway, which renders only those pages', () => {
    const emitted: { fileName: string; source: string }[] = [];
    const hook = landingPreloads(PAGES, WEB).generateBundle as (this: unknown) => void;
    hook.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
    expect(emitted.map((file) => file.fileName)).toEqual([LANDING_ROUTES_FILE]);
    const routes = (JSON.parse(emitted[0]!.source) as string[]).map((expression) => new RegExp(expression));
    expect(['/', '/product/12/tiger-neo', '/shop/cart', '/product/12'].map((path) => routes.some((route) => route.test(path)))).toEqual([true, true, false, false]);
  });

  it('preloads nothing on a page that is not a landing page', () => {
    expect(preloadsAt('/shop/cart')).toEqual([]);
    expect(preloadsAt('/product/12')).toEqual([]);
    expect(preloadsAt('/product/12/tiger-neo/extra')).toEqual([]);
  });

  it('fails the build when a landing page names a module the build has no chunk for', () => {
    expect(() => preloadsAt('/', { gone: { module: 'src/pages/GonePage.tsx', routes: ['/gone'] } })).toThrow(/no chunk for the gone page's module src\/pages\/GonePage.tsx/);
  });
});

describe('routeExpression', () => {
  it.each([
    ['/', ['/'], ['/x']],
    ['/product/:id/:slug', ['/product/1/a', '/product/1/a/'], ['/product/1', '/product/1/a/b', '/productx/1/a']],
    ['/shop/find/*', ['/shop/find', '/shop/find/', '/shop/find/ca_panels/pw_400'], ['/shop/finder', '/shop']],
    ['/shop/a.b', ['/shop/a.b'], ['/shop/axb']],
  ])('%s', (route, matching, other) => {
    const expression = new RegExp(routeExpression(route));
    for (const path of matching) expect(expression.test(path)).toBe(true);
    for (const path of other) expect(expression.test(path)).toBe(false);
  });
});
