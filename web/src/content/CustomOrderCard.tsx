import type { CustomOrderView } from '@solar/contracts';
import type { ReactNode } from 'react';
import { formatDate, formatUsd } from '../shared/format';
import { customOrderBuyer, customOrderQuantity, formatDay } from './CustomOrderFormat';

/** One request as anyone sees it: what, how many, where, by when; `children` adds what the viewer may do (the buyer's own card lists the answers instead of counting them). */
export function CustomOrderCard({ order, children, showAnswerCount = true }: { order: CustomOrderView; children?: ReactNode; showAnswerCount?: boolean }) {
  return (
    <article className="card h-100 shadow-sm">
      <div className="card-body d-flex flex-column">
        <p className="small text-uppercase fw-semibold text-amber mb-1">{order.category}</p>
        <h3 className="h5 card-title mb-1">{customOrderQuantity(order)}</h3>
        <p className="small text-secondary mb-2">
          <i className="bi bi-geo-alt me-1" aria-hidden="true" />
          {customOrderBuyer(order)}
        </p>
        <p className="card-text mb-3" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {order.description}
        </p>
        <dl className="row small mb-2 mt-auto">
          <dt className="col-6 fw-normal text-secondary">Needed by</dt>
          <dd className="col-6 mb-1">{formatDay(order.needed_by)}</dd>
          <dt className="col-6 fw-normal text-secondary">Target price</dt>
          <dd className="col-6 mb-1">{order.target_price === null ? 'Open to offers' : formatUsd(order.target_price)}</dd>
          <dt className="col-6 fw-normal text-secondary">Posted</dt>
          <dd className="col-6 mb-1">{formatDate(order.created_at)}</dd>
          {showAnswerCount && (
            <>
              <dt className="col-6 fw-normal text-secondary">Answers</dt>
              <dd className="col-6 mb-1">{order.answer_count}</dd>
            </>
          )}
        </dl>
        {order.file && (
          <p className="small mb-2">
            <a href={order.file.url} target="_blank" rel="noopener noreferrer">
              <i className={`bi ${order.file.type === 'document' ? 'bi-file-earmark-pdf' : 'bi-image'} me-1`} aria-hidden="true" />
              {order.file.type === 'document' ? 'Datasheet (PDF)' : 'Picture'}
            </a>
          </p>
        )}
        {children}
      </div>
    </article>
  );
}
