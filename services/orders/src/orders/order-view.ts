import { ORDER_STATUS_LABELS, type CheckoutAddress, type OrderLine, type OrderStatus, type OrderView } from '@solar/contracts';
import type { Order, OrderAddress, OrderLineDoc } from './order.schema';

const address = (a: OrderAddress): CheckoutAddress => ({
  firstname: a.firstname,
  lastname: a.lastname,
  phone: a.phone,
  email: a.email,
  address: a.address,
  unit: a.unit,
  city: a.city,
  state: a.state,
  zip: a.zip,
  country: a.country,
});

export const lineView = (l: OrderLineDoc): OrderLine => ({
  item_id: l.item_id,
  item_uuid: l.item_uuid,
  name: l.name,
  image: l.image,
  qty: l.qty,
  price: l.price,
  sum: l.sum,
  shipping_cost: l.shipping_cost,
  tax: l.tax,
  seller_id: l.seller_id,
  brand_id: l.brand_id,
  category_id: l.category_id,
  brand_name: l.brand_name,
  category_name: l.category_name,
  fulfilment: l.fulfilment,
  tracking: l.tracking
    ? {
        carrier: l.tracking.carrier,
        tracking_id: l.tracking.tracking_id,
        tracking_url: l.tracking.tracking_url,
        shipped_at: l.tracking.shipped_at.toISOString(),
      }
    : null,
});

export { address as addressView };

/** The order as its buyer sees it (order-status lookup, confirmation page, purchase history). */
export function toOrderView(order: Order): OrderView {
  const status = order.status as OrderStatus;
  const payment = order.payment.status === 'pending' ? 'authorized' : order.payment.status;
  return {
    order_number: order.order_number,
    status,
    status_label: ORDER_STATUS_LABELS[status],
    cancel_reason: order.cancel_reason,
    delivery: order.delivery,
    email: order.email,
    shipping: address(order.shipping),
    billing: address(order.billing),
    payment: { brand: order.payment.brand, last4: order.payment.last4, status: payment },
    order_items: order.lines.map(lineView),
    subtotal: order.subtotal,
    shipping_cost: order.shipping_cost,
    tax: order.tax,
    total_amount: order.total_amount,
    currency: 'USD',
    history: order.history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
  };
}
