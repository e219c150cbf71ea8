import { MESSAGES, type WishlistEntry } from '@solar/contracts';
import { useMemo } from 'react';
import { useCartMutations } from '../api';
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

export function useWishlistActions(): WishlistActions {
  const mutations = useCartMutations();
  const cart = useCartActions();
  return useMemo<WishlistActions>(() => {
    const attempt = async (call: () => Promise<void>, success: string): Promise<boolean> => {
      try {
        await call();
      } catch (error) {
        reportCartFailure(error);
        return false;
      }
      showSuccess(success);
      return true;
    };
    return {
      add: (itemUuid) => attempt(() => mutations.addToWishlist(itemUuid), WISHLIST_TEXT.added),
      remove: (itemUuid) => attempt(() => mutations.removeFromWishlist(itemUuid), MESSAGES.toast.itemRemovedFromWishlist),
      moveToCart: ({ item }) => cart.add(item, Math.max(1, item.moq), { fromWishlist: true }),
    };
  }, [mutations, cart]);
}
