// The chat service's contract: its routes, the views and socket events it answers, the request bodies it takes, its rules and its events.
export * from './routes';
export * from './views';
export * from './messages';
export * from './dto';
export * from './events';
export * from './rules/contact-masking';
export * from './rules/settings';
