import { ORDER_STATUS_LABELS, type OrderView } from '@solar/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDashboardStats, useMyReviews, useRecentPurchases, useStoredSession, useWishlist } from '../../api';
import { accountItemPath, paths, shopSearchPath } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { formatCount, formatDate, formatUsd } from '../../shared/format';
import { AccountPage, ItemThumb } from './AccountPage';
import { OVERVIEW_TEXT } from './text';

const T = OVERVIEW_TEXT.buying;
const RECENT_ORDERS = 3;
const GUIDE_PATHS = { guide: paths.buyerGuide, 'trader-guide': paths.buyerTraderGuide, 'reviews-feedback': paths.buyerReviews } as const;

/** One figure of the buyer's, linked to the page that lists it; a dash while it loads or when its service did not answer. */
function Figure({ label, value, note, to, icon }: { label: string; value: number | undefined; note?: string; to: string; icon: string }) {
  return (
    <div className="col">
      <Link
        to={to}
        className="card h-100 text-decoration-none overview-figure"
        aria-label={`${label}: ${value === undefined ? 'not available' : formatCount(value)}`}
      >
        <div className="card-body">
          <div className="d-flex align-items-center gap-2 text-secondary small">
            <i className={`bi bi-${icon} text-amber`} aria-hidden="true" />
            {label}
          </div>
          <div className="fs-3 fw-semibold text-body">{value === undefined ? '–' : formatCount(value)}</div>
          {note && <div className="small text-secondary">{note}</div>}
        </div>
      </Link>
    </div>
  );
}

function Panel({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const id = `overview-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card h-100" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </div>
      {footer && <div className="card-footer bg-transparent d-flex flex-wrap gap-2">{footer}</div>}
    </section>
  );
}

const unitsOf = (order: OrderView) => order.order_items.reduce((sum, line) => sum + line.qty, 0);

function RecentPurchases() {
  const { data, error, mutate } = useRecentPurchases(RECENT_ORDERS);
  if (!data) return error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />;
  if (data.items.length === 0)
    return (
      <div>
        <p className="text-secondary">{T.recentNone}</p>
        <Link to={shopSearchPath('')} className="btn btn-amber btn-sm">
          {T.shop}
        </Link>
      </div>
    );
  return (
    <ul className="list-unstyled mb-0">
      {data.items.map((order) => (
        <li key={order.order_number} className="border-bottom py-2" aria-label={order.order_number}>
          <div className="d-flex flex-wrap justify-content-between gap-1 small">
            <span className="fw-semibold">{order.order_number}</span>
            <span className="text-secondary">
              {formatDate(order.created_at)} · {order.status_label || ORDER_STATUS_LABELS[order.status]}
            </span>
          </div>
          <div className="d-flex align-items-center gap-2 mt-2">
            <div className="d-flex gap-1 flex-shrink-0">
              {order.order_items.slice(0, 3).map((line) => (
                <Link key={line.item_uuid} to={accountItemPath(line.item_uuid)} title={line.name}>
                  <ItemThumb src={line.image} size={40} />
                  <span className="visually-hidden">{line.name}</span>
                </Link>
              ))}
            </div>
            <span className="small text-secondary text-truncate flex-grow-1">{order.order_items.map((line) => line.name).join(', ')}</span>
            <span className="text-end text-nowrap">
              <span className="fw-semibold">{formatUsd(order.total_amount)}</span>
              <span className="d-block small text-secondary">{T.orderLine(unitsOf(order))}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /my-solar/buying-overview: the buyer's figures, recent orders, bids on bulk deals and the guides. */
export function BuyingOverviewPage() {
  const { session } = useStoredSession();
  const purchases = useRecentPurchases(RECENT_ORDERS);
  const stats = useDashboardStats();
  const wishlist = useWishlist(1);
  const reviews = useMyReviews(1, 1);
  const bids = stats.data?.buyer;

  return (
    <AccountPage title={T.title} lead={session ? `${T.welcome(session.user.firstname)}. ${T.lead}` : T.lead}>
      <section aria-label={T.figures} className="mb-4">
        <div className="row row-cols-2 row-cols-lg-4 g-3">
          <Figure label={T.orders} value={purchases.data?.total} to={paths.buyerPurchaseHistory} icon="bag-check" />
          <Figure
            label={T.openBids}
            value={bids?.bids.open}
            note={bids ? T.awaitingYou(bids.bids.awaiting_you) : undefined}
            to={paths.buyerOfferBids}
            icon="arrow-left-right"
          />
          <Figure label={T.toPay} value={bids?.contracts.to_pay} to={paths.buyerOfferBids} icon="file-earmark-text" />
          <Figure label={T.wishlist} value={wishlist.data?.total} to={paths.wishlist} icon="heart" />
        </div>
      </section>
      <div className="row g-3">
        <div className="col-lg-7">
          <Panel
            title={T.recentTitle}
            footer={
              <Link to={paths.buyerPurchaseHistory} className="btn btn-sm btn-outline-secondary">
                {T.allPurchases}
              </Link>
            }
          >
            <RecentPurchases />
          </Panel>
        </div>
        <div className="col-lg-5 d-flex flex-column gap-3">
          <Panel
            title={T.bidsTitle}
            footer={
              <>
                <Link to={paths.buyerOfferBids} className="btn btn-sm btn-amber">
                  {T.bidsLink}
                </Link>
                <Link to={paths.buyerPurchases} className="btn btn-sm btn-outline-secondary">
                  {T.purchasesLink}
                </Link>
              </>
            }
          >
            {bids ? (
              <p className="mb-0">{T.bidsText(bids.bids.open, bids.bids.accepted)}</p>
            ) : stats.error ? (
              <p className="mb-0 text-secondary">{T.unavailable}</p>
            ) : (
              <Loading />
            )}
            <Link to={paths.traderDeals} className="small d-inline-block mt-2">
              {T.browseDeals}
            </Link>
          </Panel>
          <Panel title={T.storesTitle}>
            <p className="small text-secondary mb-2">{T.storesText}</p>
            <Link to={paths.favouriteStores} className="btn btn-sm btn-outline-secondary">
              {T.storesLink}
            </Link>
          </Panel>
          <Panel title={T.guidesTitle}>
            <ul className="list-unstyled mb-0">
              {T.guides.map((guide) => (
                <li key={guide.key} className="d-flex gap-3 py-2 border-bottom">
                  <i className={`bi bi-${guide.icon} fs-4 text-amber`} aria-hidden="true" />
                  <div>
                    <Link to={GUIDE_PATHS[guide.key]} className="fw-semibold">
                      {guide.title}
                    </Link>
                    {guide.key === 'reviews-feedback' && reviews.data && (
                      <span className="badge text-bg-light ms-2">
                        {T.reviews}: {formatCount(reviews.data.total)}
                      </span>
                    )}
                    <div className="small text-secondary">{guide.text}</div>
                  </div>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </AccountPage>
  );
}
