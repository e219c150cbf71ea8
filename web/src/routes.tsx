import { INDUSTRY_PAGES, SOLUTION_PAGES } from '@solar/contracts';
import { useMemo, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import {
  AccountProductDetailPage,
  BuyingGuidePage,
  BuyingOverviewPage,
  ReviewsFeedbackPage,
  SalesSnapshotPage,
  TraderGuidePage,
} from './accounts/overview/pages';
import { RequireAccess, type Access } from './accounts/RequireAccess';
import { PRODUCT_SHORT_NAME, SITE_NAME, type SiteFeatures } from './config';
import { CONFIRMATION_ROUTE } from './checkout/confirmation';
import { AppShell } from './layout/AppShell';
import { GeneralLayout, ProductLayout, ShopLayout, TraderLayout } from './layout/AreaLayouts';
import type { SiteArea } from './layout/areas';
import { INDUSTRY_LABELS, SOLUTION_LABELS } from './navigation';
import { BusinessProfilePage, FavouriteStoresPage, SellerMarketplaceSearchPage, SellOnPage, StorefrontListingPage, StorefrontPage } from './storefront';
import { lazyPage } from './shared/lazyPage';
import { NotFoundPage } from './shared/components/NotFoundPage';
import { paths } from './paths';
import { SHOP_TEXT } from './shop/text';
import { MyOfferBidsPage, TraderPlatformPage, TraderPurchasesPage, traderRoutes } from './trader/routes';

// Every page is its own chunk, loaded the first time its route renders: a shopper's first page downloads
// the shell and that page only.
const LoginPage = lazyPage(() => import('./accounts/AuthPages'), 'LoginPage');
const OAuthCallbackPage = lazyPage(() => import('./accounts/oauth/OAuthCallbackPage'), 'OAuthCallbackPage');
const PasswordResetPage = lazyPage(() => import('./accounts/AuthPages'), 'PasswordResetPage');
const RegisterPage = lazyPage(() => import('./accounts/AuthPages'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('./accounts/AuthPages'), 'ResetPasswordPage');
const RegisterBusinessPage = lazyPage(() => import('./accounts/RegisterBusinessPage'), 'RegisterBusinessPage');
const UserSettingPage = lazyPage(() => import('./accounts/settings/UserSettingPage'), 'UserSettingPage');
const CartPage = lazyPage(() => import('./cart/CartPage'), 'CartPage');
const CheckoutPage = lazyPage(() => import('./checkout/CheckoutPage'), 'CheckoutPage');
const OrderConfirmationPage = lazyPage(() => import('./checkout/OrderConfirmationPage'), 'OrderConfirmationPage');
const ComparePage = lazyPage(() => import('./compare/ComparePage'), 'ComparePage');
const HomePage = lazyPage(() => import('./pages/HomePage'), 'HomePage');
const OrderStatusPage = lazyPage(() => import('./orders/OrderStatusPage'), 'OrderStatusPage');
const PurchaseHistoryPage = lazyPage(() => import('./orders/PurchaseHistoryPage'), 'PurchaseHistoryPage');
const SoldItemsPage = lazyPage(() => import('./orders/SoldItemsPage'), 'SoldItemsPage');
const PayoutDetailsPage = lazyPage(() => import('./payouts/PayoutDetailsPage'), 'PayoutDetailsPage');
const StripeOnboardingPage = lazyPage(() => import('./payouts/StripeOnboardingPage'), 'StripeOnboardingPage');
const EditItemPage = lazyPage(() => import('./seller/ProductFormPages'), 'EditItemPage');
const SellItemPage = lazyPage(() => import('./seller/ProductFormPages'), 'SellItemPage');
const MyListingPage = lazyPage(() => import('./seller/MyListingPage'), 'MyListingPage');
const ResellersPage = lazyPage(() => import('./seller/ResellersPage'), 'ResellersPage');
const SellerOverviewPage = lazyPage(() => import('./seller/SellerOverviewPage'), 'SellerOverviewPage');
const BrandsPage = lazyPage(() => import('./shop/BrandsPage'), 'BrandsPage');
const ShopListingPage = lazyPage(() => import('./shop/ListingPage'), 'ShopListingPage');
const ProductPage = lazyPage(() => import('./product/ProductPage'), 'ProductPage');
const WishlistPage = lazyPage(() => import('./wishlist/WishlistPage'), 'WishlistPage');

// The content pages (web/src/content), each its own chunk.
const ContentPage = lazyPage(() => import('./content/ContentPage'), 'ContentPage');
const ContactPage = lazyPage(() => import('./content/ContactPage'), 'ContactPage');
const CustomOrderFulfillmentPage = lazyPage(() => import('./content/CustomOrderFulfillmentPage'), 'CustomOrderFulfillmentPage');
const CustomOrderListingPage = lazyPage(() => import('./content/CustomOrderListingPage'), 'CustomOrderListingPage');
const EventsPage = lazyPage(() => import('./content/EventsPage'), 'EventsPage');
const FaqPage = lazyPage(() => import('./content/FaqPage'), 'FaqPage');
const MarketingPage = lazyPage(() => import('./content/MarketingPage'), 'MarketingPage');
const NewsletterPage = lazyPage(() => import('./content/NewsletterPage'), 'NewsletterPage');
const RvQuotationPage = lazyPage(() => import('./content/RvQuotationPage'), 'RvQuotationPage');
const VideoDetailPage = lazyPage(() => import('./content/VideoDetailPage'), 'VideoDetailPage');
const VideosPage = lazyPage(() => import('./content/VideosPage'), 'VideosPage');

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
  return {
    path: ACCOUNT,
    // Every account page needs a signed-in user; the buying and selling pages need their role as well.
    element: <RequireAccess access="signedIn" />,
    children: [
      {
        path: 'buying-overview',
        element: <RequireAccess access="customer" />,
        children: [
          { index: true, element: <BuyingOverviewPage /> },
          { path: 'guide', element: <BuyingGuidePage /> },
          { path: 'purchase-history', element: <PurchaseHistoryPage /> },
          { path: 'trader-guide', element: <TraderGuidePage /> },
          { path: 'offer-bids', element: <MyOfferBidsPage trail={[buying]} /> },
          { path: 'purchases', element: <TraderPurchasesPage trail={[buying]} /> },
          { path: 'reviews-feedback', element: <ReviewsFeedbackPage /> },
          { path: 'favourite-stores', element: <FavouriteStoresPage /> },
        ],
      },
      {
        path: 'seller-overview',
        element: <RequireAccess access="seller" />,
        children: [
          { index: true, element: <SellerOverviewPage /> },
          { path: 'sales-snapshot', element: <SalesSnapshotPage /> },
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
      guarded('seller', [{ path: 'business-profile', element: <BusinessProfilePage /> }]),
      { path: 'user-setting', element: <UserSettingPage /> },
      // :id is the item's uuid (or its numeric id): one item the user listed or bought.
      { path: 'product/detail/:id', element: <AccountProductDetailPage /> },
    ],
  };
}

function generalRoutes(features: SiteFeatures): RouteObject[] {
  const solutions = { label: 'Solutions', to: paths.solutions };
  const industries = { label: 'Industries', to: paths.industries };
  const content = (path: string, slug: string, title: string, trail?: { label: string; to: string }[]): RouteObject => ({
    path,
    element: <ContentPage slug={slug} title={title} trail={trail} />,
  });
  return [
    { index: true, element: <HomePage /> },
    { path: 'register', element: <RegisterPage /> },
    { path: 'register/seller', element: <RegisterPage role="seller" /> },
    { path: 'login', element: <LoginPage /> },
    // Where Google and Facebook send the browser back (oauthReturnPath, the redirect URI registered with them).
    { path: 'login/:provider/callback', element: <OAuthCallbackPage /> },
    { path: 'reset-password', element: <ResetPasswordPage /> },
    { path: 'password/reset', element: <PasswordResetPage /> },
    content('sales-portal', 'sales-portal', 'Sales Portal'),
    { path: 'solar-trader-platform', element: <TraderPlatformPage /> },
    ...(features.advertiseWithUs ? [{ path: 'marketing', element: <MarketingPage /> }] : []),
    { path: 'brands', element: <BrandsPage title={SHOP_TEXT.brands.title} /> },
    { path: 'order-status', element: <OrderStatusPage /> },
    { path: 'events', element: <EventsPage /> },
    { path: 'explore-videos', element: <VideosPage /> },
    { path: 'explore-video/detail/:video', element: <VideoDetailPage /> },
    { path: 'rv-quotation', element: <RvQuotationPage /> },
    { path: 'storefront-listing', element: <StorefrontListingPage /> },
    { path: 'custom-order-fulfillment', element: <CustomOrderFulfillmentPage /> },
    { path: 'custom-order-listing', element: <CustomOrderListingPage /> },
    { path: 'faq', element: <FaqPage /> },
    { path: 'contact-us', element: <ContactPage /> },
    // Where the newsletter's confirmation and unsubscribe links land.
    { path: 'newsletter', element: <NewsletterPage /> },
    content(`about-${PRODUCT_SHORT_NAME}`, 'about', `About ${SITE_NAME}`),
    content('terms-of-use', 'terms-of-use', 'Terms of Use'),
    content('terms-of-sale', 'terms-of-sale', 'Terms of Sale'),
    content('privacy-notice', 'privacy-notice', 'Privacy Notice'),
    content('buyer-terms', 'buyer-terms', 'Buyer Terms'),
    content('seller-terms', 'seller-terms', 'Seller Terms'),
    {
      path: 'solutions',
      children: [
        { index: true, element: <ContentPage slug="solutions" title="Solutions" /> },
        ...SOLUTION_PAGES.map((p) => content(p, `solutions-${p}`, SOLUTION_LABELS[p], [solutions])),
      ],
    },
    {
      path: 'industries',
      children: [
        { index: true, element: <ContentPage slug="industries" title="Industries" /> },
        ...INDUSTRY_PAGES.map((p) => content(p, `industries-${p}`, INDUSTRY_LABELS[p], [industries])),
      ],
    },
    { path: 'storefront/:storeName/:sellerId', element: <StorefrontPage /> },
    { path: ':storeName/seller-marketplace/:sellerId/find', element: <SellerMarketplaceSearchPage /> },
    // The seller's listing with the shop's filter segments after /find.
    { path: ':storeName/seller-marketplace/:sellerId/find/*', element: <SellerMarketplaceSearchPage /> },
    accountRoutes(),
    // Open to everyone: the Sell chooser sends those who are not sellers yet here.
    { path: 'register-business/seller', element: <RegisterBusinessPage /> },
    guarded('seller', [{ path: `register-business/sell-on-${PRODUCT_SHORT_NAME}`, element: <SellOnPage /> }]),
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

/**
 * The same table cut into one table per area (the shell and that area's routes), so a page matches its URL
 * against a handful of routes: react-router flattens, ranks and compiles the whole table it is given on every
 * match, which for the whole table was the longest single piece of work in a phone's first render.
 */
export function createAreaRoutes(features: SiteFeatures): { all: RouteObject[]; byArea: Map<string, RouteObject[]> } {
  const all = createRoutes(features);
  const [shell] = all;
  const byArea = new Map<string, RouteObject[]>((shell!.children ?? []).map((area) => [area.path ?? '', [{ ...shell!, children: [area] } as RouteObject]]));
  return { all, byArea };
}

/** The first segment of a path as react-router compares it: decoded, and without regard to case. */
function firstSegment(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The table to match `pathname` against, giving the page the whole table would. An area with a path (/product,
 * /shop, /trader) answers for the paths under it when it has a page there; the general area answers for
 * everything else, since no other area's routes can match a path outside it. A path a named area has no page
 * for goes to the whole table, where a general route (a storefront named like an area) may still match.
 */
export function routesFor({ all, byArea }: ReturnType<typeof createAreaRoutes>, pathname: string): RouteObject[] {
  const segment = firstSegment(pathname);
  const area = segment ? byArea.get(segment) : undefined;
  if (!area) return byArea.get('') ?? all;
  const leaf = matchRoutes(area, pathname)?.at(-1);
  return leaf && !(leaf.route.handle as RouteHandle | undefined)?.notFound ? area : all;
}

/** Renders the page for the current URL. */
export function AppRoutes({ features }: { features: SiteFeatures }) {
  const tables = useMemo(() => createAreaRoutes(features), [features]);
  const { pathname } = useLocation();
  const routes = useMemo(() => routesFor(tables, pathname), [tables, pathname]);
  return useRoutes(routes);
}
