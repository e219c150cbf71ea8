/*
 * The seller's sales snapshot (shop-and-accounts spec, account area: seller-overview/sales-snapshot). The spec
 * names the page only, so the shape is ours: the seller's own confirmed sold lines of the last days, added up per
 * day (UTC) and per item. Nothing in it names a buyer.
 */

/** Days `seller/sales-snapshot` covers unless `?days=` says otherwise (today included), and the fewest and most it covers. */
export const SALES_SNAPSHOT_DAYS = 30;
export const SALES_SNAPSHOT_DAYS_MIN = 7;
export const SALES_SNAPSHOT_DAYS_MAX = 90;
/** Items the snapshot ranks. */
export const SALES_SNAPSHOT_TOP_ITEMS = 5;

export const SALES_SNAPSHOT_MESSAGES = {
  daysInvalid: `Give the days as a whole number from ${SALES_SNAPSHOT_DAYS_MIN} to ${SALES_SNAPSHOT_DAYS_MAX}.`,
} as const;

/** `GET seller/sales-snapshot?days=`. */
export interface SalesSnapshotQuery {
  /** SALES_SNAPSHOT_DAYS_MIN to SALES_SNAPSHOT_DAYS_MAX; SALES_SNAPSHOT_DAYS when left out. */
  days?: number;
}

/** What the seller sold: orders, units and the goods' value (line sums, USD to the cent, before fee and shipping). */
export interface SalesFigures {
  orders: number;
  units: number;
  sales: number;
}

/** One day (UTC, YYYY-MM-DD); a quiet day is zeros. */
export interface SalesDay extends SalesFigures {
  date: string;
}

/** One of the seller's items and what it sold over the snapshot's days. */
export interface TopSoldItem extends SalesFigures {
  item_id: number;
  item_uuid: string;
  name: string;
  image: string;
}

export interface SalesSnapshot {
  days: number;
  /** The first and the last day covered (UTC, YYYY-MM-DD); the last is today. */
  from: string;
  to: string;
  /** Every day from `from` to `to`, oldest first. */
  per_day: SalesDay[];
  /** At most SALES_SNAPSHOT_TOP_ITEMS, the highest sales first (then units, then name). */
  top_items: TopSoldItem[];
  totals: SalesFigures;
  currency: 'USD';
}
