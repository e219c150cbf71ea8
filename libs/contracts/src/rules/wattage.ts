/**
 * Panel wattage groups of the trader deal pages. Bounds are the spec's, inclusive; panels come in 5 W
 * steps, so 395 is the last rating of the 300-watt group. The 300-watt slug follows the pattern of the
 * others (the spec shows that route only as a token).
 */
export const WATTAGE_GROUPS = [
  { id: '300-watt', min: 300, max: 395, slug: '300-watt-solar-panels' },
  { id: '400-watt', min: 400, max: 495, slug: '400-watt-solar-panels' },
  { id: '500-watt', min: 500, max: 595, slug: '500-watt-solar-panels' },
  { id: '600-watt', min: 600, max: Number.POSITIVE_INFINITY, slug: '600-watt-solar-panels' },
] as const;

export type WattageGroup = (typeof WATTAGE_GROUPS)[number];
export type WattageGroupId = WattageGroup['id'];

/** The base of the deal routes the groups hang off. */
export const TRADER_DEALS_PATH = '/trader/deals';

/** The group a panel rating falls in; undefined below 300 W or between a group's max and the next min. */
export const wattageGroup = (watts: number): WattageGroup | undefined => WATTAGE_GROUPS.find((group) => watts >= group.min && watts <= group.max);

/** '/trader/deals/400-watt-solar-panels' */
export const wattageGroupPath = (group: WattageGroup): string => `${TRADER_DEALS_PATH}/${group.slug}`;

export const findWattageGroupBySlug = (slug: string): WattageGroup | undefined => WATTAGE_GROUPS.find((group) => group.slug === slug.toLowerCase());
