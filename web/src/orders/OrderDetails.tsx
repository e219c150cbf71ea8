import { ORDER_STATUS_LABELS, formatPhone, usStateCode, type CheckoutAddress, type OrderLine, type OrderStatus, type OrderView } from '@solar/contracts';
import { Fragment } from 'react';
import { DataTable, type DataColumn } from '../shared/components/DataTable';
import { formatDate, formatUsd } from '../shared/format';
import { ORDERS_TEXT } from './text';

const O = ORDERS_TEXT.order;

/** The states an order passes through, ending in the one it reached (or will reach: confirmed). */
const stepsOf = (status: OrderStatus): OrderStatus[] => ['placed', 'stock_reserved', status === 'cancelled' ? 'cancelled' : 'confirmed'];

/** Placed -> stock reserved -> confirmed or cancelled, with the current state marked. */
export function OrderProgress({ order }: { order: Pick<OrderView, 'status' | 'history' | 'cancel_reason'> }) {
  const reached = new Set<OrderStatus>([...order.history.map((entry) => entry.status), order.status]);
  const steps = stepsOf(order.status);
  const current = steps.indexOf(order.status);
  return (
    <div className="mb-4">
      <ol className="list-unstyled d-flex flex-wrap gap-2 mb-2 order-progress" aria-label={O.progress}>
        {steps.map((step, index) => {
          const done = reached.has(step) || index < current;
          const tone = step === 'cancelled' ? 'danger' : done ? 'success' : 'secondary';
          return (
            <li key={step} aria-current={step === order.status ? 'step' : undefined} className={`badge rounded-pill text-bg-${done ? tone : 'light'} border`}>
              <i className={`bi bi-${done ? (step === 'cancelled' ? 'x-circle' : 'check-circle') : 'circle'} me-1`} aria-hidden="true" />
              {ORDER_STATUS_LABELS[step]}
            </li>
          );
        })}
      </ol>
      <p role="status" className={`mb-0 fw-semibold${order.status === 'cancelled' ? ' text-danger' : ''}`}>
        {order.status === 'cancelled' && order.cancel_reason ? O.cancelledBecause(order.cancel_reason) : ORDER_STATUS_LABELS[order.status]}
      </p>
    </div>
  );
}

/** A shipped line's carrier, tracking id and link; 'Awaiting shipment' before that. */
export function LineTracking({ line }: { line: Pick<OrderLine, 'fulfilment' | 'tracking' | 'name'> }) {
  if (line.fulfilment !== 'shipped' || !line.tracking) return <span className="small text-secondary">{O.awaitingShipment}</span>;
  const { carrier, tracking_id, tracking_url } = line.tracking;
  return (
    <span className="small">
      {O.shippedWith(carrier, tracking_id)}
      {tracking_url && (
        <>
          {' '}
          <a href={tracking_url} target="_blank" rel="noopener noreferrer" aria-label={`${O.track}: ${line.name}`}>
            {O.track}
            <i className="bi bi-box-arrow-up-right ms-1" aria-hidden="true" />
          </a>
        </>
      )}
    </span>
  );
}

/** An address as a letter shows it. */
export function AddressLines({ address }: { address: CheckoutAddress }) {
  const state = usStateCode(address.state) ?? address.state;
  return (
    <address className="mb-0 small">
      {address.firstname} {address.lastname}
      <br />
      {address.address}
      {address.unit ? `, ${address.unit}` : ''}
      <br />
      {address.city}, {state} {address.zip}
      <br />
      {address.country}
      {address.phone && (
        <>
          <br />
          {formatPhone(address.phone)}
        </>
      )}
    </address>
  );
}

const LINE_COLUMNS: DataColumn<OrderLine>[] = [
  {
    header: O.item,
    cell: (line) => (
      <>
        <div className="fw-semibold">{line.name}</div>
        <LineTracking line={line} />
      </>
    ),
  },
  { header: O.qty, cell: (line) => O.lineQty(line.qty, formatUsd(line.price)), className: 'text-nowrap' },
  { header: O.sum, cell: (line) => formatUsd(line.sum), align: 'end' },
];

/** The order's lines with their tracking, as a table. */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return <DataTable label={O.items} className="small mb-0" columns={LINE_COLUMNS} rows={lines} rowKey={(line) => line.item_uuid} empty={null} />;
}

/** Subtotal, shipping, tax and total. */
export function OrderTotals({ order }: { order: Pick<OrderView, 'subtotal' | 'shipping_cost' | 'tax' | 'total_amount'> }) {
  const rows = [
    [O.subtotal, order.subtotal],
    [O.shipping, order.shipping_cost],
    [O.tax, order.tax],
  ] as const;
  return (
    <dl className="row small mb-0 order-totals">
      {rows.map(([label, amount]) => (
        <Fragment key={label}>
          <dt className="col-7 fw-normal">{label}</dt>
          <dd className="col-5 text-end mb-1">{formatUsd(amount)}</dd>
        </Fragment>
      ))}
      <dt className="col-7">{O.total}</dt>
      <dd className="col-5 text-end fw-bold mb-0">{formatUsd(order.total_amount)}</dd>
    </dl>
  );
}

/** Whether the card was never charged: an order cancelled before or instead of the capture. */
export const paymentReleased = (order: Pick<OrderView, 'status' | 'payment'>): boolean => order.status === 'cancelled' && order.payment.status !== 'captured';

/** Everything a buyer sees of one order: its progress, lines, totals, where it goes and how it was paid. */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <article aria-label={O.heading(order.order_number)}>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h2 className="h4 mb-0">{O.heading(order.order_number)}</h2>
        <span className="small text-secondary">{O.placedOn(formatDate(order.created_at))}</span>
      </div>
      <OrderProgress order={order} />
      {paymentReleased(order) && (
        <p className="small border rounded bg-light p-2 mb-4">
          <i className="bi bi-shield-check me-1" aria-hidden="true" />
          {O.paymentReleased(O.card(brandName(order.payment.brand), order.payment.last4), formatUsd(order.total_amount))}
        </p>
      )}
      <div className="row g-4">
        <section className="col-lg-8" aria-label={O.items}>
          <OrderLines lines={order.order_items} />
          <div className="row mt-3">
            <div className="col-sm-7 col-md-6 ms-auto">
              <OrderTotals order={order} />
            </div>
          </div>
        </section>
        <div className="col-lg-4">
          <section className="mb-3" aria-labelledby={`ship-to-${order.order_number}`}>
            <h3 id={`ship-to-${order.order_number}`} className="h6">
              {order.delivery === 'local_pickup' ? O.pickup : O.shipTo}
            </h3>
            {order.delivery === 'local_pickup' && <p className="small text-secondary mb-1">{O.pickupNote}</p>}
            <AddressLines address={order.shipping} />
          </section>
          <section aria-labelledby={`payment-${order.order_number}`}>
            <h3 id={`payment-${order.order_number}`} className="h6">
              {O.payment}
            </h3>
            <p className="small mb-0">{O.card(brandName(order.payment.brand), order.payment.last4)}</p>
          </section>
        </div>
      </div>
    </article>
  );
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unionpay: 'UnionPay',
  card: 'Card',
};

/** The card brand as people write it ('mastercard' -> 'Mastercard'). */
export const brandName = (brand: string): string => BRAND_NAMES[brand] ?? brand;
