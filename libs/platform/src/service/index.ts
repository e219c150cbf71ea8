export * from './platform.module';
export * from './start-service';
