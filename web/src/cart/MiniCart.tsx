import { MESSAGES, type CartLine } from '@solar/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCart } from '../api';
import { paths, productPath } from '../paths';
import { HeaderCountBadge } from '../shared/components/HeaderIconLink';
import { formatUsd } from '../shared/format';
import { CartThumbnail, RemoveFromCartButton } from './CartLineParts';
import { CART_TEXT } from './text';

function MiniCartLine({ line }: { line: CartLine }) {
  const { item } = line;
  return (
    <li className="d-flex align-items-center gap-2 py-2 border-bottom" aria-label={item.name}>
      <CartThumbnail image={item.image} size={48} />
      <div className="flex-grow-1 small text-truncate">
        <Link to={productPath(item)} className="link-dark fw-semibold d-block text-truncate">
          {item.name}
        </Link>
        <span className="text-secondary">{CART_TEXT.lineSummary(line.qty, formatUsd(line.price))}</span>
      </div>
      <RemoveFromCartButton line={line} name={item.name} icon="bi-x-lg" className="btn btn-sm btn-link text-secondary flex-shrink-0" />
    </li>
  );
}

/**
 * The header's cart icon with the cart count, opening the mini-cart (spec section 2): each line's picture, name,
 * 'qty x price' and remove button, the total, 'No products in the cart.' when empty, View Cart and Checkout.
 * Opened and closed by React state: Escape, a click elsewhere and a new page close it.
 */
export function MiniCart() {
  const { data: cart } = useCart();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { key } = useLocation();
  const count = cart?.count ?? 0;
  const label = CART_TEXT.headerLink(count);

  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="dropdown mini-cart"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="btn header-icon position-relative"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        <i className="bi bi-cart3" aria-hidden="true" />
        <HeaderCountBadge count={count} />
      </button>
      <div
        id={menuId}
        className={`dropdown-menu dropdown-menu-end shadow border-0 p-3${open ? ' show' : ''}`}
        style={{ width: '20rem', right: 0, left: 'auto' }}
        role="region"
        aria-label={CART_TEXT.miniCartTitle}
      >
        {cart && cart.items.length > 0 ? (
          <>
            <ul className="list-unstyled mb-2" aria-label={CART_TEXT.miniCartTitle}>
              {cart.items.map((line) => (
                <MiniCartLine key={line.item_uuid} line={line} />
              ))}
            </ul>
            <div className="d-flex justify-content-between fw-semibold mb-3">
              <span>{CART_TEXT.total}</span>
              <span aria-label={CART_TEXT.total}>{formatUsd(cart.subtotal)}</span>
            </div>
          </>
        ) : (
          <p className="text-secondary text-center my-3">{MESSAGES.empty.cart}</p>
        )}
        <div className="d-flex gap-2">
          <Link to={paths.cart} className="btn btn-outline-dark btn-sm flex-fill">
            {MESSAGES.miniCart.viewCart}
          </Link>
          <Link to={paths.checkout} className="btn btn-amber btn-sm flex-fill">
            {MESSAGES.miniCart.checkout}
          </Link>
        </div>
      </div>
    </div>
  );
}
