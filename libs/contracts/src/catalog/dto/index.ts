export * from './brands';
export * from './items';
export * from './sellers';
export * from './community';
export * from './item-status-change';
