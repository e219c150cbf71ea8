import { useShopSearch } from '../api';
import { useDeferredFirstAnswer } from '../shared/hooks/useDeferredFirstAnswer';
import { FilterSidebar } from '../shared/listing/FilterSidebar';
import type { ListingLocation } from '../shared/listing/listingLocation';
import { ListingResults } from '../shared/listing/ListingResults';
import { ListingTopBar } from '../shared/listing/ListingTopBar';
import { useFilterLabels } from './filterLabels';
import { ProductCard } from './ProductCard';
import { SHOP_TEXT } from './text';

/**
 * The shop's listing under a page's heading: the filter sidebar, the sort and size bar and the product grid with
 * its pager, for one search. The shop's category, brand and search pages and a store's product search share it.
 */
export function ShopListingBody({
  location,
  body,
  emptyText = SHOP_TEXT.listing.empty,
}: {
  location: ListingLocation;
  body: Parameters<typeof useShopSearch>[0];
  emptyText?: string;
}) {
  const { data: answer, error, mutate, isValidating } = useShopSearch(body);
  const data = useDeferredFirstAnswer(answer);
  const labels = useFilterLabels(location, data?.items);
  return (
    <div className="row g-4">
      <div className="col-lg-3">
        <FilterSidebar location={location} facets={data?.facets} total={data?.total} labels={labels} />
      </div>
      <section className="col-lg-9" aria-label="Products">
        <ListingTopBar location={location} labels={labels} total={data?.total} />
        <ListingResults
          location={location}
          data={data}
          error={error}
          stale={isValidating}
          onRetry={() => void mutate()}
          loadingLabel={SHOP_TEXT.listing.loading}
          emptyText={emptyText}
          pagesLabel={SHOP_TEXT.listing.pages}
          columns="row-cols-2 row-cols-md-3 row-cols-xxl-4"
          keyOf={(hit) => hit.uuid}
        >
          {(hit, aboveTheFold) => <ProductCard hit={hit} aboveTheFold={aboveTheFold} />}
        </ListingResults>
      </section>
    </div>
  );
}
