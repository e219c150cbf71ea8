/** Market sectors; the ids are the ones the sectors list and the `sec_` filter use. */
export const SECTORS = [
  { id: 1, value: 'residential', label: 'Residential' },
  { id: 2, value: 'commercial', label: 'Commercial' },
  { id: 3, value: 'utility_scale', label: 'Utility Scale' },
] as const;

export type Sector = (typeof SECTORS)[number]['value'];
export type SectorId = (typeof SECTORS)[number]['id'];

export const SECTOR_VALUES: readonly Sector[] = SECTORS.map((s) => s.value);
