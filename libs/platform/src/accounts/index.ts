export * from './account-contacts';
