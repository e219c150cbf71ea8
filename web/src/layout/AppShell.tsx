import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AccountModalsProvider } from '../accounts/AccountModals';
import { ensureGuestSession, getGuestId, useStoredSession } from '../api';
import { AfterFirstPaint } from '../shared/components/AfterFirstPaint';
import { forgetServerRenderedPageOnceLeft } from '../shared/serverRendered';
import { Toasts } from '../shared/Toasts';
import { SupportWidgetSlot } from '../support/SupportWidgetSlot';
import { isChromeHidden } from '../shared/chrome';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTopButton } from './ScrollToTopButton';

/**
 * Every page: header and footer (except where the spec hides them), the page itself, the back-to-top button,
 * the chat widget (once the page is idle, where the spec shows it), the account modals and the toasts.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const showChrome = !isChromeHidden(pathname);
  const { session } = useStoredSession();

  // A new page starts at its top, as a full page load would; the page the server rendered is behind it now.
  useEffect(() => {
    window.scrollTo(0, 0);
    forgetServerRenderedPageOnceLeft();
  }, [pathname]);

  // A signed-out browser shops as a guest: identity issues it a guest session at its first cart or wishlist call
  // (until then its cart and wishlist are empty by definition, so a visitor who only looks costs no session, no
  // reads and no re-render of the page's cart and wishlist buttons), kept and renewed while in use, moved to the
  // account at login. A guest id the browser already holds is renewed here when close to expiry (or confirmed,
  // when the browser made it before ids were issued); a failure is tried again by the next cart call.
  useEffect(() => {
    if (!session && getGuestId()) ensureGuestSession().catch(() => undefined);
  }, [session]);

  return (
    <AccountModalsProvider>
      <div className="d-flex flex-column min-vh-100">
        <a href="#main" className="visually-hidden-focusable skip-link">
          Skip to content
        </a>
        {showChrome && <Header />}
        <main id="main" className="flex-grow-1">
          <Outlet />
        </main>
        {showChrome && (
          <AfterFirstPaint>
            <Footer />
          </AfterFirstPaint>
        )}
        <ScrollToTopButton />
        <SupportWidgetSlot />
      </div>
      <Toasts />
    </AccountModalsProvider>
  );
}
