import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { contentApi } from '../api/content';
import { paths } from '../paths';
import { Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { serverMessage } from '../shared/formErrors';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { NewsletterForm } from './NewsletterForm';

const TITLE = 'Newsletter';

type Outcome = { ok: boolean; message: string } | null;

/**
 * /newsletter: where the mailed links land. `?confirm=` confirms a sign-up, `?unsubscribe=` ends it; without
 * either, the sign-up form.
 */
export function NewsletterPage() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const unsubscribe = params.get('unsubscribe');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    const token = confirm ?? unsubscribe;
    // A link is sent once: a confirmation works once, and a repeated render must not spend it.
    if (!token || asked.current === token) return;
    asked.current = token;
    const call = confirm ? contentApi.confirm(confirm) : contentApi.unsubscribe(token);
    call
      .then((answer) => setOutcome({ ok: true, message: answer.message ?? '' }))
      .catch((error: unknown) => setOutcome({ ok: false, message: serverMessage(error) ?? 'Something went wrong. Not able to proceed with your request.' }));
  }, [confirm, unsubscribe]);

  const following = Boolean(confirm ?? unsubscribe);
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={TITLE} />
      <div className="mx-auto mt-3" style={{ maxWidth: '40rem' }}>
        <h1 className="h2 mb-3">{TITLE}</h1>
        {following && !outcome && <Loading label="Checking your link…" />}
        {outcome && (
          <div className={`alert ${outcome.ok ? 'alert-success' : 'alert-warning'}`} role="status">
            {outcome.message}
          </div>
        )}
        {(!following || (outcome && !outcome.ok)) && <NewsletterForm />}
        {outcome?.ok && (
          <Link to={paths.home} className="btn btn-outline-dark">
            Back to the marketplace
          </Link>
        )}
      </div>
    </div>
  );
}
