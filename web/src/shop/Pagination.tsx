import { Link } from 'react-router-dom';
import { SHOP_TEXT } from './text';

/** Pages shown either side of the current one; the first and last are always shown. */
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

/** Links to the listing's pages (real links: each page has its own URL). */
export function Pagination({ page, lastPage, pathFor }: { page: number; lastPage: number; pathFor: (page: number) => string }) {
  if (lastPage <= 1) return null;
  const step = (target: number, label: string, icon: string) => (
    <li className={`page-item${target < 1 || target > lastPage ? ' disabled' : ''}`}>
      {target < 1 || target > lastPage ? (
        <span className="page-link" aria-hidden="true">
          <i className={`bi bi-${icon}`} />
        </span>
      ) : (
        <Link className="page-link" to={pathFor(target)} aria-label={label}>
          <i className={`bi bi-${icon}`} aria-hidden="true" />
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label={SHOP_TEXT.listing.pages} className="mt-4">
      <ul className="pagination pagination-sm justify-content-center flex-wrap">
        {step(page - 1, SHOP_TEXT.listing.previous, 'chevron-left')}
        {pageWindow(page, lastPage).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
              <Link className="page-link" to={pathFor(n)} aria-current={n === page ? 'page' : undefined}>
                {n}
              </Link>
            </li>
          ),
        )}
        {step(page + 1, SHOP_TEXT.listing.next, 'chevron-right')}
      </ul>
    </nav>
  );
}
