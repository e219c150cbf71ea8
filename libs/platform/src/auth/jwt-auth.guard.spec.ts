import { Controller, Get, Logger, type LoggerService, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ADMIN_MESSAGES, MESSAGES, type AccessTokenClaims } from '@solar/contracts';
import passport from 'passport';
import { Strategy } from 'passport-jwt';
import type { ServiceName } from '../config';
import { defineService, PlatformModule } from '../service';
import { startServiceHarness, type ServiceHarness } from '../testing';
import { JWT_ISSUER, RevokedTokens, TokenService } from '.';
import { AdminOnly, CurrentUser, Public, Roles } from './decorators';

/**
 * The global guard as callers see it: passport-jwt's strategy behind @nestjs/passport's AuthGuard, with the
 * platform's error envelope. Every refusal of a token is the same 401; a role refusal is a 403 with its message.
 */

const silentLogger: LoggerService = { log() {}, error() {}, warn() {} };

@Controller('guarded')
class GuardedController {
  @Get('me')
  me(@CurrentUser() user: AccessTokenClaims) {
    return user;
  }

  @Public()
  @Get('open')
  open(@CurrentUser() user: AccessTokenClaims | undefined) {
    return { caller: user?.sub ?? null };
  }

  @Roles('seller')
  @Get('traders')
  traders() {
    return { ok: true };
  }

  @AdminOnly()
  @Get('admins')
  admins() {
    return { ok: true };
  }
}

const guardedService = (service: ServiceName) =>
  defineService(service, (config) => {
    @Module({ imports: [PlatformModule.forService({ service, config })], controllers: [GuardedController] })
    class ServiceModule {}
    return { module: ServiceModule };
  });

const UNAUTHORIZED = { status: 0, success: false, error: MESSAGES.http.sessionExpired, http_error: MESSAGES.http.sessionExpired };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(() => Logger.overrideLogger(silentLogger));

describe('JwtAuthGuard (passport-jwt)', () => {
  let app: ServiceHarness;
  let tokens: TokenService;
  let secret: string;

  beforeAll(async () => {
    app = await startServiceHarness(guardedService('cart'));
    tokens = app.get(TokenService);
    secret = app.config.jwtSecret;
  });
  afterAll(() => app.close());

  const get = (path: string, token?: string) => {
    const call = app.http().get(`/guarded/${path}`);
    return token === undefined ? call : call.set('Authorization', `Bearer ${token}`);
  };
  const expectRefused = async (path: string, token?: string) => {
    const response = await get(path, token).expect(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  };

  it('puts the platform claims of a valid token on the request, and nothing else it carries', async () => {
    const token = new JwtService().sign(
      { sub: 'user-1', roles: ['customer', 'superuser'], firstname: 'Ada', lastname: 'Lovelace', sv: 2, extra: 'ignored', jti: 'jti-1' },
      { secret, issuer: JWT_ISSUER, expiresIn: 600 },
    );
    // passport-jwt's signature check runs for the first call only: the second answers from the verified tokens.
    const signatureChecks = jest.spyOn(Strategy as unknown as { JwtVerifier: (...args: unknown[]) => unknown }, 'JwtVerifier');
    try {
      for (let call = 0; call < 2; call++) {
        const { body } = await get('me', token).expect(200);
        expect(body.data).toEqual({ sub: 'user-1', roles: ['customer'], firstname: 'Ada', lastname: 'Lovelace', sv: 2, jti: 'jti-1', exp: expect.any(Number) });
      }
      expect(signatureChecks).toHaveBeenCalledTimes(1);
    } finally {
      signatureChecks.mockRestore();
    }
  });

  it('refuses a missing, malformed, forged, unsigned or foreign-issuer token with 401', async () => {
    const good = tokens.sign({ sub: 'user-2', roles: ['customer'] });
    const [head, body] = good.split('.');
    await expectRefused('me');
    await app.http().get('/guarded/me').set('Authorization', `Basic ${good}`).expect(401);
    await expectRefused('me', 'not-a-token');
    await expectRefused(
      'me',
      new JwtService().sign({ sub: 'user-2', roles: ['admin'] }, { secret: 'another-secret-of-the-same-length-as-ours', issuer: JWT_ISSUER }),
    );
    await expectRefused('me', `${head}.${base64url({ sub: 'user-2', roles: ['admin'], iss: JWT_ISSUER })}.${good.split('.')[2]}`);
    await expectRefused('me', `${base64url({ alg: 'none', typ: 'JWT' })}.${body}.`);
    await expectRefused('me', new JwtService().sign({ sub: 'user-2', roles: ['customer'] }, { secret, issuer: 'someone-else' }));
    await expectRefused('me', new JwtService().sign({ sub: 'user-2', roles: ['customer'] }, { secret }));
    await get('me', good).expect(200);
  });

  it('refuses an expired token with 401, whether or not it was verified before', async () => {
    const expired = new JwtService().sign({ sub: 'user-3', roles: ['customer'], exp: Math.floor(Date.now() / 1000) - 5 }, { secret, issuer: JWT_ISSUER });
    await expectRefused('me', expired);
    const shortLived = tokens.sign({ sub: 'user-3', roles: ['customer'] }, { ttlSeconds: 1 });
    await get('me', shortLived).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expectRefused('me', shortLived);
  });

  it("refuses a revoked token and a revoked session's tokens on the next call", async () => {
    const token = tokens.sign({ sub: 'user-4', roles: ['customer'], sv: 0 });
    const sameSession = tokens.sign({ sub: 'user-4', roles: ['customer'], sv: 0 });
    await get('me', token).expect(200);
    await get('me', sameSession).expect(200);
    const { jti, exp } = tokens.verify(token);
    app.get(RevokedTokens).revoke(jti!, new Date(exp! * 1000));
    await expectRefused('me', token);
    await get('me', sameSession).expect(200);

    app.get(RevokedTokens).revokeSessionsBelow('user-4', 1, new Date(Date.now() + 3_600_000));
    await expectRefused('me', sameSession);
    await get('me', tokens.sign({ sub: 'user-4', roles: ['customer'], sv: 1 })).expect(200);
  });

  it('answers 403 with the route’s message to a valid token without the role', async () => {
    const customer = tokens.sign({ sub: 'user-5', roles: ['customer'] });
    const refused = await get('traders', customer).expect(403);
    expect(refused.body).toEqual({ status: 0, success: false, error: 'You are not allowed to do this.', http_error: MESSAGES.http.other });
    const notAdmin = await get('admins', customer).expect(403);
    expect(notAdmin.body).toMatchObject({ status: 0, success: false, error: ADMIN_MESSAGES.adminOnly });
    await get('traders', tokens.sign({ sub: 'user-6', roles: ['seller'] })).expect(200);
    await get('admins', tokens.sign({ sub: 'user-7', roles: ['admin'] })).expect(200);
    await expectRefused('admins');
  });

  it('lets a guest through a public route, names a signed-in caller there, and still refuses a bad token', async () => {
    expect((await get('open').expect(200)).body.data).toEqual({ caller: null });
    expect((await get('open', tokens.sign({ sub: 'guest-1', roles: [], guest: true })).expect(200)).body.data).toEqual({ caller: 'guest-1' });
    await expectRefused('open', 'not-a-token');
  });
});

describe('passport strategies of applications sharing a process', () => {
  it('each application authenticates with its own, and a closed one is removed from passport', async () => {
    const identity = await startServiceHarness(guardedService('identity'));
    const cart = await identity.startAlongside(guardedService('cart'));
    try {
      const token = identity.get(TokenService).sign({ sub: 'user-8', roles: ['customer'] });
      const { jti, exp } = identity.get(TokenService).verify(token);
      identity.get(RevokedTokens).revoke(jti!, new Date(exp! * 1000));
      // Revoked in identity's list only: identity refuses it, the cart (started last) does not.
      await identity.http().get('/guarded/me').set('Authorization', `Bearer ${token}`).expect(401);
      await cart.http().get('/guarded/me').set('Authorization', `Bearer ${token}`).expect(200);
    } finally {
      const registered = () =>
        Object.keys((passport as unknown as { _strategies: Record<string, unknown> })._strategies).filter((name) => name.startsWith('platform-jwt-'));
      expect(registered().length).toBeGreaterThanOrEqual(2);
      const before = registered().length;
      await identity.close();
      expect(registered().length).toBe(before - 2);
    }
  });
});
