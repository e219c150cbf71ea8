import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AccountModalsProvider } from '../accounts/AccountModals';
import { ensureGuestSession, useStoredSession } from '../api';
import { AfterFirstPaint } from '../shared/components/AfterFirstPaint';
import { Toasts } from '../shared/Toasts';
import { isChromeHidden } from './chrome';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTopButton } from './ScrollToTopButton';

/**
 * Every page: header and footer (except where the spec hides them), the page itself, the back-to-top button,
 * the account modals and the toasts.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const showChrome = !isChromeHidden(pathname);
  const { session } = useStoredSession();

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // A signed-out browser shops as a guest: identity issues it a guest session (kept and renewed while in use,
  // moved to the account at login). A failure here is tried again by the first cart call.
  useEffect(() => {
    if (!session) ensureGuestSession().catch(() => undefined);
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
      </div>
      <Toasts />
    </AccountModalsProvider>
  );
}
