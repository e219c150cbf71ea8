import { ORDER_STATUS_LABELS, type ItemDetail, type OrderLine, type OrderView, type SellerItemDetail } from '@solar/contracts';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OVERVIEW_READ_LIMIT, useItem, useMyItem, useMyReviewOf, useRecentPurchases, useStoredSession } from '../../api';
import { paths, productPath, sellerEditItemPath } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { StarRating } from '../../shared/components/StarRating';
import { formatCount, formatDate, formatRating, formatUsd } from '../../shared/format';
import { thumbnailOf } from '../../shared/itemImages';
import { conditionLabel } from '../../shared/labels';
import { AccountPage, ItemThumb } from './AccountPage';
import { OVERVIEW_TEXT } from './text';

const T = OVERVIEW_TEXT.product;
const STATUS_BADGE = { pending: 'text-bg-warning', approved: 'text-bg-success', rejected: 'text-bg-danger' } as const;
const isNumericId = (id: string) => /^\d+$/.test(id);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="col">
      <div className="small text-secondary">{label}</div>
      <div className="fw-semibold">{children}</div>
    </div>
  );
}

/** What the seller sees of their own item: moderation, visibility, price, stock and how it sells. */
function Listing({ item, isPublic }: { item: SellerItemDetail; isPublic: boolean }) {
  const discounted = item.salePrice > 0 && item.salePrice < item.price;
  return (
    <section className="card mb-4" aria-labelledby="listing-title">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id="listing-title" className="h5 mb-0 me-auto">
            {T.listed}
          </h2>
          <span className={`badge ${STATUS_BADGE[item.status]}`}>{T.statusNames[item.status]}</span>
          <span className={`badge ${item.is_active ? 'text-bg-light border' : 'text-bg-secondary'}`}>{item.is_active ? T.visible : T.hidden}</span>
        </div>
        {item.status === 'rejected' && item.status_reason && <p className="text-danger small">{T.rejectedBecause(item.status_reason)}</p>}
        {item.pending_revision && <p className="small text-secondary">{T.pendingEdit}</p>}
        <div className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-3">
          <Fact label={T.price}>{formatUsd(item.price)}</Fact>
          <Fact label={T.salePrice}>{discounted ? formatUsd(item.salePrice) : '–'}</Fact>
          <Fact label={T.stock}>{formatCount(item.total_qty)}</Fact>
          <Fact label={T.moq}>{formatCount(item.moq)}</Fact>
          <Fact label={T.sold}>{formatCount(item.sale_count)}</Fact>
          <Fact label={T.rating}>{item.reviews_total ? T.ratingValue(formatRating(item.reviews_avg), item.reviews_total) : T.noRating}</Fact>
        </div>
      </div>
      <div className="card-footer bg-transparent d-flex flex-wrap gap-2">
        <Link to={sellerEditItemPath(item.uuid)} className="btn btn-sm btn-amber">
          {T.edit}
        </Link>
        <Link to={paths.sellerSalesSnapshot} className="btn btn-sm btn-outline-secondary">
          {T.snapshot}
        </Link>
        {isPublic && (
          <Link to={productPath(item)} className="btn btn-sm btn-outline-secondary">
            {T.publicPage}
          </Link>
        )}
      </div>
    </section>
  );
}

interface BoughtLine {
  order: OrderView;
  line: OrderLine;
}

function Purchases({ bought, itemId, reviewTo }: { bought: readonly BoughtLine[]; itemId: number; reviewTo: string | null }) {
  const review = useMyReviewOf(itemId);
  const mine = review.data?.items[0];
  const anyConfirmed = bought.some(({ order }) => order.status === 'confirmed');
  return (
    <section className="card mb-4" aria-labelledby="bought-title">
      <div className="card-body">
        <h2 id="bought-title" className="h5 mb-3">
          {T.bought}
        </h2>
        {/* A list rather than a table: every figure of an order stays in view on a phone. */}
        <ul className="list-unstyled mb-0">
          {bought.map(({ order, line }) => (
            <li key={`${order.order_number}-${line.item_uuid}`} className="border-bottom py-2" aria-label={order.order_number}>
              <div className="d-flex flex-wrap justify-content-between gap-1">
                <span className="fw-semibold">{order.order_number}</span>
                <span className="small text-secondary">{formatDate(order.created_at)}</span>
              </div>
              <div className="d-flex flex-wrap justify-content-between gap-1 small mt-1">
                <span>
                  {T.qty} {formatCount(line.qty)} · {T.paid} <span className="fw-semibold">{formatUsd(line.sum)}</span>
                </span>
                <span className="text-secondary">
                  {order.status_label || ORDER_STATUS_LABELS[order.status]}
                  {order.status === 'confirmed' && ` · ${line.tracking ? T.shipped(line.tracking.carrier, line.tracking.tracking_id) : T.awaitingShipment}`}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <h3 className="h6 mt-4">{T.yourReview}</h3>
        {mine ? (
          <div>
            <StarRating rating={mine.rating} />
            <p className="mb-0 mt-1 review-comment">{mine.comment}</p>
          </div>
        ) : review.data && anyConfirmed && reviewTo ? (
          <Link to={reviewTo} className="btn btn-sm btn-amber">
            {T.reviewIt}
          </Link>
        ) : (
          review.data && <p className="small text-secondary mb-0">{OVERVIEW_TEXT.reviews.mineNone}</p>
        )}
      </div>
    </section>
  );
}

/** Picture, brand, category, condition and SKU: the same for the item's seller and its buyers. */
function Details({ item }: { item: ItemDetail | SellerItemDetail }) {
  return (
    <section className="d-flex gap-3 align-items-start mb-4" aria-label={T.details}>
      <ItemThumb src={thumbnailOf(item.images)} size={96} />
      <dl className="row row-cols-2 row-cols-md-4 g-2 mb-0 flex-grow-1 small">
        {(
          [
            [T.brand, item.brand?.name],
            [T.category, item.category?.name],
            [T.condition, item.condition ? conditionLabel(item.condition) : ''],
            [T.sku, item.sku],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="col">
            <dt className="text-secondary fw-normal">{label}</dt>
            <dd className="mb-0 fw-semibold text-break">{value || '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /my-solar/product/detail/{uuid or id}: one item as the signed-in user's account sees it. For its seller, the
 * listing's status, price, stock and sales; for a buyer, their orders of it and their review. An item that is
 * neither gets a link to its public page, if it has one.
 */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { session } = useStoredSession();
  const sells = session?.role.includes('seller') ?? false;

  const publicItem = useItem(id || null);
  const uuid = isNumericId(id) ? publicItem.data?.uuid : id;
  const mine = useMyItem(sells ? uuid : undefined);
  const purchases = useRecentPurchases(OVERVIEW_READ_LIMIT);

  const listed = mine.data;
  const item: ItemDetail | SellerItemDetail | undefined = listed ?? publicItem.data;
  const bought = useMemo<BoughtLine[]>(() => {
    if (!purchases.data) return [];
    const matches = (line: OrderLine) => line.item_uuid === uuid || (isNumericId(id) && line.item_id === Number(id));
    return purchases.data.items.flatMap((order) => order.order_items.filter(matches).map((line) => ({ order, line })));
  }, [purchases.data, uuid, id]);

  const settled = (read: { data?: unknown; error?: unknown }) => read.data !== undefined || read.error !== undefined;
  const loading = !settled(publicItem) || (sells && uuid !== undefined && !settled(mine)) || !settled(purchases);
  const firstLine = bought[0]?.line;
  const title = item?.name ?? firstLine?.name ?? T.title;
  const under = listed ? 'selling' : 'buying';
  const reviewTo = publicItem.data ? `${productPath(publicItem.data)}#product-reviews-title` : null;

  return (
    <AccountPage title={title} under={under}>
      {loading && <Loading />}
      {!loading && purchases.error && !purchases.data && <ErrorAlert error={purchases.error} onRetry={() => void purchases.mutate()} />}
      {!loading && item && <Details item={item} />}
      {!loading && listed && <Listing item={listed} isPublic={publicItem.data !== undefined} />}
      {!loading && bought.length > 0 && <Purchases bought={bought} itemId={firstLine!.item_id} reviewTo={reviewTo} />}
      {!loading && !listed && bought.length === 0 && (
        <div className="alert alert-light border d-flex flex-wrap align-items-center gap-3" role="status">
          <i className="bi bi-info-circle fs-4 text-secondary" aria-hidden="true" />
          <span className="flex-grow-1">{publicItem.data ? T.notYours : T.notFound}</span>
          {publicItem.data && (
            <Link to={productPath(publicItem.data)} className="btn btn-sm btn-outline-dark">
              {T.publicPage}
            </Link>
          )}
        </div>
      )}
    </AccountPage>
  );
}
