import { useSyncExternalStore } from 'react';

/** Bootstrap's md breakpoint: from here a list of deals has room for a table, below it each deal is a card. */
const WIDE_QUERY = '(min-width: 768px)';

/** The media query list, or undefined where the browser has none (server rendering, jsdom): then the screen counts as wide. */
const wideQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : undefined;

function subscribe(onChange: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isWide = (): boolean => wideQuery()?.matches ?? true;

/**
 * Whether the screen is at least Bootstrap's md width, following resizes and rotations. The lists render one
 * layout or the other rather than both hidden by CSS, so each deal's actions exist once on the page.
 */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, isWide, () => true);
