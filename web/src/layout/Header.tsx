import { TIMINGS } from '@solar/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MiniCart } from '../cart/MiniCart';
import { CompareHeaderLink } from '../compare/CompareHeaderLink';
import { FEATURES, SUPPORT } from '../config';
import { navGroups } from '../navigation';
import { paths } from '../paths';
import { Logo } from '../shared/components/Logo';
import { NavDropdown } from '../shared/components/NavDropdown';
import { useScrolledPast } from '../shared/hooks/useScrolledPast';
import { useIsSeller } from '../api/useSignedInUser';
import { SellMenu } from '../shop/SellChooser';
import { WishlistHeaderLink } from '../wishlist/WishlistHeaderLink';
import { AccountMenu, BidOfferMenu } from './AccountMenu';
import { BuyMegaMenu } from './BuyMegaMenu';
import { CATEGORY_DRAWER_ID, CategoryDrawer } from './CategoryDrawer';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';

/** Keeps the page from jumping when the main bar leaves the flow to stick to the top. */
function useStickyBar() {
  const stuck = useScrolledPast(TIMINGS.headerStickyScrollPx);
  const barRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return undefined;
    const observer = new ResizeObserver(() => {
      if (!bar.classList.contains('is-stuck')) setHeight(bar.offsetHeight);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  return { stuck, barRef, placeholderHeight: stuck ? height : undefined };
}

export function Header() {
  const { stuck, barRef, placeholderHeight } = useStickyBar();
  const groups = navGroups(FEATURES, { isSeller: useIsSeller() });

  return (
    <header className="site-header">
      <div className="header-top small">
        <div className="container d-flex align-items-center justify-content-between gap-3 py-2">
          <div className="d-flex align-items-center gap-3 text-nowrap overflow-hidden">
            <a href={SUPPORT.phoneHref} className="header-top-link">
              <i className="bi bi-telephone-fill me-1 text-amber" aria-hidden="true" />
              {/* On a phone the number alone: beside the account menu, 'Call us' pushed it out of sight. */}
              <span className="d-none d-sm-inline">Call us </span>
              <span className="fw-semibold">{SUPPORT.phoneLabel}</span>
            </a>
            <span className="d-none d-md-inline header-top-muted">
              <i className="bi bi-clock me-1" aria-hidden="true" />
              {SUPPORT.hours}
            </span>
          </div>
          <div className="d-flex align-items-center gap-3 text-nowrap">
            <Link to={paths.orderStatus} className="header-top-link d-none d-sm-inline">
              <i className="bi bi-truck me-1" aria-hidden="true" />
              Order Status
            </Link>
            <span className="d-none d-sm-inline header-top-muted" aria-hidden="true">
              |
            </span>
            <AccountMenu />
          </div>
        </div>
      </div>

      <div style={placeholderHeight ? { height: placeholderHeight } : undefined}>
        <div ref={barRef} className={`header-bar${stuck ? ' is-stuck' : ''}`}>
          <div className="container">
            <div className="d-flex align-items-center gap-2 gap-md-3 py-3">
              <button
                type="button"
                className="btn header-icon d-lg-none"
                data-bs-toggle="offcanvas"
                data-bs-target={`#${MOBILE_MENU_ID}`}
                aria-controls={MOBILE_MENU_ID}
                aria-label="Open menu"
              >
                <i className="bi bi-list" aria-hidden="true" />
              </button>
              <Logo />
              <SearchBox id="header-search" className="flex-grow-1 d-none d-md-block mx-lg-4" />
              <div className="d-flex align-items-center ms-auto">
                <button
                  type="button"
                  className="btn header-icon d-lg-none"
                  data-bs-toggle="offcanvas"
                  data-bs-target={`#${CATEGORY_DRAWER_ID}`}
                  aria-controls={CATEGORY_DRAWER_ID}
                  aria-label="Shop by category"
                >
                  <i className="bi bi-grid" aria-hidden="true" />
                </button>
                <BidOfferMenu />
                <WishlistHeaderLink />
                <CompareHeaderLink />
                <MiniCart />
              </div>
            </div>
            <SearchBox id="header-search-mobile" className="d-md-none pb-3 header-search-mobile" />
          </div>

          <nav className="navbar navbar-expand-lg header-nav d-none d-lg-block py-0" aria-label="Main">
            <div className="container">
              <ul className="navbar-nav me-auto">
                <BuyMegaMenu />
                {groups.map((group) => (group.sellChooser ? <SellMenu key={group.label} group={group} /> : <NavDropdown key={group.label} group={group} />))}
              </ul>
              <Link to={paths.traderDeals} className="btn btn-sm btn-amber">
                <i className="bi bi-lightning-charge-fill me-1" aria-hidden="true" />
                Negotiable Deals
              </Link>
            </div>
          </nav>
        </div>
      </div>

      <MobileMenu />
      <CategoryDrawer />
    </header>
  );
}
