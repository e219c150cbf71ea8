import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { showsServerRenderedPage } from '../serverRendered';

/**
 * Renders its children once the view around it has been painted, in slices (a transition): the parts of a page
 * below the fold (the footer, related items, reviews, the home page's catalogue) no longer hold back the first
 * view on a phone, whose largest paint and first taps wait for every component rendered before them. Until
 * then nothing shows in their place (they sit below the fold, so nothing visible moves when they arrive). Where
 * nothing paints (rendering on the server or in a test) the children render at once, and so they do while
 * hydrating the page the server rendered, whose HTML already holds them.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(() => typeof requestAnimationFrame === 'undefined' || showsServerRenderedPage());
  useEffect(() => {
    if (painted) return;
    // The frame callback runs just before the next paint; the timer after it, once that paint is done.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted ? children : null;
}
