import { SEARCH_TEXT_MAX } from '@solar/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { Pager } from '../shared/components/Pager';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { StoreCard } from './StoreParts';
import { useStorefrontListing } from './storefrontApi';
import { STOREFRONT_TEXT } from './text';

const T = STOREFRONT_TEXT.listing;
const PAGE_SIZE = 12;

/** /storefront-listing: every enabled store, searchable by name, paged (?q=, ?page_no=). */
export function StorefrontListingPage() {
  usePageTitle(T.title);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX);
  const page = Math.max(1, Number(params.get('page_no')) || 1);
  const [typed, setTyped] = useState(q);
  const { data, error, mutate } = useStorefrontListing(q, page, PAGE_SIZE);
  const pathFor = (next: number) => {
    const search = new URLSearchParams();
    if (q) search.set('q', q);
    if (next > 1) search.set('page_no', String(next));
    return `?${search}`;
  };
  return (
    <div className="container py-4">
      <Breadcrumbs title={T.title} />
      <div className="d-flex flex-column flex-md-row align-items-md-end justify-content-between gap-3 mt-3 mb-4">
        <div>
          <h1 className="h2 mb-1">{T.title}</h1>
          <p className="text-secondary mb-0">{T.intro}</p>
        </div>
        <form
          role="search"
          style={{ minWidth: 'min(100%, 320px)' }}
          onSubmit={(event) => {
            event.preventDefault();
            setParams(typed.trim() ? { q: typed.trim() } : {});
          }}
        >
          <label htmlFor="storefront-q" className="visually-hidden">
            {T.searchLabel}
          </label>
          <div className="input-group">
            <input
              id="storefront-q"
              type="search"
              className="form-control"
              placeholder={T.searchPlaceholder}
              value={typed}
              maxLength={SEARCH_TEXT_MAX}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="btn btn-amber" aria-label={T.searchLabel}>
              <i className="bi bi-search" aria-hidden="true" />
            </button>
          </div>
        </form>
      </div>
      {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && data.items.length === 0 && <p className="text-secondary">{T.empty}</p>}
      {data && data.items.length > 0 && (
        <>
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4">
            {data.items.map((store) => (
              <div className="col" key={store.uuid}>
                <StoreCard store={store} />
              </div>
            ))}
          </div>
          {data.last_page > 1 && (
            <div className="mt-4">
              <Pager page={data.page} lastPage={data.last_page} label={T.pages} pathFor={pathFor} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
