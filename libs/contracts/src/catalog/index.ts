// The catalog service's contract (the shop's items, brands, categories, reviews): its routes, the views it answers, the request bodies it takes, its rules and its events.
export * from './routes';
export * from './views';
export * from './dto';
export * from './events';
export * from './rules';
export * from './shop-listing';
export * from './demo-data';
