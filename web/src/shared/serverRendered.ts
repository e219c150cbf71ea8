/**
 * Whether the view on screen is the one the server rendered (a landing page, see entry-server.tsx) and the
 * browser is still on its address. Parts of a page that normally wait for the first paint (AfterFirstPaint)
 * render at once there: they are in the server's HTML, and hydration must build the same tree.
 */
let serverRenderedHref: string | undefined;

/** Called by main.tsx before it hydrates a page the server rendered. */
export function markServerRendered(): void {
  serverRenderedHref = window.location.href;
}

export const showsServerRenderedPage = (): boolean =>
  serverRenderedHref !== undefined && typeof window !== 'undefined' && window.location.href === serverRenderedHref;
