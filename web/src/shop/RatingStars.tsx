import { SHOP_TEXT } from './text';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to the rating (halves rounded to the nearest half star). */
export function Stars({ rating }: { rating: number }) {
  const halves = Math.round(rating * 2);
  return (
    <span className="rating-stars text-amber" aria-hidden="true">
      {STARS.map((star) => {
        const icon = halves >= star * 2 ? 'bi-star-fill' : halves === star * 2 - 1 ? 'bi-star-half' : 'bi-star';
        return <i key={star} className={`bi ${icon}`} />;
      })}
    </span>
  );
}

/** An item's average rating as stars, with the number of reviews. */
export function RatingStars({ average, count }: { average: number; count: number }) {
  return (
    <span className="d-inline-flex align-items-center gap-1 small" title={SHOP_TEXT.rating.rated(average)}>
      <Stars rating={average} />
      <span className="visually-hidden">{SHOP_TEXT.rating.rated(average)}, </span>
      <span className="text-secondary">
        ({count})<span className="visually-hidden"> {SHOP_TEXT.rating.reviews(count)}</span>
      </span>
    </span>
  );
}
