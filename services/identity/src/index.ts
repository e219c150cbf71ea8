import { defineService } from '@solar/platform';
import { IDENTITY_SERVICE, IdentityModule } from './identity.module';
import { identityOptionsFromEnv, type IdentityOptions } from './identity.options';

export { IDENTITY_SERVICE, IdentityModule } from './identity.module';
export { identityOptionsFromEnv, type IdentityOptions } from './identity.options';
export type { OAuthProviderSettings, OAuthSettings } from './oauth/oauth.options';
export { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts';
export { DEFAULT_ATTEMPT_LIMITS, type AttemptLimits, type AttemptPolicy } from './sessions/attempt-limiter';

/** The service as both launchers start it (its declaration: services/identity/service.json). */
export const service = defineService<IdentityOptions>(IDENTITY_SERVICE, (config, options) =>
  IdentityModule.forRoot(config, options ?? identityOptionsFromEnv(process.env, { publicUrl: 'http://localhost:3000' })),
);
