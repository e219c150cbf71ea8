import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { Pager } from '../shared/components/Pager';
import { reportFailure } from '../shared/formErrors';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { showSuccess } from '../shared/toast';
import { StoreCard } from './StoreParts';
import { storefrontApi, useFavouriteStores } from './storefrontApi';
import { STOREFRONT_TEXT } from './text';

const T = STOREFRONT_TEXT.favourites;

/** The account's favourite stores (/my-{product}/buying-overview/favourite-stores). */
export function FavouriteStoresPage() {
  usePageTitle(T.title);
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useFavouriteStores(page);
  const unfollow = async (uuid: string) => {
    try {
      const { message } = await storefrontApi.favourite(uuid, false);
      if (message) showSuccess(message);
      void mutate();
    } catch (failure) {
      reportFailure(failure);
    }
  };
  return (
    <div className="container py-4">
      <Breadcrumbs title={T.title} />
      <h1 className="h3 mt-3 mb-4">{T.title}</h1>
      {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && data.items.length === 0 && (
        <div className="text-center py-5">
          <p className="text-secondary">{T.empty}</p>
          <Link to={paths.storefrontListing} className="btn btn-amber">
            {T.browse}
          </Link>
        </div>
      )}
      {data && data.items.length > 0 && (
        <>
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4">
            {data.items.map((store) => (
              <div className="col" key={store.uuid}>
                <StoreCard
                  store={store}
                  action={
                    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void unfollow(store.uuid)}>
                      <i className="bi bi-heartbreak me-1" aria-hidden="true" />
                      {T.unfollow}
                    </button>
                  }
                />
              </div>
            ))}
          </div>
          {data.last_page > 1 && (
            <div className="mt-4">
              <Pager page={data.page} lastPage={data.last_page} label={T.title} onPage={setPage} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
