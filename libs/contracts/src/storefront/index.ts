// The storefront service's contract (sellers' public shops): its routes, the views it answers, the request bodies it takes, its rules, messages and events.
export * from './routes';
export * from './views';
export * from './dto';
export * from './events';
export * from './rules';
export * from './messages';
