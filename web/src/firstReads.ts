import { dealIdOfSlug, shopSearchBody, type DealView, type ItemDetail } from '@solar/contracts';
import { matchPath } from 'react-router-dom';
import { preload } from 'swr';
import { apiFetcher, type ApiKey } from './api/api';
import { categoriesRead } from './api/hooks';
import { itemRead } from './api/product';
import { getSessionToken } from './api/session';
import { shopSearchRead } from './api/shop';
import { dealRead, dealSearchRead } from './api/trader';
import { homeReads } from './pages/homeReads';
import { leadPictureUrl } from './shared/itemImages';
import { readListingLocation } from './shared/listing/listingLocation';
import { dealSearchBodyOf, readDealLocation } from './trader/browse/dealLocation';

/** A read a landing page needs first, and where its answer names the picture the page shows large. */
export interface FirstRead {
  read: ApiKey;
  leadPicture?: (answer: unknown) => string | undefined;
}

/**
 * The reads a landing page needs for its first view, by address: started by main.tsx with the app's own code,
 * so the answers are on their way while the page's chunk downloads instead of after it renders. Each read is
 * the exact read the page's hook sends (itemRead, dealRead, shopSearchRead, ...; a public read's SWR key is the
 * read itself, built from the same location the page reads), so the page picks up the answer. The gallery's
 * lead picture, the page's largest paint, is asked for as soon as the answer names it rather than once the page
 * has rendered. It names the landing pages' own modules, so it sits with the app (main.tsx, entry-server.tsx)
 * above them, not in api/.
 */
const FIRST_READS: ((pathname: string, search: string) => FirstRead[])[] = [
  // HomePage: its banners, ads, categories, curated rows and popular products.
  (pathname) => (pathname === '/' ? homeReads().map((read) => ({ read })) : []),
  // ProductPage: useItem(id) for a numeric id.
  (pathname) => {
    const id = matchPath('/product/:id/:slug', pathname)?.params.id ?? '';
    return /^\d+$/.test(id) ? [{ read: itemRead(Number(id)), leadPicture: (item) => leadPictureUrl((item as ItemDetail).images) }] : [];
  },
  // DealPage: useDeal(listingId), a public read for a visitor who is not signed in.
  (pathname) => {
    const listingId = dealIdOfSlug(matchPath('/trader/deal/:deal', pathname)?.params.deal ?? '');
    return listingId === undefined || getSessionToken()
      ? []
      : [{ read: dealRead(listingId), leadPicture: (deal) => leadPictureUrl((deal as DealView).images) }];
  },
  // The shop's listings (ShopListingPage): the categories, which a category page needs for its heading before it
  // searches, and the search itself.
  (pathname, search) => {
    const location = readListingLocation(pathname, search);
    return location ? [{ read: categoriesRead }, { read: shopSearchRead(shopSearchBody(location.filters, location.scope)) }] : [];
  },
  // The deal listings (DealSearchPage).
  (pathname, search) => {
    const location = readDealLocation(pathname, search);
    return location ? [{ read: dealSearchRead(dealSearchBodyOf(location)) }] : [];
  },
];

/** Asks for an image the way the page's <img> will, at high priority, so the page finds it loaded or on its way. */
function preloadImage(url: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href: url, fetchpriority: 'high' })) link.setAttribute(name, value);
  document.head.appendChild(link);
}

/** The reads the page at this address needs for its first view (none off the landing pages). */
export const firstReadsOf = (pathname: string, search: string): FirstRead[] => FIRST_READS.flatMap((readsAt) => readsAt(pathname, search));

export function preloadFirstReads(pathname: string, search: string): void {
  for (const { read, leadPicture } of firstReadsOf(pathname, search)) {
    void preload(read, () => apiFetcher(read))
      .then((answer) => {
        const url = leadPicture?.(answer);
        if (url) preloadImage(url);
      })
      .catch(() => undefined);
  }
}
