import { MESSAGES, type Role } from '@solar/contracts';
import type { NavLink } from '../navigation';
import { paths, storefrontPath } from '../paths';

/** Bootstrap Icons name per entry, for the dropdown and the mobile menu. */
export interface AccountLink extends NavLink {
  icon: string;
}

const A = MESSAGES.account;

/** The profile menu's entry to the admin area (ours: the spec's profile menu names no admin entry). */
export const ADMIN_MENU_LABEL = 'Admin';

/**
 * The profile menu of spec section 6, in order: seller entries, customer entries, Wishlist, Admin (admins
 * only), My Account.
 * (Sign Out follows them; it is an action, not a link.)
 */
export function accountMenuLinks(user: { id: string; firstname: string }, roles: readonly Role[]): AccountLink[] {
  const seller = roles.includes('seller');
  const customer = roles.includes('customer');
  const links: AccountLink[] = [];
  if (seller) {
    links.push(
      { label: A.myStore, to: paths.sellerMyListing, icon: 'shop' },
      { label: A.myTraderListings, to: paths.traderActiveListing, icon: 'card-list' },
      { label: A.myTraderOffers, to: paths.traderOfferOrBid, icon: 'envelope-paper' },
      // The spec builds the storefront link from the seller's user id and first name.
      { label: A.myStorefront, to: storefrontPath(user.firstname, user.id), icon: 'shop-window' },
    );
  }
  if (customer) {
    links.push(
      { label: A.myPurchases, to: paths.buyerPurchaseHistory, icon: 'bag-check' },
      { label: A.myTraderBids, to: paths.buyerOfferBids, icon: 'hammer' },
    );
    if (!seller) links.push({ label: A.myTraderPurchases, to: paths.buyerPurchases, icon: 'box-seam' });
  }
  if (seller || customer) links.push({ label: A.wishlist, to: paths.wishlist, icon: 'heart' });
  // The admin area, for admins only (the admin pages check the role with the server all the same).
  if (roles.includes('admin')) links.push({ label: ADMIN_MENU_LABEL, to: paths.traderAdmin, icon: 'shield-check' });
  links.push({ label: A.myAccount, to: paths.userSetting, icon: 'person-gear' });
  return links;
}

/** The Bid/Offer menu, only for users who both buy and sell: offers received on their deals, bids they made. */
export function bidOfferLinks(roles: readonly Role[]): AccountLink[] {
  if (!(roles.includes('seller') && roles.includes('customer'))) return [];
  return [
    { label: A.sellingOffers, to: paths.traderOfferOrBid, icon: 'inbox' },
    { label: A.myBids, to: paths.buyerOfferBids, icon: 'hammer' },
  ];
}

/** 'Welcome First Last' */
export const welcomeText = (user: { firstname: string; lastname: string }): string => `${A.welcome} ${user.firstname} ${user.lastname}`.trim();
