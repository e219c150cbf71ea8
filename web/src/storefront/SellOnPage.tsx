import type { StorefrontView } from '@solar/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../accounts/useSession';
import { SITE_NAME } from '../config';
import { paths, storefrontPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import {
  BusinessFields,
  PageFields,
  PictureFields,
  saveStorefront,
  stepErrors,
  SubmitButton,
  useStorefrontForm,
  type StorefrontValues,
} from './StorefrontForm';
import { useMyStorefront } from './storefrontApi';
import { STOREFRONT_TEXT } from './text';

const T = STOREFRONT_TEXT.sellOn;
const STEPS = T.steps;

/** /register-business/sell-on-{product}: the seller's onboarding, setting up the storefront in three steps. */
export function SellOnPage() {
  usePageTitle(T.title(SITE_NAME));
  const { data: store, error, mutate } = useMyStorefront();
  return (
    <div className="container py-4" style={{ maxWidth: 960 }}>
      <Breadcrumbs title={T.title(SITE_NAME)} />
      <h1 className="h3 mt-3 mb-1">{T.title(SITE_NAME)}</h1>
      <p className="text-secondary">{T.intro}</p>
      {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      {store === undefined && !error && <Loading />}
      {store !== undefined && <Steps store={store} />}
    </div>
  );
}

function Steps({ store }: { store: StorefrontView | null }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const form = useStorefrontForm(store, user ? `${user.firstname} ${user.lastname}`.trim() : '');
  const [step, setStep] = useState(0);
  const next = () => {
    const errors = stepErrors(step === 0 ? 'business' : 'pages', form.getValues());
    const fields = Object.entries(errors);
    for (const [field, messages] of fields) form.setError(field as keyof StorefrontValues, { type: 'validate', message: messages[0] });
    if (fields.length === 0) {
      form.clearErrors();
      setStep(step + 1);
    }
  };
  const finish = form.handleSubmit(
    async (values) => {
      const saved = await saveStorefront(form, values);
      if (saved && user) navigate(storefrontPath(saved.name, user.id));
    },
    () => setStep(0),
  );
  return (
    <form noValidate onSubmit={finish}>
      <ol className="nav nav-pills flex-nowrap overflow-auto gap-2 mb-4 list-unstyled" aria-label="Steps">
        {STEPS.map((label, index) => (
          <li key={label} className="nav-item">
            <span
              className={`nav-link text-nowrap ${index === step ? 'active bg-warning text-dark' : 'bg-light text-secondary'}`}
              aria-current={index === step ? 'step' : undefined}
            >
              <span className="badge rounded-pill text-bg-light border me-2">{index + 1}</span>
              {label}
            </span>
          </li>
        ))}
      </ol>
      <section className="card mb-4" aria-label={STEPS[step]}>
        <div className="card-body">
          {step === 0 && <BusinessFields form={form} />}
          {step === 1 && <PageFields form={form} />}
          {step === 2 && <PictureFields form={form} />}
        </div>
      </section>
      <div className="d-flex flex-wrap gap-2 justify-content-between">
        <div>
          {step > 0 && (
            <button type="button" className="btn btn-outline-secondary" onClick={() => setStep(step - 1)}>
              {T.back}
            </button>
          )}
        </div>
        <div className="d-flex gap-2">
          {step < 2 ? (
            <button type="button" className="btn btn-amber" onClick={next}>
              {T.next}
            </button>
          ) : (
            <SubmitButton busy={form.formState.isSubmitting} className="btn btn-amber">
              {T.finish}
            </SubmitButton>
          )}
        </div>
      </div>
      {store && (
        <p className="small text-secondary mt-4">
          <Link to={paths.sellerSellItem}>{T.sellItem}</Link>
        </p>
      )}
    </form>
  );
}
