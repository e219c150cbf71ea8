import { parseListingPath, shopSearchBody, SHOP_PAGE_SIZES } from '@solar/contracts';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths, sellerMarketplacePath, storefrontPath } from '../paths';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { decodeSegment, type ListingLocation } from '../shared/listing/listingLocation';
import { LISTING_TEXT } from '../shared/listing/text';
import { ShopListingBody } from '../shop/ShopListingBody';
import { useSellerDetail } from './storefrontApi';
import { useStoreNotFoundRedirect } from './StorefrontPage';
import { StoreLogo } from './StoreParts';
import { STOREFRONT_TEXT } from './text';

/** The seller's listing as a shop listing: /{store}/seller-marketplace/{id}/find followed by filter segments. */
function readSellerListing(pathname: string, search: string, storeName: string, sellerId: string): ListingLocation {
  const base = sellerMarketplacePath(decodeSegment(storeName), sellerId);
  const findAt = pathname.indexOf('/find');
  const rest = findAt >= 0 ? pathname.slice(findAt + '/find'.length) : '';
  const filters = { ...parseListingPath(rest || '/', search).filters };
  if (filters.perPage !== undefined && !SHOP_PAGE_SIZES.some((size) => size === filters.perPage)) delete filters.perPage;
  return { kind: 'search', base, scope: {}, filters };
}

/** /{store_name}/seller-marketplace/{seller_id}/find */
export function SellerMarketplaceSearchPage() {
  const { storeName = '', sellerId = '' } = useParams();
  const { pathname, search } = useLocation();
  const location = useMemo(() => readSellerListing(pathname, search, storeName, sellerId), [pathname, search, storeName, sellerId]);
  const { data: detail, error: storeError } = useSellerDetail(sellerId);
  useStoreNotFoundRedirect(storeError);
  // The shop's own search, narrowed to this seller's items: the same filters, facets, sort and pages.
  const body = useMemo(() => {
    const shop = shopSearchBody(location.filters, location.scope);
    return { ...shop, where: { ...(shop.where ?? {}), owner_id: sellerId } };
  }, [location, sellerId]);
  const title = detail?.store.title ?? decodeSegment(storeName);
  usePageTitle(STOREFRONT_TEXT.find.title(title));
  const storeLink = storefrontPath(detail?.store.name ?? storeName, sellerId);
  return (
    <div className="container py-4 shop-listing">
      <Breadcrumbs
        title={LISTING_TEXT.listing.allProducts}
        trail={[
          { label: STOREFRONT_TEXT.listing.title, to: paths.storefrontListing },
          { label: title, to: storeLink },
        ]}
      />
      <div className="d-flex align-items-center gap-3 mt-3 mb-4">
        <StoreLogo src={detail?.store.profile_images[0]} name={title} size={56} />
        <div className="min-w-0">
          <h1 className="h3 mb-1">{STOREFRONT_TEXT.find.title(title)}</h1>
          <Link to={storeLink} className="small">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            {STOREFRONT_TEXT.find.back}
          </Link>
        </div>
      </div>
      <ShopListingBody location={location} body={body} emptyText={STOREFRONT_TEXT.store.noItems} />
    </div>
  );
}
