// The postal address, once: fields, limits, rules, the state's forms and their conversions, the stored form and the base DTOs.
export * from './us-states';
export * from './postal-address';
export * from './address-body';
