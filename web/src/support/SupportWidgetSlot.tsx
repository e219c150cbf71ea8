import { startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isChatWidgetHidden } from '../shared/chrome';
import { lazyPage } from '../shared/lazyPage';

/** The widget is a chunk of its own: no page's first load carries it. */
const SupportWidget = lazyPage(() => import('./SupportWidget'), 'SupportWidget');

/** How long an idle moment is waited for after the page's load before the widget comes all the same. */
export const SUPPORT_WIDGET_IDLE_TIMEOUT_MS = 4_000;

/** Runs `then` once the page has loaded and the browser is idle; answers how to call it off. */
export function afterLoadAndIdle(then: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(then, { timeout: SUPPORT_WIDGET_IDLE_TIMEOUT_MS });
    else timer = setTimeout(then, 1_000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * Where the app shell keeps the chat widget. Nothing renders on the server or in hydration, nor until the page has
 * loaded and the browser is idle, so the widget never competes with a page's first paint, pictures or scripts;
 * then its chunk loads. Not on the pages where the spec hides it (`isChatWidgetHidden`): there it is not loaded,
 * or, loaded already, not shown.
 */
export function SupportWidgetSlot() {
  const { pathname } = useLocation();
  const hidden = isChatWidgetHidden(pathname);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready || hidden) return;
    return afterLoadAndIdle(() => startTransition(() => setReady(true)));
  }, [ready, hidden]);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SupportWidget hidden={hidden} />
    </Suspense>
  );
}
