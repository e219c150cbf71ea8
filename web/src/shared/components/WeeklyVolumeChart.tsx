import { sumMoney, type DashboardGraph } from '@solar/contracts';
import { formatUsd } from '../format';
import { WEEKLY_VOLUME_TEXT } from './weeklyVolumeText';

const D = WEEKLY_VOLUME_TEXT;

/** The chart's drawing units: each week a slot this wide, the bars this high at the scale's top. */
const SLOT = 10;
const HEIGHT = 100;
/** The bars of one week side by side: this wide each, wider when a week has one bar only. */
const BAR = 3.4;
const SINGLE_BAR = 5;
/** A week with any volume gets at least this much bar, so a small week does not vanish beside a big one. */
const MIN_BAR = 1.5;
/** Its height on screen, whatever the width: the slots stretch, the labels below stay HTML text. */
const CHART_PX = 160;
const GRID = [0.25, 0.5, 0.75];

// Weeks are Mondays (YYYY-MM-DD), named in UTC so no time zone moves them.
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const weekLabel = (week: string): string => shortDay.format(new Date(`${week}T00:00:00Z`));

const barHeight = (value: number, max: number): number => (value <= 0 || max <= 0 ? 0 : Math.max(MIN_BAR, (value / max) * HEIGHT));

/** One series of bars: its legend, its colour and a value per week (same order as the weeks). */
export interface WeeklySeries {
  key: string;
  label: string;
  colour: string;
  values: readonly number[];
}

export interface WeeklyBarChartProps {
  /** Mondays (YYYY-MM-DD), oldest first. */
  weeks: readonly string[];
  series: readonly WeeklySeries[];
  /** How a value reads (the scale's top). */
  format: (value: number) => string;
  /** The chart's name for assistive technology, from each series' total. */
  label: (totals: number[]) => string;
  /** One week's figures, shown when it is pointed at. */
  weekTitle: (index: number, week: string) => string;
  scale: (max: string) => string;
  /** Under the chart: the totals, or `empty` when every week is zero. */
  caption: (totals: number[]) => string;
  empty: string;
}

/**
 * Weekly bars drawn in plain SVG, a bar a series each week. The drawing stretches to the width it is given (a
 * phone or a desktop column); week labels and the scale are HTML below and above it, so the text keeps its size.
 * Each week's figures are its title, and the whole chart is one labelled image.
 */
export function WeeklyBarChart({ weeks, series, format, label, weekTitle, scale, caption, empty }: WeeklyBarChartProps) {
  const max = Math.max(0, ...series.flatMap((one) => one.values));
  const totals = series.map((one) => sumMoney([...one.values]));
  const width = weeks.length * SLOT;
  const bar = series.length === 1 ? SINGLE_BAR : BAR;

  return (
    <figure className="mb-0">
      <div className="d-flex flex-wrap justify-content-between gap-2 small mb-2">
        <span className="d-flex gap-3">
          {series.map((one) => (
            <span key={one.key} className="d-inline-flex align-items-center gap-1">
              <span className="d-inline-block rounded-1" style={{ width: 12, height: 12, background: one.colour }} aria-hidden="true" />
              {one.label}
            </span>
          ))}
        </span>
        {max > 0 && <span className="text-secondary">{scale(format(max))}</span>}
      </div>
      <svg
        role="img"
        aria-label={label(totals)}
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
          const left = index * SLOT + (SLOT - series.length * bar) / 2;
          return (
            <g key={week}>
              <title>{weekTitle(index, weekLabel(week))}</title>
              {/* The whole slot, so the title shows wherever the week is pointed at. */}
              <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} fill="transparent" />
              {series.map((one, position) => {
                const height = barHeight(one.values[index] ?? 0, max);
                return <rect key={one.key} x={left + position * bar} y={HEIGHT - height} width={bar} height={height} fill={one.colour} />;
              })}
            </g>
          );
        })}
      </svg>
      {/* Every other week's Monday, the newest always named: a phone has room for six labels across. */}
      <div className="d-flex small text-secondary mt-1" aria-hidden="true">
        {weeks.map((week, index) => (
          <span key={week} className="flex-fill text-center text-nowrap" style={{ flexBasis: 0, minWidth: 0 }}>
            {(weeks.length - 1 - index) % 2 === 0 ? weekLabel(week) : ''}
          </span>
        ))}
      </div>
      <figcaption className="small mt-2">{max > 0 ? caption(totals) : <span className="text-secondary">{empty}</span>}</figcaption>
    </figure>
  );
}

const BAR_COLOURS = { accepted: 'var(--solar-amber)', paid: 'var(--solar-navy-3)' } as const;

/** The trader dashboard's weekly accepted and paid volume in USD, two bars a week. */
export function WeeklyVolumeChart({ graph }: { graph: DashboardGraph }) {
  const weeks = graph.weeks;
  return (
    <WeeklyBarChart
      weeks={weeks.map((week) => week.week)}
      series={(['accepted', 'paid'] as const).map((kind) => ({
        key: kind,
        label: D.legend[kind],
        colour: BAR_COLOURS[kind],
        values: weeks.map((week) => week[kind].usd),
      }))}
      format={formatUsd}
      label={([accepted = 0, paid = 0]) => D.chartLabel(weeks.length, formatUsd(accepted), formatUsd(paid))}
      weekTitle={(index, label) => D.weekTitle(label, formatUsd(weeks[index]!.accepted.usd), formatUsd(weeks[index]!.paid.usd))}
      scale={D.scale}
      caption={([accepted = 0, paid = 0]) => D.totals(formatUsd(accepted), formatUsd(paid))}
      empty={D.chartEmpty}
    />
  );
}
