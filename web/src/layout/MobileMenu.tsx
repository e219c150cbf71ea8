import { MESSAGES, SHOP_BY_WATTS } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { accountMenuLinks, bidOfferLinks, welcomeText } from '../accounts/accountMenu';
import { useAccountModals } from '../accounts/AccountModals';
import { ACCOUNT_TEXT } from '../accounts/text';
import { useSession } from '../accounts/useSession';
import { FEATURES } from '../config';
import { navGroups } from '../navigation';
import { panelsByWattsPath, paths } from '../paths';
import { useDismissOnNavigate } from '../shared/hooks/useDismissOnNavigate';
import { useShownOnce } from '../shared/hooks/useShownOnce';
import { useIsSeller } from '../api/useSignedInUser';
import { SellChooserButton } from '../shop/SellChooser';
import { CATEGORY_DRAWER_ID } from './CategoryDrawer';
import { DrawerSection } from './DrawerSection';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Signed out: Sign in and Sign Up, which close the menu and open their modals. Signed in: the profile menu
 * under the welcome line, the Bid/Offer menu for users with both roles, and Sign Out.
 */
function MobileAccountSection() {
  const { user, roles, signOut } = useSession();
  const modals = useAccountModals();

  if (!user) {
    return (
      <div className="d-flex gap-2 p-3">
        {/* Buttons, not links: Bootstrap closes the menu on data-bs-dismiss and the click still opens the modal. */}
        <button type="button" className="btn btn-amber flex-fill" data-bs-dismiss="offcanvas" onClick={() => modals.openLogin()}>
          {MESSAGES.account.signIn}
        </button>
        <button type="button" className="btn btn-outline-light flex-fill" data-bs-dismiss="offcanvas" onClick={modals.openWelcome}>
          {MESSAGES.account.signUp}
        </button>
      </div>
    );
  }

  const bidOffer = bidOfferLinks(roles);
  const groupId = `${MOBILE_MENU_ID}-account`;
  return (
    <div className="pt-2 mobile-account">
      <div className="accordion accordion-flush" id={groupId}>
        <DrawerSection
          id={`${groupId}-menu`}
          parentId={groupId}
          title={
            <>
              <i className="bi bi-person-circle me-2 text-amber" aria-hidden="true" />
              {welcomeText(user)}
            </>
          }
          links={accountMenuLinks(user, roles)}
        />
        {bidOffer.length > 0 && (
          <DrawerSection
            id={`${groupId}-bid-offer`}
            parentId={groupId}
            title={
              <>
                <i className="bi bi-hammer me-2 text-amber" aria-hidden="true" />
                {ACCOUNT_TEXT.actions.bidOffer}
              </>
            }
            links={bidOffer}
          />
        )}
      </div>
      <div className="px-3 py-3">
        <button type="button" className="btn btn-outline-light w-100" onClick={() => void signOut()}>
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          {MESSAGES.account.signOut}
        </button>
      </div>
    </div>
  );
}

/**
 * The mobile menu: the header's groups, a category drawer, Shop By Watts and Custom Order. Its content (some
 * forty links, the same as the header's and the footer's) is built when the menu first opens, as the category
 * drawer's is: every page would otherwise render and hydrate it before anyone taps the button.
 */
export function MobileMenu() {
  const closeButton = useDismissOnNavigate();
  const [panel, shown] = useShownOnce<HTMLDivElement>('show.bs.offcanvas');
  return (
    <div ref={panel} className="offcanvas offcanvas-start site-offcanvas" tabIndex={-1} id={MOBILE_MENU_ID} aria-labelledby={`${MOBILE_MENU_ID}-title`}>
      <div className="offcanvas-header">
        <h2 className="offcanvas-title h5" id={`${MOBILE_MENU_ID}-title`}>
          Menu
        </h2>
        <button ref={closeButton} type="button" className="btn-close btn-close-white" data-bs-dismiss="offcanvas" aria-label="Close" />
      </div>
      <div className="offcanvas-body p-0">{shown && <MobileMenuContent />}</div>
    </div>
  );
}

function MobileMenuContent() {
  const groups = navGroups(FEATURES, { isSeller: useIsSeller() });
  return (
    <>
      <MobileAccountSection />

      <div className="px-3 pb-3">
        <button
          type="button"
          className="btn btn-navy-soft w-100 d-flex align-items-center justify-content-between"
          data-bs-toggle="offcanvas"
          data-bs-target={`#${CATEGORY_DRAWER_ID}`}
          aria-controls={CATEGORY_DRAWER_ID}
        >
          <span>
            <i className="bi bi-grid me-2" aria-hidden="true" />
            Shop by Category
          </span>
          <i className="bi bi-chevron-right" aria-hidden="true" />
        </button>
      </div>

      <div className="px-3 pb-3">
        <h3 className="mobile-menu-heading">{MESSAGES.menu.shopByWatts}</h3>
        <div className="d-flex flex-wrap gap-2">
          {SHOP_BY_WATTS.map((watts) => (
            <Link key={watts} to={panelsByWattsPath(watts)} className="btn btn-sm btn-outline-amber">
              {watts}W
            </Link>
          ))}
        </div>
      </div>

      <div className="px-3 pb-3 d-flex flex-column gap-2">
        <Link to={paths.traderDeals} className="mobile-menu-link">
          <i className="bi bi-lightning-charge me-2 text-amber" aria-hidden="true" />
          Negotiable Deals
        </Link>
        <Link to={paths.wishlist} className="mobile-menu-link">
          <i className="bi bi-heart me-2 text-amber" aria-hidden="true" />
          {MESSAGES.account.wishlist}
        </Link>
        <Link to={paths.orderStatus} className="mobile-menu-link">
          <i className="bi bi-truck me-2 text-amber" aria-hidden="true" />
          Order Status
        </Link>
        <Link to={paths.customOrderFulfillment} className="mobile-menu-link">
          <i className="bi bi-box-seam me-2 text-amber" aria-hidden="true" />
          {MESSAGES.menu.customOrder}
        </Link>
        <SellChooserButton className="mobile-menu-link btn btn-link p-0 text-start" dismiss="offcanvas" />
      </div>

      <div className="accordion accordion-flush" id={`${MOBILE_MENU_ID}-groups`}>
        {groups.map((group, index) => (
          <DrawerSection
            key={group.label}
            id={`${MOBILE_MENU_ID}-group-${index}`}
            parentId={`${MOBILE_MENU_ID}-groups`}
            title={
              <>
                <i className={`bi bi-${group.icon} me-2 text-amber`} aria-hidden="true" />
                {group.label}
              </>
            }
            links={group.links}
          />
        ))}
      </div>
    </>
  );
}
