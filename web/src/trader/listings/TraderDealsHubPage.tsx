import type { PageOf, SellerDealView } from '@solar/contracts';
import { Link } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { BecomeRoleButton } from '../../accounts/RoleChange';
import { useMyDeals, useSoldDeals, useStoredSession, type ApiError } from '../../api';
import { loginPath, paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { formatCount } from '../../shared/format';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { CreateDealChoices } from './CreateDealChoices';
import { SellerDealList } from './SellerDealList';
import { TraderDashboard } from './TraderDashboard';
import { dealsListingTabPath, traderSoldListing } from './sellerDealPaths';
import { ACTIVE_LISTING_STATUSES } from './sellerDeals';
import { LISTINGS_TEXT } from './text';
import { SELL_TEXT } from '../../shared/sellChoices';

const H = LISTINGS_TEXT.hub;
const P = LISTINGS_TEXT.pages;

/** Deals the hub shows under "Latest deals". */
const LATEST_DEALS = 5;

/** A count needs only the page's total: one deal is the smallest page. */
const COUNT_ONLY = { page: 1, limit: 1 } as const;

/**
 * /trader/trader-deals, where the Sell chooser sends sellers who pick Negotiable. A seller gets their deal
 * hub with their dashboard; a visitor or a buyer learns what negotiable selling is and how to become a seller,
 * and a signed-in buyer sees the dashboard of their bids and purchases below.
 */
export function TraderDealsHubPage() {
  usePageTitle(P.hub);
  const { session } = useStoredSession();
  const isSeller = session?.role.includes('seller') ?? false;
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={P.hub} />
      <h1 className="h2 mt-3 mb-2">{isSeller ? P.hub : H.visitorTitle}</h1>
      {isSeller ? <SellerHub /> : <BecomeASeller signedIn={session !== null} />}
      {session !== null && !isSeller && (
        <div className="mt-5">
          <TraderDashboard seller={false} />
        </div>
      )}
    </div>
  );
}

function SellerHub() {
  // A few small reads: the latest deals (whose total counts them all), then one count per group worth acting on.
  const latest = useMyDeals({ page: 1, limit: LATEST_DEALS, orderby: { updated_at: 'desc' } });
  const live = useMyDeals({ where_in: { status: [...ACTIVE_LISTING_STATUSES] }, ...COUNT_ONLY });
  const pending = useMyDeals({ where: { status: 'Pending' }, ...COUNT_ONLY });
  const drafts = useMyDeals({ where: { status: 'Incomplete' }, ...COUNT_ONLY });
  const rejected = useMyDeals({ where: { status: 'Rejected' }, ...COUNT_ONLY });
  const sold = useSoldDeals(COUNT_ONLY);

  const counts = [
    { label: H.counts.all, answer: latest, to: dealsListingTabPath('All'), icon: 'collection' },
    { label: H.counts.live, answer: live, to: paths.traderActiveListing, icon: 'broadcast' },
    { label: H.counts.pending, answer: pending, to: dealsListingTabPath('Pending'), icon: 'hourglass-split' },
    { label: H.counts.drafts, answer: drafts, to: dealsListingTabPath('Incomplete'), icon: 'pencil-square' },
    { label: H.counts.rejected, answer: rejected, to: dealsListingTabPath('Rejected'), icon: 'x-octagon' },
    { label: H.counts.sold, answer: sold, to: traderSoldListing, icon: 'bag-check' },
  ];
  const manage = [
    { label: P.dealsListing, note: H.manage.dealsListing, to: paths.traderDealsListing, icon: 'list-ul' },
    { label: P.activeListing, note: H.manage.activeListing, to: paths.traderActiveListing, icon: 'broadcast' },
    { label: P.soldListing, note: H.manage.soldListing, to: traderSoldListing, icon: 'bag-check' },
    { label: P.offers, note: H.manage.offers, to: paths.traderOfferOrBid, icon: 'envelope-paper' },
  ];

  return (
    <>
      <p className="text-secondary mb-4">{H.sellerIntro}</p>

      <section aria-labelledby="hub-create" className="mb-5">
        <h2 id="hub-create" className="h4 mb-1">
          {H.createTitle}
        </h2>
        <p className="small text-secondary mb-3">{H.createIntro}</p>
        <CreateDealChoices />
      </section>

      <section aria-labelledby="hub-counts" className="mb-5">
        <h2 id="hub-counts" className="h4 mb-3">
          {H.countsTitle}
        </h2>
        <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-2 list-unstyled mb-0">
          {counts.map((count) => (
            <li className="col" key={count.label}>
              <Link to={count.to} className="card h-100 text-decoration-none text-body">
                <span className="card-body py-3">
                  <i className={`bi bi-${count.icon} text-amber`} aria-hidden="true" />
                  <span className="d-block h3 mb-0 mt-1">
                    <DealCount answer={count.answer} />
                  </span>
                  <span className="d-block small text-secondary">{count.label}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <TraderDashboard seller />

      <section aria-labelledby="hub-manage" className="mb-5">
        <h2 id="hub-manage" className="h4 mb-3">
          {H.manageTitle}
        </h2>
        <div className="list-group">
          {manage.map((link) => (
            <Link key={link.to} to={link.to} className="list-group-item list-group-item-action d-flex gap-3 align-items-center">
              <i className={`bi bi-${link.icon} fs-4 text-amber`} aria-hidden="true" />
              <span>
                <span className="d-block fw-semibold">{link.label}</span>
                <span className="d-block small text-secondary">{link.note}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="hub-latest">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 id="hub-latest" className="h4 mb-0">
            {H.latestTitle}
          </h2>
          <Link to={paths.traderDealsListing}>{H.viewAll}</Link>
        </div>
        {latest.isLoading && !latest.data && <Loading />}
        {latest.error && !latest.data && <ErrorAlert error={latest.error} onRetry={() => void latest.mutate()} />}
        {latest.data && latest.data.items.length === 0 && <p className="text-secondary">{LISTINGS_TEXT.list.empty}</p>}
        {latest.data && latest.data.items.length > 0 && <SellerDealList deals={latest.data.items} />}
      </section>
    </>
  );
}

/** A count from a page's total: a dash until it is known, or when it could not be read. */
function DealCount({ answer }: { answer: SWRResponse<PageOf<SellerDealView>, ApiError> }) {
  return <>{answer.data ? formatCount(answer.data.total) : H.countUnknown}</>;
}

/** For visitors and buyers: what negotiable selling is, and the way to start (sign in, register, or add the role). */
function BecomeASeller({ signedIn }: { signedIn: boolean }) {
  const negotiable = SELL_TEXT.negotiable;
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <p className="lead">{H.visitorIntro}</p>
        <ul className="list-unstyled row row-cols-1 row-cols-sm-2 g-2 mb-0" aria-label={negotiable.label}>
          {negotiable.points.map((point) => (
            <li className="col" key={point}>
              <i className="bi bi-check2-circle text-success me-2" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="col-lg-5">
        <div className="card shadow-sm">
          <div className="card-body">
            <p>{signedIn ? H.becomeSellerIntro : H.signInIntro}</p>
            <div className="d-flex flex-wrap gap-2">
              {signedIn ? (
                <BecomeRoleButton role="seller" />
              ) : (
                <>
                  <Link to={loginPath(paths.traderSellerDeals)} className="btn btn-amber">
                    {H.signIn}
                  </Link>
                  <Link to={paths.registerBusinessSeller} className="btn btn-outline-dark">
                    {H.registerSeller}
                  </Link>
                </>
              )}
              <Link to={paths.traderHowToSell} className="btn btn-outline-secondary">
                {H.howToSell}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
