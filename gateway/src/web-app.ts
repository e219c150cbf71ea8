import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { join } from 'node:path';
import { filesFailure } from './stored-files';

/** A year: the longest lifetime browsers honour. */
const ONE_YEAR = '1y';

/**
 * The built web app (web/dist). Its scripts, styles and fonts under /assets have a content hash in their name, so
 * they are cached for a year and never revalidated (`immutable`); a release changes their names. The build wrote a
 * brotli and a gzip copy of each text asset, and the copy the browser accepts is sent (brotli first), so nothing is
 * compressed per request. index.html is revalidated on every visit (`no-cache`), so a release reaches the next page
 * load. Any other page path gets index.html: the app routes it, and shows its own not-found page.
 */
export function webAppRoutes(webDist: string): Router {
  const router = express.Router();
  const compressed = { enableBrotli: true, orderPreference: ['br'], index: false as const };
  router.use(
    '/assets',
    expressStaticGzip(join(webDist, 'assets'), { ...compressed, serveStatic: { immutable: true, maxAge: ONE_YEAR, fallthrough: false } }),
    // A missing asset is a 404, not the app's page in place of a script.
    filesFailure,
  );
  router.use(expressStaticGzip(webDist, { ...compressed, serveStatic: { maxAge: '1h' } }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/health') || req.path === '/metrics') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(webDist, 'index.html'), { cacheControl: false });
  });
  return router;
}
