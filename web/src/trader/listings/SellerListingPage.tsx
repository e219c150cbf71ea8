import { useMyDeals, useSoldDeals } from '../../api';
import { ACTIVE_LISTING_STATUSES } from './sellerDeals';
import { pageSearch, SellerDealsFrame, useListingParams } from './SellerDealsFrame';
import { LISTINGS_TEXT } from './text';

/** /trader/active-listing and /trader/sold-listing: the seller's live deals, or those under contract or sold out. */
export function SellerListingPage({ kind }: { kind: 'active' | 'sold' }) {
  // Two components, so each reads through its own hook and switching between the routes starts afresh.
  return kind === 'active' ? <ActiveListing /> : <SoldListing />;
}

function ActiveListing() {
  const { query, page } = useListingParams();
  const answer = useMyDeals({ where_in: { status: [...ACTIVE_LISTING_STATUSES] }, ...pageSearch(query, page) });
  return (
    <SellerDealsFrame
      title={LISTINGS_TEXT.pages.activeListing}
      intro={LISTINGS_TEXT.intro.activeListing}
      answer={answer}
      empty={LISTINGS_TEXT.list.emptyActive}
    />
  );
}

function SoldListing() {
  const { query, page } = useListingParams();
  const answer = useSoldDeals(pageSearch(query, page));
  return (
    <SellerDealsFrame title={LISTINGS_TEXT.pages.soldListing} intro={LISTINGS_TEXT.intro.soldListing} answer={answer} empty={LISTINGS_TEXT.list.emptySold} />
  );
}
