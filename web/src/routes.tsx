import { INDUSTRY_PAGES, SOLUTION_PAGES } from '@solar/contracts';
import { useMemo, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoginPage, PasswordResetPage, RegisterPage, ResetPasswordPage } from './accounts/AuthPages';
import { RegisterBusinessPage } from './accounts/RegisterBusinessPage';
import { RequireAccess, type Access } from './accounts/RequireAccess';
import { UserSettingPage } from './accounts/settings/UserSettingPage';
import { PRODUCT_SHORT_NAME, SITE_NAME, type SiteFeatures } from './config';
import { CartPage } from './cart';
import { CheckoutPage, CONFIRMATION_ROUTE, OrderConfirmationPage } from './checkout';
import { ComparePage } from './compare/ComparePage';
import { AppShell } from './layout/AppShell';
import { GeneralLayout, ProductLayout, ShopLayout, TraderLayout } from './layout/AreaLayouts';
import type { SiteArea } from './layout/areas';
import { INDUSTRY_LABELS, SOLUTION_LABELS } from './navigation';
import { SellerMarketplaceSearchPage, StorefrontPage, VideoDetailPage } from './pages/DetailPages';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OrderStatusPage, PurchaseHistoryPage, SoldItemsPage } from './orders';
import { PayoutDetailsPage, StripeOnboardingPage } from './payouts';
import { PlaceholderPage, type PlaceholderPageProps } from './pages/PlaceholderPage';
import { paths } from './paths';
import { EditItemPage, MyListingPage, ResellersPage, SellItemPage, SellerOverviewPage } from './seller';
import { BrandsPage } from './shop/BrandsPage';
import { ShopListingPage } from './shop/ListingPage';
import { SHOP_TEXT } from './shop/text';
import { ProductPage } from './product/ProductPage';
import { MyOfferBidsPage, TraderPlatformPage, TraderPurchasesPage, traderRoutes } from './trader/routes';
import { WishlistPage } from './wishlist';

/**
 * The route table of both specs. The top-level rule: paths starting /product belong to the product area,
 * /shop/ to the shop area, /trader/ to the trader area, everything else to the general area; each area has
 * its own layout and its own not-found fallback. `handle.area` marks an area's layout route and
 * `handle.notFound` the fallbacks, so tests can read the table.
 */

export interface RouteHandle {
  area?: SiteArea;
  notFound?: boolean;
}

const page = (path: string, title: string, props: Omit<PlaceholderPageProps, 'title'> = {}): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} {...props} />,
});

/** The page at a group's own path, e.g. /solutions. */
const indexPage = (title: string): RouteObject => ({ index: true, element: <PlaceholderPage title={title} /> });

const notFound = (): RouteObject => ({ path: '*', element: <NotFoundPage />, handle: { notFound: true } satisfies RouteHandle });

const area = (name: SiteArea, path: string | undefined, element: ReactElement, children: RouteObject[]): RouteObject => ({
  path,
  element,
  handle: { area: name } satisfies RouteHandle,
  children: [...children, notFound()],
});

const ACCOUNT = `my-${PRODUCT_SHORT_NAME}`;

/** Wraps routes in a guard (spec section 6, route access); the server enforces the same rules. */
const guarded = (access: Access, children: RouteObject[]): RouteObject => ({ element: <RequireAccess access={access} />, children });

function accountRoutes(): RouteObject {
  const buying = { label: 'Buying Overview', to: `/${ACCOUNT}/buying-overview` };
  const selling = { label: 'Seller Overview', to: `/${ACCOUNT}/seller-overview` };
  return {
    path: ACCOUNT,
    // Every account page needs a signed-in user; the buying and selling pages need their role as well.
    element: <RequireAccess access="signedIn" />,
    children: [
      {
        path: 'buying-overview',
        element: <RequireAccess access="customer" />,
        children: [
          indexPage('Buying Overview'),
          page('guide', 'Buying Guide', { trail: [buying] }),
          { path: 'purchase-history', element: <PurchaseHistoryPage /> },
          page('trader-guide', 'Trader Guide', { trail: [buying] }),
          { path: 'offer-bids', element: <MyOfferBidsPage trail={[buying]} /> },
          { path: 'purchases', element: <TraderPurchasesPage trail={[buying]} /> },
          page('reviews-feedback', 'Reviews and Feedback', { trail: [buying] }),
        ],
      },
      {
        path: 'seller-overview',
        element: <RequireAccess access="seller" />,
        children: [
          { index: true, element: <SellerOverviewPage /> },
          page('sales-snapshot', 'Sales Snapshot', { trail: [selling] }),
          { path: 'sell-an-item', element: <SellItemPage /> },
          { path: 'my-listing', element: <MyListingPage /> },
          { path: 'sold-items', element: <SoldItemsPage /> },
          { path: 'payout-details', element: <PayoutDetailsPage /> },
          { path: 'resellers', element: <ResellersPage /> },
          { path: 'stripe-onboarding', element: <StripeOnboardingPage /> },
          // :id is the item's uuid.
          { path: 'product/:id', element: <EditItemPage /> },
        ],
      },
      guarded('seller', [page('business-profile', 'Business Profile')]),
      { path: 'user-setting', element: <UserSettingPage /> },
      page('product/detail/:id', 'Product Details'),
    ],
  };
}

function generalRoutes(features: SiteFeatures): RouteObject[] {
  const solutions = { label: 'Solutions', to: paths.solutions };
  const industries = { label: 'Industries', to: paths.industries };
  const legal = (path: string, title: string) => page(path, title);
  return [
    { index: true, element: <HomePage /> },
    { path: 'register', element: <RegisterPage /> },
    { path: 'register/seller', element: <RegisterPage role="seller" /> },
    { path: 'login', element: <LoginPage /> },
    { path: 'reset-password', element: <ResetPasswordPage /> },
    { path: 'password/reset', element: <PasswordResetPage /> },
    page('sales-portal', 'Sales Portal'),
    { path: 'solar-trader-platform', element: <TraderPlatformPage /> },
    ...(features.advertiseWithUs ? [page('marketing', 'Advertise with us')] : []),
    { path: 'brands', element: <BrandsPage title={SHOP_TEXT.brands.title} /> },
    { path: 'order-status', element: <OrderStatusPage /> },
    page('events', 'Events'),
    page('explore-videos', 'Explore Videos'),
    { path: 'explore-video/detail/:video', element: <VideoDetailPage /> },
    page('rv-quotation', 'RV Quotation'),
    page('storefront-listing', 'Storefronts'),
    page('custom-order-fulfillment', 'Custom Order Fulfillment'),
    page('custom-order-listing', 'Custom Order Listing'),
    page('faq', 'Frequently Asked Questions'),
    page('contact-us', 'Contact Us'),
    page(`about-${PRODUCT_SHORT_NAME}`, `About ${SITE_NAME}`),
    legal('terms-of-use', 'Terms of Use'),
    legal('terms-of-sale', 'Terms of Sale'),
    legal('privacy-notice', 'Privacy Notice'),
    legal('buyer-terms', 'Buyer Terms'),
    legal('seller-terms', 'Seller Terms'),
    {
      path: 'solutions',
      children: [indexPage('Solutions'), ...SOLUTION_PAGES.map((p) => page(p, SOLUTION_LABELS[p], { trail: [solutions] }))],
    },
    {
      path: 'industries',
      children: [indexPage('Industries'), ...INDUSTRY_PAGES.map((p) => page(p, INDUSTRY_LABELS[p], { trail: [industries] }))],
    },
    { path: 'storefront/:storeName/:sellerId', element: <StorefrontPage /> },
    { path: ':storeName/seller-marketplace/:sellerId/find', element: <SellerMarketplaceSearchPage /> },
    accountRoutes(),
    // Open to everyone: the Sell chooser sends those who are not sellers yet here.
    { path: 'register-business/seller', element: <RegisterBusinessPage /> },
    guarded('seller', [page(`register-business/sell-on-${PRODUCT_SHORT_NAME}`, `Sell on ${SITE_NAME}`)]),
  ];
}

function shopRoutes(): RouteObject[] {
  return [
    { path: 'cart', element: <CartPage /> },
    { path: 'checkout', element: <CheckoutPage /> },
    { path: CONFIRMATION_ROUTE, element: <OrderConfirmationPage /> },
    { path: 'wishlist', element: <WishlistPage /> },
    { path: 'compare', element: <ComparePage /> },
    // The search takes ?q= and, for a category-scoped search, filter segments such as /ca_solar-panels.
    { path: 'find/*', element: <ShopListingPage /> },
    { path: 'brands', element: <BrandsPage title={SHOP_TEXT.brands.shopTitle} /> },
    // The brand's listing, then its filter segments (/cd_new, /pr_0-500, ...).
    { path: 'brands/:brand/*', element: <ShopListingPage /> },
    // After the category: an optional subcategory, then listing filter segments (/pw_400, /br_...).
    { path: 'product/:categorySlug/*', element: <ShopListingPage /> },
  ];
}

export function createRoutes(features: SiteFeatures): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        area('product', 'product', <ProductLayout />, [{ path: ':id/:slug', element: <ProductPage /> }]),
        area('shop', 'shop', <ShopLayout />, shopRoutes()),
        area('trader', 'trader', <TraderLayout />, traderRoutes()),
        area('general', undefined, <GeneralLayout />, generalRoutes(features)),
      ],
    },
  ];
}

/** Renders the page for the current URL. */
export function AppRoutes({ features }: { features: SiteFeatures }) {
  const routes = useMemo(() => createRoutes(features), [features]);
  return useRoutes(routes);
}
