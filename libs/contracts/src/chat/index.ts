export * from './api';
export * from './contact-masking';
export * from './settings';
