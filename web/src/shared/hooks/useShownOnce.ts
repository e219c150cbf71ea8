import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether a Bootstrap panel (offcanvas, dropdown) has been opened yet: the large hidden menus render their
 * content from their first opening on, not with every page, which spares each first page load their DOM. Attach
 * the ref to the panel (an offcanvas) or to an element around its toggle (a dropdown: Bootstrap fires
 * `show.bs.dropdown` on the toggle, and the event bubbles). The content renders before Bootstrap shows the panel.
 */
export function useShownOnce<T extends HTMLElement>(event: 'show.bs.offcanvas' | 'show.bs.dropdown') {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || shown) return;
    const show = () => flushSync(() => setShown(true));
    element.addEventListener(event, show);
    return () => element.removeEventListener(event, show);
  }, [event, shown]);
  return [ref, shown] as const;
}
