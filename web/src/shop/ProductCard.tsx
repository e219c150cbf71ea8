import type { ItemSearchHit } from '@solar/contracts';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { AddToCartButton } from '../cart/AddToCartButton';
import { CompareButton } from '../compare/CompareButton';
import { productPath } from '../paths';
import { ConditionBadge } from '../shared/components/ConditionBadge';
import { PriceTag } from '../shared/components/PriceTag';
import { StarRating } from '../shared/components/StarRating';
import { SHARED_TEXT } from '../shared/text';
import { WishlistButton } from '../wishlist/WishlistButton';
import { SHOP_TEXT } from './text';

/** An item's average rating as stars, with the number of reviews. */
function CardRating({ average, count }: { average: number; count: number }) {
  return (
    <span className="d-inline-flex align-items-center gap-1 small" title={SHOP_TEXT.rating.rated(average)}>
      <StarRating rating={average} decorative className="rating-stars" />
      <span className="visually-hidden">{SHOP_TEXT.rating.rated(average)}, </span>
      <span className="text-secondary">
        ({count})<span className="visually-hidden"> {SHARED_TEXT.rating.reviews(count)}</span>
      </span>
    </span>
  );
}

/**
 * One item of a shop listing: picture, name, brand, its condition when not new, rating, price, MOQ and stock, and adding it to the cart
 * (its MOQ), the wishlist or the compare list. Memoized like DealCard: the listing re-renders as its reads answer.
 */
export const ProductCard = memo(function ProductCard({ hit, aboveTheFold = false }: { hit: ItemSearchHit; aboveTheFold?: boolean }) {
  const to = productPath(hit);
  const outOfStock = hit.total_qty <= 0;
  // The MOQ is the one quantity a card can offer; below it in stock there is nothing to order.
  const moq = Math.max(1, hit.moq);
  return (
    <article className="card product-card shop-card h-100" aria-label={hit.name}>
      <Link to={to} className="product-image-link" tabIndex={-1} aria-hidden="true">
        {hit.image ? (
          <img src={hit.image} alt="" className="card-img-top product-image" loading={aboveTheFold ? 'eager' : 'lazy'} width={300} height={300} />
        ) : (
          <span className="shop-card-no-image d-flex flex-column align-items-center justify-content-center text-secondary">
            <i className="bi bi-image fs-1" aria-hidden="true" />
            <span className="small">{SHOP_TEXT.card.noImage}</span>
          </span>
        )}
      </Link>
      <div className="card-body d-flex flex-column gap-1">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-1">
          <span className="small text-uppercase text-secondary fw-semibold">{hit.brand_name}</span>
          <ConditionBadge condition={hit.condition} />
        </div>
        <h3 className="h6 mb-1 product-name">
          <Link to={to}>{hit.name}</Link>
        </h3>
        <CardRating average={hit.reviews_avg} count={hit.reviews_total} />
        <PriceTag price={hit.price} salePrice={hit.sale_price} className="mt-auto fw-bold fs-5" />
        <div className="d-flex flex-wrap gap-2 small">
          <span className="badge text-bg-light border">{SHOP_TEXT.card.moq(hit.moq)}</span>
          {outOfStock ? (
            <span className="badge text-bg-danger">{SHOP_TEXT.card.outOfStock}</span>
          ) : (
            <span className="badge text-bg-success-subtle text-success-emphasis">{SHOP_TEXT.card.inStock(hit.total_qty)}</span>
          )}
        </div>
        <div className="d-flex flex-wrap gap-2 mt-2">
          <AddToCartButton
            item={{ uuid: hit.uuid, id: hit.id, name: hit.name, salePrice: hit.sale_price, owner_id: hit.owner_id }}
            qty={moq}
            disabled={hit.stock < moq}
            compact
          />
          <WishlistButton item={hit} compact />
        </div>
        <CompareButton item={hit} className="btn btn-sm btn-outline-secondary" />
      </div>
    </article>
  );
});
