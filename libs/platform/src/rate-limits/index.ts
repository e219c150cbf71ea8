export * from './account-and-address-limit';
export * from './fixed-window-limiter';
export * from './rate-limit-window.schema';
export * from './rate-limits';
export * from './rate-limits.module';
export * from './upload-rate-limit';
