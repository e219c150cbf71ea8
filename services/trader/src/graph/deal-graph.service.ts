import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  DEAL_CATEGORIES,
  DEAL_GRAPH_WEEKS,
  PUBLIC_DEAL_STATUSES,
  WATTAGE_GROUPS,
  categorySlug,
  isPanelCategory,
  roundHalfUp,
  wattageGroup,
  type DealGraph,
  type DealGraphWeek,
  type DealPriceStats,
} from '@solar/contracts';
import type { Model } from 'mongoose';
import { Deal } from '../deals/deal.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const PANELS_ID = DEAL_CATEGORIES.find((category) => isPanelCategory(category.id))!.id;
const LOWEST_GROUP_WATTS = WATTAGE_GROUPS[0].min;

/**
 * Most panel deals the chart reads: the newest published first. Far above what twelve weeks of a marketplace's
 * listings hold; it keeps one call's memory bounded whatever the store holds.
 */
export const GRAPH_PANEL_DEALS_MAX = 50_000;

/** What the chart reads of a panel deal. */
type PricedPanel = Pick<Deal, 'panel_wattage' | 'price' | 'published_at'> & { panel_wattage: number; price: number; published_at: Date };

/** The Monday 00:00 UTC that starts the week of `time`. */
export function weekStart(time: number): number {
  const day = new Date(time);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS;
}

export const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The Mondays (UTC) that start the `count` weeks of a chart ending with the week of `now`, oldest first. */
export const chartWeeks = (now: number, count: number): number[] => Array.from({ length: count }, (_, index) => weekStart(now) - (count - 1 - index) * WEEK_MS);

/** Count, lowest, middle and highest of the prices; the median to 4 decimals, as prices per watt are given. */
export function priceStats(prices: number[]): DealPriceStats {
  if (prices.length === 0) return { count: 0, min: null, median: null, max: null };
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { count: sorted.length, min: sorted[0]!, median: roundHalfUp(median, 4), max: sorted.at(-1)! };
}

/**
 * `listing/graph-deals`: what a buyer's price chart shows of the public deals, never anything of a seller.
 *
 * The deals and lot value per category are one aggregation ($match, $group with $sum). The price statistics
 * per wattage group and week are computed here from a bounded projection of the public panel deals published
 * in the chart's weeks: bucketing by week takes date arithmetic in the pipeline, and the median takes
 * `$median` (MongoDB 7 and later), neither of which is in what our code may ask of the store (the root
 * README's "What our code needs from MongoDB", which FerretDB in test:engines is held to).
 */
@Injectable()
export class DealGraphService {
  constructor(@InjectModel(Deal.name) private readonly deals: Model<Deal>) {}

  async graph(now = Date.now()): Promise<DealGraph> {
    const weeks = chartWeeks(now, DEAL_GRAPH_WEEKS);
    const [panels, categories] = await Promise.all([this.pricedPanels(new Date(weeks[0]!)), this.categoryTotals()]);
    return {
      price_unit: 'watt',
      from: isoDay(weeks[0]!),
      to: isoDay(weeks.at(-1)!),
      wattage_groups: WATTAGE_GROUPS.map((group) => {
        const inGroup = panels.filter((deal) => wattageGroup(deal.panel_wattage)?.id === group.id);
        const perWeek = weeks.map((start): DealGraphWeek => {
          const published = inGroup.filter((deal) => weekStart(deal.published_at.getTime()) === start);
          return { week: isoDay(start), ...priceStats(published.map((deal) => deal.price)) };
        });
        return {
          id: group.id,
          min_watts: group.min,
          max_watts: Number.isFinite(group.max) ? group.max : null,
          ...priceStats(inGroup.map((deal) => deal.price)),
          weeks: perWeek,
        };
      }),
      categories: DEAL_CATEGORIES.map((category) => {
        const totals = categories.get(category.id);
        return {
          category: { id: category.id, name: category.name, slug: categorySlug(category.name) },
          deals: totals?.deals ?? 0,
          lot_value: roundHalfUp(totals?.lot_value ?? 0, 2),
        };
      }),
    };
  }

  /** The public panel deals with a price, in a wattage group's range, published since `since`. */
  private pricedPanels(since: Date): Promise<PricedPanel[]> {
    return this.deals
      .find(
        {
          status: { $in: PUBLIC_DEAL_STATUSES },
          category_id: PANELS_ID,
          published_at: { $gte: since },
          panel_wattage: { $gte: LOWEST_GROUP_WATTS },
          price: { $ne: null },
        },
        { _id: 0, panel_wattage: 1, price: 1, published_at: 1 },
      )
      .sort({ published_at: -1 })
      .limit(GRAPH_PANEL_DEALS_MAX)
      .lean<PricedPanel[]>();
  }

  /** Public deals and the sum of their lot values (dollars), per category id. */
  private async categoryTotals(): Promise<Map<number, { deals: number; lot_value: number }>> {
    const rows = await this.deals.aggregate<{ _id: number; deals: number; lot_value: number }>([
      { $match: { status: { $in: PUBLIC_DEAL_STATUSES } } },
      { $group: { _id: '$category_id', deals: { $sum: 1 }, lot_value: { $sum: '$lot_value' } } },
    ]);
    return new Map(rows.map((row) => [row._id, { deals: row.deals, lot_value: row.lot_value }]));
  }
}
