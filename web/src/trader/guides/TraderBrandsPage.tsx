import { buildListingPath, DEAL_FACET_FIELDS } from '@solar/contracts';
import { useMemo } from 'react';
import { useAllBrands, useDealSearch, type BrandView, type DealSearchBody } from '../../api';
import { paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { BrandCard, BrandListHeader, useBrandFilter } from '../../shared/listing/brands';
import { DEAL_TEXT } from '../deal/text';
import { GUIDE_TEXT } from './text';

const T = GUIDE_TEXT.brands;

/** One result is enough: the page reads only the brand facet, counted over every public deal. */
const BRAND_COUNTS_SEARCH: DealSearchBody = { page: 1, limit: 1 };

interface BrandWithDeals {
  brand: BrandView;
  deals: number;
}

/**
 * The brands that have public deals, A to Z, with their counts. Deals name their brand by id; a brand the
 * catalog does not list (inactive brands are hidden) is left out rather than shown by a bare id.
 */
function brandsWithDeals(brands: readonly BrandView[], counts: readonly { value: string; count: number }[]): BrandWithDeals[] {
  const byId = new Map(brands.map((brand) => [String(brand.id), brand]));
  return counts
    .flatMap(({ value, count }) => {
      const brand = byId.get(value);
      return brand && count > 0 ? [{ brand, deals: count }] : [];
    })
    .sort((a, b) => a.brand.name.localeCompare(b.brand.name, 'en', { sensitivity: 'base' }));
}

/**
 * /trader/brands: the brands with deals on offer, A to Z, each with its number of public deals and leading to
 * the deal search for it (/trader/find/br_{id}). The filter box narrows the list by name and keeps its text in ?q=.
 */
export function TraderBrandsPage() {
  usePageTitle(T.title);
  const { brands, error: brandsError, retry } = useAllBrands();
  const { data: search, error: searchError, mutate } = useDealSearch(BRAND_COUNTS_SEARCH);
  const [filter, setFilter] = useBrandFilter();

  const withDeals = useMemo(() => (brands && search ? brandsWithDeals(brands, search.facets[DEAL_FACET_FIELDS.brand] ?? []) : undefined), [brands, search]);
  const shown = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return withDeals?.filter(({ brand }) => brand.name.toLowerCase().includes(wanted));
  }, [withDeals, filter]);

  const error = brandsError ?? searchError;

  let content;
  if (!withDeals || !shown) {
    content = error ? (
      <ErrorAlert
        error={error}
        onRetry={() => {
          retry();
          void mutate();
        }}
      />
    ) : (
      <Loading />
    );
  } else if (shown.length === 0) {
    content = <p className="text-secondary py-4">{withDeals.length === 0 ? T.none : T.noMatch}</p>;
  } else {
    content = (
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled" aria-label={T.list}>
        {shown.map((entry) => (
          <li className="col" key={entry.brand.id}>
            <BrandCard brand={entry.brand} to={buildListingPath(paths.traderFind, { brand: [String(entry.brand.id)] })} count={T.deals(entry.deals)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={T.title} trail={[{ label: DEAL_TEXT.deals, to: paths.traderDeals }]} />
      <BrandListHeader title={T.title} intro={T.intro} filter={filter} onFilter={setFilter} />
      {content}
    </div>
  );
}
