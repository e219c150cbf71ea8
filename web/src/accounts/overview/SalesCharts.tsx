import type { SalesDay, TopSoldItem } from '@solar/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { accountItemPath } from '../../paths';
import { formatCount, formatUsd } from '../../shared/format';
import { ItemThumb } from './AccountPage';
import { OVERVIEW_TEXT } from './text';

const T = OVERVIEW_TEXT.snapshot;

/** Drawing units: each day a slot this wide, the tallest bar this high. The drawing stretches to its box. */
const SLOT = 10;
const HEIGHT = 100;
const BAR = 7;
/** A day with any sales gets at least this much bar, so a small day does not vanish beside a big one. */
const MIN_BAR = 1.5;
const CHART_PX = 200;
const GRID = [0.25, 0.5, 0.75];
/** Day labels under the chart: about this many, the newest day always named. */
const LABELS = 5;

// Days are UTC dates (YYYY-MM-DD), named in UTC so no time zone moves them.
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const dayLabel = (date: string): string => shortDay.format(new Date(`${date}T00:00:00Z`));

const barHeight = (value: number, max: number): number => (value <= 0 || max <= 0 ? 0 : Math.max(MIN_BAR, (value / max) * HEIGHT));

/**
 * Sales per day as bars in plain SVG. The drawing stretches to the width it is given; the day labels and the
 * scale are HTML, so text keeps its size on a phone. The chart is one labelled image, each day's bar carries its
 * figures as a title, and the same figures are a table one click away.
 */
export function DailySalesChart({ days, total }: { days: readonly SalesDay[]; total: number }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const max = Math.max(0, ...days.map((day) => day.sales));
  const width = days.length * SLOT;
  const every = Math.max(1, Math.ceil(days.length / LABELS));

  return (
    <figure className="mb-0">
      <div className="d-flex justify-content-between small text-secondary mb-2">
        <span>{max > 0 ? T.scale(formatUsd(max)) : ''}</span>
        <button type="button" className="btn btn-link btn-sm p-0" aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable(!asTable)}>
          {asTable ? T.hideTable : T.showTable}
        </button>
      </div>
      <svg
        role="img"
        aria-label={T.perDayLabel(days.length, formatUsd(total))}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={CHART_PX}
        className="d-block border-bottom sales-chart"
      >
        {GRID.map((at) => (
          <line key={at} x1={0} x2={width} y1={HEIGHT * at} y2={HEIGHT * at} stroke="#dee2e6" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        ))}
        {days.map((day, index) => {
          const height = barHeight(day.sales, max);
          return (
            <g key={day.date}>
              <title>{T.dayTitle(dayLabel(day.date), formatUsd(day.sales), day.orders, day.units)}</title>
              {/* The whole slot, so the title shows wherever the day is pointed at. */}
              <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} fill="transparent" />
              <rect x={index * SLOT + (SLOT - BAR) / 2} y={HEIGHT - height} width={BAR} height={height} fill="var(--solar-amber)" />
            </g>
          );
        })}
      </svg>
      {/*
        Each label ends under the right edge of its day, so the newest stays inside the chart and labels keep a gap
        of `every` days minus one label between them, on a phone as on a desktop.
      */}
      <div className="position-relative small text-secondary mt-1" style={{ height: '1.5em' }} aria-hidden="true">
        {days.map((day, index) =>
          (days.length - 1 - index) % every === 0 ? (
            <span key={day.date} className="position-absolute text-nowrap" style={{ right: `${((days.length - 1 - index) / days.length) * 100}%` }}>
              {dayLabel(day.date)}
            </span>
          ) : null,
        )}
      </div>
      {max === 0 && <figcaption className="small text-secondary mt-2">{T.quiet}</figcaption>}
      {asTable && (
        <div id={tableId} className="table-responsive mt-3" style={{ maxHeight: 320 }}>
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">{T.perDayTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{T.day}</th>
                <th scope="col" className="text-end">
                  {T.sales}
                </th>
                <th scope="col" className="text-end">
                  {T.orders}
                </th>
                <th scope="col" className="text-end">
                  {T.units}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="fw-normal">
                    {dayLabel(day.date)}
                  </th>
                  <td className="text-end">{formatUsd(day.sales)}</td>
                  <td className="text-end">{formatCount(day.orders)}</td>
                  <td className="text-end">{formatCount(day.units)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}

/**
 * The best sellers as horizontal bars against the first one. Each row says its figures in text; the bars are
 * decoration beside them, so the list reads the same without them.
 */
export function TopItemsChart({ items }: { items: readonly TopSoldItem[] }) {
  if (items.length === 0) return <p className="text-secondary mb-0">{T.topNone}</p>;
  const max = Math.max(...items.map((item) => item.sales));
  return (
    <ol className="list-unstyled mb-0" aria-label={T.topLabel}>
      {items.map((item) => (
        <li key={item.item_uuid} className="d-flex align-items-center gap-2 py-2 border-bottom">
          <ItemThumb src={item.image} size={40} />
          <div className="flex-grow-1 min-w-0">
            <div className="d-flex justify-content-between gap-2">
              <Link to={accountItemPath(item.item_uuid)} className="text-truncate small fw-semibold">
                {item.name}
              </Link>
              <span className="small fw-semibold text-nowrap">{formatUsd(item.sales)}</span>
            </div>
            <div className="progress mt-1" style={{ height: 8 }} aria-hidden="true">
              <div className="progress-bar" style={{ width: `${max > 0 ? Math.max(2, (item.sales / max) * 100) : 0}%`, background: 'var(--solar-amber)' }} />
            </div>
            <div className="small text-secondary">{T.itemFigures(item.units, item.orders)}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
