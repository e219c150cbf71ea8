import { REVIEW_RATINGS, roundHalfUp } from '@solar/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatRating } from '../format';
import { SHARED_TEXT } from '../text';

const T = SHARED_TEXT.rating;

const STARS = [1, 2, 3, 4, 5] as const;

/** The icon of star number `star` (1 to 5) for a rating counted in half stars. */
const starIcon = (star: number, halves: number): string => (halves >= star * 2 ? 'bi-star-fill' : halves === star * 2 - 1 ? 'bi-star-half' : 'bi-star');

export interface StarRatingProps {
  rating: number;
  /**
   * Text beside the stars already says the rating (a product card, a filter): screen readers skip them.
   * Otherwise they are an image read out as 'x out of 5'.
   */
  decorative?: boolean;
  className?: string;
}

/** Five stars filled to `rating`, to the nearest half star. */
export function StarRating({ rating, decorative = false, className = '' }: StarRatingProps) {
  const halves = roundHalfUp(Math.max(0, Math.min(5, rating)) * 2);
  const label = T.outOfFive(formatRating(rating));
  const readOut = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: label };
  return (
    <span className={`stars text-amber ${className}`} {...readOut}>
      {STARS.map((star) => (
        <i key={star} className={`bi ${starIcon(star, halves)}`} aria-hidden="true" />
      ))}
    </span>
  );
}

/** One filled star after a number ('4 ★' in a rating's distribution). */
export const StarIcon = () => <i className="bi bi-star-fill text-amber" aria-hidden="true" />;

/** The review form's rating: one radio per allowed rating, drawn as stars filled up to the `chosen` one. */
export function StarRatingInput({ chosen, registration }: { chosen: number; registration: UseFormRegisterReturn }) {
  return (
    <div className="star-input d-flex gap-1">
      {REVIEW_RATINGS.map((stars) => (
        <label key={stars} className="star-input-option">
          <input type="radio" className="visually-hidden" value={String(stars)} {...registration} />
          <i className={`bi ${starIcon(stars, chosen * 2)} text-amber fs-4`} aria-hidden="true" />
          <span className="visually-hidden">{T.stars(stars)}</span>
        </label>
      ))}
    </div>
  );
}
