export * from './upload-limits.interceptor';
export * from './uploaded-files';
