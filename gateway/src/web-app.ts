import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { LandingPages } from './landing-pages';
import { filesFailure } from './stored-files';

/** A year: the longest lifetime browsers honour. */
const ONE_YEAR = '1y';

/**
 * The built web app (web/dist). Its scripts, styles and fonts under /assets have a content hash in their name, so
 * they are cached for a year and never revalidated (`immutable`); a release changes their names. The build wrote a
 * brotli and a gzip copy of each text asset, and the copy the browser accepts is sent (brotli first), so nothing is
 * compressed per request. index.html is revalidated on every visit (`no-cache`), so a release reaches the next page
 * load. Any other page path gets index.html: the app routes it, and shows its own not-found page. With
 * `landingPages`, the pages shoppers land on arrive rendered (see ./landing-pages), compressed per request.
 */
export function webAppRoutes(webDist: string, landingPages?: LandingPages): Router {
  const router = express.Router();
  const compressed = { enableBrotli: true, orderPreference: ['br'], index: false as const };
  router.use(
    '/assets',
    expressStaticGzip(join(webDist, 'assets'), { ...compressed, serveStatic: { immutable: true, maxAge: ONE_YEAR, fallthrough: false } }),
    // A missing asset is a 404, not the app's page in place of a script.
    filesFailure,
  );
  router.use(expressStaticGzip(webDist, { ...compressed, serveStatic: { maxAge: '1h' } }));
  const template = landingPages?.available ? readFileSync(join(webDist, 'index.html'), 'utf8') : undefined;
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/health') || req.path === '/metrics') return next();
    res.setHeader('Cache-Control', 'no-cache');
    const rendered = template !== undefined && landingPages?.renders(req.path) ? await landingPages.render(req, template) : undefined;
    if (rendered === undefined) return res.sendFile(join(webDist, 'index.html'), { cacheControl: false });
    await sendCompressed(req, res, rendered);
  });
  return router;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page in the encoding the browser accepts; brotli at a middle quality costs about a millisecond. */
async function sendCompressed(req: Request, res: Response, html: string): Promise<void> {
  res.setHeader('Vary', 'Accept-Encoding');
  res.type('html');
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br') {
    res.setHeader('Content-Encoding', 'br');
    res.send(await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(await gzipped(html));
  } else {
    res.send(html);
  }
}
