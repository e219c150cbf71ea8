import { roundHalfUp } from '@solar/contracts';
import { formatRating } from './format';
import { PRODUCT_TEXT } from './text';

/** Five stars filled to the rating (halves shown), read out as 'x out of 5'. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const halves = roundHalfUp(Math.max(0, Math.min(5, rating)) * 2);
  const label = PRODUCT_TEXT.reviews.average(formatRating(rating));
  return (
    <span className={`stars text-amber ${className}`} role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((star) => {
        const icon = halves >= star * 2 ? 'bi-star-fill' : halves === star * 2 - 1 ? 'bi-star-half' : 'bi-star';
        return <i key={star} className={`bi ${icon}`} aria-hidden="true" />;
      })}
    </span>
  );
}
