export * from './placeholder-image';
export * from './seed-uuid';
export * from './seeded-random';
export * from './product-pictures';
