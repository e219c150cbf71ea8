/**
 * Runs before each web test file. The jsdom environment (files marked `@jest-environment jsdom`) lacks a few
 * browser pieces the app touches: the text encoders react-router reads when it loads (Node's are the same API),
 * and layout APIs that jsdom, having no layout, does not implement (stubbed as doing nothing).
 */
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

if (typeof window !== 'undefined') {
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.scrollTo = () => {};
}

// Pages, modals and below-the-fold parts are lazy chunks (dynamic imports) that render after a paint; on a busy
// machine their first load can take longer than Testing Library's default of one second to appear.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
