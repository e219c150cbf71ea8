export * from './logging.module';
