import { MESSAGES, REVIEW_RATINGS, validateReview, type ItemDetail, type ReviewsAnswer, type ReviewView } from '@solar/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { ApiError, productApi, useItemReviews, useMyReviewOf, useStoredSession } from '../api';
import { loginPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { SubmitButton, TextAreaField } from '../shared/components/FormField';
import { Pager } from '../shared/components/Pager';
import { StarIcon, StarRating, StarRatingInput } from '../shared/components/StarRating';
import { formatDate, formatRating } from '../shared/format';
import { applyServerErrors, contractResolver, reportFailure, serverFieldMessage } from '../shared/formErrors';
import { SHARED_TEXT } from '../shared/text';
import { showSuccess } from '../shared/toast';
import { PRODUCT_TEXT } from './text';
import { useDeferredFirstAnswer } from '../shared/hooks/useDeferredFirstAnswer';

const T = PRODUCT_TEXT.reviews;

function Summary({ answer }: { answer: ReviewsAnswer }) {
  const total = answer.reviews_total;
  return (
    <div className="review-summary mb-4">
      <div className="d-flex align-items-center gap-2 mb-2">
        <span className="display-6 fw-semibold">{formatRating(answer.reviews_avg)}</span>
        <div>
          <StarRating rating={answer.reviews_avg} />
          <div className="small text-secondary">{SHARED_TEXT.rating.reviews(total)}</div>
        </div>
      </div>
      <ul className="list-unstyled mb-0 review-distribution">
        {[...REVIEW_RATINGS].reverse().map((stars) => {
          const count = answer.distribution[String(stars)] ?? 0;
          const share = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={stars} className="d-flex align-items-center gap-2 small" aria-label={T.distributionLabel(stars, count)}>
              <span className="text-nowrap" aria-hidden="true">
                {stars} <StarIcon />
              </span>
              <div className="progress flex-grow-1" aria-hidden="true">
                <div className="progress-bar bg-warning" style={{ width: `${share}%` }} />
              </div>
              <span className="text-secondary review-count" aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface ReviewValues {
  /** The chosen star as the radio gives it ('' until one is chosen). */
  rating: string;
  comment: string;
}

/** The signed-in user's own review of the item, in place of the form: one review per buyer and item. */
function MyReview({ review }: { review: ReviewView }) {
  return (
    <section className="card card-body my-review" aria-label={T.yours}>
      <h3 className="h6">{T.yours}</h3>
      <StarRating rating={review.rating} />
      <p className="mb-2 mt-2 review-comment">{review.comment}</p>
      <p className="small text-secondary mb-0">{T.yoursOn(formatDate(review.created_at))}</p>
    </section>
  );
}

/** Rating and comment, checked by the same rule the server runs; a second review is refused with 409. */
function ReviewForm({ uuid, onPosted, onAlreadyReviewed }: { uuid: string; onPosted: () => void; onAlreadyReviewed: () => void }) {
  const legendId = useId();
  const errorId = useId();
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({ defaultValues: { rating: '', comment: '' }, resolver: contractResolver(validateReview) });
  const chosen = Number(watch('rating')) || 0;

  const submit = handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      const { message } = await productApi.postReview(uuid, { rating: Number(values.rating), comment: values.comment.trim() });
      showSuccess(message ?? MESSAGES.product.reviewSaved);
      reset();
      onPosted();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(serverFieldMessage(error, 'review') ?? error.details[0] ?? MESSAGES.product.alreadyReviewed);
        // Reviewed meanwhile (another tab): read it, so the review shows instead of this form.
        onAlreadyReviewed();
        return;
      }
      if (!applyServerErrors(error, ['rating', 'comment'], setError)) reportFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="review-form card card-body" aria-label={T.formTitle}>
      <h3 className="h6">{T.formTitle}</h3>
      {refusal && (
        <div className="alert alert-warning py-2" role="alert">
          {refusal}
        </div>
      )}
      <fieldset className="mb-3" aria-labelledby={legendId} aria-describedby={errors.rating?.message ? errorId : undefined}>
        <legend id={legendId} className="form-label fs-6 mb-1">
          {T.rating}
        </legend>
        <StarRatingInput chosen={chosen} registration={register('rating')} />
        {errors.rating?.message && (
          <div id={errorId} className="invalid-feedback d-block">
            {errors.rating.message}
          </div>
        )}
      </fieldset>
      <TextAreaField label={T.comment} registration={register('comment')} error={errors.comment} />
      <SubmitButton busy={isSubmitting} className="btn btn-amber align-self-start">
        {T.submit}
      </SubmitButton>
    </form>
  );
}

/** Rating summary, the reviews newest first (paged), and the form for signed-in visitors other than the seller. */
export function Reviews({ item, onPosted }: { item: Pick<ItemDetail, 'id' | 'uuid' | 'owner_id'>; onPosted?: () => void }) {
  const [page, setPage] = useState(1);
  const { data: answer, error, mutate } = useItemReviews(item.uuid, page);
  const data = useDeferredFirstAnswer(answer);
  const { session } = useStoredSession();
  const { pathname, search } = useLocation();
  const mayReview = session !== null && session !== undefined && session.user.id !== item.owner_id;
  const mine = useMyReviewOf(mayReview ? item.id : null);
  const myReview = mine.data?.items[0];

  const posted = () => {
    setPage(1);
    void mutate();
    void mine.mutate();
    onPosted?.();
  };

  let form;
  if (!session) {
    form = (
      <Link to={loginPath(pathname + search)} className="btn btn-outline-dark">
        {T.signInToReview}
      </Link>
    );
  } else if (session.user.id === item.owner_id) {
    form = <p className="text-secondary small mb-0">{T.ownItem}</p>;
  } else if (myReview) {
    form = <MyReview review={myReview} />;
  } else if (!mine.data && !mine.error) {
    // Until the user's own review is known: no flash of a form they may not need.
    form = null;
  } else {
    form = <ReviewForm uuid={item.uuid} onPosted={posted} onAlreadyReviewed={() => void mine.mutate()} />;
  }

  return (
    <section className="product-reviews mt-5" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title" className="h4 mb-3">
        {PRODUCT_TEXT.sections.reviews}
      </h2>
      <div className="row g-4">
        <div className="col-lg-4">
          {data && <Summary answer={data} />}
          {form}
        </div>
        <div className="col-lg-8">
          {!data && (error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />)}
          {data && data.items.length === 0 && <p className="text-secondary">{T.none}</p>}
          {data && data.items.length > 0 && (
            <ol className="list-unstyled review-list mb-0">
              {data.items.map((review) => (
                <li key={review.id} className="border-bottom py-3">
                  <div className="d-flex align-items-center gap-2">
                    <StarRating rating={review.rating} />
                    <span className="fw-semibold">{review.author}</span>
                    <time dateTime={review.created_at} className="small text-secondary ms-auto">
                      {formatDate(review.created_at)}
                    </time>
                  </div>
                  <p className="mb-0 mt-2 review-comment">{review.comment}</p>
                </li>
              ))}
            </ol>
          )}
          {data && <Pager label={T.pages} page={data.page} lastPage={data.last_page} onPage={setPage} />}
        </div>
      </div>
    </section>
  );
}
