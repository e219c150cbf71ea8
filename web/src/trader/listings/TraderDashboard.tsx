import { roundHalfUp, type BuyerDashboardStats, type DashboardDeal, type DashboardVolume, type OfferParty, type SellerDashboardStats } from '@solar/contracts';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDashboardDeals, useDashboardGraph, useDashboardStats } from '../../api';
import { paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { WeeklyVolumeChart } from '../../shared/components/WeeklyVolumeChart';
import { formatDealPrice, formatUnits, formatWatts } from '../../shared/deals/dealFormat';
import { DEAL_STATUS_BADGES } from '../../shared/deals/labels';
import { formatCount, formatUsd } from '../../shared/format';
import { LISTINGS_TEXT } from './text';
import { useWideScreen } from './useWideScreen';

const D = LISTINGS_TEXT.dashboard;

/** Where the cards lead: the offers on the user's deals, the user's bids, their trader purchases. */
const SELLING_OFFERS = `${paths.traderOfferOrBid}?tab=selling`;
const MY_BIDS = `${paths.traderOfferOrBid}?tab=bids`;

/**
 * The signed-in trader's dashboard (DASHBOARD_API) on the deal hub. A seller gets their selling figures, their
 * most active deals and the chart of their sales, with their buying figures when they have bought or bid too;
 * a user who only buys gets their buying figures and the chart of their purchases.
 */
export function TraderDashboard({ seller }: { seller: boolean }) {
  const stats = useDashboardStats();
  const buys = stats.data ? hasBuying(stats.data.buyer) : false;
  return (
    <section aria-labelledby="hub-dashboard" className="mb-5">
      <h2 id="hub-dashboard" className="h4 mb-1">
        {D.title}
      </h2>
      <p className="small text-secondary mb-3">{D.intro}</p>
      {stats.error && !stats.data && <ErrorAlert error={stats.error} onRetry={() => void stats.mutate()} />}
      {!stats.data && !stats.error && <Loading />}
      {stats.data && (
        <>
          {seller && <SellerCards stats={stats.data.seller} />}
          {(!seller || buys) && <BuyerCards stats={stats.data.buyer} />}
        </>
      )}
      <div className="row g-4 mt-1">
        {seller && (
          <div className="col-lg-7">
            <TopDeals />
          </div>
        )}
        <div className={seller ? 'col-lg-5' : 'col-12'}>
          <VolumeChart seller={seller} />
        </div>
      </div>
    </section>
  );
}

const hasBuying = (buyer: BuyerDashboardStats): boolean => buyer.bids.open + buyer.bids.accepted + buyer.contracts.to_pay + buyer.contracts.paid > 0;

function SellerCards({ stats }: { stats: SellerDashboardStats }) {
  return (
    <StatCards title={D.sellerTitle}>
      <StatCard
        icon="envelope-paper"
        label={D.seller.openOffers}
        value={formatCount(stats.offers.open)}
        note={awaiting(stats.offers.awaiting_you)}
        to={SELLING_OFFERS}
      />
      <StatCard icon="hand-thumbs-up" label={D.seller.accepted} value={formatCount(stats.offers.accepted)} note={D.acceptedNote} to={SELLING_OFFERS} />
      <StatCard
        icon="file-earmark-text"
        label={D.seller.signed}
        value={formatCount(stats.contracts.signed)}
        note={D.paidCount(formatCount(stats.contracts.paid))}
      />
      <StatCard icon="cash-stack" label={D.seller.sold} value={formatUsd(stats.sold.usd)} note={volumeNote(stats.sold)} extra={chargesNote(stats.sold)} />
    </StatCards>
  );
}

function BuyerCards({ stats }: { stats: BuyerDashboardStats }) {
  return (
    <StatCards title={D.buyerTitle}>
      <StatCard icon="tags" label={D.buyer.openBids} value={formatCount(stats.bids.open)} note={awaiting(stats.bids.awaiting_you)} to={MY_BIDS} />
      <StatCard icon="hand-thumbs-up" label={D.buyer.accepted} value={formatCount(stats.bids.accepted)} note={D.acceptedNote} to={MY_BIDS} />
      <StatCard icon="credit-card" label={D.buyer.toPay} value={formatCount(stats.contracts.to_pay)} note={D.buyer.toPayNote} to={paths.buyerPurchases} />
      <StatCard
        icon="bag-check"
        label={D.buyer.purchases}
        value={formatUsd(stats.purchases.usd)}
        note={volumeNote(stats.purchases)}
        extra={chargesNote(stats.purchases)}
        to={paths.buyerPurchases}
      />
    </StatCards>
  );
}

const awaiting = (count: number): string => (count > 0 ? D.awaitingYou(formatCount(count)) : D.nothingAwaits);

/** '2 contracts · 186 units · 102.3 kW' (watts only when panels were in it). */
function volumeNote(volume: DashboardVolume): string {
  const parts = [D.contracts(volume.count), D.units(volume.units)];
  if (volume.watts > 0) parts.push(formatWatts(volume.watts));
  return parts.join(' · ');
}

/** The charges and tax of the paid contracts, apart from the goods' value; nothing when there were none. */
const chargesNote = (volume: DashboardVolume): string | undefined =>
  volume.charges > 0 || volume.tax > 0 ? D.chargesApart(formatUsd(volume.charges), formatUsd(volume.tax)) : undefined;

function StatCards({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3 className="h6 text-uppercase text-secondary mb-2">{title}</h3>
      <ul className="row row-cols-2 row-cols-lg-4 g-2 list-unstyled mb-3" aria-label={title}>
        {children}
      </ul>
    </>
  );
}

/** One figure: a link when there is a page to act on it. */
function StatCard({ icon, label, value, note, extra, to }: { icon: string; label: string; value: string; note: string; extra?: string; to?: string }) {
  const body = (
    <span className="card-body py-3 d-block">
      <i className={`bi bi-${icon} text-amber`} aria-hidden="true" />
      <span className="d-block fs-5 fw-semibold mt-1 text-break">{value}</span>
      <span className="d-block small">{label}</span>
      <span className="d-block small text-secondary">{note}</span>
      {extra && <span className="d-block small text-secondary">{extra}</span>}
    </span>
  );
  return (
    <li className="col">
      {to ? (
        <Link to={to} className="card h-100 text-decoration-none text-body">
          {body}
        </Link>
      ) : (
        <div className="card h-100">{body}</div>
      )}
    </li>
  );
}

function TopDeals() {
  const deals = useDashboardDeals();
  const wide = useWideScreen();
  return (
    <>
      <h3 className="h5 mb-3">{D.dealsTitle}</h3>
      {deals.error && !deals.data && <ErrorAlert error={deals.error} onRetry={() => void deals.mutate()} />}
      {!deals.data && !deals.error && <Loading />}
      {deals.data?.length === 0 && <p className="text-secondary">{D.dealsEmpty}</p>}
      {deals.data && deals.data.length > 0 && (wide ? <DealsTable deals={deals.data} /> : <DealCards deals={deals.data} />)}
    </>
  );
}

/** A deal's figures in column order: the table's cells and a phone card's rows (quantities right-aligned in the table). */
const FIGURES: ReadonlyArray<{ label: string; numeric: boolean; cell: (deal: DashboardDeal, wide: boolean) => ReactNode }> = [
  { label: D.columns.openOffers, numeric: true, cell: (deal) => formatCount(deal.open_offers) },
  { label: D.columns.bestOffer, numeric: false, cell: (deal) => <BestOffer deal={deal} /> },
  { label: D.columns.available, numeric: true, cell: (deal, wide) => quantity(deal, deal.available_qty, wide) },
  { label: D.columns.reserved, numeric: true, cell: (deal, wide) => quantity(deal, deal.reserved_qty, wide) },
  { label: D.columns.sold, numeric: true, cell: (deal, wide) => quantity(deal, deal.sold_qty, wide) },
];

/** A bare count in the table (its header names the column), '434 panels' on a card. */
const quantity = (deal: DashboardDeal, count: number, wide: boolean): string => (wide ? formatCount(count) : formatUnits(count, deal.price_unit === 'watt'));

function DealsTable({ deals }: { deals: readonly DashboardDeal[] }) {
  const numeric = (figure: (typeof FIGURES)[number]) => (figure.numeric ? 'text-end text-nowrap' : undefined);
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle small">
        <thead>
          <tr>
            <th scope="col">{D.columns.deal}</th>
            {FIGURES.map((figure) => (
              <th key={figure.label} scope="col" className={numeric(figure)}>
                {figure.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => (
            <tr key={deal.id}>
              <td>
                <DealName deal={deal} />
              </td>
              {FIGURES.map((figure) => (
                <td key={figure.label} className={numeric(figure)}>
                  {figure.cell(deal, true)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone's layout: one card a deal, the figures in two columns. */
function DealCards({ deals }: { deals: readonly DashboardDeal[] }) {
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0" aria-label={D.dealsTitle}>
      {deals.map((deal) => (
        <li key={deal.id} className="card">
          <div className="card-body py-2">
            <DealName deal={deal} />
            <dl className="row small mt-2 mb-0">
              {FIGURES.map((figure) => (
                <Fragment key={figure.label}>
                  <dt className="col-6 fw-normal text-secondary">{figure.label}</dt>
                  <dd className="col-6 mb-1">{figure.cell(deal, false)}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

function DealName({ deal }: { deal: DashboardDeal }) {
  return (
    <>
      <Link to={deal.path} className="fw-semibold text-break">
        {deal.name}
      </Link>
      <span className={`badge ${DEAL_STATUS_BADGES[deal.status]} ms-2`}>{deal.status}</span>
    </>
  );
}

/** The best open offer and how far it is from the asking price. */
function BestOffer({ deal }: { deal: DashboardDeal }) {
  if (deal.best_offer === null) return <span className="text-secondary">{D.noOffer}</span>;
  const percent = deal.asking_price ? roundHalfUp(((deal.best_offer - deal.asking_price) / deal.asking_price) * 100, 1) : null;
  return (
    <>
      <span className="text-nowrap">{formatDealPrice(deal.best_offer, deal.price_unit)}</span>
      {percent !== null && <span className={`d-block ${percent < 0 ? 'text-danger' : 'text-success'}`}>{D.vsAsking(percent)}</span>}
    </>
  );
}

/** The weekly chart, of sales or of purchases: a seller may switch to their purchases. */
function VolumeChart({ seller }: { seller: boolean }) {
  const [side, setSide] = useState<OfferParty>(seller ? 'seller' : 'buyer');
  const graph = useDashboardGraph(side);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <h3 className="h5 mb-0">{D.chartTitle}</h3>
        {seller && (
          <div className="btn-group btn-group-sm" role="group" aria-label={D.sides.label}>
            {(['seller', 'buyer'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                className={`btn ${side === choice ? 'btn-dark' : 'btn-outline-dark'}`}
                aria-pressed={side === choice}
                onClick={() => setSide(choice)}
              >
                {D.sides[choice]}
              </button>
            ))}
          </div>
        )}
      </div>
      {graph.data && <p className="small text-secondary mb-2">{D.chartIntro(graph.data.weeks.length)}</p>}
      {graph.error && !graph.data && <ErrorAlert error={graph.error} onRetry={() => void graph.mutate()} />}
      {!graph.data && !graph.error && <Loading />}
      {graph.data && <WeeklyVolumeChart graph={graph.data} />}
    </>
  );
}
