export * from './fixed-window-limiter';
export * from './rate-limit-window.schema';
export * from './rate-limits';
export * from './rate-limits.module';
