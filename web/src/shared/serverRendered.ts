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

/**
 * Forgets the page the server rendered once the browser has left its address: coming back to it later is another
 * visit, whose answers are old by then and are asked for again (see answeredWithPage).
 */
export function forgetServerRenderedPageOnceLeft(): void {
  if (serverRenderedHref !== undefined && typeof window !== 'undefined' && window.location.href !== serverRenderedHref) serverRenderedHref = undefined;
}

export function showsServerRenderedPage(): boolean {
  forgetServerRenderedPageOnceLeft();
  return serverRenderedHref !== undefined && typeof window !== 'undefined';
}

/**
 * Whether this render builds the server's tree: it runs on the server, or it hydrates the page the server rendered
 * (where it must build the same tree as the server did).
 */
export const buildsServerTree = (): boolean => typeof window === 'undefined' || showsServerRenderedPage();
