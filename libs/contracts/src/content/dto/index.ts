export * from './content';
export * from './library';
export * from './custom-orders';
