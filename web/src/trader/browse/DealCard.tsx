import type { DealSearchHit, DealView } from '@solar/contracts';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatDays, formatDealPrice, formatUnits, formatWatts } from '../../shared/deals/dealFormat';
import { formatUsd } from '../../shared/format';
import { picturesOf, renditionUrl } from '../../shared/itemImages';
import { conditionLabel, stateName } from '../../shared/labels';
import { DealWishlistButton } from '../../wishlist/DealWishlistButton';
import { BROWSE_TEXT } from './text';

const T = BROWSE_TEXT.card;

/** What a deal card shows: a search hit as it is; a featured or recent deal through `dealCardOf`. */
export type DealCardDeal = Pick<
  DealSearchHit,
  | 'uuid'
  | 'name'
  | 'path'
  | 'image'
  | 'category_name'
  | 'price'
  | 'price_unit'
  | 'unit_price'
  | 'total_watts'
  | 'moq_units'
  | 'total_qty'
  | 'incoterm'
  | 'state'
  | 'lead_time'
  | 'condition'
>;

/** A public deal (the featured and recent lists answer whole deals) as its card shows it. */
export function dealCardOf(deal: DealView): DealCardDeal {
  const cover = picturesOf(deal.images)[0];
  return {
    uuid: deal.uuid,
    name: deal.name,
    path: deal.path,
    image: cover ? (renditionUrl(cover, '300x300') ?? '') : '',
    category_name: deal.category?.name ?? '',
    price: deal.price,
    price_unit: deal.price_unit,
    unit_price: deal.unit_price,
    total_watts: deal.total_watts,
    moq_units: deal.moq_units,
    total_qty: deal.total_qty,
    incoterm: deal.incoterm,
    state: deal.state,
    lead_time: deal.lead_time,
    condition: deal.condition,
  };
}

/**
 * One lot as a bulk buyer compares it: price per watt (per unit for other equipment) and what a panel costs, the
 * lot's power, the MOQ in its unit, the quantity, the incoterm, where the stock sits, the lead time and condition.
 * Memoized: a listing re-renders at once whenever one of its reads answers (SWR's store), and its cards, whose
 * deal has not changed, need not.
 */
export const DealCard = memo(function DealCard({ deal, aboveTheFold = false }: { deal: DealCardDeal; aboveTheFold?: boolean }) {
  const panels = deal.price_unit === 'watt';
  const facts: [label: string, value: string | null][] = [
    [T.totalWatts, deal.total_watts === null ? null : formatWatts(deal.total_watts)],
    [T.moq, deal.moq_units],
    [T.quantity, formatUnits(deal.total_qty, panels)],
    [T.incoterm, deal.incoterm],
    [T.location, deal.state ? stateName(deal.state) : null],
    [T.leadTime, deal.lead_time === null ? null : formatDays(deal.lead_time)],
    [T.condition, deal.condition ? conditionLabel(deal.condition) : null],
  ];
  return (
    <article className="card product-card h-100" aria-label={deal.name}>
      <Link to={deal.path} className="product-image-link" tabIndex={-1} aria-hidden="true">
        {deal.image ? (
          <img
            src={deal.image}
            alt=""
            className="card-img-top product-image"
            style={{ maxHeight: '14rem' }}
            loading={aboveTheFold ? 'eager' : 'lazy'}
            width={300}
            height={300}
          />
        ) : (
          <span className="shop-card-no-image d-flex flex-column align-items-center justify-content-center text-secondary" style={{ maxHeight: '14rem' }}>
            <i className="bi bi-image fs-1" aria-hidden="true" />
            <span className="small">{T.noImage}</span>
          </span>
        )}
      </Link>
      <div className="card-body d-flex flex-column gap-1">
        <div className="d-flex align-items-start gap-2">
          {deal.category_name && <span className="small text-uppercase text-secondary fw-semibold">{deal.category_name}</span>}
          <DealWishlistButton deal={deal} compact className="btn btn-sm btn-outline-secondary ms-auto" />
        </div>
        <h3 className="h6 mb-1 product-name">
          <Link to={deal.path}>{deal.name}</Link>
        </h3>
        {deal.price !== null && <span className="fw-bold fs-5 price-current">{formatDealPrice(deal.price, deal.price_unit)}</span>}
        {panels && deal.unit_price !== null && (
          <span className="small text-secondary">
            <span className="visually-hidden">{T.unitPrice}: </span>
            {T.perPanel(formatUsd(deal.unit_price))}
          </span>
        )}
        <dl className="row small mb-0 mt-2 gy-1">
          {facts.map(([label, value]) =>
            value === null ? null : (
              <div key={label} className="col-6">
                <dt className="fw-normal text-secondary">{label}</dt>
                <dd className="mb-0 fw-semibold">{value}</dd>
              </div>
            ),
          )}
        </dl>
      </div>
    </article>
  );
});
