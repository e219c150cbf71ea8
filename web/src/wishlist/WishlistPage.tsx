import { CART_MESSAGES, isLoadable, type WishlistEntry } from '@solar/contracts';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCartBusy, useWishlist } from '../api';
import { useIsOwnItem } from '../api/useSignedInUser';
import { CART_TEXT } from '../cart/text';
import { paths, productPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { BusyIcon } from '../shared/components/BusyIcon';
import { ConditionBadge } from '../shared/components/ConditionBadge';
import { FilterTabs } from '../shared/components/FilterTabs';
import { Pager } from '../shared/components/Pager';
import { PriceTag } from '../shared/components/PriceTag';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { DealWishlist } from './DealWishlist';
import { WISHLIST_TEXT } from './text';
import { useWishlistActions } from './useWishlistActions';
import { useKeepPageInRange } from './useWishlistPaging';
import { WishlistThumb } from './WishlistThumb';

const T = WISHLIST_TEXT;

function WishlistRow({ entry }: { entry: WishlistEntry }) {
  const { item } = entry;
  const busy = useCartBusy(entry.item_uuid);
  const own = useIsOwnItem(item.owner_id);
  const { moveToCart, remove } = useWishlistActions();
  const orderable = isLoadable(item);
  const to = productPath(item);

  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-3 py-3" aria-label={item.name}>
      <WishlistThumb to={to} image={item.image} />
      <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
        <Link to={to} className="link-dark fw-semibold">
          {item.name}
        </Link>
        <ConditionBadge condition={item.condition} className="ms-2 align-text-bottom" />
        <div className="mt-1">
          <PriceTag price={item.price} salePrice={item.salePrice} className="fw-bold" />
        </div>
        {!orderable && !own && <div className="small text-danger mt-1">{CART_MESSAGES.moqAboveStock}</div>}
      </div>
      <div className="d-flex gap-2 ms-auto">
        {!own && (
          <button
            type="button"
            className="btn btn-amber"
            disabled={busy || !orderable}
            aria-busy={busy}
            aria-label={T.moveToCart(item.name)}
            onClick={() => void moveToCart(entry)}
          >
            <BusyIcon busy={busy} icon="bi-cart-plus" />
            {CART_TEXT.addToCart}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          aria-label={T.remove(item.name)}
          title={T.remove(item.name)}
          onClick={() => void remove(entry.item_uuid)}
        >
          <i className="bi bi-trash" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/** The Items tab: the owner's items, newest first, a page at a time, each entry ready to go to the cart. */
function ItemWishlist() {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useWishlist(page);
  useKeepPageInRange(page, data?.last_page, setPage);

  let body: ReactNode;
  if (!data) {
    body = error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />;
  } else if (data.total === 0) {
    body = (
      <div className="text-center py-5">
        <i className="bi bi-heart fs-1 text-amber" aria-hidden="true" />
        <p className="text-secondary mt-3">{T.empty}</p>
        <Link to={paths.shopFind} className="btn btn-amber">
          {T.goShopping}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="text-secondary">{T.count(data.total)}</p>
        <ul className="list-group" aria-label={T.title}>
          {data.items.map((entry) => (
            <WishlistRow key={entry.item_uuid} entry={entry} />
          ))}
        </ul>
        <Pager label={T.pages} page={data.page} lastPage={data.last_page} onPage={setPage} />
      </>
    );
  }
  return (
    <div role="tabpanel" aria-label={T.tabs.items}>
      {body}
    </div>
  );
}

type WishlistTab = 'items' | 'deals';
const TAB_LABELS = [T.tabs.items, T.tabs.deals] as const;

/** /shop/wishlist: the shop's items, and (`?tab=deals`) the trader's deals the user keeps an eye on. */
export function WishlistPage() {
  usePageTitle(T.title);
  const [params, setParams] = useSearchParams();
  const tab: WishlistTab = params.get('tab') === 'deals' ? 'deals' : 'items';

  return (
    <div className="container py-4 py-lg-5 wishlist-page">
      <Breadcrumbs title={T.title} />
      <h1 className="h2 mt-3 mb-4">{T.title}</h1>
      <FilterTabs
        labels={TAB_LABELS}
        active={T.tabs[tab]}
        label={T.tabs.label}
        onSelect={(label) => setParams(label === T.tabs.deals ? { tab: 'deals' } : {})}
      />
      {tab === 'deals' ? <DealWishlist /> : <ItemWishlist />}
    </div>
  );
}
