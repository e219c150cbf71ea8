import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { ApiError, apiRequest, readRequest, setApiOrigin, type ApiRequest } from './api/api';
import { FIRST_ANSWERS_ID, answeredWithPage, fallbackOf, firstAnswersJson, type FirstAnswer } from './api/firstAnswers';
import { firstReadsOf } from './firstReads';
import { AppProviders } from './App';
import { FEATURES } from './config';
import { LANDING_PAGES, SERVER_RENDERED_ATTRIBUTE } from './landingPages';
import { AppRoutes } from './routes';

/**
 * Server rendering of the pages shoppers land on (LANDING_PAGES). The gateway calls `renderLandingPage` for a page
 * address; the page's HTML arrives with the document, so a phone paints the product, listing or deal before any
 * of the app's code has loaded, and the browser hydrates it from the same answers (main.tsx).
 *
 * The server renders what a visitor who is not signed in sees: the session lives in the browser's storage, which
 * the server never sees. A signed-in visitor's header and own data follow right after hydration.
 */

/** Where the page's reads go, and for whom. */
interface LandingReads {
  /** Where the API answers, from the server's side (the gateway's own address). */
  apiOrigin: string;
  /** The visitor's address, sent on as X-Forwarded-For: the reads count against the visitor's own rate limit. */
  clientIp?: string;
}

export interface LandingRenderOptions extends LandingReads {
  /** Aborts the reads and the render. */
  signal: AbortSignal;
}

/** One page for the gateway's pool of render threads (a piscina task: this module's default export runs it). */
export interface LandingRenderTask extends LandingReads {
  url: string;
  template: string;
  /** Past this, the render gives up and the gateway sends index.html for the browser to render. */
  timeoutMs: number;
}

export default function renderLandingTask({ url, template, timeoutMs, ...options }: LandingRenderTask): Promise<string | undefined> {
  return renderLandingPage(url, template, { ...options, signal: AbortSignal.timeout(timeoutMs) });
}

const ROOT = '<div id="root"></div>';

/** Whether the address is a landing page's: other pages are rendered in the browser from index.html. */
export const isLandingPath = (pathname: string): boolean =>
  Object.values(LANDING_PAGES).some(({ routes }) => routes.some((route) => matchPath(route, pathname) !== null));

/**
 * The document for `url` (a path with its query), built from index.html (`template`) with the page's HTML in its
 * root, the answers it was rendered from, and a preload of its lead picture; undefined when `url` is not a landing
 * page. A read that fails is left out: the page renders its loading state there, and the browser asks again.
 */
export async function renderLandingPage(url: string, template: string, { apiOrigin, clientIp, signal }: LandingRenderOptions): Promise<string | undefined> {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (!isLandingPath(pathname) || !template.includes(ROOT)) return undefined;
  setApiOrigin(apiOrigin);

  const reads = firstReadsOf(pathname, search);
  const answered = await Promise.all(
    reads.map(async ({ read, leadPicture }) => {
      try {
        const headers = clientIp ? { 'X-Forwarded-For': clientIp } : undefined;
        const data = await readWithOneRetry({ ...readRequest(read), auth: 'none', signal, headers });
        return { answer: { read, data } satisfies FirstAnswer, picture: leadPicture?.(data) };
      } catch {
        return undefined;
      }
    }),
  );
  signal.throwIfAborted();
  const answers = answered.flatMap((result) => (result ? [result.answer] : []));
  const pictures = answered.flatMap((result) => (result?.picture ? [result.picture] : []));

  const html = await renderToText(
    // A cache of its own per render: answers never pass from one visitor's page to another's.
    <AppProviders fallback={fallbackOf(answers)} use={[answeredWithPage(answers, () => true)]} provider={() => new Map()}>
      <StaticRouter location={`${pathname}${search}`}>
        <AppRoutes features={FEATURES} />
      </StaticRouter>
    </AppProviders>,
    signal,
  );

  const head = pictures.map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`).join('');
  const body = `<div id="root">${html}</div><script type="application/json" id="${FIRST_ANSWERS_ID}">${firstAnswersJson(answers)}</script>`;
  return withScriptsAfterFirstPaint(template).replace('</head>', `${head}</head>`).replace(ROOT, body);
}

/**
 * A first read, sent once more when it failed before any answer (ApiError status 0): the render thread reuses its
 * connections to the gateway, and one the gateway closes for idleness just as a read goes out on it fails that
 * read ("other side closed"), which left the page to render its loading state. The reads are reads, so sending
 * one again, on a new connection, is safe; a read the gateway answered, even with an error, is not repeated.
 */
async function readWithOneRetry(request: ApiRequest): Promise<unknown> {
  try {
    return await apiRequest<unknown>(request);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0 || request.signal?.aborted) throw error;
    return apiRequest<unknown>(request);
  }
}

/**
 * The page shows without its scripts, which only make it interactive: the app's entry and its preloads are left
 * out of the document, and the build's inline script (web/build/landingPreloads.ts), seeing the mark, loads them
 * once the page has painted.
 */
const withScriptsAfterFirstPaint = (template: string): string =>
  template
    .replace('<html', `<html ${SERVER_RENDERED_ATTRIBUTE}`)
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

/**
 * Renders the whole page, its lazily loaded parts included (prerender waits for every Suspense boundary). By
 * default React sends a large boundary apart, hidden, and reveals it with an inline script; a prerendered page
 * has nothing to stream, so every boundary goes inline, where it belongs (no script runs before the app's own).
 */
async function renderToText(element: ReactNode, signal: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
