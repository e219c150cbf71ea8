import { bulkTierFor, CART_MESSAGES, effectivePrice, nounFor, roundHalfUp, type ItemDetail } from '@solar/contracts';
import { useState } from 'react';
import { AddToCartButton } from '../cart/AddToCartButton';
import { CART_TEXT } from '../cart/text';
import { PriceTag } from '../shared/components/PriceTag';
import { QuantityStepper } from '../shared/components/QuantityStepper';
import { formatUsd } from '../shared/format';
import { useIsOwnItem } from '../api/useSignedInUser';
import { canOrder, quantityBounds } from '../shared/quantity';
import { shippingLabel } from '../shared/text';
import { WishlistButton } from '../wishlist/WishlistButton';
import { PRODUCT_TEXT } from './text';

const T = PRODUCT_TEXT.price;

/** What one unit costs and what the chosen quantity comes to, by the shared pricing rule, to the cent. */
export function priceFor(item: ItemDetail, quantity: number): { unit: number; total: number } {
  const unit = roundHalfUp(effectivePrice(item, quantity), 2);
  return { unit, total: roundHalfUp(unit * quantity, 2) };
}

/**
 * Price, bulk tiers, the chosen quantity's unit price and total, MOQ, stock and shipping, and the buttons
 * that put the chosen quantity in the cart or the item on the wishlist. Add to cart is held, with a note,
 * when the stock is below the MOQ; the seller of the item gets no Add to cart at all.
 */
export function PriceBlock({ item }: { item: ItemDetail }) {
  const bounds = quantityBounds(item);
  const orderable = canOrder(bounds);
  const own = useIsOwnItem(item.owner_id);
  const [quantity, setQuantity] = useState(bounds.min);
  const { unit, total } = priceFor(item, quantity);
  // A percent or fixed discount wins over the bulk tiers (effectivePrice), so the tiers are shown only when they apply.
  const discounted = item.discount > 0 && (item.discount_unit === 'percent' || item.discount_unit === 'fixed');
  const tiers = item.scalling_price && !discounted ? item.bulk_savings : [];
  const activeTier = bulkTierFor(tiers, quantity);

  return (
    <section className="product-price-block" aria-label={T.title}>
      <div className="fs-3 fw-semibold mb-2">
        <PriceTag price={item.price} salePrice={item.salePrice} />
      </div>

      <ul className="list-unstyled small mb-3 product-facts">
        <li>
          <span className="text-secondary">{T.moq}:</span> <span data-fact="moq">{bounds.min}</span>
          {item.um ? ` ${nounFor(bounds.min, item.um)}` : ''}
        </li>
        <li className={orderable ? 'text-success' : 'text-danger'}>
          <i className={`bi ${orderable ? 'bi-check-circle' : 'bi-x-circle'} me-1`} aria-hidden="true" />
          {orderable ? T.inStock(item.total_qty) : T.outOfStock}
        </li>
        <li>
          <span className="text-secondary">{T.shipping}:</span> {shippingLabel(item.shipping_type)}
          {item.shipping_type === 'estimated_shipping' && item.shipping_cost > 0 && ` (${formatUsd(item.shipping_cost)} ${T.perUnit})`}
        </li>
      </ul>

      {tiers.length > 0 && (
        <table className="table table-sm product-tiers mb-3">
          <caption className="caption-top fw-semibold text-body">{T.bulkTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{T.tierQuantity}</th>
              <th scope="col" className="text-end">
                {T.tierUnitPrice}
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => {
              const active = tier === activeTier;
              return (
                <tr key={`${tier.min_qty}-${tier.max_qty}`} className={active ? 'table-warning fw-semibold' : undefined} aria-current={active || undefined}>
                  <td>
                    {tier.min_qty}-{tier.max_qty}
                  </td>
                  <td className="text-end">{formatUsd(tier.discounted_price)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      {orderable && (
        <div className="row g-3 align-items-end">
          <div className="col-sm-6">
            <QuantityStepper bounds={bounds} value={quantity} onChange={setQuantity} />
          </div>
          <div className="col-sm-6">
            <dl className="product-line mb-0">
              <div className="d-flex justify-content-between">
                <dt className="fw-normal text-secondary">{T.unitPrice}</dt>
                <dd className="mb-0" aria-label={T.unitPrice}>
                  {formatUsd(unit)}
                </dd>
              </div>
              <div className="d-flex justify-content-between fs-5">
                <dt>{T.lineTotal}</dt>
                <dd className="mb-0 fw-semibold" aria-label={T.lineTotal}>
                  {formatUsd(total)}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      )}

      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        <AddToCartButton
          item={{ uuid: item.uuid, id: item.id, name: item.name, salePrice: item.salePrice, owner_id: item.owner_id }}
          qty={quantity}
          disabled={!orderable}
        />
        <WishlistButton item={item} />
      </div>
      {own ? (
        <p className="small text-secondary mt-2 mb-0">{CART_TEXT.ownItem}</p>
      ) : (
        !orderable && <p className="small text-danger mt-2 mb-0">{CART_MESSAGES.moqAboveStock}</p>
      )}
    </section>
  );
}
