import { Link } from 'react-router-dom';
import { SellerPage } from './SellerPage';
import { paths } from '../paths';
import { SELLER_TEXT } from './text';

const T = SELLER_TEXT;

const CARDS = [
  { to: paths.sellerSellItem, title: T.pages.sellItem, text: T.overview.sellItem, icon: 'bi-plus-square' },
  { to: paths.sellerMyListing, title: T.pages.myListings, text: T.overview.myListings, icon: 'bi-card-list' },
  { to: paths.sellerResellers, title: T.pages.resellers, text: T.overview.resellers, icon: 'bi-people' },
  { to: paths.sellerSalesSnapshot, title: T.pages.salesSnapshot, text: T.overview.salesSnapshot, icon: 'bi-bar-chart-line' },
  { to: paths.businessProfile, title: T.pages.businessProfile, text: T.overview.businessProfile, icon: 'bi-shop-window' },
] as const;

/** /my-solar/seller-overview: the way into the seller's pages. */
export function SellerOverviewPage() {
  return (
    <SellerPage title={T.pages.overview} isOverview>
      <p className="lead text-secondary">{T.overview.intro}</p>
      <div className="row g-3">
        {CARDS.map((card) => (
          <div key={card.to} className="col-md-4">
            <Link to={card.to} className="card h-100 seller-card text-decoration-none">
              <div className="card-body">
                <i className={`bi ${card.icon} fs-2 text-amber`} aria-hidden="true" />
                <h2 className="h5 mt-2">{card.title}</h2>
                <p className="mb-0 text-secondary small">{card.text}</p>
              </div>
            </Link>
          </div>
        ))}
      </div>
    </SellerPage>
  );
}
