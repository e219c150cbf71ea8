export * from './api';
export * from './contact-masking';
