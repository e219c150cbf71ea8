import { CART_MESSAGES, MESSAGES, type CartLine } from '@solar/contracts';
import { useMemo } from 'react';
import { trackAddToCart, trackRemoveFromCart, type TrackedItem } from '../analytics';
import { useCartMutations } from '../api';
import { showSuccess } from '../shared/toast';
import { quantityMessageOf, reportCartFailure } from './cartFeedback';

/** What the buttons know of an item when adding it. */
export interface CartItemRef {
  uuid: string;
  id: number;
  name: string;
  salePrice: number;
}

export interface CartActions {
  /** Adds `qty` (summed into a line already there); toasts, tracks add_to_cart; answers whether it worked. */
  add: (item: CartItemRef, qty: number, options?: { fromWishlist?: boolean }) => Promise<boolean>;
  /** Removes a line; toasts, tracks remove_from_cart; answers whether it worked. */
  remove: (line: Pick<CartLine, 'item_uuid' | 'qty'> & { item?: TrackedItem }) => Promise<boolean>;
  /**
   * Sets a line's quantity, tracking the units added (add_to_cart) or taken away (remove_from_cart). A failure is toasted; its quantity message (a 422's `errors.qty`) is also the
   * answer, for under the line. Null when it worked or the failure named no quantity.
   */
  setQty: (line: CartLine, qty: number) => Promise<string | null>;
  /** Empties the cart, toasting that and tracking remove_from_cart for every line it held; answers whether it worked. */
  empty: (lines: readonly CartLine[]) => Promise<boolean>;
}

const tracked = (item: TrackedItem): TrackedItem => ({ id: item.id, name: item.name, salePrice: item.salePrice });

/** The cart's writes with what the user sees and the analytics hear of them (spec sections 4 and 7). */
export function useCartActions(): CartActions {
  const mutations = useCartMutations();
  return useMemo<CartActions>(
    () => ({
      add: async (item, qty, { fromWishlist = false } = {}) => {
        try {
          await mutations.addToCart(item.uuid, qty, { fromWishlist });
        } catch (error) {
          reportCartFailure(error);
          return false;
        }
        showSuccess(fromWishlist ? MESSAGES.toast.wishlistItemAddedToCart : MESSAGES.toast.itemAddedToCart);
        trackAddToCart(tracked(item), qty);
        return true;
      },
      remove: async (line) => {
        try {
          await mutations.removeFromCart(line.item_uuid);
        } catch (error) {
          reportCartFailure(error);
          return false;
        }
        showSuccess(MESSAGES.toast.itemRemovedFromCart);
        // A line the cart could not load has no item left to describe.
        if (line.item) trackRemoveFromCart(tracked(line.item), line.qty);
        return true;
      },
      setQty: async (line, qty) => {
        try {
          await mutations.setCartQty(line.item_uuid, qty);
          // A changed quantity adds or removes units: reported as the difference, like the buttons' events.
          if (qty > line.qty) trackAddToCart(tracked(line.item), qty - line.qty);
          else if (qty < line.qty) trackRemoveFromCart(tracked(line.item), line.qty - qty);
          return null;
        } catch (error) {
          reportCartFailure(error);
          return quantityMessageOf(error) ?? null;
        }
      },
      empty: async (lines) => {
        try {
          await mutations.emptyCart();
        } catch (error) {
          reportCartFailure(error);
          return false;
        }
        showSuccess(CART_MESSAGES.cartEmptied);
        for (const line of lines) trackRemoveFromCart(tracked(line.item), line.qty);
        return true;
      },
    }),
    [mutations],
  );
}
