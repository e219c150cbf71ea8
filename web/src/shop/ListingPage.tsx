import { shopSearchBody, subcategorySlug } from '@solar/contracts';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrandBySlug, useCategories, type ApiError } from '../api';
import { categoryPath, paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs, type BreadcrumbsProps } from '../shared/components/Breadcrumbs';
import { NotFoundPage } from '../shared/components/NotFoundPage';
import { useMetaDescription, usePageTitle } from '../shared/hooks/usePageTitle';
import { readListingLocation, type ListingLocation } from '../shared/listing/listingLocation';
import { findCategory } from './filterLabels';
import { ShopListingBody } from './ShopListingBody';
import { SHOP_TEXT } from './text';

const T = SHOP_TEXT.listing;

/** What the page around the results says: heading, breadcrumbs, tab title and meta description. */
interface ListingFrame {
  heading: string;
  intro?: string;
  /** Shown before the heading (a brand's logo). */
  badge?: ReactNode;
  breadcrumbs: BreadcrumbsProps;
  pageTitle: string;
  metaDescription?: string;
}

/** Until the data naming the listing is there: the spinner, or the failure with a retry. */
function LoadingOrError({ error, onRetry }: { error: ApiError | undefined; onRetry: () => void }) {
  return <div className="container py-5">{error ? <ErrorAlert error={error} onRetry={onRetry} /> : <Loading />}</div>;
}

/**
 * The shop listing for every scope: /shop/product/{category}[/{subcategory}], /shop/brands/{brand} and
 * /shop/find, each with filter segments and ?q, sort_by, page_no, per_page. The URL is the only state.
 */
export function ShopListingPage() {
  const { pathname, search } = useLocation();
  const location = useMemo(() => readListingLocation(pathname, search), [pathname, search]);
  if (!location) return <NotFoundPage />;
  if (location.kind === 'category') return <CategoryListing location={location} />;
  if (location.kind === 'brand') return <BrandListing location={location} />;
  const q = location.filters.q;
  return (
    <Listing
      location={location}
      frame={{
        heading: q ? T.resultsFor(q) : T.allProducts,
        breadcrumbs: { title: T.searchTitle },
        pageTitle: q ? T.resultsFor(q) : T.searchTitle,
      }}
    />
  );
}

/** A category or subcategory page; a slug that names neither shows the not-found page. */
function CategoryListing({ location }: { location: ListingLocation }) {
  const { data: categories, error, mutate } = useCategories();
  if (!categories) return <LoadingOrError error={error} onRetry={() => void mutate()} />;

  const category = findCategory(categories, location.scope.category);
  const wanted = location.scope.subcategory;
  const subcategory = wanted === undefined ? undefined : category?.sub_categories.find((s) => subcategorySlug(s.name) === wanted);
  if (!category || (wanted !== undefined && !subcategory)) return <NotFoundPage />;

  const frame: ListingFrame = subcategory
    ? {
        heading: subcategory.name,
        breadcrumbs: { title: subcategory.name, trail: [{ label: category.name, to: categoryPath(category.name) }] },
        pageTitle: `${subcategory.name} | ${category.meta_title || category.name}`,
        metaDescription: category.meta_description,
      }
    : {
        heading: category.name,
        intro: category.description,
        breadcrumbs: { title: category.name },
        pageTitle: category.meta_title || category.name,
        metaDescription: category.meta_description,
      };
  return <Listing location={location} frame={frame} />;
}

/** A brand's page: the listing scoped to the brand, under its name. */
function BrandListing({ location }: { location: ListingLocation }) {
  const { data: brand, error, mutate } = useBrandBySlug(location.scope.brand ?? '');
  if (brand === undefined) return <LoadingOrError error={error} onRetry={() => void mutate()} />;
  if (brand === null) return <NotFoundPage />;
  const badge = brand.logo ? (
    <img src={brand.logo} alt="" className="brand-logo" width={64} height={64} />
  ) : (
    <span className="brand-initial" aria-hidden="true">
      {brand.name.charAt(0).toUpperCase()}
    </span>
  );
  return (
    <Listing
      location={location}
      frame={{
        heading: brand.name,
        badge,
        breadcrumbs: { title: brand.name, trail: [{ label: SHOP_TEXT.brands.title, to: paths.shopBrands }] },
        pageTitle: brand.meta_title || brand.name,
        metaDescription: brand.meta_description,
      }}
    />
  );
}

function Listing({ location, frame }: { location: ListingLocation; frame: ListingFrame }) {
  usePageTitle(frame.pageTitle);
  useMetaDescription(frame.metaDescription);
  const body = useMemo(() => shopSearchBody(location.filters, location.scope), [location]);
  return (
    <div className="container py-4 shop-listing">
      <Breadcrumbs {...frame.breadcrumbs} />
      <div className="d-flex align-items-center gap-3 mt-3 mb-4">
        {frame.badge}
        <div>
          <h1 className="h2 mb-1">{frame.heading}</h1>
          {frame.intro && <p className="text-secondary mb-0">{frame.intro}</p>}
        </div>
      </div>
      <ShopListingBody location={location} body={body} />
    </div>
  );
}
