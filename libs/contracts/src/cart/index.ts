// The cart service's contract (cart and wishlist): its routes, the views it answers, the request bodies it takes and its rules.
export * from './routes';
export * from './views';
export * from './dto';
export * from './rules';
