/**
 * The pages shoppers land on from outside (search engines, ads, shared links): the module each one's route loads
 * and the routes that render it, in react-router's syntax. Three things read this table:
 * - the build (web/build/landingPreloads.ts), which lets index.html fetch a landing page's chunks alongside the
 *   app's own instead of after it;
 * - the first-load budget (scripts/bundle-budget.mjs) and the Lighthouse runner's choice of pages;
 * - routes.spec.tsx, which proves each route here really renders that module.
 * Plain data without imports, so Node runs it as it is.
 */
export interface LandingPage {
  /** The page's module, from the web folder (the key of the build's manifest). */
  module: string;
  /** The routes that render it; `:name` is one segment, a trailing `/*` any rest of the path. */
  routes: string[];
}

export const LANDING_PAGES: Record<string, LandingPage> = {
  home: { module: 'src/pages/HomePage.tsx', routes: ['/'] },
  category: { module: 'src/shop/ListingPage.tsx', routes: ['/shop/product/:categorySlug/*', '/shop/find/*', '/shop/brands/:brand/*'] },
  product: { module: 'src/product/ProductPage.tsx', routes: ['/product/:id/:slug'] },
  deal: { module: 'src/trader/deal/DealPage.tsx', routes: ['/trader/deal/:deal'] },
  'deal search': { module: 'src/trader/browse/DealSearchPage.tsx', routes: ['/trader/find/*'] },
};

/**
 * Marks a document the server rendered (entry-server.tsx): its content shows before any script runs, so its scripts
 * and their preloads are fetched at low priority, after the styles and the pictures in view. The build's preload
 * script (web/build/landingPreloads.ts) reads the mark.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
