export * from './inbox';
export * from './mail-outbox';
export * from './outbox';
export * from './outbox.module';
