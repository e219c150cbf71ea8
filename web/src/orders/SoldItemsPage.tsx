import { MESSAGES, ORDER_STATUS_LABELS, usStateCode, type SoldItem, type SoldItemsRequest } from '@solar/contracts';
import { useState } from 'react';
import { ORDERS_PAGE_SIZE, useSoldItems } from '../api';
import { Loading, SellerPage } from '../seller/SellerPage';
import { DataTable, type DataColumn } from '../shared/components/DataTable';
import { FilterTabs } from '../shared/components/FilterTabs';
import { Pager } from '../shared/components/Pager';
import { formatDate, formatUsd } from '../shared/format';
import { LineTracking } from './OrderDetails';
import { ReceiptModal } from './ReceiptModal';
import { FULFILMENT_LABELS, ORDERS_TEXT } from './text';
import { TrackingModal } from './TrackingModal';

const S = ORDERS_TEXT.sold;

const TABS = [
  { label: S.all, where: undefined },
  { label: S.awaitingShipment, where: { fulfilment: 'awaiting_shipment' } },
  { label: S.shipped, where: { fulfilment: 'shipped' } },
] as const satisfies readonly { label: string; where: SoldItemsRequest['where'] }[];

type TabLabel = (typeof TABS)[number]['label'];

type Dialog = { kind: 'tracking'; line: SoldItem } | { kind: 'receipt'; orderNumber: string };

/** Where a line goes: the buyer's city and state, or pickup at the seller's. */
const destinationOf = (line: SoldItem): string =>
  line.delivery === 'local_pickup' ? S.pickup : `${line.ship_to.city}, ${usStateCode(line.ship_to.state) ?? line.ship_to.state}`;

/** Lines of a confirmed order still to be sent can be given their tracking. */
const canShip = (line: SoldItem): boolean => line.order_status === 'confirmed' && line.fulfilment === 'awaiting_shipment';

/** /my-solar/seller-overview/sold-items: what the seller sold, to ship, with tracking and receipts. */
export function SoldItemsPage() {
  const [tab, setTab] = useState<TabLabel>(S.all);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>();
  const where = TABS.find((t) => t.label === tab)?.where;
  const body: SoldItemsRequest = { page, limit: ORDERS_PAGE_SIZE, ...(where ? { where } : {}) };
  const { data, error, isLoading, mutate } = useSoldItems(body);
  const lines = data?.items ?? [];

  const columns: DataColumn<SoldItem>[] = [
    {
      header: S.orderNumber,
      cell: (line) => (
        <>
          {line.order_number}
          {line.order_status !== 'confirmed' && <div className="text-secondary">{ORDER_STATUS_LABELS[line.order_status]}</div>}
        </>
      ),
    },
    { header: S.date, cell: (line) => formatDate(line.ordered_at), className: 'text-nowrap' },
    { header: S.item, cell: (line) => line.name },
    { header: S.qty, cell: (line) => line.qty },
    { header: S.sum, cell: (line) => formatUsd(line.sum), align: 'end' },
    { header: S.buyer, cell: (line) => line.buyer_name },
    { header: S.shipTo, cell: destinationOf },
    {
      header: S.fulfilment,
      cell: (line) => (
        <>
          <span className={`badge ${line.fulfilment === 'shipped' ? 'text-bg-success' : 'text-bg-warning'}`}>{FULFILMENT_LABELS[line.fulfilment]}</span>
          {line.fulfilment === 'shipped' && (
            <div>
              <LineTracking line={line} />
            </div>
          )}
        </>
      ),
    },
    {
      header: S.actions,
      cell: (line) => (
        <div className="d-flex flex-wrap gap-1">
          {canShip(line) && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary text-nowrap"
              aria-label={`${S.addTracking}: ${line.order_number} ${line.name}`}
              onClick={() => setDialog({ kind: 'tracking', line })}
            >
              {S.addTracking}
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-label={`${S.receipt}: ${line.order_number} ${line.name}`}
            onClick={() => setDialog({ kind: 'receipt', orderNumber: line.order_number })}
          >
            {S.receipt}
          </button>
        </div>
      ),
    },
  ];

  return (
    <SellerPage title={ORDERS_TEXT.pages.soldItems}>
      <FilterTabs
        labels={TABS.map((t) => t.label)}
        active={tab}
        label={S.tabs}
        onSelect={(chosen) => {
          setTab(chosen);
          setPage(1);
        }}
      />

      {isLoading && !data && <Loading />}
      {error && !data && (
        <div className="alert alert-danger" role="alert">
          {error.error ?? MESSAGES.toast.genericError}
        </div>
      )}
      {data && (
        <DataTable
          label={ORDERS_TEXT.pages.soldItems}
          className="small sold-items-table"
          columns={columns}
          rows={lines}
          rowKey={(line) => `${line.order_number}|${line.item_uuid}`}
          rowLabel={(line) => `${line.order_number} ${line.name}`}
          empty={<p className="text-secondary">{S.empty}</p>}
        />
      )}
      {data && <Pager label={S.pages} page={data.page} lastPage={data.last_page} onPage={setPage} />}

      {dialog?.kind === 'tracking' && (
        <TrackingModal
          line={dialog.line}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            void mutate();
          }}
        />
      )}
      {dialog?.kind === 'receipt' && <ReceiptModal orderNumber={dialog.orderNumber} onClose={() => setDialog(undefined)} />}
    </SellerPage>
  );
}
