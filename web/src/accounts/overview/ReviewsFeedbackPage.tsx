import { SEARCH_LIMIT_MAX, type ItemDetail, type OrderLine, type ReviewView } from '@solar/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { OVERVIEW_READ_LIMIT, useItemsByUuid, useMyReviews, useRecentPurchases } from '../../api';
import { accountItemPath, productPath } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { Pager } from '../../shared/components/Pager';
import { StarRating } from '../../shared/components/StarRating';
import { formatDate } from '../../shared/format';
import { thumbnailOf } from '../../shared/itemImages';
import { AccountPage, ItemThumb } from './AccountPage';
import { OVERVIEW_TEXT } from './text';

const T = OVERVIEW_TEXT.reviews;
/** Reviews shown per page. */
const REVIEWS_PER_PAGE = 10;
/** Where the product page's review form is. */
const REVIEW_ANCHOR = '#product-reviews-title';

/** A bought item: its newest line among the confirmed orders, and when it was bought. */
interface Bought {
  line: OrderLine;
  boughtAt: string;
}

/**
 * The items of the buyer's confirmed orders (newest first, each item once) that have no review of theirs yet.
 * `reviewed` holds the item ids of every review the buyer wrote.
 */
function useItemsToReview(reviewed: ReadonlySet<number> | undefined) {
  const purchases = useRecentPurchases(OVERVIEW_READ_LIMIT);
  const toReview = useMemo(() => {
    if (!purchases.data || !reviewed) return undefined;
    const seen = new Map<string, Bought>();
    for (const order of purchases.data.items) {
      if (order.status !== 'confirmed') continue;
      for (const line of order.order_items) if (!seen.has(line.item_uuid)) seen.set(line.item_uuid, { line, boughtAt: order.created_at });
    }
    return [...seen.values()].filter(({ line }) => !reviewed.has(line.item_id));
  }, [purchases.data, reviewed]);
  return { toReview, error: purchases.error, retry: () => void purchases.mutate() };
}

function ToReview({ reviewed }: { reviewed: ReadonlySet<number> | undefined }) {
  const { toReview, error, retry } = useItemsToReview(reviewed);
  if (!toReview) return error ? <ErrorAlert error={error} onRetry={retry} /> : <Loading />;
  if (toReview.length === 0) return <p className="text-secondary mb-0">{T.toReviewNone}</p>;
  return (
    <>
      <p className="small text-secondary">{T.toReviewText(toReview.length)}</p>
      <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-2 mb-0">
        {toReview.map(({ line, boughtAt }) => (
          <li key={line.item_uuid} className="col" aria-label={line.name}>
            <div className="border rounded-3 p-2 h-100 d-flex align-items-center gap-2">
              <ItemThumb src={line.image} />
              <div className="flex-grow-1 min-w-0">
                <Link to={accountItemPath(line.item_uuid)} className="fw-semibold d-block text-truncate">
                  {line.name}
                </Link>
                <span className="small text-secondary">{T.boughtOn(formatDate(boughtAt))}</span>
              </div>
              <Link
                to={`${productPath({ id: line.item_id, name: line.name })}${REVIEW_ANCHOR}`}
                className="btn btn-sm btn-amber flex-shrink-0"
                aria-label={T.writeReviewOf(line.name)}
              >
                {T.writeReview}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function ReviewRow({ review, item }: { review: ReviewView; item: ItemDetail | null | undefined }) {
  const name = item?.name;
  return (
    <li className="border-bottom py-3 d-flex gap-3" aria-label={name ?? T.itemGone}>
      <ItemThumb src={item ? thumbnailOf(item.images) : ''} />
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex flex-wrap align-items-center gap-2">
          {item ? (
            <Link to={accountItemPath(item.uuid)} className="fw-semibold">
              {item.name}
            </Link>
          ) : (
            <span className="text-secondary">{item === null ? T.itemGone : '…'}</span>
          )}
          <time dateTime={review.created_at} className="small text-secondary ms-auto">
            {formatDate(review.created_at)}
          </time>
        </div>
        <StarRating rating={review.rating} className="d-inline-block mt-1" />
        <p className="mb-0 mt-1 review-comment">{review.comment}</p>
      </div>
    </li>
  );
}

function MyReviews() {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useMyReviews(page, REVIEWS_PER_PAGE);
  const items = useItemsByUuid(data?.items.map((review) => review.item_uuid) ?? []);
  if (!data) return error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />;
  if (data.items.length === 0) return <p className="text-secondary mb-0">{T.mineNone}</p>;
  return (
    <>
      <ol className="list-unstyled mb-0">
        {data.items.map((review, index) => (
          <ReviewRow key={review.id} review={review} item={items.data?.[index]} />
        ))}
      </ol>
      <Pager label={T.pages} page={data.page} lastPage={data.last_page} onPage={setPage} />
    </>
  );
}

/** /my-solar/buying-overview/reviews-feedback: what the buyer has yet to review, and the reviews they wrote. */
export function ReviewsFeedbackPage() {
  // Every review's item, to tell which bought items still wait for one (a buyer has at most one review per item).
  const all = useMyReviews(1, SEARCH_LIMIT_MAX);
  const reviewed = useMemo(() => (all.data ? new Set(all.data.items.map((review) => review.item_id)) : undefined), [all.data]);

  return (
    <AccountPage title={T.title} under="buying" lead={T.lead}>
      <section className="mb-5" aria-labelledby="to-review-title">
        <h2 id="to-review-title" className="h4 mb-3">
          {T.toReviewTitle}
        </h2>
        {all.error && !all.data ? <ErrorAlert error={all.error} onRetry={() => void all.mutate()} /> : <ToReview reviewed={reviewed} />}
      </section>
      <section aria-labelledby="my-reviews-title">
        <h2 id="my-reviews-title" className="h4 mb-2">
          {T.mineTitle}
        </h2>
        <MyReviews />
      </section>
    </AccountPage>
  );
}
