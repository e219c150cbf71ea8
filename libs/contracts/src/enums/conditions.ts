/** Item and deal condition: the stored value and the label shown to users. */
export const CONDITIONS = [
  { value: 'pre_owned', label: 'Pre Owned' },
  { value: 'new', label: 'New / Unused' },
  { value: 'seller_refurbished', label: 'Seller Refurbished' },
  { value: 'defected', label: 'Defected' },
  { value: 'for_parts', label: 'For Parts' },
  { value: 'mix', label: 'Mix' },
] as const;

export type Condition = (typeof CONDITIONS)[number]['value'];

export const CONDITION_VALUES: readonly Condition[] = CONDITIONS.map((c) => c.value);
