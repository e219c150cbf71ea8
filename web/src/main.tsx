// Only the Bootstrap components and icons the pages use (the full files were 330 kB of render-blocking CSS).
import './styles/bootstrap.scss';
import './styles/icons/bootstrap-icons.css';
import './styles.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { fallbackOf, readFirstAnswers, reuseFirstAnswers } from './api/firstAnswers';
import { preloadFirstReads } from './firstReads';
import { AppProviders } from './App';
import { FEATURES } from './config';
import { AppRoutes } from './routes';
import { markServerRendered } from './shared/serverRendered';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A landing page the gateway rendered (entry-server.tsx) carries the answers it was rendered from.
const firstAnswers = readFirstAnswers(document);
if (!firstAnswers) preloadFirstReads(window.location.pathname, window.location.search);

const app = (
  <AppProviders fallback={firstAnswers && fallbackOf(firstAnswers)} use={firstAnswers && reuseFirstAnswers(firstAnswers)}>
    <BrowserRouter>
      <AppRoutes features={FEATURES} />
    </BrowserRouter>
  </AppProviders>
);

// As a transition, React renders (or hydrates) the first view in slices of a few milliseconds instead of one long
// task, so a phone's main thread stays free for taps while the page builds.
startTransition(() => {
  if (firstAnswers) {
    markServerRendered();
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
});

// Menus and drawers only react to taps, so their scripts load after the first render instead of before it.
void import('./shared/bootstrapBehaviour');
