import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SALES_SNAPSHOT_TOP_ITEMS, sumMoney, type SalesDay, type SalesFigures, type SalesSnapshot, type TopSoldItem } from '@solar/contracts';
import type { Model } from 'mongoose';
import { Order, type OrderLineDoc } from '../orders/order.schema';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the UTC day `at` falls on. */
const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** A running tally: order numbers as a set, so an order with two lines of one item counts once. */
interface Tally {
  orders: Set<string>;
  units: number;
  cents: number[];
}
const newTally = (): Tally => ({ orders: new Set(), units: 0, cents: [] });
const add = (tally: Tally, orderNumber: string, line: OrderLineDoc) => {
  tally.orders.add(orderNumber);
  tally.units += line.qty;
  tally.cents.push(line.sum);
};
const figures = (tally: Tally): SalesFigures => ({ orders: tally.orders.size, units: tally.units, sales: sumMoney(tally.cents) });

/**
 * The seller's sales of the last days from their own lines of confirmed orders (as sold items lists them): per
 * UTC day, and their best-selling items. The store hands over only the seller's lines of those days (match,
 * unwind, match); the days and items are added up here, in cents.
 */
@Injectable()
export class SalesSnapshotService {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  async snapshot(sellerId: string, days: number, now: Date = new Date()): Promise<SalesSnapshot> {
    const firstDay = new Date(Date.parse(dayOf(now)) - (days - 1) * DAY_MS);
    const rows = await this.orders.aggregate<Pick<Order, 'order_number' | 'created_at'> & { lines: OrderLineDoc }>([
      { $match: { seller_ids: sellerId, status: 'confirmed', created_at: { $gte: firstDay } } },
      { $unwind: '$lines' },
      { $match: { 'lines.seller_id': sellerId } },
    ]);

    const perDay = new Map<string, Tally>();
    for (let index = 0; index < days; index += 1) perDay.set(dayOf(new Date(firstDay.getTime() + index * DAY_MS)), newTally());
    const perItem = new Map<string, { line: OrderLineDoc; tally: Tally }>();
    const total = newTally();
    for (const row of rows) {
      const day = perDay.get(dayOf(new Date(row.created_at)));
      // An order stamped after `now` (another instance's clock ahead of this one's) waits for the next look.
      if (!day) continue;
      add(day, row.order_number, row.lines);
      add(total, row.order_number, row.lines);
      const item = perItem.get(row.lines.item_uuid) ?? { line: row.lines, tally: newTally() };
      add(item.tally, row.order_number, row.lines);
      perItem.set(row.lines.item_uuid, item);
    }

    const per_day: SalesDay[] = [...perDay].map(([date, tally]) => ({ date, ...figures(tally) }));
    const top_items: TopSoldItem[] = [...perItem.values()]
      .map(({ line, tally }) => ({ item_id: line.item_id, item_uuid: line.item_uuid, name: line.name, image: line.image, ...figures(tally) }))
      .sort((a, b) => b.sales - a.sales || b.units - a.units || a.name.localeCompare(b.name))
      .slice(0, SALES_SNAPSHOT_TOP_ITEMS);
    return { days, from: per_day[0]!.date, to: per_day[per_day.length - 1]!.date, per_day, top_items, totals: figures(total), currency: 'USD' };
  }
}
