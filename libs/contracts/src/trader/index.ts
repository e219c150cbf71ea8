// The trader service's contract: its routes, the views it answers, the request bodies it takes, its rules and its events.
export * from './routes';
export * from './views';
export * from './dto';
export * from './events';
export * from './rules/deal-status';
export * from './rules/deal-figures';
export * from './rules/forms';
export * from './rules/offer-status';
export * from './rules/offers';
export * from './rules/contracts';
export * from './rules/dashboard';
