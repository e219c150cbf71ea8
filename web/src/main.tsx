// Only the Bootstrap components and icons the pages use (the full files were 330 kB of render-blocking CSS).
import './styles/bootstrap.scss';
import './styles/icons/bootstrap-icons.css';
import './styles.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from './api';
import { preloadFirstReads } from './api/firstReads';
import { FEATURES } from './config';
import { AppRoutes } from './routes';

const swrConfig: SWRConfiguration = {
  // Catalogue data changes rarely; refetching on every tab switch would only add load.
  revalidateOnFocus: false,
  // Retrying cannot fix a client error (bad request, missing page, no permission); server and network errors may pass.
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
};

preloadFirstReads(window.location.pathname, window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// As a transition, React renders the first view in slices of a few milliseconds instead of one long task, so a
// phone's main thread stays free for taps while the page builds.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <AppRoutes features={FEATURES} />
        </BrowserRouter>
      </SWRConfig>
    </StrictMode>,
  ),
);

// Menus and drawers only react to taps, so their scripts load after the first render instead of before it.
void import('./shared/bootstrapBehaviour');
