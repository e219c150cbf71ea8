/** What a stylesheet import is in the web's unit tests (web/jest.config.cjs): nothing. */
export {};
