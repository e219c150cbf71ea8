export * from './placeholder-image';
export * from './seed-uuid';
export * from './seeded-random';
