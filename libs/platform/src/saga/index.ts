export * from './saga';
