export * from './platform.module';
export * from './start-service';
export * from './service-definition';
