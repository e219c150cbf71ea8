import { LISTING_STATUSES_WITH_PRIVATE, type ListingStatusFilterWithPrivate } from '@solar/contracts';
import { useMyDeals, type UserDealsSearchBody } from '../../api';
import { FilterTabs } from '../../shared/components/FilterTabs';
import { pageSearch, SellerDealsFrame, useListingParams } from './SellerDealsFrame';
import { LISTINGS_TEXT } from './text';

type DealStatusTab = ListingStatusFilterWithPrivate;

/** The spec's listing status filters (section 4) with Private, which its seller and admin sets add. */
const isStatusTab = (value: string | null): value is DealStatusTab => (LISTING_STATUSES_WITH_PRIVATE as readonly (string | null)[]).includes(value);

/**
 * /trader/deals-listing: every deal of the signed-in seller, by status tab (?status=; 'All' sends no status
 * filter), searchable and paged.
 */
export function DealsListingPage() {
  const { params, query, page, update } = useListingParams();
  const requested = params.get('status');
  const tab: DealStatusTab = isStatusTab(requested) ? requested : 'All';
  const body: UserDealsSearchBody = {
    ...(tab === 'All' ? {} : { where: { status: tab } }),
    ...pageSearch(query, page),
    orderby: { created_at: 'desc' },
  };
  const answer = useMyDeals(body);
  return (
    <SellerDealsFrame
      title={LISTINGS_TEXT.pages.dealsListing}
      intro={LISTINGS_TEXT.intro.dealsListing}
      answer={answer}
      tabs={
        <FilterTabs
          labels={LISTING_STATUSES_WITH_PRIVATE}
          active={tab}
          label={LISTINGS_TEXT.list.tabs}
          onSelect={(chosen) => update({ status: chosen === 'All' ? null : chosen, page: null })}
        />
      }
    />
  );
}
