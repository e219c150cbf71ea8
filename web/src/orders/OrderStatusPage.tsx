import type { OrderStatusRequest, OrderView } from '@solar/contracts';
import { useState } from 'react';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { OrderLookupForm } from './OrderLookupForm';
import { OrderTracker } from './OrderTracker';
import { ORDERS_TEXT } from './text';

/** /order-status: anyone with an order number and its e-mail sees where the order stands. */
export function OrderStatusPage() {
  const title = ORDERS_TEXT.pages.orderStatus;
  usePageTitle(title);
  const [found, setFound] = useState<{ query: OrderStatusRequest; order: OrderView }>();
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={title} />
      <h1 className="h2 mt-3 mb-3">{title}</h1>
      <OrderLookupForm onLookup={() => setFound(undefined)} onFound={(query, order) => setFound({ query, order })} />
      {found && <OrderTracker key={`${found.query.order_number}|${found.query.email}`} query={found.query} initial={found.order} />}
    </div>
  );
}
