import { lazyPage } from '../../shared/lazyPage';

/*
 * The account area's overview pages (/my-{product}/...), each its own chunk loaded when its route first opens.
 * The route table (routes.tsx) places and guards them; the services refuse the same callers all the same.
 */

export const BuyingOverviewPage = lazyPage(() => import('./BuyingOverviewPage'), 'BuyingOverviewPage');
export const BuyingGuidePage = lazyPage(() => import('./GuidePages'), 'BuyingGuidePage');
export const TraderGuidePage = lazyPage(() => import('./GuidePages'), 'TraderGuidePage');
export const ReviewsFeedbackPage = lazyPage(() => import('./ReviewsFeedbackPage'), 'ReviewsFeedbackPage');
export const SalesSnapshotPage = lazyPage(() => import('./SalesSnapshotPage'), 'SalesSnapshotPage');
export const AccountProductDetailPage = lazyPage(() => import('./ProductDetailPage'), 'ProductDetailPage');
