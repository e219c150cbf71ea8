import { MESSAGES, STOREFRONT_MESSAGES, validateSellerContact, type SellerDetailView, type StorefrontView } from '@solar/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../accounts/useSession';
import { ApiError } from '../api/api';
import { useShopSearch } from '../api';
import { loginPath, paths, sellerMarketplacePath, shopBrandPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { SubmitButton, TextAreaField, TextField } from '../shared/components/FormField';
import { StarRating } from '../shared/components/StarRating';
import { formatCount } from '../shared/format';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { useMetaDescription, usePageTitle } from '../shared/hooks/usePageTitle';
import { showError, showSuccess } from '../shared/toast';
import { ProductCard } from '../shop/ProductCard';
import { StoreHtml, StoreLogo } from './StoreParts';
import { storefrontApi, useSellerDetail, useWorkHistory, type SellerContactRequest } from './storefrontApi';
import { STOREFRONT_TEXT } from './text';

const T = STOREFRONT_TEXT.store;
/** The brands named above the items; the rest are in the seller's full listing's filters. */
const BRANDS_SHOWN = 10;

/** A missing store sends the visitor to the storefront listing with the spec's message. */
export function useStoreNotFoundRedirect(error: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ApiError && error.status === 404) {
      showError(STOREFRONT_MESSAGES.notFound);
      navigate(paths.storefrontListing, { replace: true });
    }
  }, [error, navigate]);
}

/** /storefront/{store_name}/{seller_id} */
export function StorefrontPage() {
  const { sellerId } = useParams();
  const { data, error, mutate } = useSellerDetail(sellerId);
  useStoreNotFoundRedirect(error);
  usePageTitle(data?.store.title ?? STOREFRONT_TEXT.listing.title);
  useMetaDescription(data?.store.subtitle);
  if (!sellerId) {
    return (
      <div className="container py-5">
        <div className="alert alert-warning">{STOREFRONT_MESSAGES.redirectionUrlNotFound}</div>
      </div>
    );
  }
  if (!data)
    return (
      <div className="container py-5">
        {error && !(error instanceof ApiError && error.status === 404) ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />}
      </div>
    );
  return <Storefront detail={data} onChanged={() => void mutate()} />;
}

function Storefront({ detail, onChanged }: { detail: SellerDetailView; onChanged: () => void }) {
  const store = detail.store;
  return (
    <div className="storefront-page pb-5">
      <StoreBanner store={store} />
      <div className="container">
        <div className="d-flex flex-column flex-md-row align-items-md-end gap-3 position-relative" style={{ marginTop: -44 }}>
          <div className="shadow rounded-3 align-self-start">
            <StoreLogo src={store.profile_images[0]} name={store.title} size={104} />
          </div>
          <div className="flex-grow-1 min-w-0">
            <h1 className="h3 mb-1">{store.title}</h1>
            {store.subtitle && <p className="text-secondary mb-0">{store.subtitle}</p>}
          </div>
          <FollowButton detail={detail} onChanged={onChanged} />
        </div>
        <div className="mt-3">
          <Breadcrumbs title={store.title} trail={[{ label: STOREFRONT_TEXT.listing.title, to: paths.storefrontListing }]} />
        </div>
        <SellerFigures detail={detail} />
        <div className="row g-4 mt-1">
          <div className="col-lg-8">
            <StoreItems detail={detail} />
            <section className="mt-4" aria-labelledby="store-about">
              <h2 id="store-about" className="h5">
                {T.about}
              </h2>
              <StoreHtml html={store.about} />
              {store.company_vision && (
                <>
                  <h3 className="h6 mt-3">{T.vision}</h3>
                  <StoreHtml html={store.company_vision} />
                </>
              )}
            </section>
            <WorkHistory sellerId={detail.seller_id} />
            <Policies store={store} />
          </div>
          <aside className="col-lg-4">
            <StoreFacts store={store} detail={detail} />
            <ContactSeller store={store} />
          </aside>
        </div>
      </div>
    </div>
  );
}

function StoreBanner({ store }: { store: StorefrontView }) {
  const banner = store.background_images[0];
  return (
    <div className="bg-warning-subtle w-100 overflow-hidden" style={{ aspectRatio: '1600 / 675', maxHeight: 320 }}>
      {banner && <img src={banner} alt="" width={1600} height={675} className="w-100 h-100" style={{ objectFit: 'cover' }} />}
    </div>
  );
}

function FollowButton({ detail, onChanged }: { detail: SellerDetailView; onChanged: () => void }) {
  const { isSignedIn, user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (user?.id === detail.seller_id) {
    return (
      <Link to={paths.businessProfile} className="btn btn-outline-secondary">
        <i className="bi bi-pencil me-1" aria-hidden="true" />
        {STOREFRONT_TEXT.profile.title}
      </Link>
    );
  }
  const toggle = async () => {
    if (!isSignedIn) {
      showError(T.signInToFollow);
      navigate(loginPath(pathname));
      return;
    }
    setBusy(true);
    try {
      const { message } = await storefrontApi.favourite(detail.store.uuid, !detail.is_favourite);
      if (message) showSuccess(message);
      onChanged();
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`btn ${detail.is_favourite ? 'btn-outline-danger' : 'btn-amber'}`}
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={detail.is_favourite}
    >
      <i className={`bi ${detail.is_favourite ? 'bi-heart-fill' : 'bi-heart'} me-1`} aria-hidden="true" />
      {detail.is_favourite ? T.following : T.follow}
    </button>
  );
}

function SellerFigures({ detail }: { detail: SellerDetailView }) {
  const figures: [string, React.ReactNode][] = [
    [T.yearsActive, detail.years_active < 1 ? '< 1' : detail.years_active],
    [T.itemsListed, formatCount(detail.items_listed)],
    [T.itemsSold, formatCount(detail.items_sold)],
    [
      T.rating,
      detail.reviews_total ? (
        <span className="d-inline-flex align-items-center gap-1">
          {detail.rating_avg.toFixed(1)} <StarRating rating={detail.rating_avg} decorative />
        </span>
      ) : (
        <span className="small fw-normal text-secondary">{T.noReviews}</span>
      ),
    ],
  ];
  return (
    <section aria-label={T.details} className="row row-cols-2 row-cols-md-4 g-2 mt-3">
      {figures.map(([label, value]) => (
        <div className="col" key={label}>
          <div className="border rounded-3 p-3 h-100 bg-white">
            <div className="small text-secondary">{label}</div>
            <div className="fs-5 fw-semibold">{value}</div>
          </div>
        </div>
      ))}
    </section>
  );
}

function StoreItems({ detail }: { detail: SellerDetailView }) {
  const { data, error, mutate } = useShopSearch({ where: { owner_id: detail.seller_id }, page: 1, limit: 8, orderby: 'sale_count DESC' });
  const all = sellerMarketplacePath(detail.store.name, detail.seller_id);
  return (
    <section aria-labelledby="store-items">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
        <h2 id="store-items" className="h5 mb-0">
          {T.items}
        </h2>
        {data && data.total > 0 && (
          <Link to={all} className="btn btn-sm btn-outline-secondary">
            {T.viewAll} ({data.total})
          </Link>
        )}
      </div>
      {detail.brands.length > 0 && (
        <p className="small mb-2">
          <span className="text-secondary me-2">{T.brands}:</span>
          {detail.brands.slice(0, BRANDS_SHOWN).map((brand) => (
            <Link key={brand.id} to={shopBrandPath(brand.name)} className="badge rounded-pill text-bg-light border text-decoration-none me-1">
              {brand.name}
            </Link>
          ))}
          {detail.brands.length > BRANDS_SHOWN && (
            <Link to={all} className="small ms-1">
              {T.moreBrands(detail.brands.length - BRANDS_SHOWN)}
            </Link>
          )}
        </p>
      )}
      {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && data.items.length === 0 && <p className="text-secondary">{T.noItems}</p>}
      {data && data.items.length > 0 && (
        <div className="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3">
          {data.items.map((hit) => (
            <div className="col" key={hit.uuid}>
              <ProductCard hit={hit} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function WorkHistory({ sellerId }: { sellerId: string }) {
  const { data } = useWorkHistory(sellerId);
  return (
    <section className="mt-4" aria-labelledby="store-work">
      <h2 id="store-work" className="h5">
        {T.workHistory}
      </h2>
      {data && data.length === 0 && <p className="text-secondary">{T.noWork}</p>}
      {data && data.length > 0 && (
        <ol className="list-unstyled storefront-timeline">
          {data.map((entry) => (
            <li key={entry.id} className="border-start border-3 border-warning ps-3 pb-3">
              <div className="small text-secondary">
                {entry.year}
                {entry.location && ` · ${entry.location}`}
              </div>
              <div className="fw-semibold">{entry.title}</div>
              <p className="mb-0 small">{entry.description}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Policies({ store }: { store: StorefrontView }) {
  const policies: [string, string][] = [
    [T.shipping, store.shipping_policy],
    [T.returns, store.shipping_refund],
    [T.terms, store.terms_conditions],
    [T.privacy, store.privacy_policy],
  ];
  return (
    <section className="mt-4" aria-labelledby="store-policies">
      <h2 id="store-policies" className="h5">
        {T.policies}
      </h2>
      {policies.map(([label, html]) => (
        <details key={label} className="border rounded-3 p-3 mb-2 bg-white">
          <summary className="fw-semibold">{label}</summary>
          <StoreHtml html={html} className="mt-2" />
        </details>
      ))}
    </section>
  );
}

function StoreFacts({ store, detail }: { store: StorefrontView; detail: SellerDetailView }) {
  const website = store.website && (/^https?:\/\//i.test(store.website) ? store.website : `https://${store.website}`);
  return (
    <div className="card mb-3">
      <div className="card-body small">
        {store.city && (
          <p className="mb-2">
            <i className="bi bi-geo-alt me-2" aria-hidden="true" />
            <span className="visually-hidden">{T.location}: </span>
            {[store.city, store.zip].filter(Boolean).join(' ')}
          </p>
        )}
        {website && (
          <p className="mb-2 text-truncate">
            <i className="bi bi-globe me-2" aria-hidden="true" />
            <a href={website} target="_blank" rel="noopener noreferrer nofollow">
              {store.website.replace(/^https?:\/\//i, '')}
            </a>
          </p>
        )}
        {store.phone && (
          <p className="mb-2">
            <i className="bi bi-telephone me-2" aria-hidden="true" />
            <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
          </p>
        )}
        {store.seller_detail_services && (
          <>
            <h2 className="h6 mt-3">{T.services}</h2>
            <p className="mb-2">{store.seller_detail_services}</p>
          </>
        )}
        {store.seller_detail_coverage_area && (
          <>
            <h2 className="h6 mt-3">{T.coverage}</h2>
            <p className="mb-0">{store.seller_detail_coverage_area}</p>
          </>
        )}
        {detail.reviews_total > 0 && <p className="mt-3 mb-0 text-secondary">{T.reviews(detail.reviews_total)}</p>}
      </div>
    </div>
  );
}

type ContactValues = Omit<SellerContactRequest, 'seller_id'>;
const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

function ContactSeller({ store }: { store: StorefrontView }) {
  const { isSignedIn, user, profile } = useSession();
  const { pathname } = useLocation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    defaultValues: { name: user ? `${user.firstname} ${user.lastname}`.trim() : '', email: profile?.email ?? '', phone: '', subject: '', message: '' },
    resolver: contractResolver((values) => validateSellerContact({ ...values, seller_id: store.user_id })),
  });
  if (user?.id === store.user_id) return null;
  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await storefrontApi.contact({ ...values, seller_id: store.user_id });
      showSuccess(message ?? MESSAGES.toast.genericError);
      reset({ ...values, subject: '', message: '' });
    } catch (error) {
      applyServerErrors(error, CONTACT_FIELDS, setError);
      reportFailure(error);
    }
  });
  const f = T.fields;
  return (
    <section className="card" aria-labelledby="store-contact">
      <div className="card-body">
        <h2 id="store-contact" className="h6">
          {T.contact}
        </h2>
        <p className="small text-secondary">{T.contactIntro}</p>
        {!isSignedIn ? (
          <Link to={loginPath(pathname)} className="btn btn-amber w-100">
            {T.signInToContact}
          </Link>
        ) : (
          <form noValidate onSubmit={submit}>
            <TextField label={f.name} registration={register('name')} error={errors.name} autoComplete="name" />
            <TextField label={f.email} type="email" registration={register('email')} error={errors.email} autoComplete="email" />
            <TextField label={f.phone} type="tel" registration={register('phone')} error={errors.phone} autoComplete="tel" />
            <TextField label={f.subject} registration={register('subject')} error={errors.subject} maxLength={150} />
            <TextAreaField label={f.message} registration={register('message')} error={errors.message} rows={4} maxLength={2000} />
            <SubmitButton busy={isSubmitting}>{T.send}</SubmitButton>
          </form>
        )}
      </div>
    </section>
  );
}
