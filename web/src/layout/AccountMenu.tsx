import { MESSAGES } from '@solar/contracts';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { accountMenuLinks, bidOfferLinks, welcomeText } from '../accounts/accountMenu';
import { useAccountModals } from '../accounts/AccountModals';
import { ACCOUNT_TEXT } from '../accounts/text';
import { useSession } from '../accounts/useSession';
import { paths } from '../paths';

/** Opens a modal instead of following the link; the link still works where scripts or modals cannot (new tab). */
const instead = (open: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
};

/**
 * The header's account entry. Signed out: 'Sign in' (the login modal) and 'Sign Up' (the welcome modal).
 * Signed in: 'Welcome First Last' opening the role-dependent profile menu and Sign Out.
 */
export function AccountMenu() {
  const { user, roles, signOut } = useSession();
  const modals = useAccountModals();

  if (!user) {
    return (
      <>
        <Link to={paths.login} className="header-top-link" onClick={instead(() => modals.openLogin())}>
          <i className="bi bi-person-circle me-1" aria-hidden="true" />
          {MESSAGES.account.signIn}
        </Link>
        <span className="header-top-muted">/</span>
        <Link to={paths.register} className="header-top-link" onClick={instead(modals.openWelcome)}>
          {MESSAGES.account.signUp}
        </Link>
      </>
    );
  }

  return (
    <div className="dropdown account-menu">
      <button type="button" className="btn btn-link header-top-link dropdown-toggle p-0 small" data-bs-toggle="dropdown" aria-expanded="false">
        <i className="bi bi-person-circle me-1" aria-hidden="true" />
        {welcomeText(user)}
      </button>
      <ul className="dropdown-menu dropdown-menu-end shadow border-0" aria-label={MESSAGES.account.myAccount}>
        {accountMenuLinks(user, roles).map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="dropdown-item">
              <i className={`bi bi-${link.icon} me-2 text-secondary`} aria-hidden="true" />
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <button type="button" className="dropdown-item" onClick={() => void signOut()}>
            <i className="bi bi-box-arrow-right me-2 text-secondary" aria-hidden="true" />
            {MESSAGES.account.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The Bid/Offer menu of users with both roles: Selling Offers and My Bids. Nothing for anyone else. */
export function BidOfferMenu() {
  const { roles } = useSession();
  const links = bidOfferLinks(roles);
  if (links.length === 0) return null;
  // On phones the mobile menu carries these entries; the bar has no room for another icon.
  return (
    <div className="dropdown d-none d-sm-block">
      <button
        type="button"
        className="btn header-icon dropdown-toggle d-flex align-items-center gap-1"
        data-bs-toggle="dropdown"
        aria-expanded="false"
        aria-label={ACCOUNT_TEXT.actions.bidOffer}
        title={ACCOUNT_TEXT.actions.bidOffer}
      >
        <i className="bi bi-hammer" aria-hidden="true" />
        <span className="d-none d-xl-inline fs-6" aria-hidden="true">
          {ACCOUNT_TEXT.actions.bidOffer}
        </span>
      </button>
      <ul className="dropdown-menu dropdown-menu-end shadow border-0" aria-label={ACCOUNT_TEXT.actions.bidOffer}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="dropdown-item">
              <i className={`bi bi-${link.icon} me-2 text-secondary`} aria-hidden="true" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
