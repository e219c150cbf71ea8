import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { JwtAuthGuard, RolesGuard } from './guards';
import { createJwtStrategy, jwtStrategyName } from './jwt.strategy';
import { RevokedTokens } from './revoked-tokens';
import { SessionRevocationsController } from './session-revocations.controller';
import { TokenService } from './token.service';

/** This application's passport-jwt strategy (registered with passport when made, removed when the app closes). */
const JWT_STRATEGY = Symbol('JWT_STRATEGY');

/**
 * Token verification and role checks for every route of the service that imports it, and token
 * revocation: `SessionRevocationsController` handles `identity.session.revoked` as a broadcast event, so
 * every instance refuses a revoked token once the app has the event bus transport connected
 * (`startService` connects it; Nest binds the event handlers of every module's controllers, this global
 * module's included).
 */
@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions): DynamicModule {
    const strategy = jwtStrategyName();
    return {
      module: AuthModule,
      global: true,
      imports: [JwtModule.register({}), PassportModule.register({ defaultStrategy: strategy, session: false })],
      controllers: [SessionRevocationsController],
      providers: [
        RevokedTokens,
        { provide: AUTH_OPTIONS, useValue: options },
        TokenService,
        { provide: JWT_STRATEGY, useFactory: (tokens: TokenService) => createJwtStrategy(strategy, tokens), inject: [TokenService] },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
      exports: [TokenService, RevokedTokens, AUTH_OPTIONS],
    };
  }
}
