import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { OfferList } from './OfferList';
import { OFFERS_TEXT } from './text';

const T = OFFERS_TEXT;

/** /my-{product}/buying-overview/offer-bids (My Trader Bids, My Bids): the offers the signed-in buyer made. */
export function MyOfferBidsPage({ trail }: { trail: { label: string; to: string }[] }) {
  usePageTitle(T.pages.myBids);
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={T.pages.myBids} trail={trail} />
      <h1 className="h2 mt-3 mb-2">{T.pages.myBids}</h1>
      <p className="text-secondary small">{T.intro.bids}</p>
      <OfferList side="buyer" />
    </div>
  );
}
