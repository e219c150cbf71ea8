import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isChatWidgetHidden, isChromeHidden } from '../shared/chrome';
import { sessionStore } from '../shared/browserStorage';
import { lazyPage } from '../shared/lazyPage';
import { newsletterAnswered, rememberNewsletterAnswer } from './newsletterPrompt';

/*
 * When the newsletter is offered: to a visitor who is finding their way around, never to one who just arrived.
 * The offer comes on the second page of a visit (a few seconds after it, once the browser is idle) or after
 * half a minute on the first one; never on checkout, the trader-admin pages, the trader chats, sign-in pages
 * or the newsletter's own page; never again once dismissed or signed up; never while another modal is open.
 * Its modal and form are a chunk of their own, loaded only then: nothing of it weighs on a page's first load.
 */

const NewsletterModal = lazyPage(() => import('./NewsletterModal'), 'NewsletterModal');

/** Page views of this visit (the tab's session), counted where the offer may come. */
export const NEWSLETTER_VIEWS_KEY = 'solar.newsletter.views';

export interface NewsletterTiming {
  /** From the second page view to the offer. */
  secondPageMs: number;
  /** On the first page, until the offer. */
  firstPageMs: number;
  /** The longest wait for the browser to be idle; then the offer comes anyway. */
  idleMs: number;
  /** Another modal open: tried again after this. */
  retryMs: number;
}

export const NEWSLETTER_TIMING: NewsletterTiming = { secondPageMs: 4000, firstPageMs: 30_000, idleMs: 2000, retryMs: 5000 };

const NO_OFFER_PATHS = ['/newsletter', '/shop/checkout'];

/** Pages where a modal of ours would be in the way: checkout, admin, chats, sign-in, the newsletter's own page. */
export function newsletterOfferAllowed(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !isChromeHidden(path) && !isChatWidgetHidden(path) && !NO_OFFER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Automated browsers (crawlers, test runs) are not offered anything: nobody would read it. */
const automated = () => typeof navigator !== 'undefined' && navigator.webdriver === true;

function countView(): number {
  try {
    const store = sessionStore();
    const views = Number(store?.getItem(NEWSLETTER_VIEWS_KEY) ?? 0) + 1;
    store?.setItem(NEWSLETTER_VIEWS_KEY, String(views));
    return views;
  } catch {
    return 1;
  }
}

const whenIdle = (run: () => void, timeout: number): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, Math.min(timeout, 200));
  return () => clearTimeout(timer);
};

export function NewsletterPrompt({ timing = NEWSLETTER_TIMING }: { timing?: NewsletterTiming }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const here = useRef(pathname);
  here.current = pathname;

  useEffect(() => {
    if (open || automated() || newsletterAnswered() || !newsletterOfferAllowed(pathname)) return;
    const views = countView();
    let cancelIdle: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout>;
    const offer = () => {
      cancelIdle = whenIdle(() => {
        // The visitor may have answered in another tab, or opened a modal of their own meanwhile.
        if (newsletterAnswered() || !newsletterOfferAllowed(here.current)) return;
        if (document.body.classList.contains('modal-open')) timer = setTimeout(offer, timing.retryMs);
        else setOpen(true);
      }, timing.idleMs);
    };
    timer = setTimeout(offer, views >= 2 ? timing.secondPageMs : timing.firstPageMs);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [pathname, open, timing]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterModal
        onClose={(answer) => {
          rememberNewsletterAnswer(answer);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
