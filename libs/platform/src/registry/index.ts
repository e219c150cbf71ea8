export * from './service-declaration';
export * from './service-registry';
export * from './deployment-files';
