import { Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { CheckoutPage, OrderConfirmationPage } from '../checkout';
import { OrderStatusPage, PurchaseHistoryPage, SoldItemsPage } from '../orders';
import { PayoutDetailsPage, StripeOnboardingPage } from '../payouts';
import { TOAST_CONTAINER_PROPS } from '../shared/toast';
import { renderAt, resetBrowserState } from './app';

/**
 * The checkout, order and payout pages at their intended paths, with a fresh SWR cache and the toasts, for
 * the component tests (imported by *.spec.tsx files only). The app's route table wires these pages itself;
 * here they stand alone, so the tests do not depend on it.
 */
export function renderPage(path: string) {
  return renderAt(
    path,
    <Routes>
      <Route path="/shop/checkout" element={<CheckoutPage />} />
      <Route path="/shop/checkout/confirmation/:orderNumber" element={<OrderConfirmationPage />} />
      <Route path="/order-status" element={<OrderStatusPage />} />
      <Route path="/my-solar/buying-overview/purchase-history" element={<PurchaseHistoryPage />} />
      <Route path="/my-solar/seller-overview/sold-items" element={<SoldItemsPage />} />
      <Route path="/my-solar/seller-overview/payout-details" element={<PayoutDetailsPage />} />
      <Route path="/my-solar/seller-overview/stripe-onboarding" element={<StripeOnboardingPage />} />
      <Route path="*" element={<p>Another page</p>} />
    </Routes>,
    <ToastContainer {...TOAST_CONTAINER_PROPS} />,
  );
}

/** Between tests: no session, guest, toasts or remembered order e-mails. */
export function resetState(): void {
  resetBrowserState();
  sessionStorage.clear();
}
