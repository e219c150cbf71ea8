import type { CartAnswer, ShippingQuote, ShippingRate } from '@solar/contracts';
import { formatUsd } from '../shared/format';
import { CHECKOUT_TEXT } from './text';

const S = CHECKOUT_TEXT.summary;

export interface OrderSummaryProps {
  cart: CartAnswer;
  /** The quote for the current state, zip and delivery; undefined until they are valid. */
  quote?: ShippingQuote;
  quoting: boolean;
  quoteFailed: boolean;
}

function lineDelivery(rate: ShippingRate | undefined, delivery: ShippingQuote['delivery']): string | undefined {
  if (!rate) return undefined;
  if (delivery === 'local_pickup' && rate.pickup_available) return S.linePickup(rate.from?.city ?? '', rate.from?.state ?? '');
  return S.lineShipping(formatUsd(rate.amount));
}

/** A carrier line's parts (per package or pallet, weight and zone, liftgate and residential delivery), folded away. */
function ShippingParts({ rate, itemName }: { rate: ShippingRate; itemName: string }) {
  if (!rate.charges || rate.charges.length === 0) return null;
  const count = rate.mode === 'freight' ? rate.pallets : rate.packages;
  return (
    <details className="small text-secondary shipping-parts">
      <summary>
        {rate.mode && count ? `${S.shippingMode(rate.mode, count)} · ` : ''}
        {S.shippingPartsSummary}
      </summary>
      <ul className="list-unstyled mb-0 ps-3" aria-label={S.shippingParts(itemName)}>
        {rate.charges.map((part) => (
          <li key={part.kind} className="d-flex justify-content-between gap-2">
            <span>{part.label}</span>
            <span className="text-nowrap">{formatUsd(part.amount)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The cart's lines and, once the destination is known, shipping per line, tax and the total. */
export function OrderSummary({ cart, quote, quoting, quoteFailed }: OrderSummaryProps) {
  const rates = new Map((quote?.lines ?? []).map((rate) => [rate.item_uuid, rate]));
  const pending = quoting ? S.quoting : quoteFailed ? S.quoteFailed : S.toBeQuoted;
  return (
    <section className="card checkout-summary" aria-labelledby="checkout-summary-title">
      <div className="card-body">
        <h2 id="checkout-summary-title" className="h5 mb-3">
          {CHECKOUT_TEXT.sections.summary}
        </h2>
        <ul className="list-unstyled mb-3" aria-label={CHECKOUT_TEXT.sections.summary}>
          {cart.items.map((line) => {
            const rate = rates.get(line.item_uuid);
            const delivery = quote ? lineDelivery(rate, quote.delivery) : undefined;
            const pickedUp = quote?.delivery === 'local_pickup' && rate?.pickup_available;
            return (
              <li key={line.item_uuid} className="d-flex gap-2 py-2 border-bottom" aria-label={line.item.name}>
                {line.item.image ? (
                  <img src={line.item.image} alt="" width={48} height={48} className="rounded object-fit-cover" />
                ) : (
                  <i className="bi bi-image text-secondary fs-3" aria-hidden="true" />
                )}
                <div className="flex-grow-1">
                  <div className="fw-semibold small">{line.item.name}</div>
                  <div className="small text-secondary">{S.lineQty(line.qty, formatUsd(line.price))}</div>
                  {delivery && <div className="small text-secondary">{delivery}</div>}
                  {rate && !pickedUp && <ShippingParts rate={rate} itemName={line.item.name} />}
                </div>
                <div className="fw-semibold small text-nowrap">{formatUsd(line.sum)}</div>
              </li>
            );
          })}
        </ul>
        {cart.unavailable.length > 0 && (
          <div className="small text-secondary mb-3">
            {S.unavailable}
            <ul className="mb-0">
              {cart.unavailable.map((line) => (
                <li key={line.item_uuid}>
                  {line.name}: {line.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
        <dl className="row mb-0 small checkout-totals">
          <dt className="col-7 fw-normal">{S.subtotal}</dt>
          <dd className="col-5 text-end mb-1">{formatUsd(quote ? quote.subtotal : cart.subtotal)}</dd>
          <dt className="col-7 fw-normal">{S.shipping}</dt>
          <dd className="col-5 text-end mb-1">{quote ? formatUsd(quote.shipping_cost) : <span className="text-secondary">{pending}</span>}</dd>
          <dt className="col-7 fw-normal">{S.tax}</dt>
          <dd className="col-5 text-end mb-1">{quote ? formatUsd(quote.tax) : '—'}</dd>
          <dt className="col-7 fs-6">{S.total}</dt>
          <dd className="col-5 text-end fs-6 fw-bold mb-0">{quote ? formatUsd(quote.total_amount) : '—'}</dd>
        </dl>
      </div>
    </section>
  );
}
