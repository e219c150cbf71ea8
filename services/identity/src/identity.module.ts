import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, MailModule, PlatformModule, type PlatformConfig } from '@solar/platform';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { IDENTITY_SETTINGS, type IdentityOptions, type IdentitySettings } from './identity.options';
import { ItemQuestionsConsumer } from './item-questions';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { IdentitySeeder } from './seed/identity-seeder';
import { DEFAULT_ATTEMPT_LIMITS } from './sessions/attempt-limiter';
import { RevokedToken, RevokedTokenSchema } from './sessions/revoked-token.schema';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsService } from './sessions/sessions.service';
import { User, UserSchema } from './users/user.schema';

export const IDENTITY_SERVICE = 'identity' as const;

/** Users, roles, credentials and sessions: the identity bounded context. It signs the tokens every service checks. */
@Module({})
export class IdentityModule {
  static forRoot(config: PlatformConfig, options: IdentityOptions): DynamicModule {
    const settings: IdentitySettings = {
      ...options,
      attemptLimits: options.attemptLimits ?? DEFAULT_ATTEMPT_LIMITS,
      secretKey: config.jwtSecret,
      tokenTtlSeconds: config.jwtTtlSeconds,
    };
    return {
      module: IdentityModule,
      imports: [
        PlatformModule.forService({ service: IDENTITY_SERVICE, config }),
        MailModule.forRoot(config),
        DocumentStoreModule.forFeature([
          { name: User.name, schema: UserSchema },
          { name: RevokedToken.name, schema: RevokedTokenSchema },
        ]),
      ],
      controllers: [AccountsController, SessionsController, ProfileController, ItemQuestionsConsumer],
      providers: [{ provide: IDENTITY_SETTINGS, useValue: settings }, AccountsService, SessionsService, ProfileService, IdentitySeeder],
    };
  }
}
