/// <reference types="vite/client" />

// Bootstrap's plugin sources are imported only for their side effects (data-bs-* behaviour).
declare module 'bootstrap/js/src/*';
