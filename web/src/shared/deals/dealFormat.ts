import { countOf, pricePerWattText, type PriceUnit } from '@solar/contracts';
import { formatCount, formatDay, formatDecimal, formatUsd } from '../format';

/**
 * How the trader area writes a deal's numbers: prices per watt to four decimals (the trade quotes panels in
 * tenths of a cent per watt), lot sizes in W, kW or MW, days and calendar dates. Deal cards and the deal page
 * use these, so a lot reads the same everywhere.
 */

/** '$0.2450 /W' for panels (per watt), '$1,234.50 /unit' for everything else. */
export const formatDealPrice = (price: number, unit: PriceUnit): string => (unit === 'watt' ? pricePerWattText(price) : `${formatUsd(price)} /unit`);

/** A power in the unit a buyer thinks in: '550 W', '17.05 kW', '1.54 MW'. */
export function formatWatts(watts: number): string {
  if (watts >= 1_000_000) return `${formatDecimal(watts / 1_000_000)} MW`;
  if (watts >= 1_000) return `${formatDecimal(watts / 1_000)} kW`;
  return `${formatCount(watts)} W`;
}

/** '1 day', '15 days'. */
export const formatDays = (days: number): string => countOf(days, 'day');

/** '1 panel', '1,860 panels', '40 units': a count of the lot's units (panels for Solar Panels). */
export const formatUnits = (count: number, panels: boolean): string => countOf(count, panels ? 'panel' : 'unit');

/**
 * 'Mar 5, 2026' for '2026-03-05'; the text as given when it is not such a date. A calendar date names a day, not an
 * instant: read and written in UTC so no time zone moves it.
 */
export function formatCalendarDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? formatDay(date, 'UTC') : day;
}
