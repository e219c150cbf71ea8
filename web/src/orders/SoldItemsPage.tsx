import { MESSAGES, ORDER_STATUS_LABELS, usStateCode, type SoldItem, type SoldItemsRequest } from '@solar/contracts';
import { useState } from 'react';
import { ORDERS_PAGE_SIZE, useSoldItems } from '../api';
import { Loading, SellerPage } from '../seller/SellerPage';
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
      {data && lines.length === 0 && <p className="text-secondary">{S.empty}</p>}
      {lines.length > 0 && (
        <div className="table-responsive">
          <table className="table align-middle small sold-items-table">
            <thead>
              <tr>
                <th scope="col">{S.orderNumber}</th>
                <th scope="col">{S.date}</th>
                <th scope="col">{S.item}</th>
                <th scope="col">{S.qty}</th>
                <th scope="col" className="text-end">
                  {S.sum}
                </th>
                <th scope="col">{S.buyer}</th>
                <th scope="col">{S.shipTo}</th>
                <th scope="col">{S.fulfilment}</th>
                <th scope="col">{S.actions}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={`${line.order_number}|${line.item_uuid}`} aria-label={`${line.order_number} ${line.name}`}>
                  <td>
                    {line.order_number}
                    {line.order_status !== 'confirmed' && <div className="text-secondary">{ORDER_STATUS_LABELS[line.order_status]}</div>}
                  </td>
                  <td className="text-nowrap">{formatDate(line.ordered_at)}</td>
                  <td>{line.name}</td>
                  <td>{line.qty}</td>
                  <td className="text-end">{formatUsd(line.sum)}</td>
                  <td>{line.buyer_name}</td>
                  <td>{destinationOf(line)}</td>
                  <td>
                    <span className={`badge ${line.fulfilment === 'shipped' ? 'text-bg-success' : 'text-bg-warning'}`}>
                      {FULFILMENT_LABELS[line.fulfilment]}
                    </span>
                    {line.fulfilment === 'shipped' && (
                      <div>
                        <LineTracking line={line} />
                      </div>
                    )}
                  </td>
                  <td>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
