/** Equipment age choices: 0 to 9 years, then '10+ years'. Values are strings because of '10+'. */
export const AGES = [
  { value: '0', label: '0 years' },
  { value: '1', label: '1 year' },
  { value: '2', label: '2 years' },
  { value: '3', label: '3 years' },
  { value: '4', label: '4 years' },
  { value: '5', label: '5 years' },
  { value: '6', label: '6 years' },
  { value: '7', label: '7 years' },
  { value: '8', label: '8 years' },
  { value: '9', label: '9 years' },
  { value: '10+', label: '10+ years' },
] as const;

export type Age = (typeof AGES)[number]['value'];

export const AGE_VALUES: readonly Age[] = AGES.map((a) => a.value);
