import type { RouteObject } from 'react-router-dom';
import { RequireAccess } from '../accounts/RequireAccess';
import { adminRoute } from '../admin/routes';
import { lazyPage } from '../shared/lazyPage';
import { DEAL_SCOPE_SLUGS } from './browse/dealLocation';

/*
 * The trader area's routes (trader-and-admin spec, section 2). Every page is its own chunk, loaded when its
 * route is first opened, so a shopper never downloads the trader platform. Seller pages are guarded here and
 * refused by the trader service all the same.
 */

const DealsPage = lazyPage(() => import('./browse/DealsPage'), 'DealsPage');
const DealSearchPage = lazyPage(() => import('./browse/DealSearchPage'), 'DealSearchPage');
const DealPage = lazyPage(() => import('./deal/DealPage'), 'DealPage');
const HowToSellPage = lazyPage(() => import('./guides/HowToSellPage'), 'HowToSellPage');
const HowToBuyPage = lazyPage(() => import('./guides/HowToBuyPage'), 'HowToBuyPage');
const TraderBrandsPage = lazyPage(() => import('./guides/TraderBrandsPage'), 'TraderBrandsPage');
const DealFormPage = lazyPage(() => import('./forms/DealFormPage'), 'DealFormPage');
const EditInventoryPage = lazyPage(() => import('./forms/EditInventoryPage'), 'EditInventoryPage');
const TraderDealsHubPage = lazyPage(() => import('./listings/TraderDealsHubPage'), 'TraderDealsHubPage');
const DealsListingPage = lazyPage(() => import('./listings/DealsListingPage'), 'DealsListingPage');
const SellerListingPage = lazyPage(() => import('./listings/SellerListingPage'), 'SellerListingPage');
const OfferOrBidPage = lazyPage(() => import('./offers/OfferOrBidPage'), 'OfferOrBidPage');
const ChatPage = lazyPage(() => import('./chat/ChatPage'), 'ChatPage');

/** The buyer's bids in the account area (/my-{product}/buying-overview/offer-bids), the trader platform's list. */
export const MyOfferBidsPage = lazyPage(() => import('./offers/MyOfferBidsPage'), 'MyOfferBidsPage');

/** The buyer's trader contracts in the account area (/my-{product}/buying-overview/purchases, My Trader Purchases). */
export const TraderPurchasesPage = lazyPage(() => import('./offers/TraderPurchasesPage'), 'TraderPurchasesPage');

/** /solar-trader-platform sits in the general area; its page is the trader platform's. */
export const TraderPlatformPage = lazyPage(() => import('./guides/TraderPlatformPage'), 'TraderPlatformPage');

export function traderRoutes(): RouteObject[] {
  return [
    { path: 'how-to-sell', element: <HowToSellPage /> },
    { path: 'how-to-buy', element: <HowToBuyPage /> },
    { path: 'deals', element: <DealsPage /> },
    // Filters are path segments after the base: /trader/find/ca_solar-panels/pw_400?q=mono
    { path: 'find/*', element: <DealSearchPage /> },
    // A category (/trader/deals/solar-inverters) or a wattage group (/trader/deals/400-watt-solar-panels), then filters.
    // Each scope is listed, so any other /trader/deals/{x} falls through to the area's not-found page.
    ...DEAL_SCOPE_SLUGS.map((scope) => ({ path: `deals/${scope}/*`, element: <DealSearchPage /> })),
    { path: 'deal/:deal', element: <DealPage /> },
    { path: 'brands', element: <TraderBrandsPage /> },
    // The spec opens the seller deal hub to buyers too: it explains how to start selling.
    { path: 'trader-deals', element: <TraderDealsHubPage /> },
    {
      element: <RequireAccess access="seller" />,
      children: [
        { path: 'deals-listing', element: <DealsListingPage /> },
        { path: 'active-listing', element: <SellerListingPage kind="active" /> },
        { path: 'sold-listing', element: <SellerListingPage kind="sold" /> },
        { path: 'create-deal', element: <DealFormPage equipment="panel" /> },
        { path: 'create-deal-inverter', element: <DealFormPage equipment="inverter" /> },
        { path: 'create-deal-battery', element: <DealFormPage equipment="battery" /> },
        { path: 'create-other-component-deal', element: <DealFormPage equipment="other" /> },
        // ?id= names the deal (its numeric id or uuid).
        { path: 'edit-deal', element: <DealFormPage /> },
        { path: 'edit-inventory', element: <EditInventoryPage /> },
        { path: 'chat/seller', element: <ChatPage side="seller" /> },
      ],
    },
    // Offers and bids are both sides': sellers' offers received and buyers' bids made (spec section 6).
    {
      element: <RequireAccess access="signedIn" />,
      children: [
        { path: 'offer-or-bid', element: <OfferOrBidPage /> },
        { path: 'chat/buyer', element: <ChatPage side="buyer" /> },
      ],
    },
    // The admin area: its own layout, pages and access check (admin/validate-token).
    adminRoute(),
  ];
}
