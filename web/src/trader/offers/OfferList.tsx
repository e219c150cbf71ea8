import type { OfferParty } from '@solar/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useOffers } from '../../api';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { Pager } from '../../shared/components/Pager';
import { OfferCard } from './OfferCard';
import { OFFERS_TEXT } from './text';

const T = OFFERS_TEXT;

/** The signed-in user's offers on one side, newest change first, a page at a time. */
export function OfferList({ side }: { side: OfferParty }) {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useOffers(side, page);
  if (error) return <ErrorAlert error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  const key = side === 'seller' ? 'selling' : 'bids';
  if (data.items.length === 0) {
    return (
      <div className="text-center text-secondary py-5">
        <p>{T.empty[key]}</p>
        <Link to="/trader/deals" className="btn btn-outline-dark">
          {T.empty.browse}
        </Link>
      </div>
    );
  }
  return (
    <>
      {data.items.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
      <Pager page={data.page} lastPage={data.last_page} label={T.pages.offers} onPage={setPage} />
    </>
  );
}
