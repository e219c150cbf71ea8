import { useCartBusy } from '../api';
import { BusyIcon } from '../shared/components/BusyIcon';
import { WISHLIST_TEXT } from './text';
import { useSavedItems } from './useSavedItems';
import { useWishlistActions } from './useWishlistActions';

export interface HeartProps {
  /** What the heart keeps (an item or a deal), named in its label. */
  name: string;
  isSaved: boolean;
  busy: boolean;
  onToggle: () => void;
  /** A listing card's icon-only button. */
  compact?: boolean;
  className?: string;
}

/**
 * The heart: a toggle pressed (filled) while the item or deal is on its wishlist, as the wishlist read says, so it
 * stays right after a reload. Spinner and not pressable while a call for it runs.
 */
export function WishlistHeart({ name, isSaved, busy, onToggle, compact = false, className }: HeartProps) {
  const classes = className ?? (compact ? 'btn btn-sm btn-outline-secondary' : 'btn btn-outline-secondary btn-lg');
  const label = isSaved ? WISHLIST_TEXT.savedNamed(name) : WISHLIST_TEXT.addNamed(name);
  return (
    <button
      type="button"
      className={`${classes}${isSaved ? ' wishlist-saved' : ''}`}
      disabled={busy}
      aria-busy={busy}
      aria-pressed={isSaved}
      aria-label={compact ? label : undefined}
      title={isSaved ? WISHLIST_TEXT.savedHint : WISHLIST_TEXT.add}
      onClick={onToggle}
    >
      <span className={isSaved ? 'text-danger' : undefined}>
        <BusyIcon busy={busy} icon={isSaved ? 'bi-heart-fill' : 'bi-heart'} />
      </span>
      {!compact && (isSaved ? WISHLIST_TEXT.saved : WISHLIST_TEXT.add)}
    </button>
  );
}

/** An item's heart: pressing it saves or removes the item (a signed-out visitor's goes to its guest wishlist). */
export function WishlistButton({ item, compact = false, className }: { item: { uuid: string; name: string }; compact?: boolean; className?: string }) {
  const busy = useCartBusy(item.uuid);
  const { add, remove } = useWishlistActions();
  const isSaved = useSavedItems().saved.has(item.uuid);
  return (
    <WishlistHeart
      name={item.name}
      isSaved={isSaved}
      busy={busy}
      compact={compact}
      className={className}
      onToggle={() => void (isSaved ? remove(item.uuid) : add(item.uuid))}
    />
  );
}
