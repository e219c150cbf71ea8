import { useCartBusy } from '../api';
import { BusyIcon } from '../shared/components/BusyIcon';
import { WISHLIST_TEXT } from './text';
import { useSavedItems } from './useSavedItems';
import { useWishlistActions } from './useWishlistActions';

/**
 * The heart: a toggle pressed (filled) while the item is on the wishlist, as the wishlist read says, so it stays
 * right after a reload. Pressing it saves or removes the item; spinner and not pressable while a call for the
 * item runs.
 */
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
  const { add, remove } = useWishlistActions();
  const isSaved = useSavedItems().saved.has(item.uuid);
  const classes = className ?? (compact ? 'btn btn-sm btn-outline-secondary' : 'btn btn-outline-secondary btn-lg');
  const name = isSaved ? WISHLIST_TEXT.savedNamed(item.name) : WISHLIST_TEXT.addNamed(item.name);
  return (
    <button
      type="button"
      className={`${classes}${isSaved ? ' wishlist-saved' : ''}`}
      disabled={busy}
      aria-busy={busy}
      aria-pressed={isSaved}
      aria-label={compact ? name : undefined}
      title={isSaved ? WISHLIST_TEXT.savedHint : WISHLIST_TEXT.add}
      onClick={() => void (isSaved ? remove(item.uuid) : add(item.uuid))}
    >
      <span className={isSaved ? 'text-danger' : undefined}>
        <BusyIcon busy={busy} icon={isSaved ? 'bi-heart-fill' : 'bi-heart'} />
      </span>
      {!compact && (isSaved ? WISHLIST_TEXT.saved : WISHLIST_TEXT.add)}
    </button>
  );
}
