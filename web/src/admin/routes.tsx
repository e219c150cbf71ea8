import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../shared/lazyPage';

/*
 * The trader-admin routes (/trader/trader-admin/...). The admin layout and every page are chunks of their own,
 * loaded when first opened, so no visitor downloads the admin area. The layout checks the admin first
 * (admin/validate-token) and shows nothing else to anyone who is not one.
 */

const AdminLayout = lazyPage(() => import('./AdminLayout'), 'AdminLayout');
const DashboardPage = lazyPage(() => import('./DashboardPage'), 'DashboardPage');
const AuditLogPage = lazyPage(() => import('./AuditLogPage'), 'AuditLogPage');
const ListingPage = lazyPage(() => import('./ListingPage'), 'ListingPage');
const ProductDetailPage = lazyPage(() => import('./ModerationDetail'), 'ProductDetailPage');
const ListingUpdatePage = lazyPage(() => import('./ModerationDetail'), 'ListingUpdatePage');
const ListingStatusPage = lazyPage(() => import('./ListingStatusPage'), 'ListingStatusPage');
const PriceListingPage = lazyPage(() => import('./PriceListingPage'), 'PriceListingPage');
const BulkEditPage = lazyPage(() => import('./BulkEditPage'), 'BulkEditPage');
const DealsOwnershipPage = lazyPage(() => import('./DealsOwnershipPage'), 'DealsOwnershipPage');
const PrivateListingPage = lazyPage(() => import('./PrivateListingPage'), 'PrivateListingPage');
const SoldDealsPage = lazyPage(() => import('./SoldDealsPage'), 'SoldDealsPage');
const OfferBidListingPage = lazyPage(() => import('./OfferBidListingPage'), 'OfferBidListingPage');
const AdminChatPage = lazyPage(() => import('./AdminChatPage'), 'AdminChatPage');
const SupportInboxPage = lazyPage(() => import('./SupportInboxPage'), 'SupportInboxPage');
const FeaturedProductPage = lazyPage(() => import('./MerchandisingPage'), 'FeaturedProductPage');
const HotProductPage = lazyPage(() => import('./MerchandisingPage'), 'HotProductPage');
const AdsManagementPage = lazyPage(() => import('./AdsManagementPage'), 'AdsManagementPage');
const ContentAdminFaqPage = lazyPage(() => import('./ContentAdminFaqPage'), 'ContentAdminFaqPage');
const ContentAdminEventsPage = lazyPage(() => import('./ContentAdminEventsPage'), 'ContentAdminEventsPage');
const ContentAdminVideosPage = lazyPage(() => import('./ContentAdminVideosPage'), 'ContentAdminVideosPage');
const ContentAdminPagesPage = lazyPage(() => import('./ContentAdminPagesPage'), 'ContentAdminPagesPage');

/** The admin area as one route: its layout, its pages, and the bare /trader/trader-admin sent to the dashboard. */
export function adminRoute(): RouteObject {
  return {
    path: 'trader-admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'audit-log', element: <AuditLogPage /> },
      { path: 'listing', element: <ListingPage /> },
      { path: 'listing/update', element: <ListingUpdatePage /> },
      { path: 'product-detail', element: <ProductDetailPage /> },
      { path: 'listing-status', element: <ListingStatusPage /> },
      { path: 'price-listing', element: <PriceListingPage /> },
      { path: 'bulk-edit', element: <BulkEditPage page="bulk-edit" /> },
      { path: 'bulkEdit', element: <BulkEditPage page="bulkEdit" /> },
      { path: 'deals-ownership', element: <DealsOwnershipPage /> },
      { path: 'private-listing', element: <PrivateListingPage /> },
      { path: 'sold-deals', element: <SoldDealsPage /> },
      { path: 'offer-bid-listing', element: <OfferBidListingPage /> },
      { path: 'chat', element: <AdminChatPage /> },
      { path: 'support', element: <SupportInboxPage /> },
      { path: 'featured-product', element: <FeaturedProductPage /> },
      { path: 'hot-product', element: <HotProductPage /> },
      { path: 'ads-management', element: <AdsManagementPage /> },
      { path: 'content', element: <Navigate to="faq" replace /> },
      { path: 'content/faq', element: <ContentAdminFaqPage /> },
      { path: 'content/events', element: <ContentAdminEventsPage /> },
      { path: 'content/videos', element: <ContentAdminVideosPage /> },
      { path: 'content/pages', element: <ContentAdminPagesPage /> },
    ],
  };
}
