import type { CartLine, UnavailableCartLine } from '@solar/contracts';
import { useCartBusy } from '../api';
import { CART_TEXT } from './text';
import { useCartActions } from './useCartActions';

/** A line's picture, or a placeholder when the item has none; never shrinks in a flex row. */
export function CartThumbnail({ image, size }: { image: string; size: number }) {
  return image ? (
    <img src={image} alt="" width={size} height={size} className="rounded border flex-shrink-0 object-fit-cover" />
  ) : (
    <span
      className="d-inline-flex align-items-center justify-content-center rounded border bg-light text-secondary flex-shrink-0"
      style={{ width: size, height: size }}
    >
      <i className="bi bi-image" aria-hidden="true" />
    </span>
  );
}

/** Takes a line out of the cart; shows a spinner and is held while that item's call runs. */
export function RemoveFromCartButton({ line, name, icon, className }: { line: CartLine | UnavailableCartLine; name: string; icon: string; className: string }) {
  const busy = useCartBusy(line.item_uuid);
  const { remove } = useCartActions();
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy}
      aria-label={CART_TEXT.remove(name)}
      title={CART_TEXT.remove(name)}
      onClick={() => void remove(line)}
    >
      {busy ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <i className={`bi ${icon}`} aria-hidden="true" />}
    </button>
  );
}
