import { Link } from 'react-router-dom';
import { useSession } from '../accounts/useSession';
import { storefrontPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { BusinessFields, EnableSwitch, PageFields, PictureFields, saveStorefront, SubmitButton, useStorefrontForm } from './StorefrontForm';
import { useMyStorefront } from './storefrontApi';
import { STOREFRONT_TEXT } from './text';
import type { StorefrontView } from '@solar/contracts';

const T = STOREFRONT_TEXT.profile;

/** /my-{product}/business-profile: the seller edits their store, business profile and company pages. */
export function BusinessProfilePage() {
  usePageTitle(T.title);
  const { data: store, error, mutate } = useMyStorefront();
  return (
    <div className="container py-4">
      <Breadcrumbs title={T.title} />
      {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      {store === undefined && !error && <Loading />}
      {store !== undefined && <ProfileForm store={store} onSaved={() => void mutate()} />}
    </div>
  );
}

function ProfileForm({ store, onSaved }: { store: StorefrontView | null; onSaved: () => void }) {
  const { user } = useSession();
  const form = useStorefrontForm(store, '');
  const submit = form.handleSubmit(async (values) => {
    const saved = await saveStorefront(form, values);
    if (saved) onSaved();
  });
  return (
    <form noValidate onSubmit={submit} className="mt-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">{T.title}</h1>
          <p className="text-secondary mb-0">{T.intro}</p>
        </div>
        {store && user && (
          <Link to={storefrontPath(store.name, user.id)} className="btn btn-outline-secondary">
            <i className="bi bi-shop-window me-1" aria-hidden="true" />
            {T.view}
          </Link>
        )}
      </div>
      <section className="card mb-4">
        <div className="card-body">
          <h2 className="h5 mb-3">{T.business}</h2>
          <BusinessFields form={form} />
        </div>
      </section>
      <section className="card mb-4">
        <div className="card-body">
          <h2 className="h5 mb-3">{T.images}</h2>
          <PictureFields form={form} />
        </div>
      </section>
      <section className="card mb-4">
        <div className="card-body">
          <h2 className="h5 mb-3">{T.pages}</h2>
          <PageFields form={form} />
        </div>
      </section>
      <EnableSwitch form={form} />
      <div style={{ maxWidth: 320 }}>
        <SubmitButton busy={form.formState.isSubmitting}>{T.save}</SubmitButton>
      </div>
    </form>
  );
}
