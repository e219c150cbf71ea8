export * from './auth.module';
export * from './auth.options';
export * from './decorators';
export * from './guards';
export * from './revoked-tokens';
export * from './session-revocations.controller';
export * from './token.service';
export * from './cart-owner';
