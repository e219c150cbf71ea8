import { roundHalfUp } from '@solar/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Mar 5, 2026' for an ISO date; '' for one that does not parse. */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

/** An average to one decimal, half-up: 4.25 -> '4.3', 4 -> '4.0'. */
export const formatRating = (rating: number): string => roundHalfUp(rating, 1).toFixed(1);
