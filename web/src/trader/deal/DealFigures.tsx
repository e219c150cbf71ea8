import { isPanelCategory, moqInUnits, usStateName, type DealView } from '@solar/contracts';
import { useId, type ReactNode } from 'react';
import { formatCalendarDate, formatDays, formatDealPrice, formatUnits, formatWatts } from '../../shared/deals/dealFormat';
import { INCOTERM_NAMES } from '../../shared/deals/labels';
import { formatUsd } from '../../shared/format';
import { DEAL_TEXT, INVENTORY_LABELS } from './text';

const T = DEAL_TEXT.figures;

/** One figure: its label, its value (named by the label for screen readers and tests) and an optional note. */
function Figure({ label, value, note, className = 'col' }: { label: string; value: ReactNode; note?: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <dt id={id} className="small text-secondary fw-normal">
        {label}
      </dt>
      <dd aria-labelledby={id} className="mb-0 fw-semibold">
        {value}
      </dd>
      {note && <dd className="mb-0 small text-secondary">{note}</dd>}
    </div>
  );
}

/** 'Texas (TX)', or the code as given when it names no state. */
const stateText = (code: string): string => {
  const name = usStateName(code);
  return name ? `${name} (${code})` : code;
};

/** The price a bulk buyer compares first: per watt for panels (with the panel's price), per unit otherwise. */
export function DealPrice({ deal }: { deal: DealView }) {
  const panels = deal.price_unit === 'watt';
  return (
    <dl className="deal-price mb-3">
      <Figure
        className=""
        label={panels ? T.pricePerWatt : T.pricePerUnit}
        value={<span className="fs-3 text-body">{deal.price === null ? T.noPrice : formatDealPrice(deal.price, deal.price_unit)}</span>}
        note={panels && deal.unit_price !== null ? `${T.panelPrice}: ${formatUsd(deal.unit_price)}` : undefined}
      />
    </dl>
  );
}

/**
 * The lot at a glance: the figures a buyer of pallets and containers decides on (total watts, MOQ, incoterm,
 * where the stock is) first, so they stay in view on a phone, then timing, quantity and value.
 */
export function DealFigures({ deal }: { deal: DealView }) {
  const panels = isPanelCategory(deal.category_id);
  const moqUnits = moqInUnits(deal);
  // The MOQ in units only adds something when it was given in pallets, containers or MW.
  const moqNote = moqUnits !== null && deal.moq_unit !== null && deal.moq_unit !== 'panels' ? formatUnits(moqUnits, panels) : undefined;
  const packing = [
    deal.units_per_pallet ? T.perPallet(formatUnits(deal.units_per_pallet, panels)) : null,
    deal.units_per_container ? T.perContainer(formatUnits(deal.units_per_container, panels)) : null,
  ].filter((text): text is string => text !== null);

  return (
    <dl className="deal-figures row row-cols-2 g-3 mb-0">
      {deal.total_watts !== null && <Figure label={T.totalWatts} value={formatWatts(deal.total_watts)} />}
      <Figure label={T.moq} value={deal.moq_units} note={moqNote} />
      {deal.incoterm && <Figure label={T.incoterm} value={deal.incoterm} note={INCOTERM_NAMES[deal.incoterm]} />}
      {deal.state && <Figure label={T.location} value={stateText(deal.state)} />}
      {deal.lead_time !== null && <Figure label={T.leadTime} value={formatDays(deal.lead_time)} />}
      {deal.offer_validity !== null && <Figure label={T.offerValidity} value={formatDays(deal.offer_validity)} />}
      <Figure label={T.quantity} value={formatUnits(deal.total_qty, panels)} note={deal.um ? T.unitOfMeasure(deal.um) : undefined} />
      {deal.lot_value !== null && <Figure label={T.lotValue} value={formatUsd(deal.lot_value)} />}
      {packing.length > 0 && <Figure label={T.packing} value={packing.join(' · ')} />}
      {deal.inventory && (
        <Figure
          label={T.inventory}
          value={INVENTORY_LABELS[deal.inventory]}
          note={deal.inventory === 'pre_production' && deal.available_date ? T.availableFrom(formatCalendarDate(deal.available_date)) : undefined}
        />
      )}
    </dl>
  );
}
