import type { DealView, OfferParty } from '@solar/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { contractsApi, isSellerDealView, traderApi, useDeal, useStoredSession } from '../../api';
import { paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { FilterTabs } from '../../shared/components/FilterTabs';
import { formatDealPrice } from '../../shared/deals/dealFormat';
import { formatCount } from '../../shared/format';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { showSuccess } from '../../shared/toast';
import { OfferForm } from './OfferForm';
import { OfferList } from './OfferList';
import { OFFERS_TEXT } from './text';

const T = OFFERS_TEXT;
const TRAIL = [{ label: 'Deals', to: '/trader/deals' }];

/** The tab a link opens (`?tab=bids`), the side its list is. */
const TABS: Record<string, { label: string; side: OfferParty }> = {
  selling: { label: T.tabs.selling, side: 'seller' },
  bids: { label: T.tabs.bids, side: 'buyer' },
};

/** `/trader/offer-or-bid?tab=bids`: the list a buyer lands on after offering. */
export const myBidsPath = `${paths.traderOfferOrBid}?tab=bids`;

/** The deal a buyer is about to offer on: what it asks, its MOQ and what is left. */
function DealToOffer({ deal }: { deal: DealView }) {
  const navigate = useNavigate();
  return (
    <div className="row g-4">
      <div className="col-lg-4 order-lg-2">
        <aside className="border rounded-3 p-3 bg-body-tertiary" aria-label={deal.name}>
          <h2 className="h6">{deal.name}</h2>
          <dl className="row small mb-2">
            <dt className="col-5">{T.deal.asking}</dt>
            <dd className="col-7">{deal.price === null ? '–' : formatDealPrice(deal.price, deal.price_unit)}</dd>
            <dt className="col-5">{T.deal.moq}</dt>
            <dd className="col-7">{deal.moq_units}</dd>
            <dt className="col-5">{T.deal.available}</dt>
            <dd className="col-7">{formatCount(deal.available_qty)}</dd>
          </dl>
          <Link to={deal.path} className="small">
            {T.deal.open}
          </Link>
        </aside>
      </div>
      <div className="col-lg-8 order-lg-1">
        <OfferForm
          rules={deal}
          priceUnit={deal.price_unit}
          hints={{ askingPrice: deal.price, moqUnits: deal.moq_units, available: deal.available_qty }}
          submitLabel={T.form.send}
          messageLabel={T.form.message}
          onCancel={() => navigate(deal.path)}
          onSubmit={async (proposal) => {
            const { message } = await traderApi.makeOffer({ ...proposal, listing_id: deal.id });
            showSuccess(message ?? T.pages.offers);
            navigate(myBidsPath);
          }}
        />
      </div>
    </div>
  );
}

/**
 * The seller's answer to a buyer's inquiry about their deal (the inquiry mail links here): a quote on the
 * seller's terms, which opens a negotiation the buyer signs or counters. Charges follow as a new quote version.
 */
function DirectQuote({ deal, inquiryId }: { deal: DealView; inquiryId: string }) {
  const navigate = useNavigate();
  return (
    <>
      <p className="text-secondary small">{T.direct.intro}</p>
      <OfferForm
        rules={deal}
        priceUnit={deal.price_unit}
        hints={{ askingPrice: deal.price, moqUnits: deal.moq_units, available: deal.available_qty }}
        submitLabel={T.direct.send}
        messageLabel={T.form.counterMessage}
        onCancel={() => navigate(deal.path)}
        onSubmit={async (proposal) => {
          const { message } = await contractsApi.directQuote({ ...proposal, inquiry_id: inquiryId, charges: [] });
          showSuccess(message ?? T.direct.send);
          navigate(`${paths.traderOfferOrBid}?tab=selling`);
        }}
      />
    </>
  );
}

function MakeOfferSection({ listingId, inquiryId }: { listingId: string; inquiryId: string | null }) {
  const { data, error, mutate } = useDeal(listingId);
  if (error) return <ErrorAlert error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  // The deal's own seller does not offer on it; with an inquiry they quote its buyer instead.
  if (isSellerDealView(data)) {
    return inquiryId ? (
      <DirectQuote deal={data} inquiryId={inquiryId} />
    ) : (
      <p className="alert alert-info">
        {T.direct.ownDeal} <Link to={`${paths.traderOfferOrBid}?tab=selling`}>{T.tabs.selling}</Link>
      </p>
    );
  }
  return <DealToOffer deal={data} />;
}

/**
 * /trader/offer-or-bid: with `?listing_id=` the offer form for that deal (where "Make an offer" leads);
 * otherwise the signed-in user's offers, Selling Offers (on their deals, for sellers) and My Bids.
 */
export function OfferOrBidPage() {
  const [params, setParams] = useSearchParams();
  const { session } = useStoredSession();
  const listingId = params.get('listing_id');
  usePageTitle(listingId ? T.pages.makeOffer : T.pages.offers);
  const isSeller = session?.role.includes('seller') ?? false;
  const tabs = isSeller ? [TABS.selling!, TABS.bids!] : [TABS.bids!];
  const chosen = TABS[params.get('tab') ?? ''] ?? tabs[0]!;
  const active = tabs.includes(chosen) ? chosen : tabs[0]!;

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={listingId ? T.pages.makeOffer : T.pages.offers} trail={TRAIL} />
      <h1 className="h2 mt-3 mb-3">{listingId ? T.pages.makeOffer : T.pages.offers}</h1>
      {listingId ? (
        <MakeOfferSection listingId={listingId} inquiryId={params.get('inquiry_id')} />
      ) : (
        <>
          <FilterTabs
            label={T.pages.offers}
            labels={tabs.map((tab) => tab.label)}
            active={active.label}
            onSelect={(label) => setParams({ tab: Object.entries(TABS).find(([, tab]) => tab.label === label)![0] })}
          />
          <p className="text-secondary small">{active.side === 'seller' ? T.intro.selling : T.intro.bids}</p>
          <OfferList key={active.side} side={active.side} />
        </>
      )}
    </div>
  );
}
