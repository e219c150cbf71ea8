import { dealIdOfSlug, type DealView, type ItemDetail } from '@solar/contracts';
import { matchPath } from 'react-router-dom';
import { preload } from 'swr';
import { leadPictureUrl } from '../shared/itemImages';
import { apiFetcher, type ApiKey } from './api';
import { itemRead } from './product';
import { getSessionToken } from './session';
import { dealRead } from './trader';

/** A read a landing page needs first, and where its answer names the picture the page shows large. */
interface FirstRead {
  read: ApiKey;
  leadPicture?: (answer: unknown) => string | undefined;
}

/**
 * The reads a landing page needs for its first view, by route: started by main.tsx with the app's own code,
 * so the answer is on its way while the page's chunk downloads instead of after it. Each read is the exact
 * read the page's hook sends (itemRead, dealRead; a public read's SWR key is the read itself), so the page picks
 * up the answer. The gallery's lead picture, the page's largest paint, is asked for as soon as the answer names
 * it rather than once the page has rendered.
 */
const FIRST_READS: { route: string; reads: (params: Record<string, string | undefined>) => FirstRead[] }[] = [
  // ProductPage: useItem(id) for a numeric id.
  {
    route: '/product/:id/:slug',
    reads: ({ id = '' }) => (/^\d+$/.test(id) ? [{ read: itemRead(Number(id)), leadPicture: (item) => leadPictureUrl((item as ItemDetail).images) }] : []),
  },
  // DealPage: useDeal(listingId), a public read for a visitor who is not signed in.
  {
    route: '/trader/deal/:deal',
    reads: ({ deal = '' }) => {
      const listingId = dealIdOfSlug(deal);
      return listingId === undefined || getSessionToken() ? [] : [{ read: dealRead(listingId), leadPicture: (answer) => leadPictureUrl((answer as DealView).images) }];
    },
  },
];

/** Asks for an image the way the page's <img> will, at high priority, so the page finds it loaded or on its way. */
function preloadImage(url: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href: url, fetchpriority: 'high' })) link.setAttribute(name, value);
  document.head.appendChild(link);
}

export function preloadFirstReads(pathname: string): void {
  for (const { route, reads } of FIRST_READS) {
    const match = matchPath(route, pathname);
    if (!match) continue;
    for (const { read, leadPicture } of reads(match.params)) {
      void preload(read, () => apiFetcher(read))
        .then((answer) => {
          const url = leadPicture?.(answer);
          if (url) preloadImage(url);
        })
        .catch(() => undefined);
    }
  }
}
