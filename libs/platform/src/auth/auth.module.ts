import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { JwtAuthGuard, RolesGuard } from './guards';
import { JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';

/** Token verification and role checks for every route of the service that imports it. */
@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      imports: [PassportModule, JwtModule.register({})],
      providers: [
        { provide: AUTH_OPTIONS, useValue: options },
        JwtStrategy,
        TokenService,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
      exports: [TokenService, AUTH_OPTIONS],
    };
  }
}
