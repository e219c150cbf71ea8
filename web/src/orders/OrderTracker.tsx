import { CHECKOUT_MESSAGES, isSettledOrder, type OrderStatusRequest, type OrderView } from '@solar/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useOrderStatus } from '../api';
import { OrderDetails } from './OrderDetails';
import { ORDERS_TEXT } from './text';

export interface OrderTrackerProps {
  query: OrderStatusRequest;
  /** An answer already in hand (the lookup form's): shown at once. */
  initial?: OrderView;
  /** Called once the order stops changing by itself (confirmed or cancelled). */
  onSettled?: (order: OrderView) => void;
  /** What the page says above the order, from its latest state (thanks, or that it was cancelled). */
  headline?: (order: OrderView) => ReactNode;
}

/** One order, kept up to date every second until it is confirmed or cancelled. */
export function OrderTracker({ query, initial, onSettled, headline }: OrderTrackerProps) {
  const { data: order, error } = useOrderStatus(query, initial);
  const settledOrder = order && isSettledOrder(order.status) ? order : undefined;

  // Once per settled order, however often the caller renders.
  const reported = useRef<string>(undefined);
  useEffect(() => {
    if (!settledOrder) return;
    const mark = `${settledOrder.order_number}:${settledOrder.status}`;
    if (reported.current === mark) return;
    reported.current = mark;
    onSettled?.(settledOrder);
  }, [settledOrder, onSettled]);

  if (!order && error) {
    return (
      <div className="alert alert-danger" role="alert">
        {error.status === 404 ? (error.error ?? CHECKOUT_MESSAGES.orderNotFound) : (error.error ?? error.message)}
      </div>
    );
  }
  if (!order) {
    return (
      <div className="d-flex align-items-center gap-2 text-secondary">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {ORDERS_TEXT.order.checking}
      </div>
    );
  }
  return (
    <>
      {headline?.(order)}
      {!isSettledOrder(order.status) && <p className="small text-secondary">{ORDERS_TEXT.order.stillProcessing}</p>}
      <OrderDetails order={order} />
    </>
  );
}
