// The orders service's contract (checkout, orders, contract payments): its routes, the views it answers, the request bodies it takes, its rules and its events.
export * from './routes';
export * from './views';
export * from './dto';
export * from './events';
export * from './rules';
export * from './sales-snapshot';
