import { useCartBusy } from '../api';
import { BusyIcon } from '../shared/components/BusyIcon';
import { useIsOwnItem } from '../api/useSignedInUser';
import { CART_TEXT } from './text';
import { useCartActions, type CartItemRef } from './useCartActions';

export interface AddToCartButtonProps {
  item: CartItemRef & { owner_id: string };
  qty: number;
  /** Nothing can be ordered (stock below the MOQ): shown, but not pressable. */
  disabled?: boolean;
  /** A listing card's small button. */
  compact?: boolean;
  className?: string;
}

/**
 * Adds `qty` of the item to the cart ('Item Added to Cart'). While any call for the item runs it shows a
 * spinner and cannot be pressed. A seller's own item gets no button: the server refuses it anyway.
 */
export function AddToCartButton({ item, qty, disabled = false, compact = false, className }: AddToCartButtonProps) {
  const busy = useCartBusy(item.uuid);
  const own = useIsOwnItem(item.owner_id);
  const { add } = useCartActions();
  if (own) return null;
  const classes = className ?? (compact ? 'btn btn-sm btn-amber' : 'btn btn-amber btn-lg');
  return (
    <button type="button" className={classes} disabled={disabled || busy} aria-busy={busy} onClick={() => void add(item, qty)}>
      <BusyIcon busy={busy} icon="bi-cart-plus" />
      {CART_TEXT.addToCart}
    </button>
  );
}
