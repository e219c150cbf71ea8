import { CONDITIONS, WATTAGE_GROUPS, usStateName, brandFromPath, type ShippingType } from '@solar/contracts';
import { titleCase } from './format';

/** How the listing names the values of its filters; facet values arrive as stored codes and slugs. */

export const SHIPPING_TYPE_LABELS: Readonly<Record<ShippingType, string>> = {
  fedex: 'FedEx',
  fedex_or_local_pickup: 'FedEx or local pickup',
  free_shipping: 'Free shipping',
  local_pickup_only: 'Local pickup only',
  estimated_shipping: 'Estimated shipping',
};

const byLowerCase = <T>(entries: readonly (readonly [string, T])[]): Map<string, T> => new Map(entries.map(([key, value]) => [key.toLowerCase(), value]));

const CONDITION_LABELS = byLowerCase(CONDITIONS.map((c) => [c.value, c.label] as const));
const SHIPPING_LABELS = byLowerCase(Object.entries(SHIPPING_TYPE_LABELS));

/** 'pre_owned' -> 'Pre Owned' (CONDITIONS); an unknown value is shown readable. */
export const conditionLabel = (value: string): string => CONDITION_LABELS.get(value.toLowerCase()) ?? readable(value);

export const shippingTypeLabel = (value: string): string => SHIPPING_LABELS.get(value.toLowerCase()) ?? readable(value);

/** 'ca' -> 'California' (US_STATES). */
export const stateName = (code: string): string => usStateName(code) ?? code.toUpperCase();

/** A panel wattage group by its lower bound: '300' -> '300W - 395W', '600' -> '600W+'. */
export function panelWattageLabel(value: string): string {
  const group = WATTAGE_GROUPS.find((g) => String(g.min) === value);
  if (!group) return `${value}W`;
  return Number.isFinite(group.max) ? `${group.min}W - ${group.max}W` : `${group.min}W+`;
}

export const wattageLabel = (value: string): string => `${value}W`;

export const colourLabel = (value: string): string => readable(value);

/** A brand path segment named from the known brands, else spelled out from the segment itself. */
export const brandLabel = (slug: string, namesBySlug: ReadonlyMap<string, string>): string =>
  namesBySlug.get(slug.toLowerCase()) ?? titleCase(brandFromPath(slug));

/** 'local_pickup' -> 'Local Pickup' */
const readable = (value: string): string => titleCase(value.replace(/[_-]+/g, ' ').trim());
