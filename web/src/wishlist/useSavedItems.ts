import { CART_API, TRADER_API, type DealWishlistEntry, type PageOf, type WishlistEntry } from '@solar/contracts';
import { useMemo } from 'react';
import { apiSend, asCartOwner, useApi, useDealWishlist, useWishlist, type ReadScope } from '../api';

/** One wishlist's reads, as the hearts need them: its first page, another page, and an entry's id. */
interface WishlistSource<Entry> {
  first: PageOf<Entry> | undefined;
  path: string;
  as: ReadScope;
  loadPage: (page: number) => Promise<PageOf<Entry>>;
  idOf: (entry: Entry) => string;
}

/**
 * The ids on a whole wishlist. The first page is the page's own read (one cached call); a wishlist longer than a
 * page has its other pages read in one go under a key of the wishlist's path, so every change to it refreshes
 * them too.
 */
function useSavedIds<Entry>({ first, path, as, loadPage, idOf }: WishlistSource<Entry>): { saved: ReadonlySet<string>; loaded: boolean } {
  const lastPage = first?.last_page ?? 1;
  const { data: rest } = useApi<Entry[]>(
    lastPage > 1
      ? {
          key: ['pages', path, { pagesFrom: 2, to: lastPage }],
          load: async () => {
            const pages = await Promise.all(Array.from({ length: lastPage - 1 }, (_, index) => loadPage(index + 2)));
            return pages.flatMap((page) => page.items);
          },
        }
      : null,
    { as },
  );
  const saved = useMemo(() => new Set([...(first?.items ?? []), ...(rest ?? [])].map(idOf)), [first, rest, idOf]);
  return { saved, loaded: first !== undefined };
}

const itemIdOf = (entry: WishlistEntry): string => entry.item_uuid;
const loadItemPage = async (page: number) => (await asCartOwner<PageOf<WishlistEntry>>({ method: 'POST', path: CART_API.wishlistSearch, body: { page } })).data;

/** The uuids of every item on the owner's wishlist, for the hearts that show whether an item is saved. */
export function useSavedItems(): { saved: ReadonlySet<string>; loaded: boolean } {
  const { data: first } = useWishlist(1);
  return useSavedIds({ first, path: CART_API.wishlistSearch, as: 'cartOwner', loadPage: loadItemPage, idOf: itemIdOf });
}

const dealIdOf = (entry: DealWishlistEntry): string => entry.deal.uuid;
const loadDealPage = async (page: number) => (await apiSend<PageOf<DealWishlistEntry>>({ method: 'GET', path: TRADER_API.wishlist, query: { page } })).data;

/** The uuids of every deal on the signed-in user's deal wishlist (none, and nothing read, while signed out). */
export function useSavedDeals(): { saved: ReadonlySet<string>; loaded: boolean } {
  const { data: first } = useDealWishlist(1);
  return useSavedIds({ first, path: TRADER_API.wishlist, as: 'user', loadPage: loadDealPage, idOf: dealIdOf });
}
