import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { SHARED_TEXT } from '../text';

const T = SHARED_TEXT.pager;

/** Pages shown either side of the current one in the numbered pager; the first and last are always shown. */
const NEIGHBOURS = 2;

/** The page numbers to show, with null where a run of pages is left out. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    const near = Math.abs(page - current) <= NEIGHBOURS;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

interface PagerBase {
  page: number;
  lastPage: number;
  /** The pager's name for screen readers, e.g. 'Reviews pages'. */
  label: string;
}

/**
 * Pages with URLs of their own (the shop listing): a link to each page near the current one, so a page can be
 * opened, shared and reached with the browser's back button.
 */
interface LinkedPager extends PagerBase {
  pathFor: (page: number) => string;
}

/** A list paged in place (reviews, orders, the wishlist): Previous and Next around 'Page x of y'. */
interface InPlacePager extends PagerBase {
  onPage: (page: number) => void;
}

export type PagerProps = LinkedPager | InPlacePager;

/** Marks the element whose top a pager brings back into view (the results with their heading or sort bar). */
export const PAGER_SCOPE = { 'data-pager-scope': '' } as const;

/**
 * A new page of results starts at the top of the results, not at the pager at their foot: scrolls the pager's
 * scope (the nearest element marked PAGER_SCOPE, else the pager's parent) to the top of the window, below a
 * header that stays on screen, when its top has scrolled out of view.
 */
export function scrollToResults(pager: HTMLElement | null): void {
  if (!pager) return;
  const scope = pager.closest<HTMLElement>('[data-pager-scope]') ?? pager.parentElement ?? pager;
  const header = document.querySelector<HTMLElement>('.site-header');
  const headerPosition = header ? getComputedStyle(header).position : '';
  const covered = header && (headerPosition === 'fixed' || headerPosition === 'sticky') ? header.getBoundingClientRect().height : 0;
  const top = scope.getBoundingClientRect().top - covered;
  if (top < 0) window.scrollTo({ top: Math.max(0, window.scrollY + top - 8) });
}

/** The one pager of the app; nothing when everything fits on one page. */
export function Pager(props: PagerProps) {
  if (props.lastPage <= 1) return null;
  return 'pathFor' in props ? <PageLinks {...props} /> : <PreviousNext {...props} />;
}

function PreviousNext({ page, lastPage, label, onPage }: InPlacePager) {
  const nav = useRef<HTMLElement>(null);
  const go = (target: number) => {
    scrollToResults(nav.current);
    onPage(target);
  };
  return (
    <nav ref={nav} aria-label={label} className="d-flex align-items-center gap-2 mt-3">
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        {T.previous}
      </button>
      <span className="small text-secondary">{T.page(page, lastPage)}</span>
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page >= lastPage} onClick={() => go(page + 1)}>
        {T.next}
      </button>
    </nav>
  );
}

function PageLinks({ page, lastPage, label, pathFor }: LinkedPager) {
  const nav = useRef<HTMLElement>(null);
  // The results stay on screen (the previous page's, marked stale) while the next loads, so their top is there to scroll to.
  const toResults = () => scrollToResults(nav.current);
  const step = (target: number, stepLabel: string, icon: string) => (
    <li className={`page-item${target < 1 || target > lastPage ? ' disabled' : ''}`}>
      {target < 1 || target > lastPage ? (
        <span className="page-link" aria-hidden="true">
          <i className={`bi bi-${icon}`} />
        </span>
      ) : (
        <Link className="page-link" to={pathFor(target)} aria-label={stepLabel} onClick={toResults}>
          <i className={`bi bi-${icon}`} aria-hidden="true" />
        </Link>
      )}
    </li>
  );
  return (
    <nav ref={nav} aria-label={label} className="mt-4">
      <ul className="pagination pagination-sm justify-content-center flex-wrap">
        {step(page - 1, T.previous, 'chevron-left')}
        {pageWindow(page, lastPage).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
              <Link className="page-link" to={pathFor(n)} aria-current={n === page ? 'page' : undefined} onClick={toResults}>
                {n}
              </Link>
            </li>
          ),
        )}
        {step(page + 1, T.next, 'chevron-right')}
      </ul>
    </nav>
  );
}
