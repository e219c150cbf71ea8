// The content service's contract (guides, library, banners, custom orders): its routes, the views and rules of each part, and the request bodies it takes.
export * from './routes';
export * from './dto';
export * from './rules';
export * from './library-admin';
export * from './custom-orders';
