import type { ItemDetail } from '@solar/contracts';
import { Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useItem } from '../api';
import { CompareButton } from '../compare/CompareButton';
import { categoryPath, productPath, shopBrandPath, subcategoryPath } from '../paths';
import { AfterFirstPaint } from '../shared/components/AfterFirstPaint';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { ConditionBadge } from '../shared/components/ConditionBadge';
import { Gallery } from '../shared/components/Gallery';
import { NotFoundPage } from '../shared/components/NotFoundPage';
import { StarRating } from '../shared/components/StarRating';
import { useMetaDescription, usePageTitle } from '../shared/hooks/usePageTitle';
import { thumbnailOf } from '../shared/itemImages';
import { lazyPage } from '../shared/lazyPage';
import { SHARED_TEXT } from '../shared/text';
import { AskQuestion } from './AskQuestion';
import { PriceBlock } from './PriceBlock';
import { ProductDetailsTabs } from './ProductDetailsTabs';
import { RelatedItems } from './RelatedItems';

// Below the fold, with their forms: loaded after the item itself has rendered.
const Reviews = lazyPage(() => import('./Reviews'), 'Reviews');
const Discussion = lazyPage(() => import('./Discussion'), 'Discussion');

/** Home > Category > Subcategory, each linked to its shop listing. */
function trailOf(item: ItemDetail): { label: string; to: string }[] {
  const trail: { label: string; to: string }[] = [];
  if (item.category) {
    trail.push({ label: item.category.name, to: categoryPath(item.category.name) });
    if (item.subcategory) trail.push({ label: item.subcategory.name, to: subcategoryPath(item.category.name, item.subcategory.name) });
  }
  return trail;
}

function ProductView({ item, onChanged }: { item: ItemDetail; onChanged: () => void }) {
  usePageTitle(item.meta_name || item.name);
  useMetaDescription(item.meta_description);

  return (
    <div className="container py-4 product-page">
      <Breadcrumbs title={item.name} trail={trailOf(item)} />
      <div className="row g-4 g-lg-5 mt-1">
        <div className="col-lg-6">
          <Gallery images={item.images} name={item.name} />
        </div>
        <div className="col-lg-6">
          {item.brand && (
            <Link to={shopBrandPath(item.brand.name)} className="link-amber small fw-semibold text-uppercase">
              {item.brand.name}
            </Link>
          )}
          <div className="d-flex flex-wrap align-items-center column-gap-2 mt-1 mb-2">
            <h1 className="h3 mb-0">{item.name}</h1>
            <ConditionBadge condition={item.condition} className="fs-6" />
          </div>
          <div className="d-flex align-items-center gap-2 mb-3 small">
            <StarRating rating={item.reviews_avg} />
            <a href="#product-reviews-title" className="text-secondary">
              {SHARED_TEXT.rating.reviews(item.reviews_total)}
            </a>
            {item.sku && (
              <span className="text-secondary ms-auto">
                {SHARED_TEXT.specs.sku} {item.sku}
              </span>
            )}
          </div>
          <PriceBlock item={item} />
          <div className="d-flex flex-wrap gap-2 mt-4">
            <CompareButton item={{ uuid: item.uuid, id: item.id, name: item.name, image: thumbnailOf(item.images) }} />
            <AskQuestion itemUuid={item.uuid} />
          </div>
        </div>
      </div>
      <AfterFirstPaint>
        <ProductDetailsTabs item={item} />
        <RelatedItems itemId={item.id} />
        <Suspense fallback={<Loading />}>
          <Reviews item={item} onPosted={onChanged} />
          <Discussion itemUuid={item.uuid} />
        </Suspense>
      </AfterFirstPaint>
    </div>
  );
}

/**
 * /product/{id}/{slug}: the item by its numeric id. An id that is not a number, or an item that is not
 * public (404), shows the not-found page; a slug that is not the item's own is replaced in the URL.
 */
export function ProductPage() {
  const { id = '' } = useParams();
  const itemId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: item, error, mutate } = useItem(itemId);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const canonical = item ? productPath(item) : undefined;

  useEffect(() => {
    if (canonical && pathname !== canonical) navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [canonical, pathname, search, hash, navigate]);

  if (itemId === null || error?.status === 404) return <NotFoundPage />;
  if (!item) {
    return error ? (
      <div className="container py-5">
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      </div>
    ) : (
      <Loading />
    );
  }
  // Keyed by the item, so following a related item starts with its own quantity, picture and tabs.
  return <ProductView key={item.uuid} item={item} onChanged={() => void mutate()} />;
}
