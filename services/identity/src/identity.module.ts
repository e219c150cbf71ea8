import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, MailModule, MailOutboxModule, PlatformModule, type PlatformConfig } from '@solar/platform';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { DEFAULT_GUEST_TOKEN_TTL_SECONDS, IDENTITY_SETTINGS, type IdentityOptions, type IdentitySettings } from './identity.options';
import { ItemQuestionsConsumer } from './item-questions';
import { OAuthController } from './oauth/oauth.controller';
import { OAuthAttempt, OAuthAttemptSchema } from './oauth/oauth-attempt.schema';
import { OAuthIdentity, OAuthIdentitySchema } from './oauth/oauth-identity.schema';
import { PendingOAuthLink, PendingOAuthLinkSchema } from './oauth/pending-oauth-link.schema';
import { OAuthService } from './oauth/oauth.service';
import { checkedProvider, type OAuthSettings } from './oauth/oauth.options';
import { OpenIdProviders } from './oauth/openid-providers';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { IdentitySeeder } from './seed/identity-seeder';
import { attemptLimits } from './sessions/attempt-limiter';
import { LegacyGuest, LegacyGuestSchema } from './sessions/legacy-guest.schema';
import { RevokedToken, RevokedTokenSchema } from './sessions/revoked-token.schema';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsService } from './sessions/sessions.service';
import { SessionVersions } from './sessions/session-versions';
import { User, UserSchema } from './users/user.schema';

export const IDENTITY_SERVICE = 'identity' as const;

/** Users, roles, credentials and sessions: the identity bounded context. It signs the tokens every service checks. */
@Module({})
export class IdentityModule {
  static forRoot(config: PlatformConfig, options: IdentityOptions): DynamicModule {
    const settings: IdentitySettings = {
      ...options,
      attemptLimits: attemptLimits(options.attemptLimits, options.addressLimitFactor),
      secretKey: config.jwtSecret,
      tokenTtlSeconds: config.jwtTtlSeconds,
      guestTokenTtlSeconds: options.guestTokenTtlSeconds ?? DEFAULT_GUEST_TOKEN_TTL_SECONDS,
      oauth: checkedOAuth(options.oauth),
    };
    return {
      module: IdentityModule,
      imports: [
        PlatformModule.forService({ service: IDENTITY_SERVICE, config }),
        MailModule.forRoot(config),
        MailOutboxModule,
        DocumentStoreModule.forFeature([
          { name: User.name, schema: UserSchema },
          { name: RevokedToken.name, schema: RevokedTokenSchema },
          { name: LegacyGuest.name, schema: LegacyGuestSchema },
          { name: OAuthAttempt.name, schema: OAuthAttemptSchema },
          { name: OAuthIdentity.name, schema: OAuthIdentitySchema },
          { name: PendingOAuthLink.name, schema: PendingOAuthLinkSchema },
        ]),
      ],
      controllers: [AccountsController, SessionsController, ProfileController, OAuthController, ItemQuestionsConsumer],
      providers: [
        { provide: IDENTITY_SETTINGS, useValue: settings },
        AccountsService,
        SessionsService,
        ProfileService,
        IdentitySeeder,
        SessionVersions,
        OpenIdProviders,
        OAuthService,
      ],
    };
  }
}

/** Providers given as options (tests, the launchers) are held to the rules the environment's are. */
function checkedOAuth(oauth: OAuthSettings | undefined): OAuthSettings {
  const checked: OAuthSettings = {};
  for (const [provider, settings] of Object.entries(oauth ?? {}) as [keyof OAuthSettings, OAuthSettings[keyof OAuthSettings]][]) {
    if (settings) checked[provider] = checkedProvider(provider, settings);
  }
  return checked;
}
