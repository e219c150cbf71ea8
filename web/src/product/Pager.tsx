import { PRODUCT_TEXT } from './text';

const T = PRODUCT_TEXT.pager;

/** Previous and next for a paged list; nothing when everything fits on one page. */
export function Pager({ what, page, lastPage, onPage }: { what: string; page: number; lastPage: number; onPage: (page: number) => void }) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={T.label(what)} className="d-flex align-items-center gap-2 mt-3">
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.previous}
      </button>
      <span className="small text-secondary">{T.page(page, lastPage)}</span>
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {T.next}
      </button>
    </nav>
  );
}
