import { sumMoney, type DashboardGraph } from '@solar/contracts';
import { formatUsd } from '../../shared/format';
import { LISTINGS_TEXT } from './text';

const D = LISTINGS_TEXT.dashboard;

/** The chart's drawing units: each week a slot this wide, the bars this high at the scale's top. */
const SLOT = 10;
const HEIGHT = 100;
const BAR = 3.4;
/** A week with any volume gets at least this much bar, so a small week does not vanish beside a big one. */
const MIN_BAR = 1.5;
/** Its height on screen, whatever the width: the slots stretch, the labels below stay HTML text. */
const CHART_PX = 160;
const GRID = [0.25, 0.5, 0.75];

const BAR_COLOURS = { accepted: 'var(--solar-amber)', paid: 'var(--solar-navy-3)' } as const;

// Weeks are Mondays (YYYY-MM-DD), named in UTC so no time zone moves them.
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekLabel = (week: string): string => shortDay.format(new Date(`${week}T00:00:00Z`));

const barHeight = (usd: number, max: number): number => (usd <= 0 || max <= 0 ? 0 : Math.max(MIN_BAR, (usd / max) * HEIGHT));

/**
 * The weekly accepted and paid volume in USD as two bars a week, drawn in plain SVG. The drawing stretches to
 * the width it is given (a phone or a desktop column); week labels and the scale are HTML below and above it, so
 * the text keeps its size. Each week's figures are its bars' title, and the whole chart is one labelled image.
 */
export function WeeklyVolumeChart({ graph }: { graph: DashboardGraph }) {
  const weeks = graph.weeks;
  const max = Math.max(0, ...weeks.flatMap((week) => [week.accepted.usd, week.paid.usd]));
  const accepted = formatUsd(sumMoney(weeks.map((week) => week.accepted.usd)));
  const paid = formatUsd(sumMoney(weeks.map((week) => week.paid.usd)));
  const width = weeks.length * SLOT;

  return (
    <figure className="mb-0">
      <div className="d-flex flex-wrap justify-content-between gap-2 small mb-2">
        <span className="d-flex gap-3">
          {(['accepted', 'paid'] as const).map((kind) => (
            <span key={kind} className="d-inline-flex align-items-center gap-1">
              <span className="d-inline-block rounded-1" style={{ width: 12, height: 12, background: BAR_COLOURS[kind] }} aria-hidden="true" />
              {D.legend[kind]}
            </span>
          ))}
        </span>
        {max > 0 && <span className="text-secondary">{D.scale(formatUsd(max))}</span>}
      </div>
      <svg
        role="img"
        aria-label={D.chartLabel(weeks.length, accepted, paid)}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={CHART_PX}
        className="d-block border-bottom"
      >
        {GRID.map((at) => (
          <line key={at} x1={0} x2={width} y1={HEIGHT * at} y2={HEIGHT * at} stroke="#dee2e6" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        ))}
        {weeks.map((week, index) => {
          const left = index * SLOT + (SLOT - 2 * BAR) / 2;
          const heights = { accepted: barHeight(week.accepted.usd, max), paid: barHeight(week.paid.usd, max) };
          return (
            <g key={week.week}>
              <title>{D.weekTitle(weekLabel(week.week), formatUsd(week.accepted.usd), formatUsd(week.paid.usd))}</title>
              {/* The whole slot, so the title shows wherever the week is pointed at. */}
              <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} fill="transparent" />
              <rect x={left} y={HEIGHT - heights.accepted} width={BAR} height={heights.accepted} fill={BAR_COLOURS.accepted} />
              <rect x={left + BAR} y={HEIGHT - heights.paid} width={BAR} height={heights.paid} fill={BAR_COLOURS.paid} />
            </g>
          );
        })}
      </svg>
      {/* Every other week's Monday, the newest always named: a phone has room for six labels across. */}
      <div className="d-flex small text-secondary mt-1" aria-hidden="true">
        {weeks.map((week, index) => (
          <span key={week.week} className="flex-fill text-center text-nowrap" style={{ flexBasis: 0, minWidth: 0 }}>
            {(weeks.length - 1 - index) % 2 === 0 ? weekLabel(week.week) : ''}
          </span>
        ))}
      </div>
      <figcaption className="small mt-2">{max > 0 ? D.totals(accepted, paid) : <span className="text-secondary">{D.chartEmpty}</span>}</figcaption>
    </figure>
  );
}
