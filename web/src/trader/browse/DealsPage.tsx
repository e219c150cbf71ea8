import { DEAL_FACET_FIELDS, WATTAGE_GROUPS, buildListingPath, dealSearchBody, parseListingPath, wattageGroupPath, type DealView } from '@solar/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { useDealSearch, useFeaturedDeals, useRecentDeals, type ApiError } from '../../api';
import { AdSlot } from '../../merchandising/AdSlot';
import { MerchandisingRow } from '../../merchandising/MerchandisingRow';
import { MERCHANDISING_TEXT } from '../../merchandising/text';
import { paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { panelWattageLabel } from '../../shared/labels';
import { DealCard, dealCardOf } from './DealCard';
import { DEAL_CATEGORY_PAGES } from './dealLocation';
import { DealSearchBar } from './DealSearchBar';
import { BROWSE_TEXT } from './text';

const T = BROWSE_TEXT.landing;
const R = MERCHANDISING_TEXT.rows;

/** Every public deal, asked only for its facet counts: how many deals each category and wattage group holds. */
const COUNTS_BODY = { ...dealSearchBody(parseListingPath(paths.traderFind)), limit: 1 };

/** One facet's count of a value, or undefined while the counts load. */
const countOf = (counts: { value: string; count: number }[] | undefined, loaded: boolean, value: string): number | undefined =>
  loaded ? (counts?.find((entry) => entry.value === value)?.count ?? 0) : undefined;

function LinkTile({ to, label, count }: { to: string; label: string; count: number | undefined }) {
  return (
    <Link to={to} className="brand-card d-flex justify-content-between align-items-center gap-2 p-3 h-100 text-decoration-none">
      <span className="fw-semibold">{label}</span>
      {count !== undefined && <span className="small text-secondary text-nowrap">{T.dealCount(count)}</span>}
    </Link>
  );
}

/** A titled row of deal cards: the spinner, the failure with a retry, 'Deals Not Found!' or the cards. */
function DealSection({ title, deals, error, onRetry }: { title: string; deals: DealView[] | undefined; error: ApiError | undefined; onRetry: () => void }) {
  let content;
  if (!deals) content = error ? <ErrorAlert error={error} onRetry={onRetry} /> : <Loading label={BROWSE_TEXT.listing.loading} />;
  else if (deals.length === 0) content = <p className="text-secondary">{BROWSE_TEXT.empty}</p>;
  else {
    content = (
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
        {deals.map((deal) => (
          <div className="col" key={deal.uuid}>
            <DealCard deal={dealCardOf(deal)} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <section className="mb-5" aria-label={title}>
      <h2 className="h4 mb-3">{title}</h2>
      {content}
    </section>
  );
}

/**
 * The deals landing (/trader/deals) for bulk buyers: what the platform offers, text search and the 'Advance'
 * modal, the deal categories and panel wattage groups with their deal counts, then featured and recent deals.
 */
export function DealsPage() {
  usePageTitle(T.title);
  const navigate = useNavigate();
  const counts = useDealSearch(COUNTS_BODY);
  const featured = useFeaturedDeals();
  const recent = useRecentDeals();
  const loaded = counts.data !== undefined;
  const categoryCounts = counts.data?.facets[DEAL_FACET_FIELDS.category];
  const wattageCounts = counts.data?.facets[DEAL_FACET_FIELDS.panelWattage];

  return (
    <div className="container py-4">
      <Breadcrumbs title={T.title} />
      <header className="trader-promo rounded-4 p-4 p-lg-5 mt-3 mb-5">
        <h1 className="h2 mb-2">{T.heading}</h1>
        <p className="trader-promo-lead mb-3">{T.intro}</p>
        <ul className="list-unstyled d-flex flex-wrap gap-3 mb-4">
          {T.points.map((point) => (
            <li key={point}>
              <i className="bi bi-check-circle-fill text-amber me-2" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
        <div className="bg-white rounded-3 p-2">
          <DealSearchBar onSearch={(q) => navigate(buildListingPath(paths.traderFind, { q }))} />
        </div>
      </header>

      <AdSlot slot="trader-top" className="mb-5" />

      <section className="mb-5" aria-label={T.categories}>
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <h2 className="h4 mb-0">{T.categories}</h2>
          <Link to={paths.traderFind}>{T.viewAll}</Link>
        </div>
        {counts.error && !loaded && <ErrorAlert error={counts.error} onRetry={() => void counts.mutate()} />}
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-2 list-unstyled">
          {DEAL_CATEGORY_PAGES.map((page) => (
            <li className="col" key={page.slug}>
              <LinkTile to={page.path} label={page.label} count={countOf(categoryCounts, loaded, page.categorySlug)} />
            </li>
          ))}
        </ul>
      </section>

      <section className="mb-5" aria-label={T.wattages}>
        <h2 className="h4 mb-3">{T.wattages}</h2>
        <ul className="row row-cols-2 row-cols-lg-4 g-2 list-unstyled">
          {WATTAGE_GROUPS.map((group) => (
            <li className="col" key={group.slug}>
              <LinkTile to={wattageGroupPath(group)} label={panelWattageLabel(String(group.min))} count={countOf(wattageCounts, loaded, String(group.min))} />
            </li>
          ))}
        </ul>
      </section>

      <MerchandisingRow list="featured-deals" title={R.featuredDeals} intro={R.featuredDealsIntro} className="mb-5" />
      <MerchandisingRow list="hot-deals" title={R.hotDeals} intro={R.hotDealsIntro} className="mb-5" />
      <DealSection title={T.featured} deals={featured.data} error={featured.error} onRetry={() => void featured.mutate()} />
      <DealSection title={T.recent} deals={recent.data} error={recent.error} onRetry={() => void recent.mutate()} />
    </div>
  );
}
