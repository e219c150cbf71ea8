import { DEAL_SORTS, SORT_OPTIONS } from '@solar/contracts';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDealSearch } from '../../api';
import { paths } from '../../paths';
import { Breadcrumbs, type BreadcrumbsProps } from '../../shared/components/Breadcrumbs';
import { NotFoundPage } from '../../shared/components/NotFoundPage';
import { useDeferredFirstAnswer } from '../../shared/hooks/useDeferredFirstAnswer';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { panelWattageLabel } from '../../shared/labels';
import { listingPathAfter } from '../../shared/listing/listingLocation';
import { ListingResults } from '../../shared/listing/ListingResults';
import { ListingToolbar } from '../../shared/listing/ListingTopBar';
import { DealCard } from './DealCard';
import { DealFilterSidebar, dealFilterChips } from './DealFilters';
import { useDealFilterLabels } from './dealLabels';
import { DEAL_PAGE_SIZES, PANELS_PAGE, dealSearchBodyOf, listsPanels, readDealLocation, type DealLocation } from './dealLocation';
import { DealSearchBar } from './DealSearchBar';
import { BROWSE_TEXT } from './text';

const T = BROWSE_TEXT.listing;

/** The sorts a deal listing offers (DEAL_SORTS), named as the shop names them. */
const DEAL_SORT_OPTIONS = SORT_OPTIONS.filter((option) => Object.hasOwn(DEAL_SORTS, option.value));
/** Without sort_by (and without text, which ranks by best match) the deal search lists the newest deals first. */
const DEAL_DEFAULT_SORT = 'newest';

const DEALS_CRUMB = { label: BROWSE_TEXT.landing.title, to: paths.traderDeals };

/** What the page around the results says: heading, intro, breadcrumbs and tab title. */
function frameOf(location: DealLocation): { heading: string; intro?: string; breadcrumbs: BreadcrumbsProps } {
  if (location.group) {
    const heading = T.wattageHeading(location.group.min);
    return {
      heading,
      intro: T.wattageIntro(panelWattageLabel(String(location.group.min))),
      breadcrumbs: { title: heading, trail: [DEALS_CRUMB, { label: PANELS_PAGE.label, to: PANELS_PAGE.path }] },
    };
  }
  if (location.category) {
    return {
      heading: T.categoryHeading(location.category.label),
      intro: listsPanels(location) ? T.perWattIntro : T.perUnitIntro,
      breadcrumbs: { title: location.category.label, trail: [DEALS_CRUMB] },
    };
  }
  const q = location.filters.q;
  return { heading: q ? T.resultsFor(q) : T.allDeals, breadcrumbs: { title: T.crumbSearch, trail: [DEALS_CRUMB] } };
}

/**
 * The deal search (/trader/find), a deal category (/trader/deals/{category}) and a panel wattage group
 * (/trader/deals/{n}-watt-solar-panels), each with filter segments and ?q, sort_by, page_no, per_page (spec,
 * section 2). Any other /trader/deals/{scope} is the not-found page.
 */
export function DealSearchPage() {
  const { pathname, search } = useLocation();
  const location = useMemo(() => readDealLocation(pathname, search), [pathname, search]);
  if (!location) return <NotFoundPage />;
  return <DealListing location={location} />;
}

function DealListing({ location }: { location: DealLocation }) {
  const navigate = useNavigate();
  const frame = frameOf(location);
  usePageTitle(frame.heading);
  const body = useMemo(() => dealSearchBodyOf(location), [location]);
  const { data: answer, error, mutate, isValidating } = useDealSearch(body);
  const data = useDeferredFirstAnswer(answer);
  const labels = useDealFilterLabels(data?.items);

  return (
    <div className="container py-4 shop-listing">
      <Breadcrumbs {...frame.breadcrumbs} />
      <div className="d-flex flex-column flex-md-row align-items-md-end gap-3 mt-3 mb-4">
        <div className="flex-grow-1">
          <h1 className="h2 mb-1">{frame.heading}</h1>
          {frame.intro && <p className="text-secondary mb-0">{frame.intro}</p>}
        </div>
        <div className="flex-md-shrink-0" style={{ minWidth: 'min(100%, 26rem)' }}>
          <DealSearchBar key={location.filters.q ?? ''} q={location.filters.q} onSearch={(q) => navigate(listingPathAfter(location, { type: 'query', q }))} />
        </div>
      </div>
      <div className="row g-4">
        <div className="col-lg-3">
          <DealFilterSidebar location={location} facets={data?.facets} total={data?.total} labels={labels} />
        </div>
        <section className="col-lg-9" aria-label={T.results}>
          <ListingToolbar
            location={location}
            count={data === undefined ? undefined : T.count(data.total)}
            sortOptions={DEAL_SORT_OPTIONS}
            defaultSort={DEAL_DEFAULT_SORT}
            pageSizes={DEAL_PAGE_SIZES}
            chips={dealFilterChips(location, labels)}
          />
          <ListingResults
            location={location}
            data={data}
            error={error}
            stale={isValidating}
            onRetry={() => void mutate()}
            loadingLabel={T.loading}
            emptyText={BROWSE_TEXT.empty}
            pagesLabel={T.pages}
            columns="row-cols-1 row-cols-sm-2 row-cols-xl-3"
            keyOf={(hit) => hit.uuid}
          >
            {(hit, aboveTheFold) => <DealCard deal={hit} aboveTheFold={aboveTheFold} />}
          </ListingResults>
        </section>
      </div>
    </div>
  );
}
