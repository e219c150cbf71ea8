import { CART_API, type PageOf, type WishlistEntry } from '@solar/contracts';
import { useMemo } from 'react';
import { asCartOwner, useApi, useWishlist } from '../api';

/**
 * The uuids of every item on the owner's wishlist, for the hearts that show whether an item is saved. The first
 * page is the header's own read (one cached call); a wishlist longer than a page has its other pages read in one
 * go under a key of the wishlist search, so every wishlist change refreshes it too.
 */
export function useSavedItems(): { saved: ReadonlySet<string>; loaded: boolean } {
  const { data: first } = useWishlist(1);
  const lastPage = first?.last_page ?? 1;
  const { data: rest } = useApi<WishlistEntry[]>(
    lastPage > 1
      ? {
          key: ['POST', CART_API.wishlistSearch, { pagesFrom: 2, to: lastPage }],
          load: async () => {
            const pages = await Promise.all(
              Array.from({ length: lastPage - 1 }, (_, index) =>
                asCartOwner<PageOf<WishlistEntry>>({ method: 'POST', path: CART_API.wishlistSearch, body: { page: index + 2 } }),
              ),
            );
            return pages.flatMap((page) => page.data.items);
          },
        }
      : null,
    { as: 'cartOwner' },
  );
  const saved = useMemo(() => new Set([...(first?.items ?? []), ...(rest ?? [])].map((entry) => entry.item_uuid)), [first, rest]);
  return { saved, loaded: first !== undefined };
}
