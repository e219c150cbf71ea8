import type { PageOf } from '@solar/contracts';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ApiError } from '../apiError';
import { ErrorAlert, Loading } from '../components/ApiStatus';
import { PAGER_SCOPE, Pager } from '../components/Pager';
import { buildsServerTree } from '../serverRendered';
import { listingPathAfter, type ListingPlace } from './listingLocation';
import { LISTING_TEXT } from './text';

const T = LISTING_TEXT.listing;

export interface ListingResultsProps<Item> {
  location: ListingPlace;
  /** The search answer for the URL; the previous one while the next loads (`stale`). */
  data: PageOf<Item> | undefined;
  error: ApiError | undefined;
  stale: boolean;
  onRetry: () => void;
  /** What the spinner says, and what an empty answer says. */
  loadingLabel: string;
  emptyText: string;
  /** The pager's name for screen readers. */
  pagesLabel: string;
  /** The grid's columns per breakpoint, e.g. 'row-cols-2 row-cols-md-3'. */
  columns: string;
  keyOf: (item: Item) => string;
  /** A card; `aboveTheFold` for the first ones, whose pictures a phone shows at once (ABOVE_THE_FOLD). */
  children: (item: Item, aboveTheFold: boolean) => ReactNode;
}

/** How many cards a phone shows before any scrolling (two rows of two): their pictures load at once, not lazily. */
export const ABOVE_THE_FOLD = 4;

/** How many cards the server renders: two rows of the widest grid (four columns), more than a phone's screen shows. */
export const SERVER_RENDERED_CARDS = 8;

/**
 * How many of `count` cards to render. The server renders the first SERVER_RENDERED_CARDS and the browser hydrates
 * those; the rest follow right after, in slices (a transition). A page of 20 or more cards is most of a listing's
 * document, and a phone parses, lays out and hydrates all of it before the page answers a tap.
 */
function useRenderedCount(count: number): number {
  const [all, setAll] = useState(() => !buildsServerTree());
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? count : Math.min(count, SERVER_RENDERED_CARDS);
}

/**
 * The results part of a listing (shop or deals): the spinner or the failure until the first answer, then the
 * cards with a pager whose pages are URLs, a way back from a page past the end, and the empty answer with Reset.
 */
export function ListingResults<Item>({
  location,
  data,
  error,
  stale,
  onRetry,
  loadingLabel,
  emptyText,
  pagesLabel,
  columns,
  keyOf,
  children,
}: ListingResultsProps<Item>) {
  const navigate = useNavigate();
  const rendered = useRenderedCount(data?.items.length ?? 0);
  if (!data) return error ? <ErrorAlert error={error} onRetry={onRetry} /> : <Loading label={loadingLabel} />;
  if (data.items.length === 0 && data.total > 0) {
    // A page number past the end (an old link, or fewer results since): offer the last page that has some.
    return (
      <div className="shop-empty text-center rounded-3 p-5">
        <p className="fs-5">{T.pageGone}</p>
        <Link className="btn btn-amber" to={listingPathAfter(location, { type: 'page', pageNo: data.last_page > 1 ? data.last_page : undefined })}>
          {T.lastPage}
        </Link>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <div className="shop-empty text-center rounded-3 p-5">
        <i className="bi bi-search fs-1 text-secondary" aria-hidden="true" />
        <p className="fs-5 mt-3">{emptyText}</p>
        <button type="button" className="btn btn-amber" onClick={() => navigate(listingPathAfter(location, { type: 'reset' }))}>
          {T.reset}
        </button>
      </div>
    );
  }
  return (
    // A new page brings the top of the results back into view (Pager's scope).
    <div {...PAGER_SCOPE} className="listing-results">
      {error && <ErrorAlert error={error} onRetry={onRetry} />}
      <div className={`row ${columns} g-3${stale ? ' shop-results-stale' : ''}`} aria-busy={stale}>
        {data.items.slice(0, rendered).map((item, index) => (
          <div className="col" key={keyOf(item)}>
            {children(item, index < ABOVE_THE_FOLD)}
          </div>
        ))}
      </div>
      <Pager
        page={data.page}
        lastPage={data.last_page}
        label={pagesLabel}
        pathFor={(page) => listingPathAfter(location, { type: 'page', pageNo: page === 1 ? undefined : page })}
      />
    </div>
  );
}
