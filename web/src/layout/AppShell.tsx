import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { ScrollToTopButton } from '../components/ScrollToTopButton';
import { isChromeHidden } from './chrome';

/** Every page: header and footer (except where the spec hides them), the page itself, the back-to-top button. */
export function AppShell() {
  const { pathname } = useLocation();
  const showChrome = !isChromeHidden(pathname);

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      {showChrome && <Header />}
      <main id="main" className="flex-grow-1">
        <Outlet />
      </main>
      {showChrome && <Footer />}
      <ScrollToTopButton />
    </div>
  );
}
