import { dealIdOfSlug } from '@solar/contracts';
import { matchPath } from 'react-router-dom';
import { preload } from 'swr';
import { apiFetcher, type ApiKey } from './api';
import { itemRead } from './product';
import { getSessionToken } from './session';
import { dealRead } from './trader';

/**
 * The reads a landing page needs for its first view, by route: started by main.tsx with the app's own code,
 * so the answer is on its way while the page's chunk downloads instead of after it. Each read is the exact
 * read the page's hook sends (itemRead, dealRead; a public read's SWR key is the read itself), so the page picks
 * up the answer.
 */
const FIRST_READS: { route: string; reads: (params: Record<string, string | undefined>) => ApiKey[] }[] = [
  // ProductPage: useItem(id) for a numeric id.
  { route: '/product/:id/:slug', reads: ({ id = '' }) => (/^\d+$/.test(id) ? [itemRead(Number(id))] : []) },
  // DealPage: useDeal(listingId), a public read for a visitor who is not signed in.
  {
    route: '/trader/deal/:deal',
    reads: ({ deal = '' }) => {
      const listingId = dealIdOfSlug(deal);
      return listingId === undefined || getSessionToken() ? [] : [dealRead(listingId)];
    },
  },
];

export function preloadFirstReads(pathname: string): void {
  for (const { route, reads } of FIRST_READS) {
    const match = matchPath(route, pathname);
    if (!match) continue;
    for (const read of reads(match.params)) void preload(read, () => apiFetcher(read)).catch(() => undefined);
  }
}
