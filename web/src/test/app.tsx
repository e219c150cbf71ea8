import type { GuestSessionData, Profile, Role, SessionData } from '@solar/contracts';
import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { toast } from 'react-toastify';
import { SWRConfig } from 'swr';
import { storeGuestSession, storeSession } from '../api';
import { AppRoutes } from '../routes';

/**
 * Shared by the jsdom component tests: the whole app at a URL, with the API answered by a fake server that
 * records every call. (Imported by *.spec.tsx files only; not a test itself.)
 */

export interface ApiCall {
  method: string;
  /** Path and query, as requested. */
  url: string;
  body: unknown;
  /** A multipart body (an upload), as sent. */
  form?: FormData;
  /** The Authorization header, if any. */
  authorization?: string;
  /** Every header sent. */
  headers: Record<string, string>;
}

export interface Reply {
  status: number;
  body: unknown;
}

export const ok = (data: unknown, message?: string, status = 200): Reply => ({
  status,
  body: message === undefined ? { status: 1, success: true, data } : { status: 1, success: true, data, message },
});

export const fail = (status: number, failure: { error?: string; errors?: Record<string, string[]> } = {}): Reply => ({
  status,
  body: { status: 0, success: false, ...failure },
});

type Route = Reply | ((call: ApiCall) => Reply);

/** Guest sessions as identity issues them: guest n has the id GUEST_ID(n) and the token GUEST_TOKEN(n), for 30 days. */
export const GUEST_ID = (n: number) => `guest-00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const GUEST_TOKEN = (n: number) => `guest-token-${n}`;
export const guestSessionData = (n: number, guestId = GUEST_ID(n)): GuestSessionData => ({
  auth: { access_token: GUEST_TOKEN(n), token_type: 'Bearer', expires_in: 30 * 24 * 3600 },
  guest_id: guestId,
  role: [],
});

/**
 * Identity's guest-login: a new guest (1, 2, ...) for a call without a token, the same guest renewed for a call
 * with its token.
 */
export function fakeGuestLogin(): (call: ApiCall) => Reply {
  let issued = 0;
  return (call) => {
    const renewing = /^Bearer guest-token-(\d+)$/.exec(call.authorization ?? '');
    return ok(renewing ? guestSessionData(Number(renewing[1])) : guestSessionData(++issued));
  };
}

/** A browser that shops as guest `n` already (its session stored, as after an earlier visit). */
export function asGuest(n = 1): GuestSessionData {
  const data = guestSessionData(n);
  storeGuestSession(data);
  return data;
}

/**
 * Replaces fetch with answers keyed by 'METHOD /path' (the query ignored). Unknown calls answer 404. Routes may
 * be added or replaced later with `on`. The header's category menu is answered with an empty list by default,
 * and identity's guest-login issues guest sessions (fakeGuestLogin).
 */
/** A call's path: without its query, and without the origin the server renderer sends to (entry-server.tsx). */
const pathOf = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];

export function fakeApi(routes: Record<string, Route> = {}) {
  const table = new Map<string, Route>(
    Object.entries({ 'POST /v1/client/categories/search': ok([]), 'POST /login-info/guest-login': fakeGuestLogin(), ...routes }),
  );
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
      authorization: headers.Authorization,
      headers,
    };
    calls.push(call);
    const route = table.get(`${call.method} ${pathOf(url)}`);
    const reply = route === undefined ? fail(404) : typeof route === 'function' ? route(call) : route;
    // Just what apiSend reads of a Response; jsdom has no fetch of its own.
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    on: (key: string, route: Route) => table.set(key, route),
    /** The calls to one 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${pathOf(c.url)}` === key),
  };
}

export interface TestUser {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
}

export const SELLER: TestUser = { id: 'u-seller', firstname: 'Sam', lastname: 'Seller', email: 'seller@solar-marketplace.local' };
export const BUYER: TestUser = { id: 'u-buyer', firstname: 'Bea', lastname: 'Buyer', email: 'buyer@solar-marketplace.local' };
export const TRADER: TestUser = { id: 'u-trader', firstname: 'Tara', lastname: 'Trader', email: 'trader@solar-marketplace.local' };

export const sessionOf = (user: TestUser, role: Role[], token = `token-${user.id}`): SessionData => ({
  auth: { access_token: token, token_type: 'Bearer', expires_in: 3600 },
  user: { id: user.id, firstname: user.firstname, lastname: user.lastname },
  role,
});

export const profileOf = (user: TestUser, role: Role[], overrides: Partial<Profile> = {}): Profile => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  company: null,
  avatar: null,
  status: 'active',
  role,
  addresses: [],
  security_questions: [],
  created_at: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/** Starts a test already signed in, as a returning visitor with a stored session would be. */
export function signedInAs(user: TestUser, role: Role[]): SessionData {
  const session = sessionOf(user, role);
  storeSession(session, profileOf(user, role));
  return session;
}

/** The URL the app is showing, kept up to date by a probe inside the router. */
let currentLocation: Location | undefined;
function LocationProbe() {
  currentLocation = useLocation();
  return null;
}

/**
 * The whole app (header, routes, modals, toasts) at `path`, with a fresh SWR cache; resolves once the calls
 * made on the first render (the header's categories, a page's data) have been answered.
 */
/** What Bootstrap dispatches on a panel (or a dropdown's toggle) when it starts to open: menus build their content then. */
export const bootstrapShows = (element: Element, event: 'show.bs.offcanvas' | 'show.bs.dropdown') =>
  act(() => {
    element.dispatchEvent(new Event(event, { bubbles: true, cancelable: true }));
  });

export function renderApp(path: string) {
  return renderAt(path, <AppRoutes features={{ advertiseWithUs: false }} />);
}

/**
 * `content` (a page, or a few routes) under a router at `path` with a fresh SWR cache and anything extra
 * beside the router (e.g. a toast container); resolves once the first render's calls have been answered.
 */
export async function renderAt(path: string, content: ReactNode, beside?: ReactNode) {
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        {content}
        <LocationProbe />
      </MemoryRouter>
      {beside}
    </SWRConfig>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return {
    user,
    ...view,
    location: (): Location => {
      if (!currentLocation) throw new Error('the app has not rendered a location yet');
      return currentLocation;
    },
  };
}

/** The message shown under a field (the control's description), or undefined when it has none. */
export function messageUnder(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby');
  if (!ids) return undefined;
  const texts = ids.split(' ').flatMap((id) => {
    const element = document.getElementById(id);
    return element?.classList.contains('invalid-feedback') ? [element.textContent ?? ''] : [];
  });
  return texts[0];
}

/** The header's top bar, where the account dropdown sits (the mobile menu repeats its entries). */
export const headerTopBar = (): HTMLElement => {
  const bar = document.querySelector<HTMLElement>('.header-top');
  if (!bar) throw new Error('no header on this page');
  return bar;
};

/** The toasts on screen, by their text. */
export async function findToast(text: string): Promise<HTMLElement> {
  // The toasts' container mounts, and its code loads, with the first toast.
  const region = await screen.findByLabelText(/^Notifications/, {}, { timeout: 5000 });
  return within(region).findByText(text);
}

export const queryToast = (text: string): HTMLElement | null => {
  const region = screen.queryByLabelText(/^Notifications/);
  return region ? within(region).queryByText(text) : null;
};

/** Between tests: no stored session, no guest, no toasts left over. */
export function resetBrowserState(): void {
  localStorage.clear();
  act(() => {
    toast.dismiss();
  });
}
