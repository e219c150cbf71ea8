import { MESSAGES, type WishlistEntry } from '@solar/contracts';
import { useMemo } from 'react';
import { traderApi, useCartMutations, useRevalidateDealWishlist, whileBusy } from '../api';
import { reportCartFailure } from '../cart/cartFeedback';
import { useCartActions } from '../cart/useCartActions';
import { showSuccess } from '../shared/toast';
import { WISHLIST_TEXT } from './text';

export interface WishlistActions {
  /** Keeps the item on the wishlist ('Item added to Wishlist'); answers whether it worked. */
  add: (itemUuid: string) => Promise<boolean>;
  /** 'Item removed from Wishlist'; answers whether it worked. */
  remove: (itemUuid: string) => Promise<boolean>;
  /**
   * Spec section 4: the entry goes to the cart with the item's MOQ as quantity and leaves the wishlist
   * ('Item added to Cart', lower-case a).
   */
  moveToCart: (entry: WishlistEntry) => Promise<boolean>;
}

/** Runs a wishlist call: the toast on success, the server's message on failure; answers whether it worked. */
async function attempt(call: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await call();
  } catch (error) {
    reportCartFailure(error);
    return false;
  }
  showSuccess(success);
  return true;
}

export function useWishlistActions(): WishlistActions {
  const mutations = useCartMutations();
  const cart = useCartActions();
  return useMemo<WishlistActions>(
    () => ({
      add: (itemUuid) => attempt(() => mutations.addToWishlist(itemUuid), WISHLIST_TEXT.added),
      remove: (itemUuid) => attempt(() => mutations.removeFromWishlist(itemUuid), MESSAGES.toast.itemRemovedFromWishlist),
      moveToCart: ({ item }) => cart.add(item, Math.max(1, item.moq), { fromWishlist: true }),
    }),
    [mutations, cart],
  );
}

export interface DealWishlistActions {
  /** Keeps the deal (by uuid) on the signed-in user's wishlist ('Deal added to Wishlist'). */
  add: (dealUuid: string) => Promise<boolean>;
  /** 'Deal removed from Wishlist'. */
  remove: (dealUuid: string) => Promise<boolean>;
}

/**
 * The deal wishlist's writes, as the item ones: the deal's loading flag up while a call runs (`useCartBusy` of its
 * uuid), and every read of the deal wishlist fetched again afterwards, whether it worked or not.
 */
export function useDealWishlistActions(): DealWishlistActions {
  const revalidate = useRevalidateDealWishlist();
  return useMemo<DealWishlistActions>(() => {
    const run = (dealUuid: string, call: () => Promise<unknown>) => () => whileBusy(dealUuid, call).finally(() => void revalidate());
    const B = MESSAGES.dealBuyer;
    return {
      add: (dealUuid) =>
        attempt(
          run(dealUuid, () => traderApi.addDealToWishlist(dealUuid)),
          B.wishlistAdded,
        ),
      remove: (dealUuid) =>
        attempt(
          run(dealUuid, () => traderApi.removeDealFromWishlist(dealUuid)),
          B.wishlistRemoved,
        ),
    };
  }, [revalidate]);
}
