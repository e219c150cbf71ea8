import { Link } from 'react-router-dom';
import { useRelatedItems } from '../api';
import { productPath } from '../paths';
import { ConditionBadge } from '../shared/components/ConditionBadge';
import { PriceTag } from '../shared/components/PriceTag';
import { useDeferredFirstAnswer } from '../shared/hooks/useDeferredFirstAnswer';
import { thumbnailOf } from '../shared/itemImages';
import { PRODUCT_TEXT } from './text';

/** Cards of the items the seller linked to this one; nothing while loading, on failure or when there are none. */
export function RelatedItems({ itemId }: { itemId: number }) {
  const data = useDeferredFirstAnswer(useRelatedItems(itemId).data);
  if (!data || data.length === 0) return null;
  return (
    <section className="product-related mt-5" aria-labelledby="product-related-title">
      <h2 id="product-related-title" className="h4 mb-3">
        {PRODUCT_TEXT.sections.related}
      </h2>
      <ul className="row row-cols-2 row-cols-md-4 g-3 list-unstyled mb-0">
        {data.map((related) => {
          const image = thumbnailOf(related.images);
          return (
            <li key={related.uuid} className="col">
              <div className="card h-100 product-card">
                {image ? (
                  <img src={image} alt="" className="card-img-top" width={300} height={300} loading="lazy" />
                ) : (
                  <div className="card-img-top product-card-noimage d-flex align-items-center justify-content-center text-secondary" aria-hidden="true">
                    <i className="bi bi-image fs-2" />
                  </div>
                )}
                <div className="card-body d-flex flex-column">
                  <ConditionBadge condition={related.condition} className="align-self-start mb-1" />
                  <Link to={productPath(related)} className="stretched-link text-reset text-decoration-none fw-semibold small product-card-name">
                    {related.name}
                  </Link>
                  <PriceTag price={related.price} salePrice={related.salePrice} className="mt-auto pt-2" />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
