export * from './inbox';
export * from './outbox';
export * from './outbox.module';
