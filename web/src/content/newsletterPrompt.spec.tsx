/** @jest-environment jsdom */
import { CONTENT_API, CONTENT_MESSAGES, TIMINGS } from '@solar/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { NEWSLETTER_MODAL_TEXT } from './NewsletterModal';
import { NEWSLETTER_VIEWS_KEY, NewsletterPrompt, newsletterOfferAllowed, type NewsletterTiming } from './NewsletterPrompt';
import { NEWSLETTER_PROMPT_KEY } from './newsletterPrompt';

/**
 * The newsletter offered in a modal: not on a visitor's first page, on their second; closed only by them, and
 * once dismissed or signed up never offered to that browser again; never on checkout or admin pages.
 */
const T = NEWSLETTER_MODAL_TEXT;
const FAST: NewsletterTiming = { secondPageMs: 20, firstPageMs: 60_000, idleMs: 10, retryMs: 30 };
const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.className = '';
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 400,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
  });

const Page = ({ title }: { title: string }) => (
  <div>
    <h1>{title}</h1>
    <Link to="/">Home</Link> <Link to="/faq">FAQ</Link> <Link to="/events">Events</Link> <Link to="/shop/checkout">Checkout</Link>{' '}
    <Link to="/trader/trader-admin/dashboard">Admin</Link>
  </div>
);

function visit(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NewsletterPrompt timing={FAST} />
      <Routes>
        <Route path="*" element={<Page title="A page" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Longer than the offer takes once due, so an offer not made by then is not coming. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));
const offer = () => screen.findByRole('dialog', { name: T.title });

describe('the newsletter offer', () => {
  it('is not made on the first page; on the second it is, and once dismissed it stays dismissed in this browser', async () => {
    const first = visit('/');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    const dialog = await offer();
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: T.noThanks }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(NEWSLETTER_PROMPT_KEY)).toBe('dismissed');

    // More pages of this visit, then a new visit (a new tab session): no offer again.
    await userEvent.click(screen.getByRole('link', { name: 'Events' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    sessionStorage.clear();
    visit('/');
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    await userEvent.click(screen.getByRole('link', { name: 'Events' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and on its close button, each remembered as a dismissal', async () => {
    for (const close of ['Escape', 'button'] as const) {
      localStorage.clear();
      sessionStorage.setItem(NEWSLETTER_VIEWS_KEY, '1');
      const view = visit('/events');
      const dialog = await offer();
      if (close === 'Escape') await userEvent.keyboard('{Escape}');
      else await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(localStorage.getItem(NEWSLETTER_PROMPT_KEY)).toBe('dismissed');
      view.unmount();
    }
  });

  it("asks for the email ('Please enter your email!'), signs up by the footer form's call, and stays open until closed", async () => {
    sessionStorage.setItem(NEWSLETTER_VIEWS_KEY, '1');
    visit('/faq');
    const dialog = await offer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await within(dialog).findByText(CONTENT_MESSAGES.newsletterEmailRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockReturnValueOnce(
      answer(200, { status: 1, success: true, data: { email: 'ana@example.com' }, message: CONTENT_MESSAGES.newsletterCheckInbox }),
    );
    await userEvent.type(within(dialog).getByLabelText('Email address'), 'ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await within(dialog).findByText(CONTENT_MESSAGES.newsletterCheckInbox)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(CONTENT_API.newsletterSubscribe);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ email: 'ana@example.com' });
    expect(localStorage.getItem(NEWSLETTER_PROMPT_KEY)).toBe('subscribed');

    // The form clears itself after the spec's 1.5 s; the modal stays until the visitor closes it.
    await waitFor(() => expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe(''), {
      timeout: TIMINGS.newsletterResetMs + 1000,
    });
    expect(screen.getByRole('dialog', { name: T.title })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: T.done }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(NEWSLETTER_PROMPT_KEY)).toBe('subscribed');
  });

  it('is never made on checkout, the trader-admin pages, the chats or the newsletter page', async () => {
    for (const path of [
      '/shop/checkout',
      '/shop/checkout/confirmation/SM-1001',
      '/trader/trader-admin/content/faq',
      '/trader/chat/buyer',
      '/newsletter',
      '/login',
    ])
      expect({ path, allowed: newsletterOfferAllowed(path) }).toEqual({ path, allowed: false });
    for (const path of ['/', '/faq', '/shop/cart', '/explore-videos']) expect({ path, allowed: newsletterOfferAllowed(path) }).toEqual({ path, allowed: true });

    visit('/');
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    await settle();
    await userEvent.click(screen.getByRole('link', { name: 'Admin' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(NEWSLETTER_PROMPT_KEY)).toBeNull();
  });

  it('waits while another modal is open, then comes', async () => {
    sessionStorage.setItem(NEWSLETTER_VIEWS_KEY, '1');
    document.body.classList.add('modal-open');
    visit('/faq');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    document.body.classList.remove('modal-open');
    expect(await offer()).toBeTruthy();
  });

  it('is not made to an automated browser', async () => {
    Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => true });
    sessionStorage.setItem(NEWSLETTER_VIEWS_KEY, '3');
    visit('/faq');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    delete (navigator as { webdriver?: boolean }).webdriver;
  });
});
