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
