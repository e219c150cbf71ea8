export * from './api';
export * from './deal-status';
export * from './deal-figures';
export * from './forms';
export * from './offer-status';
export * from './offers';
export * from './contracts';
export * from './dashboard';
