import { brandFromPath, categorySlug, parseListingPath, subcategorySlug } from '@solar/contracts';
import { useParams } from 'react-router-dom';
import { useCategories, type ApiError } from '../api';
import { ErrorAlert, Loading } from '../components/ApiStatus';
import { categoryPath, paths } from '../paths';
import { NotFoundPage } from './NotFoundPage';
import { PlaceholderPage } from './PlaceholderPage';
import { splitSlugAndId, titleCase } from './text';

/**
 * Placeholder pages whose title comes from the URL or the API. Each resolves what it can and shows the
 * not-found page for a path that names nothing.
 */

/** Until the data is there: the spinner, or the failure with a retry. */
function LoadingOrError({ error, onRetry }: { error: ApiError | undefined; onRetry: () => void }) {
  if (!error) return <Loading />;
  return (
    <div className="container py-5">
      <ErrorAlert error={error} onRetry={onRetry} />
    </div>
  );
}

/** /shop/product/{category-slug}[/{subcategory-slug}][/filter segments] */
export function ShopCategoryPage() {
  const { categorySlug: slugParam = '', '*': rest = '' } = useParams();
  const { data: categories, error, mutate } = useCategories();

  if (!categories) return <LoadingOrError error={error} onRetry={() => void mutate()} />;

  const category = categories.find((c) => categorySlug(c.name) === slugParam.toLowerCase());
  // What is left after the filter segments (pw_300, br_...) is the subcategory, if any.
  const { base } = parseListingPath(`/${rest}`);
  const subSegments = base.split('/').filter(Boolean);
  const subcategory =
    subSegments.length === 1 ? category?.sub_categories.find((s) => subcategorySlug(s.name) === subSegments[0].toLowerCase()) : undefined;
  if (!category || subSegments.length > 1 || (subSegments.length === 1 && !subcategory)) return <NotFoundPage />;

  return subcategory ? (
    <PlaceholderPage title={subcategory.name} trail={[{ label: category.name, to: categoryPath(category.name) }]} />
  ) : (
    <PlaceholderPage title={category.name} summary={category.description} />
  );
}

/** /shop/brands/{brand} */
export function ShopBrandPage() {
  const { brand = '' } = useParams();
  return <PlaceholderPage title={titleCase(brandFromPath(brand))} trail={[{ label: 'Brands', to: paths.shopBrands }]} />;
}

/** /storefront/{store_name}/{seller_id} */
export function StorefrontPage() {
  const { storeName = '' } = useParams();
  return <PlaceholderPage title={storeName} trail={[{ label: 'Storefronts', to: paths.storefrontListing }]} />;
}

/** /{store_name}/seller-marketplace/{seller_id}/find */
export function SellerMarketplaceSearchPage() {
  const { storeName = '' } = useParams();
  return <PlaceholderPage title={`Search ${storeName}`} trail={[{ label: 'Storefronts', to: paths.storefrontListing }]} />;
}

/** /trader/deal/{slug}-{id} */
export function TraderDealPage() {
  const { deal = '' } = useParams();
  const parsed = splitSlugAndId(deal);
  if (!parsed) return <NotFoundPage />;
  return <PlaceholderPage title={parsed.title} trail={[{ label: 'Deals', to: paths.traderDeals }]} />;
}

/** /explore-video/detail/{title}-{id} */
export function VideoDetailPage() {
  const { video = '' } = useParams();
  const parsed = splitSlugAndId(video);
  if (!parsed) return <NotFoundPage />;
  return <PlaceholderPage title={parsed.title} root="exploreVideos" />;
}
