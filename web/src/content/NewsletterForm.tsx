import { TIMINGS, validateNewsletter } from '@solar/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { contentApi } from '../api/content';
import { serverFieldMessage, serverMessage } from '../shared/formErrors';
import { rememberNewsletterAnswer } from './newsletterPrompt';

/**
 * The newsletter sign-up: the address gets a confirmation link (double opt-in); 'Please enter your email!'
 * when empty. The form clears itself a moment after a success (the spec's newsletter form reset), and the
 * browser is not offered the newsletter again.
 */
export function NewsletterForm({ compact = false, onSubscribed }: { compact?: boolean; onSubscribed?: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setEmail(''), TIMINGS.newsletterResetMs);
    return () => clearTimeout(timer);
  }, [done]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateNewsletter({ email }).email?.[0];
    setDone(null);
    setError(invalid ?? null);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await contentApi.subscribe(email);
      setDone(answer.message ?? 'Please check your inbox.');
      // Signed up here or in the offer: the newsletter is not offered to this browser again.
      rememberNewsletterAnswer('subscribed');
      onSubscribed?.();
    } catch (failure) {
      setError(serverFieldMessage(failure, 'email') ?? serverMessage(failure) ?? 'Something went wrong. Not able to proceed with your request.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Newsletter sign-up">
      {!compact && <p className="text-secondary mb-2">New deals, price trends and buying guides, about twice a month. Unsubscribe at any time.</p>}
      <div className="d-flex flex-column flex-sm-row gap-2">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder="Your email address"
          autoComplete="email"
          maxLength={100}
          value={email}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn-amber text-nowrap" disabled={busy}>
          {busy ? 'Signing up…' : 'Sign up'}
        </button>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {done && (
        <div className="text-success small mt-2" role="status">
          {done}
        </div>
      )}
    </form>
  );
}
