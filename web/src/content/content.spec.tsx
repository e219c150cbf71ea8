/** @jest-environment jsdom */
import { CONTENT_API, CONTENT_MESSAGES } from '@solar/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './NewsletterForm';
import { RichHtml } from '../shared/components/RichHtml';

/** The newsletter form as a visitor uses it, and how stored page HTML is shown. */
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** What fetch resolves to, as much of a Response as the api client reads (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 400,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
  });

describe('newsletter form', () => {
  it("says 'Please enter your email!' when empty, without calling the server", async () => {
    render(<NewsletterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter your email!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up and says to check the inbox (double opt-in)', async () => {
    fetchMock.mockReturnValueOnce(
      answer(200, { status: 1, success: true, data: { email: 'ana@example.com' }, message: CONTENT_MESSAGES.newsletterCheckInbox }),
    );
    render(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(CONTENT_MESSAGES.newsletterCheckInbox)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(CONTENT_API.newsletterSubscribe);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ email: 'ana@example.com' });
  });

  it("shows the server's 429 message", async () => {
    fetchMock.mockReturnValueOnce(answer(429, { status: 0, success: false, error: CONTENT_MESSAGES.tooManySubscriptions, http_error: 'Too Many Requests' }));
    render(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(CONTENT_MESSAGES.tooManySubscriptions)).toBeTruthy();
  });
});

describe('stored page HTML', () => {
  it('is shown through the rich-text rule: no script, no event handler', async () => {
    const { container } = render(<RichHtml html={'<h2>Freight</h2><p onclick="steal()">Inspect pallets<script>steal()</script></p>'} />);
    // The sanitizer loads with the first rich text shown.
    expect((await screen.findByRole('heading', { name: 'Freight' })).tagName).toBe('H2');
    expect(container.innerHTML).not.toMatch(/script|onclick/);
  });
});
