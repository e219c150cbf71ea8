import { ORDER_STATUS_LABELS, MESSAGES } from '@solar/contracts';
import { useSellerReceipt } from '../api';
import { Modal } from '../shared/components/Modal';
import { formatDate, formatUsd } from '../shared/format';
import { AddressLines } from './OrderDetails';
import { ORDERS_TEXT } from './text';

const R = ORDERS_TEXT.receipt;

/**
 * While the receipt is open, printing shows the receipt alone: the page behind it, the backdrop and the
 * buttons are left off the paper.
 */
const PRINT_RECEIPT_ONLY = `@media print {
  body > #root, .modal-backdrop, .modal:has(.receipt) .btn-close { display: none !important; }
  .modal:has(.receipt) { position: static !important; overflow: visible !important; }
  .modal:has(.receipt) .modal-dialog { max-width: none; margin: 0; }
  .modal:has(.receipt) .modal-content { border: 0; box-shadow: none; max-height: none; overflow: visible; }
  .modal:has(.receipt) .modal-body { overflow: visible; }
}`;

/** The seller's receipt for their part of one order, with a Print button. */
export function ReceiptModal({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const { data: receipt, error } = useSellerReceipt(orderNumber);
  return (
    <Modal title={R.title(orderNumber)} onClose={onClose} size="lg">
      <style>{PRINT_RECEIPT_ONLY}</style>
      {!receipt && !error && <div className="spinner-border text-secondary" role="status" aria-label={R.loading} />}
      {!receipt && error && (
        <div className="alert alert-danger" role="alert">
          {error.error ?? MESSAGES.toast.genericError}
        </div>
      )}
      {receipt && (
        <div className="receipt">
          <div className="d-flex flex-wrap justify-content-between gap-2 mb-3 small">
            <span>{R.orderedOn(formatDate(receipt.ordered_at))}</span>
            <span className="fw-semibold">{ORDER_STATUS_LABELS[receipt.order_status]}</span>
          </div>
          <div className="row g-3 mb-3">
            <div className="col-sm-6">
              <h3 className="h6">{R.buyer}</h3>
              <p className="small mb-0">{receipt.buyer_name}</p>
            </div>
            <div className="col-sm-6">
              <h3 className="h6">{R.shipTo}</h3>
              <AddressLines address={receipt.ship_to} />
            </div>
          </div>
          <table className="table table-sm small">
            <thead>
              <tr>
                <th scope="col">{ORDERS_TEXT.sold.item}</th>
                <th scope="col">{ORDERS_TEXT.sold.qty}</th>
                <th scope="col" className="text-end">
                  {ORDERS_TEXT.order.price}
                </th>
                <th scope="col" className="text-end">
                  {ORDERS_TEXT.sold.sum}
                </th>
              </tr>
            </thead>
            <tbody>
              {receipt.lines.map((line) => (
                <tr key={line.item_uuid}>
                  <td>{line.name}</td>
                  <td>{line.qty}</td>
                  <td className="text-end">{formatUsd(line.price)}</td>
                  <td className="text-end">{formatUsd(line.sum)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="row small mb-3">
            <dt className="col-8 fw-normal">{R.subtotal}</dt>
            <dd className="col-4 text-end mb-1">{formatUsd(receipt.subtotal)}</dd>
            <dt className="col-8 fw-normal">{R.shipping}</dt>
            <dd className="col-4 text-end mb-1">{formatUsd(receipt.shipping_cost)}</dd>
            <dt className="col-8 fw-normal">{R.tax}</dt>
            <dd className="col-4 text-end mb-1">{formatUsd(receipt.tax)}</dd>
            <dt className="col-8 fw-normal">{R.platformFee}</dt>
            <dd className="col-4 text-end mb-1">−{formatUsd(receipt.platform_fee)}</dd>
            <dt className="col-8">{R.net}</dt>
            <dd className="col-4 text-end fw-bold mb-0">{formatUsd(receipt.net_amount)}</dd>
          </dl>
          <button type="button" className="btn btn-amber d-print-none" onClick={() => window.print()}>
            <i className="bi bi-printer me-1" aria-hidden="true" />
            {R.print}
          </button>
        </div>
      )}
    </Modal>
  );
}
