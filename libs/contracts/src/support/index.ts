// The support chat's contract (visitors and the marketplace team): its routes, the views and socket events it answers, and the request bodies it takes.
export * from './routes';
export * from './views';
export * from './messages';
export * from './dto';
