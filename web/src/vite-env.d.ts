/// <reference types="vite/client" />

// Bootstrap's prebuilt bundle is imported only for its side effects (data-bs-* behaviour).
declare module 'bootstrap/dist/js/bootstrap.bundle.min.js';
