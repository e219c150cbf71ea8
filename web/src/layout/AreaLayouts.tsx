import { Suspense, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../paths';
import { Loading } from '../shared/components/ApiStatus';
import type { SiteArea } from './areas';
import { isChromeHidden } from '../shared/chrome';

/** Marks the area a page belongs to, for styling and for anything area-wide later (analytics, chat widget). */
function AreaFrame({ area, children }: { area: SiteArea; children?: ReactNode }) {
  return (
    <div className={`site-area site-area-${area}`} data-area={area}>
      {children}
      {/* Lazily loaded pages show a spinner while their chunk arrives; the header and area navigation stay. */}
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

export const GeneralLayout = () => <AreaFrame area="general" />;
export const ShopLayout = () => <AreaFrame area="shop" />;
export const ProductLayout = () => <AreaFrame area="product" />;

const TRADER_LINKS = [
  { label: 'Deals', to: paths.traderDeals },
  { label: 'Deal Search', to: paths.traderFind },
  { label: 'Brands', to: paths.traderBrands },
  { label: 'How to Buy', to: paths.traderHowToBuy },
  { label: 'How to Sell', to: paths.traderHowToSell },
];

/** The trader area adds its own navigation strip (not on the bare trader-admin pages). */
export function TraderLayout() {
  const { pathname } = useLocation();
  return (
    <AreaFrame area="trader">
      {!isChromeHidden(pathname) && (
        <nav className="trader-nav" aria-label="Trader platform">
          <div className="container d-flex align-items-center gap-1 overflow-auto">
            <span className="trader-nav-title me-2 text-nowrap">
              <i className="bi bi-lightning-charge-fill me-1" aria-hidden="true" />
              Trader Platform
            </span>
            {TRADER_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className="trader-nav-link text-nowrap">
                {link.label}
              </NavLink>
            ))}
          </div>
        </nav>
      )}
    </AreaFrame>
  );
}
