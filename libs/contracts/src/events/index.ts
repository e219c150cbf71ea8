export * from './envelope';
export * from './define';
export * from './names';
export * from './catalog';
export * from './payloads';
export * from './storefront';
