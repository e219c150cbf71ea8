import { ORDER_STATUS_LABELS, type OrderView } from '@solar/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePurchaseHistory } from '../api';
import { accountPath, shopSearchPath } from '../paths';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { DataTable, type DataColumn } from '../shared/components/DataTable';
import { Pager } from '../shared/components/Pager';
import { formatDate, formatUsd } from '../shared/format';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { AddressLines, OrderLines, OrderTotals } from './OrderDetails';
import { ORDERS_TEXT } from './text';

const H = ORDERS_TEXT.history;

const unitsOf = (order: OrderView): number => order.order_items.reduce((count, line) => count + line.qty, 0);

const detailsIdOf = (order: OrderView): string => `order-details-${order.order_number}`;

/** An opened order: its lines with their tracking, its totals and where it goes. */
function PurchaseDetails({ order }: { order: OrderView }) {
  return (
    <div className="row g-3 py-2">
      <div className="col-lg-8">
        <OrderLines lines={order.order_items} />
      </div>
      <div className="col-lg-4">
        <OrderTotals order={order} />
        <h2 className="h6 mt-3">{order.delivery === 'local_pickup' ? ORDERS_TEXT.order.pickup : ORDERS_TEXT.order.shipTo}</h2>
        <AddressLines address={order.shipping} />
      </div>
    </div>
  );
}

/** The buyer's orders, newest first, each with its lines (and their tracking) behind a details toggle. */
function PurchasesList({ title }: { title: string }) {
  usePageTitle(title);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { data, error, isLoading } = usePurchaseHistory(page);
  const orders = data?.items ?? [];

  const toggle = (orderNumber: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(orderNumber)) next.add(orderNumber);
      return next;
    });

  const columns: DataColumn<OrderView>[] = [
    { header: H.orderNumber, cell: (order) => order.order_number, rowHeader: true },
    { header: H.date, cell: (order) => formatDate(order.created_at) },
    {
      header: H.status,
      cell: (order) => (
        <>
          {order.status_label || ORDER_STATUS_LABELS[order.status]}
          {order.status === 'cancelled' && order.cancel_reason && <div className="small text-danger">{order.cancel_reason}</div>}
        </>
      ),
    },
    { header: H.items, cell: unitsOf },
    { header: H.total, cell: (order) => formatUsd(order.total_amount), align: 'end' },
    {
      header: H.details,
      hideHeader: true,
      align: 'end',
      cell: (order) => {
        const expanded = open.has(order.order_number);
        return (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-expanded={expanded}
            aria-controls={detailsIdOf(order)}
            aria-label={expanded ? H.hideDetails(order.order_number) : H.showDetails(order.order_number)}
            onClick={() => toggle(order.order_number)}
          >
            {H.details}
            <i className={`bi bi-chevron-${expanded ? 'up' : 'down'} ms-1`} aria-hidden="true" />
          </button>
        );
      },
    },
  ];

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={title} trail={[{ label: ORDERS_TEXT.pages.buyingOverview, to: accountPath('buying-overview') }]} />
      <h1 className="h2 mt-3 mb-4">{title}</h1>
      {isLoading && !data && <div className="spinner-border text-secondary" role="status" aria-label="Loading" />}
      {error && !data && (
        <div className="alert alert-danger" role="alert">
          {H.failed}
        </div>
      )}
      {data && (
        <DataTable
          label={title}
          className="purchases-table"
          columns={columns}
          rows={orders}
          rowKey={(order) => order.order_number}
          rowLabel={(order) => order.order_number}
          details={(order) => (open.has(order.order_number) ? { id: detailsIdOf(order), content: <PurchaseDetails order={order} /> } : null)}
          empty={
            <div className="text-center py-5">
              <i className="bi bi-bag fs-1 text-secondary" aria-hidden="true" />
              <p className="lead mt-3">{H.empty}</p>
              <Link to={shopSearchPath('')} className="btn btn-amber">
                {H.shop}
              </Link>
            </div>
          }
        />
      )}
      {data && <Pager label={H.pages} page={data.page} lastPage={data.last_page} onPage={setPage} />}
    </div>
  );
}

/** /my-solar/buying-overview/purchase-history */
export const PurchaseHistoryPage = () => <PurchasesList title={ORDERS_TEXT.pages.purchaseHistory} />;
