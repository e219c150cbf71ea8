import type { DealWishlistEntry } from '@solar/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAccountModals } from '../accounts/AccountModals';
import { useCartBusy, useDealWishlist, useStoredSession } from '../api';
import { paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { BusyIcon } from '../shared/components/BusyIcon';
import { Pager } from '../shared/components/Pager';
import { formatDealPrice } from '../shared/deals/dealFormat';
import { dealCardOf } from '../trader/browse/DealCard';
import { WISHLIST_TEXT } from './text';
import { useDealWishlistActions } from './useWishlistActions';
import { useKeepPageInRange } from './useWishlistPaging';
import { WishlistThumb } from './WishlistThumb';

const T = WISHLIST_TEXT;

function DealRow({ entry }: { entry: DealWishlistEntry }) {
  const deal = dealCardOf(entry.deal);
  const busy = useCartBusy(deal.uuid);
  const { remove } = useDealWishlistActions();
  const facts = [deal.category_name, deal.moq_units, deal.incoterm].filter(Boolean).join(' · ');

  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-3 py-3" aria-label={deal.name}>
      <WishlistThumb to={deal.path} image={deal.image} />
      <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
        <Link to={deal.path} className="link-dark fw-semibold">
          {deal.name}
        </Link>
        {deal.price !== null && <div className="mt-1 fw-bold">{formatDealPrice(deal.price, deal.price_unit)}</div>}
        {facts && <div className="small text-secondary mt-1">{facts}</div>}
      </div>
      <div className="d-flex gap-2 ms-auto">
        <Link to={deal.path} className="btn btn-amber" aria-label={T.deals.makeOffer(deal.name)}>
          {T.deals.open}
        </Link>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          aria-busy={busy}
          aria-label={T.remove(deal.name)}
          title={T.remove(deal.name)}
          onClick={() => void remove(deal.uuid)}
        >
          <BusyIcon busy={busy} icon="bi-trash" />
        </button>
      </div>
    </li>
  );
}

/** The wishlist's Deals tab: the signed-in user's deals, newest first, a page (WISHLIST_PAGE_SIZE) at a time. */
export function DealWishlist() {
  const { session } = useStoredSession();
  const modals = useAccountModals();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useDealWishlist(page);
  useKeepPageInRange(page, data?.last_page, setPage);

  let body: ReactNode;
  if (!session) {
    // A guest has no deal wishlist: the trader keeps it by account.
    body = (
      <div className="text-center py-5">
        <i className="bi bi-heart fs-1 text-amber" aria-hidden="true" />
        <p className="text-secondary mt-3">{T.deals.signIn}</p>
        <button type="button" className="btn btn-amber" onClick={() => modals.openLogin('signIn')}>
          {T.deals.signInButton}
        </button>
      </div>
    );
  } else if (!data) {
    body = error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />;
  } else if (data.total === 0) {
    body = (
      <div className="text-center py-5">
        <i className="bi bi-heart fs-1 text-amber" aria-hidden="true" />
        <p className="text-secondary mt-3">{T.deals.empty}</p>
        <Link to={paths.traderDeals} className="btn btn-amber">
          {T.deals.browse}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="text-secondary">{T.deals.count(data.total)}</p>
        <ul className="list-group" aria-label={T.tabs.deals}>
          {data.items.map((entry) => (
            <DealRow key={entry.deal.uuid} entry={entry} />
          ))}
        </ul>
        <Pager label={T.deals.pages} page={data.page} lastPage={data.last_page} onPage={setPage} />
      </>
    );
  }
  return (
    <div role="tabpanel" aria-label={T.tabs.deals}>
      {body}
    </div>
  );
}
