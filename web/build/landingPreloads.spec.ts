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

  describe('on a page the server rendered', () => {
    const loadedApp = () => [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
    const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    /** A browser with paint timing: the observer the script creates, to report the first paint to. */
    let paintObserver: { report: (name: string) => void; disconnected: boolean } | undefined;
    class PaintTimingObserver {
      static supportedEntryTypes = ['paint'];
      disconnected = false;
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PaintTimingObserver) => void) {
        paintObserver = this as unknown as typeof paintObserver;
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
      report(name: string) {
        this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
      }
    }

    beforeEach(() => {
      jest.useFakeTimers();
      document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    });
    afterEach(() => {
      // Spend the listeners each run of the script left on window, so they cannot load the app in a later test.
      for (const name of ['pointerdown', 'keydown', 'focusin']) window.dispatchEvent(new Event(name));
      document.documentElement.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
      paintObserver = undefined;
      jest.useRealTimers();
    });

    it('loads the entry, its imports and the page chunks once the browser reports the first paint, and not before', () => {
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = PaintTimingObserver;
      expect(preloadsAt('/product/12/tiger-neo')).toEqual([]);
      jest.advanceTimersByTime(100); // frames come and go: a frame is not yet a paint
      paintObserver!.report('first-paint');
      jest.advanceTimersByTime(0);
      expect(loadedApp()).toEqual([]);

      paintObserver!.report('first-contentful-paint');
      expect(paintObserver!.disconnected).toBe(true);
      expect(loadedApp()).toEqual([]); // in the task after the paint's
      jest.advanceTimersToNextTimer();
      // The entry first, with the first few preloads; the rest a few per task after it.
      expect(loadedApp()).toEqual(['/assets/index-1.js']);
      expect(preloaded()).toEqual(['/assets/framework-1.js', '/assets/format-1.js', '/assets/ProductPage-1.js', '/assets/Gallery-1.js']);
      jest.advanceTimersToNextTimer();
      expect(preloaded()).toEqual(['/assets/framework-1.js', '/assets/format-1.js', '/assets/ProductPage-1.js', '/assets/Gallery-1.js', '/assets/zoom-1.js']);
      expect(loadedApp()).toEqual(['/assets/index-1.js']);
    });

    it('waits as well for the pictures: the window loaded, then a frame for them to paint', () => {
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = PaintTimingObserver;
      const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      try {
        preloadsAt('/product/12/tiger-neo');
        paintObserver!.report('first-contentful-paint');
        jest.advanceTimersByTime(2000);
        expect(loadedApp()).toEqual([]);
        window.dispatchEvent(new Event('load'));
        expect(loadedApp()).toEqual([]);
        jest.advanceTimersByTime(20);
        expect(loadedApp()).toEqual(['/assets/index-1.js']);
      } finally {
        readyState.mockRestore();
      }
    });

    it('waits for a frame and the task after it in a browser without paint timing', () => {
      preloadsAt('/product/12/tiger-neo');
      expect(loadedApp()).toEqual([]);
      jest.advanceTimersByTime(20);
      expect(loadedApp()).toEqual(['/assets/index-1.js']);
    });

    it('loads at once when the shopper touches, types or moves focus, and only once', () => {
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = PaintTimingObserver;
      for (const name of ['pointerdown', 'keydown', 'focusin']) {
        document.head.innerHTML = '';
        preloadsAt('/product/12/tiger-neo');
        window.dispatchEvent(new Event(name));
        expect(loadedApp()).toEqual(['/assets/index-1.js']);
        jest.advanceTimersByTime(0); // the rest of its preloads
      }
      paintObserver!.report('first-contentful-paint');
      jest.advanceTimersByTime(5000);
      window.dispatchEvent(new Event('pointerdown'));
      expect(loadedApp()).toEqual(['/assets/index-1.js']);
      expect(preloaded()).toHaveLength(5);
    });

    it('loads after three seconds when no paint is reported', () => {
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = PaintTimingObserver;
      preloadsAt('/product/12/tiger-neo');
      jest.advanceTimersByTime(2999);
      expect(loadedApp()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(loadedApp()).toEqual(['/assets/index-1.js']);
    });

    it('loads at once on a hidden page, which paints nothing', () => {
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      try {
        preloadsAt('/');
        expect(loadedApp()).toEqual(['/assets/index-1.js']);
      } finally {
        jest.restoreAllMocks();
      }
    });
  });

  it('writes the landing routes for the gateway, which renders only those pages', () => {
    const emitted: { fileName: string; source: string }[] = [];
    const hook = landingPreloads(PAGES, WEB).generateBundle as (this: unknown) => void;
    hook.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
    expect(emitted.map((file) => file.fileName)).toEqual([LANDING_ROUTES_FILE]);
    const routes = (JSON.parse(emitted[0]!.source) as string[]).map((expression) => new RegExp(expression));
    expect(['/', '/product/12/tiger-neo', '/shop/cart', '/product/12'].map((path) => routes.some((route) => route.test(path)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('preloads nothing on a page that is not a landing page', () => {
    expect(preloadsAt('/shop/cart')).toEqual([]);
    expect(preloadsAt('/product/12')).toEqual([]);
    expect(preloadsAt('/product/12/tiger-neo/extra')).toEqual([]);
  });

  it('fails the build when a landing page names a module the build has no chunk for', () => {
    expect(() => preloadsAt('/', { gone: { module: 'src/pages/GonePage.tsx', routes: ['/gone'] } })).toThrow(
      /no chunk for the gone page's module src\/pages\/GonePage.tsx/,
    );
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
