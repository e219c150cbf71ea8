import { priceTag } from '../format';

/** The price to pay, with the list price struck through when a lower sale price applies. */
export function PriceTag({ price, salePrice, className = '' }: { price: number; salePrice?: number | null; className?: string }) {
  const tag = priceTag(price, salePrice);
  return (
    <span className={`price-tag ${className}`}>
      <span className="price-current">{tag.current}</span>
      {tag.was && (
        <del className="price-was ms-2 text-secondary small">
          <span className="visually-hidden">Was </span>
          {tag.was}
        </del>
      )}
    </span>
  );
}
