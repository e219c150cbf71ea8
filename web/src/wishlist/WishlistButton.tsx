import { useCartBusy } from '../api';
import { BusyIcon } from '../shared/components/BusyIcon';
import { WISHLIST_TEXT } from './text';
import { useWishlistActions } from './useWishlistActions';

/** The heart: keeps the item on the wishlist. Spinner and not pressable while a call for the item runs. */
export function WishlistButton({
  item,
  compact = false,
  className,
}: {
  item: { uuid: string; name: string };
  /** A listing card's icon-only button. */
  compact?: boolean;
  className?: string;
}) {
  const busy = useCartBusy(item.uuid);
  const { add } = useWishlistActions();
  const classes = className ?? (compact ? 'btn btn-sm btn-outline-secondary' : 'btn btn-outline-secondary btn-lg');
  return (
    <button
      type="button"
      className={classes}
      disabled={busy}
      aria-busy={busy}
      aria-label={compact ? WISHLIST_TEXT.addNamed(item.name) : undefined}
      title={WISHLIST_TEXT.add}
      onClick={() => void add(item.uuid)}
    >
      <BusyIcon busy={busy} icon="bi-heart" />
      {!compact && WISHLIST_TEXT.add}
    </button>
  );
}
