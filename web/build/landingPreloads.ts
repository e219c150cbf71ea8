import { relative, sep } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { SERVER_RENDERED_ATTRIBUTE, type LandingPage } from '../src/landingPages';

/** Where the build writes the landing routes' expressions, in web/dist (see `landingPreloads`). */
export const LANDING_ROUTES_FILE = '.vite/landing-routes.json';

/** A rendered page loads the app by then even if the browser has not reported its first paint. */
const APP_AT_THE_LATEST_MS = 3000;

/**
 * Each preload costs the main thread a request setup (about half a millisecond on a desktop, several on a phone),
 * so a rendered page adds its sixteen-odd preloads a few per task: the taps that come meanwhile are not kept waiting.
 */
const PRELOADS_PER_TASK = 4;

/** A react-router route as an anchored regular expression: `:name` is one segment, a trailing `/*` any rest. */
export function routeExpression(route: string): string {
  const rest = route.endsWith('/*');
  const segments = (rest ? route.slice(0, -2) : route)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const path = segments.join('/').replace(/\/$/, '');
  return `^${path}${rest ? '(?:/.*)?' : ''}/?$`;
}

/** The chunk's file and every chunk it imports statically, at any depth. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticClosure(bundle, imported, into);
  }
  return into;
}

/**
 * index.html starts loading a landing page's own chunks while the app's code downloads: a few lines of inline
 * script match the address against the landing pages' routes and add a `modulepreload` for each chunk that page
 * needs and the entry does not. Without it the page's chunks are asked for only after the app has loaded and
 * rendered its routes, one more round trip on a phone's network before anything of the page shows.
 *
 * A page the server rendered (SERVER_RENDERED_ATTRIBUTE; web/src/entry-server.tsx leaves out the entry's script
 * and preloads) shows before any script runs, so the same lines load the app only once the page has painted and
 * its pictures have loaded (the window's load event, then a frame for them to paint): the phone's network and
 * main thread go to the styles, the pictures in view and the first layout first, and the app arrives right after
 * to hydrate what is on screen. "Painted" is the browser's first-contentful-paint entry, which it reports once
 * the frame is on screen; an animation frame alone comes before the paint, and a browser that is slow to put its
 * frame on screen (a phone's busy GPU) would otherwise spend that time on the app's code instead. A browser
 * without paint timing waits for a frame. A touch, key or focus loads the app at once, and a page that is hidden
 * paints nothing, so it loads at once too; so does a page still loading after APP_AT_THE_LATEST_MS.
 */
export function landingPreloads(pages: Record<string, LandingPage>, webRoot: string): Plugin {
  return {
    name: 'solar:landing-preloads',
    apply: 'build',
    // The landing routes as expressions, for the gateway: it hands only these pages to its render threads.
    // Under .vite beside the manifest, which the gateway does not serve.
    generateBundle() {
      const expressions = Object.values(pages).flatMap((page) => page.routes.map(routeExpression));
      this.emitFile({ type: 'asset', fileName: LANDING_ROUTES_FILE, source: JSON.stringify(expressions) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('landingPreloads: the build has no entry chunk');
        const withEntry = staticClosure(bundle, entry);
        const table = Object.entries(pages).map(([name, page]) => {
          const chunk = chunks.find((c) => c.facadeModuleId && relative(webRoot, c.facadeModuleId).split(sep).join('/') === page.module);
          if (!chunk) throw new Error(`landingPreloads: no chunk for the ${name} page's module ${page.module} (web/src/landingPages.ts)`);
          const files = [...staticClosure(bundle, chunk)].filter((file) => !withEntry.has(file)).map((file) => `/${file}`);
          return [page.routes.map(routeExpression).join('|'), files];
        });
        const entryImports = [...withEntry].filter((file) => file !== entry.fileName).map((file) => `/${file}`);
        const script =
          `(function(){var t=${JSON.stringify(table)},e=${JSON.stringify(`/${entry.fileName}`)},m=${JSON.stringify(entryImports)},d=document,f=[];` +
          `for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(location.pathname)){f=t[i][1];break}` +
          `function pre(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)}` +
          `if(!d.documentElement.hasAttribute('${SERVER_RENDERED_ATTRIBUTE}')){f.forEach(pre);return}` +
          `var w=window,P=w.PerformanceObserver,on=0;` +
          `function app(){if(on)return;on=1;var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=e;d.head.appendChild(s);var l=m.concat(f);(function next(){l.splice(0,${PRELOADS_PER_TASK}).forEach(pre);if(l.length)setTimeout(next,0)})()}` +
          `if(d.visibilityState==='hidden')return app();` +
          `['pointerdown','keydown','focusin'].forEach(function(n){w.addEventListener(n,app,{capture:true,passive:true,once:true})});` +
          `setTimeout(app,${APP_AT_THE_LATEST_MS});` +
          `var painted=0,loaded=d.readyState==='complete';function go(){if(painted&&loaded)setTimeout(app,0)}` +
          `if(!loaded)w.addEventListener('load',function(){requestAnimationFrame(function(){loaded=1;go()})});` +
          `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=1;go()}}).observe({type:'paint',buffered:true});` +
          `else requestAnimationFrame(function(){painted=1;go()})})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
