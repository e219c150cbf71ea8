import { Controller, Get, type INestApplication, Logger, type LoggerService, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { deadLetterTopic, EVENTS, type AccessTokenClaims, type IdentitySessionRevokedPayload, type IdentityUserSessionsRevokedPayload } from '@solar/contracts';
import request from 'supertest';
import type { ServiceName } from '../config';
import { EmbeddedBroker, EventBusModule, type EventBusOptions, eventBusTransport, EventPublisher } from '../event-bus';
import { defineService, PlatformModule } from '../service';
import { startServiceHarness, type ServiceHarness } from '../testing';
import { AuthModule } from './auth.module';
import { CurrentUser } from './decorators';
import { RevokedTokens } from './revoked-tokens';
import { TokenService } from './token.service';

/**
 * Logout revokes one token: identity publishes `identity.session.revoked`, and every app that has the
 * event bus transport connected refuses that token with 401 from then on.
 */

const silentLogger: LoggerService = { log() {}, error() {}, warn() {} };
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

@Controller('me')
class MeController {
  @Get()
  me(@CurrentUser() user: AccessTokenClaims) {
    return { sub: user.sub };
  }
}

const claims = { sub: 'user-1', roles: ['customer' as const] };

/** A service of nothing but the platform and one guarded route: the revocation handlers come with PlatformModule. */
const platformOnly = (service: ServiceName) =>
  defineService(service, (config) => {
    @Module({ imports: [PlatformModule.forService({ service, config })], controllers: [MeController] })
    class ServiceModule {}
    return { module: ServiceModule };
  });

/**
 * Starts platform-only services on one data folder, as single-machine mode runs them; the first one made the
 * folder, and closing it after each test closes the others started alongside.
 */
function platformServicesOnOneFolder(): (service: ServiceName) => Promise<ServiceHarness> {
  let first: ServiceHarness | undefined;
  afterEach(async () => {
    await first?.close();
    first = undefined;
  });
  return async (service) => {
    if (first) return first.startAlongside(platformOnly(service));
    first = await startServiceHarness(platformOnly(service));
    return first;
  };
}

/** The revocation identity publishes for a token. */
function revocationOf(tokens: TokenService, token: string): IdentitySessionRevokedPayload {
  const { jti, sub, exp } = tokens.verify(token) as AccessTokenClaims & { exp: number };
  if (!jti) throw new Error('the token has no jti');
  return { jti, user_id: sub, expires_at: new Date(exp * 1000).toISOString() };
}

beforeAll(() => Logger.overrideLogger(silentLogger));

describe('token revocation in AuthModule (embedded bus in memory)', () => {
  let broker: EmbeddedBroker;
  let app: INestApplication;
  let tokens: TokenService;
  let publisher: EventPublisher;

  beforeEach(async () => {
    broker = new EmbeddedBroker();
    const busOptions: EventBusOptions = { service: 'orders', broker, maxRetries: 0, retryBackoffMs: 1 };
    const moduleRef = await Test.createTestingModule({
      imports: [AuthModule.forRoot({ jwtSecret: SECRET, jwtTtlSeconds: 600 }), EventBusModule.forRoot(busOptions)],
      controllers: [MeController],
    })
      .setLogger(silentLogger)
      .compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.connectMicroservice(eventBusTransport(busOptions), { inheritAppConfig: true });
    await app.startAllMicroservices();
    await app.init();
    tokens = app.get(TokenService);
    publisher = app.get(EventPublisher);
  });

  afterEach(async () => {
    await app.close();
    await broker.close();
  });

  const getMe = (token: string) => request(app.getHttpServer()).get('/me').set('Authorization', `Bearer ${token}`);

  it('answers 401 for a token once its revocation was published, and keeps accepting the others', async () => {
    const token = tokens.sign(claims);
    const otherSession = tokens.sign(claims);
    await getMe(token).expect(200, { sub: 'user-1' });

    const revocation = revocationOf(tokens, token);
    await publisher.publish(EVENTS.identity.sessionRevoked, revocation.user_id, revocation);
    await broker.whenIdle();

    await getMe(token).expect(401);
    await getMe(otherSession).expect(200);
    expect(() => tokens.verify(token)).toThrow('jwt revoked');
    expect(tokens.verify(otherSession).sub).toBe('user-1');
  });

  it('refuses a token at once when the instance revokes it itself, before any event', async () => {
    const token = tokens.sign(claims);
    const { jti, expires_at } = revocationOf(tokens, token);
    app.get(RevokedTokens).revoke(jti, new Date(expires_at));
    await getMe(token).expect(401);
  });

  it('forgets a revocation that had already expired when it arrived', async () => {
    const revokedTokens = app.get(RevokedTokens);
    const expired: IdentitySessionRevokedPayload = { jti: 'old-token', user_id: 'user-1', expires_at: new Date(Date.now() - 60_000).toISOString() };
    await publisher.publish(EVENTS.identity.sessionRevoked, expired.user_id, expired);
    await broker.whenIdle();
    expect(revokedTokens.isRevoked('old-token')).toBe(false);
    expect(revokedTokens.size).toBe(0);
  });

  it('dead-letters a revocation it cannot apply instead of dropping it silently', async () => {
    const broken = { jti: 'jti-1', user_id: 'user-1', expires_at: 'tomorrow' };
    await publisher.publish(EVENTS.identity.sessionRevoked, broken.user_id, broken);
    await broker.whenIdle();
    const deadLetters = broker.readTopic(deadLetterTopic(EVENTS.identity.sessionRevoked));
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0].headers['x-dead-letter-error']).toMatch(/invalid expires_at/);
  });
});

describe('token revocation in every service started with PlatformModule.forService', () => {
  const start = platformServicesOnOneFolder();

  it('a revocation published by one service makes every other service refuse the token', async () => {
    const cart = await start('cart');
    const orders = await start('orders');
    const identity = await start('identity');
    const tokens = identity.get(TokenService);
    const token = tokens.sign(claims);
    for (const app of [cart, orders]) {
      await app.http().get('/me').set('Authorization', `Bearer ${token}`).expect(200);
    }

    const revocation = revocationOf(tokens, token);
    await identity.publish(EVENTS.identity.sessionRevoked, revocation.user_id, revocation);

    for (const app of [cart, orders, identity]) {
      const response = await app.http().get('/me').set('Authorization', `Bearer ${token}`).expect(401);
      expect(response.body).toMatchObject({ status: 0, success: false });
    }
  });

  it('each app checks its own list, also when several apps share the process', async () => {
    // Identity first, cart last: whatever a process shares between apps, each guard must read its own app's list.
    const identity = await start('identity');
    const cart = await start('cart');
    const token = identity.get(TokenService).sign(claims);

    // Logout in identity revokes the token there at once, before any event went out.
    const { jti, expires_at } = revocationOf(identity.get(TokenService), token);
    identity.get(RevokedTokens).revoke(jti, new Date(expires_at));

    await identity.http().get('/me').set('Authorization', `Bearer ${token}`).expect(401);
    await cart.http().get('/me').set('Authorization', `Bearer ${token}`).expect(200);
  });
});

describe('revoking every earlier session of an account (identity.user.sessions-revoked)', () => {
  const start = platformServicesOnOneFolder();

  const me = (app: ServiceHarness, token: string) => app.http().get('/me').set('Authorization', `Bearer ${token}`);
  const revocation = (userId: string, version: number): IdentityUserSessionsRevokedPayload => ({
    user_id: userId,
    session_version: version,
    reason: 'password-changed',
    revoked_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 3_660_000).toISOString(),
  });

  it("makes every service refuse the account's earlier tokens and accept the new session, also an instance started later", async () => {
    const identity = await start('identity');
    const cart = await start('cart');
    const tokens = identity.get(TokenService);
    const before = tokens.sign({ ...claims, sv: 0 });
    const unversioned = tokens.sign(claims); // signed before tokens carried a version
    const otherAccount = tokens.sign({ sub: 'user-2', roles: ['customer'], sv: 0 });
    for (const token of [before, unversioned, otherAccount]) await me(cart, token).expect(200);

    await identity.publish(EVENTS.identity.userSessionsRevoked, 'user-1', revocation('user-1', 1));
    const fresh = tokens.sign({ ...claims, sv: 1 });

    for (const app of [cart, identity]) {
      for (const token of [before, unversioned]) {
        const refused = await me(app, token).expect(401);
        expect(refused.body).toMatchObject({ status: 0, success: false });
      }
      await me(app, fresh).expect(200);
      await me(app, otherAccount).expect(200);
    }
    expect(() => tokens.verify(before)).toThrow('jwt revoked');

    // An instance started after the event learns it from the topic (a broadcast is replayed from its start).
    const orders = await start('orders');
    await orders.whenIdle();
    await me(orders, before).expect(401);
    await me(orders, fresh).expect(200);
  });

  it('dead-letters a session revocation it cannot apply', async () => {
    const cart = await start('cart');
    const broken = { user_id: 'user-1', session_version: 0, expires_at: 'later' };
    await expect(cart.publish(EVENTS.identity.userSessionsRevoked, 'user-1', broken)).rejects.toThrow(/dead-lettered/);
    const deadLetters = cart.deadLettersOf(EVENTS.identity.userSessionsRevoked);
    expect(deadLetters.length).toBeGreaterThan(0);
    expect(deadLetters[0].headers['x-dead-letter-error']).toMatch(/invalid session_version/);
  });
});

describe('a token verified before', () => {
  it('is still refused once it expires or is revoked, and a changed signature is never taken for it', async () => {
    const { JwtService } = await import('@nestjs/jwt');
    const revocations = new RevokedTokens();
    const tokens = new TokenService(new JwtService(), { jwtSecret: SECRET, jwtTtlSeconds: 3600 }, revocations);
    const token = tokens.sign({ sub: 'user-9', roles: ['customer'], firstname: 'A', lastname: 'B' });
    expect(tokens.verify(token).sub).toBe('user-9');
    // The same claims under another signature: not the cached text, so checked, and refused.
    const [head, body] = token.split('.');
    expect(() => tokens.verify(`${head}.${body}.${'A'.repeat(43)}`)).toThrow();
    const { jti, exp } = tokens.verify(token);
    revocations.revoke(jti!, new Date(exp! * 1000));
    expect(() => tokens.verify(token)).toThrow('jwt revoked');

    const shortLived = tokens.sign({ sub: 'user-9', roles: [], firstname: 'A', lastname: 'B' }, { ttlSeconds: 1 });
    expect(tokens.verify(shortLived).sub).toBe('user-9');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(() => tokens.verify(shortLived)).toThrow('jwt expired');
  });
});
