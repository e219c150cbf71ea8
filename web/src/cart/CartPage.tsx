import { MESSAGES, type CartAnswer, type CartLine, type UnavailableCartLine } from '@solar/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCart, useCartBusy } from '../api';
import { paths, productPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { BusyIcon } from '../shared/components/BusyIcon';
import { Modal } from '../shared/components/Modal';
import { QuantityStepper } from '../shared/components/QuantityStepper';
import { formatUsd } from '../shared/format';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { quantityBounds } from '../shared/quantity';
import { CartThumbnail, RemoveFromCartButton } from './CartLineParts';
import { CART_TEXT } from './text';
import { useCartActions } from './useCartActions';

const T = CART_TEXT;

// The same width in the headings and the lines, so the figures' columns line up under their headings.
const REMOVE_COLUMN = { width: '3.5rem' } as const;

/** A loaded line: its quantity follows the item's MOQ, step, order limit and stock; the server prices it. */
function CartLineRow({ line }: { line: CartLine }) {
  const { item } = line;
  const busy = useCartBusy(line.item_uuid);
  const { setQty } = useCartActions();
  // The quantity asked for while its call runs; the server's line takes over once the cart is read again.
  const [pendingQty, setPendingQty] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  // The cart sells what is available now (stock), not what is on hand (total_qty).
  const bounds = quantityBounds({ moq: item.moq, max_qty: item.max_qty, qty_step: item.qty_step, total_qty: item.stock });
  const to = productPath(item);

  const change = async (qty: number) => {
    if (qty === line.qty) return;
    setPendingQty(qty);
    setProblem(undefined);
    setProblem((await setQty(line, qty)) ?? undefined);
    setPendingQty(null);
  };

  // One markup for every width: below md a stacked card (picture, name and remove; unit price; quantity and
  // line total), from md a row under the column headings. Bootstrap's order classes move the parts.
  return (
    <li className="cart-line py-3 border-bottom" aria-label={item.name}>
      <div className="row g-2 g-md-3 align-items-center">
        <div className="col-auto">
          <Link to={to} tabIndex={-1} aria-hidden="true">
            <CartThumbnail image={item.image} size={64} />
          </Link>
        </div>
        <div className="col">
          <Link to={to} className="link-dark fw-semibold cart-line-name">
            {item.name}
          </Link>
        </div>
        <div className="col-auto order-md-last text-end" style={REMOVE_COLUMN}>
          <RemoveFromCartButton line={line} name={item.name} icon="bi-trash" className="btn btn-sm btn-outline-secondary" />
        </div>
        <div className="w-100 d-md-none" />
        <div className="col-12 col-md-2 order-md-1 text-md-end text-nowrap">
          <span className="text-secondary small me-1 d-md-none">{T.columns.price}</span>
          <span>{formatUsd(line.price)}</span>
        </div>
        <div className="col col-md-4 col-xl-3 order-md-2 cart-line-qty">
          <QuantityStepper
            bounds={bounds}
            value={pendingQty ?? line.qty}
            onChange={(qty) => void change(qty)}
            label={T.quantityOf(item.name)}
            hideLabel
            error={problem}
            disabled={busy}
          />
        </div>
        <div className="col-auto col-md-2 order-md-3 text-end text-nowrap">
          <span className="text-secondary small me-1 d-md-none">{T.columns.sum}</span>
          <span className="fw-semibold">{formatUsd(line.sum)}</span>
        </div>
      </div>
    </li>
  );
}

/** A line the cart holds but cannot load now (its MOQ is above what is available, or the item left the shop). */
function UnavailableRow({ line }: { line: UnavailableCartLine }) {
  return (
    <li className="list-group-item d-flex align-items-center gap-3" aria-label={line.name}>
      <div className="flex-grow-1">
        <div className="fw-semibold">{line.name}</div>
        <div className="small text-secondary">{T.unavailableQty(line.qty)}</div>
        <div className="small text-danger">{line.reason}</div>
      </div>
      <RemoveFromCartButton line={line} name={line.name} icon="bi-trash" className="btn btn-sm btn-outline-secondary" />
    </li>
  );
}

function EmptyCartButton({ lines }: { lines: readonly CartLine[] }) {
  const { empty } = useCartActions();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await empty(lines);
    setBusy(false);
    setAsking(false);
  };
  return (
    <>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setAsking(true)}>
        <i className="bi bi-cart-x me-1" aria-hidden="true" />
        {T.emptyCart}
      </button>
      {asking && (
        <Modal title={T.emptyCart} onClose={() => setAsking(false)} size="sm">
          <p>{T.emptyQuestion}</p>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
              <BusyIcon busy={busy} icon="bi-cart-x" />
              {T.emptyConfirm}
            </button>
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setAsking(false)}>
              {T.cancel}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

function CartContents({ cart }: { cart: CartAnswer }) {
  const unavailable =
    cart.unavailable.length > 0 ? (
      <section className="mt-4" aria-labelledby="cart-unavailable-title">
        <h2 id="cart-unavailable-title" className="h5">
          {T.unavailableTitle}
        </h2>
        <p className="small text-secondary">{T.unavailableIntro}</p>
        <ul className="list-group">
          {cart.unavailable.map((line) => (
            <UnavailableRow key={line.item_uuid} line={line} />
          ))}
        </ul>
      </section>
    ) : null;

  if (cart.items.length === 0) {
    return (
      <>
        <div className="text-center py-5">
          <i className="bi bi-cart3 fs-1 text-amber" aria-hidden="true" />
          <p className="text-secondary mt-3">{MESSAGES.empty.cart}</p>
          <Link to={paths.shopFind} className="btn btn-amber">
            {T.goShopping}
          </Link>
        </div>
        {unavailable}
      </>
    );
  }

  return (
    <div className="row g-4">
      <div className="col-lg-8">
        {/* Column headings for the row layout; the stacked cards below md label their own figures. */}
        <div className="d-none d-md-block border-bottom pb-2 cart-headings" aria-hidden="true">
          <div className="row g-3 small fw-semibold text-secondary">
            <div className="col">{T.columns.item}</div>
            <div className="col-md-2 text-end">{T.columns.price}</div>
            <div className="col-md-4 col-xl-3">{T.columns.quantity}</div>
            <div className="col-md-2 text-end">{T.columns.sum}</div>
            <div className="col-auto" style={REMOVE_COLUMN} />
          </div>
        </div>
        <ul className="list-unstyled mb-3 cart-lines" aria-label={T.linesLabel}>
          {cart.items.map((line) => (
            <CartLineRow key={line.item_uuid} line={line} />
          ))}
        </ul>
        <div className="d-flex flex-wrap gap-2 justify-content-between">
          <Link to={paths.shopFind} className="btn btn-link px-0">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            {T.continueShopping}
          </Link>
          <EmptyCartButton lines={cart.items} />
        </div>
        {unavailable}
      </div>
      <aside className="col-lg-4" aria-label={T.summary}>
        <div className="card shadow-sm">
          <div className="card-body">
            <div className="d-flex justify-content-between fs-5 fw-semibold">
              <span>{T.subtotal}</span>
              <span aria-label={T.subtotal}>{formatUsd(cart.subtotal)}</span>
            </div>
            <p className="small text-secondary mt-2">{T.taxNote}</p>
            <Link to={paths.checkout} className="btn btn-amber w-100">
              {T.proceed}
            </Link>
          </div>
        </div>
      </aside>
    </div>
  );
}

/** /shop/cart: the owner's cart, each line's quantity changeable, with the subtotal and the way to checkout. */
export function CartPage() {
  usePageTitle(T.title);
  const { data: cart, error, mutate } = useCart();

  let body: ReactNode;
  if (cart) body = <CartContents cart={cart} />;
  else body = error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />;

  return (
    <div className="container py-4 py-lg-5 cart-page">
      <Breadcrumbs title={T.title} />
      <h1 className="h2 mt-3 mb-4">{T.title}</h1>
      {body}
    </div>
  );
}
