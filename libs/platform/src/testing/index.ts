// Test support only: not part of '@solar/platform', and left out of the package's build (see tsconfig.json).
export * from './service-harness';
export * from './read-pdf';
