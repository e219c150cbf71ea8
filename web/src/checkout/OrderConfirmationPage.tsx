import type { OrderStatusRequest, OrderView } from '@solar/contracts';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useRevalidateCart } from '../api';
import { OrderLookupForm } from '../orders/OrderLookupForm';
import { OrderTracker } from '../orders/OrderTracker';
import { ORDERS_TEXT } from '../orders/text';
import { shopSearchPath } from '../paths';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { recallOrderEmail, rememberOrderEmail } from './confirmation';
import { CHECKOUT_TEXT } from './text';

const C = ORDERS_TEXT.confirmation;

/** Thanks for an order on its way; for a cancelled one, what happened instead. */
function ConfirmationHeadline({ order, email }: { order: OrderView; email: string }) {
  if (order.status === 'cancelled') {
    return (
      <div className="alert alert-warning" role="alert" aria-labelledby="order-cancelled-title">
        <h2 id="order-cancelled-title" className="h5 alert-heading">
          {C.cancelledTitle}
        </h2>
        <p className="mb-0">{C.cancelledNote}</p>
      </div>
    );
  }
  return (
    <>
      <p className="lead mb-1">{C.thanks}</p>
      <p className="text-secondary">{C.emailNote(email)}</p>
    </>
  );
}

/**
 * /shop/checkout/confirmation/:orderNumber: the order just placed, followed from placed to confirmed (or
 * cancelled). The e-mail it is looked up with was kept for this tab by the checkout; without it (another tab,
 * storage cleared) the page asks for it.
 */
export function OrderConfirmationPage() {
  usePageTitle(CHECKOUT_TEXT.confirmationTitle);
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  const [query, setQuery] = useState<OrderStatusRequest | undefined>(() => {
    const email = recallOrderEmail(orderNumber);
    return email ? { order_number: orderNumber, email } : undefined;
  });
  const [initial, setInitial] = useState<OrderView>();
  const revalidateCart = useRevalidateCart();

  // A confirmed order has taken the lines out of the cart: the mini-cart should say so now.
  const onSettled = useCallback(() => void revalidateCart({ cart: true, wishlist: false }), [revalidateCart]);

  return (
    <div className="container py-4 py-lg-5">
      <h1 className="h2 mb-2">{CHECKOUT_TEXT.confirmationTitle}</h1>
      {query ? (
        <>
          <OrderTracker
            query={query}
            initial={initial}
            onSettled={onSettled}
            headline={(order) => <ConfirmationHeadline order={order} email={query.email} />}
          />
        </>
      ) : (
        <>
          <p className="text-secondary">{C.lookUp}</p>
          <OrderLookupForm
            orderNumber={orderNumber}
            onFound={(found, order) => {
              rememberOrderEmail(found.order_number, found.email);
              setInitial(order);
              setQuery(found);
            }}
          />
        </>
      )}
      <Link to={shopSearchPath('')} className="btn btn-outline-secondary mt-4">
        {C.continueShopping}
      </Link>
    </div>
  );
}
