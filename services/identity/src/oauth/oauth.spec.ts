import type { ArgumentMetadata } from '@nestjs/common';
import { IDENTITY_API, MESSAGES, OAUTH_MESSAGES, OAuthCallbackBody, OAuthLinkBody, OAuthStartQuery } from '@solar/contracts';
import { ApiValidationPipe, ConfigError, InvalidInputError } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentityOptions } from '../identity.options';
import { identityOptionsFromEnv, service as identityService } from '../index';
import { oauthSettingsFromEnv } from './oauth.options';
import { accountNames } from './oauth.service';

/**
 * Identity's Google and Facebook sign-in on its own: its settings, its request bodies, and its routes where no
 * provider answers (the whole round with a real provider is test/system/oauth.spec.ts).
 */

describe('provider settings from the environment', () => {
  const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

  it('configures no provider when none is named, Google with its well-known issuer from its client id and secret', () => {
    expect(oauthSettingsFromEnv(env({}))).toEqual({});
    expect(oauthSettingsFromEnv(env({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }))).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    });
    expect(
      identityOptionsFromEnv(env({ FACEBOOK_OIDC_ISSUER: 'https://id.example', FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's' }), {
        publicUrl: 'http://localhost:3000',
      }).oauth,
    ).toEqual({
      facebook: { issuer: 'https://id.example', clientId: 'f', clientSecret: 's' },
    });
  });

  it('stops the start when a provider is half configured, or its issuer is plain http off this machine', () => {
    expect(() => oauthSettingsFromEnv(env({ GOOGLE_CLIENT_ID: 'id' }))).toThrow(
      new ConfigError('Invalid configuration: google sign-in also needs GOOGLE_CLIENT_SECRET'),
    );
    expect(() => oauthSettingsFromEnv(env({ FACEBOOK_CLIENT_ID: 'id', FACEBOOK_CLIENT_SECRET: 's' }))).toThrow(
      /facebook sign-in also needs FACEBOOK_OIDC_ISSUER/,
    );
    expect(() => oauthSettingsFromEnv(env({ GOOGLE_OIDC_ISSUER: 'http://id.example', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }))).toThrow(
      /GOOGLE_OIDC_ISSUER must be an https URL/,
    );
    expect(oauthSettingsFromEnv(env({ GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:4000', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })).google?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
  });
});

describe("a new account's names", () => {
  it('takes the provider names as the sign-up form would, letters and single spaces', () => {
    expect(accountNames({ givenName: 'Jean-Luc', familyName: "O'Brien" }, 'x@example.com')).toEqual({ firstname: 'Jean Luc', lastname: 'O Brien' });
    expect(accountNames({ name: 'José Álvarez Ruiz' }, 'x@example.com')).toEqual({ firstname: 'José', lastname: 'Álvarez Ruiz' });
    expect(accountNames({ givenName: '<b>4</b>' }, 'mary.major@example.com')).toEqual({ firstname: 'Mary', lastname: 'Customer' });
    expect(accountNames({}, '1234@example.com')).toEqual({ firstname: 'Solar', lastname: 'Customer' });
    expect(accountNames({ givenName: 'A'.repeat(300) }, 'x@example.com').firstname).toHaveLength(100);
  });
});

describe('the request bodies', () => {
  const pipe = new ApiValidationPipe();
  async function errorsOf(dto: new () => object, value: unknown, type: 'body' | 'query' = 'body') {
    try {
      await pipe.transform(value, { type, metatype: dto } as ArgumentMetadata);
      return undefined;
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      return error.errors;
    }
  }

  it('refuses what is not a callback: missing, mistyped or oversized code and state', async () => {
    expect(await errorsOf(OAuthCallbackBody, { code: 'c', state: 's', iss: 'https://accounts.google.com' })).toBeUndefined();
    expect(await errorsOf(OAuthCallbackBody, { code: ' ' })).toEqual({ code: [OAUTH_MESSAGES.codeRequired], state: [OAUTH_MESSAGES.stateRequired] });
    expect(await errorsOf(OAuthCallbackBody, { code: 'c', state: 7 })).toEqual({ state: [OAUTH_MESSAGES.stateRequired] });
    expect(await errorsOf(OAuthCallbackBody, { code: 'c'.repeat(2049), state: 's', extra: 1 })).toMatchObject({
      code: [OAUTH_MESSAGES.codeRequired],
      extra: expect.any(Array),
    });
    expect(await errorsOf(OAuthCallbackBody, { code: 'c', state: 's', iss: ['x'] })).toEqual({ iss: [OAUTH_MESSAGES.issuerInvalid] });
  });

  it("takes the link step's password as sign-in does", async () => {
    expect(await errorsOf(OAuthLinkBody, { link_token: 't', password: 'long-enough' })).toBeUndefined();
    expect(await errorsOf(OAuthLinkBody, { link_token: '', password: 'short' })).toEqual({
      link_token: [OAUTH_MESSAGES.linkTokenRequired],
      password: [MESSAGES.validation.passwordRequired],
    });
    expect(await errorsOf(OAuthLinkBody, { link_token: 't', password: 'p'.repeat(2000) })).toEqual({ password: [MESSAGES.validation.passwordTooLong] });
  });

  it('comes back only to a path on this site', async () => {
    expect(await errorsOf(OAuthStartQuery, { return_to: '/shop/cart?x=1' }, 'query')).toBeUndefined();
    for (const offSite of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'cart', '/a b']) {
      expect(await errorsOf(OAuthStartQuery, { return_to: offSite }, 'query')).toEqual({ return_to: [OAUTH_MESSAGES.returnToInvalid] });
    }
  });
});

describe('the routes', () => {
  let identity: ServiceHarness;
  // An issuer that answers every request with a server error: the provider is down.
  let down: Server;
  const START_LIMIT = 3;

  beforeAll(async () => {
    down = createServer((_req, res) => res.writeHead(502).end());
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    const options: IdentityOptions = {
      publicUrl: 'http://localhost:3000',
      demoAccounts: false,
      guestLogin: true,
      attemptLimits: { oauthPerAddress: { points: START_LIMIT, windowSeconds: 900 } },
      oauth: { google: { issuer, clientId: 'id', clientSecret: 'secret' } },
    };
    identity = await startServiceHarness(identityService, { options });
  }, 60_000);

  afterAll(async () => {
    await identity?.close();
    down?.close();
  });

  const start = (provider: string, address: string) => identity.http().get(IDENTITY_API.oauthStart(provider)).set('x-client-ip', address);

  it('names only the configured providers, and answers 404 for any other', async () => {
    expect((await identity.http().get(IDENTITY_API.loginSettings)).body.data.providers).toEqual(['google']);
    for (const provider of ['facebook', 'twitter']) {
      const res = await start(provider, '198.51.100.1');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 0, error: OAUTH_MESSAGES.providerUnavailable });
    }
  });

  it('answers 503 while the provider cannot be reached, and counts every start per client address (429 past the limit)', async () => {
    const address = '198.51.100.2';
    for (let i = 0; i < START_LIMIT; i++) {
      const res = await start('google', address);
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(OAUTH_MESSAGES.providerUnreachable('google'));
    }
    const refused = await start('google', address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(MESSAGES.identity.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await start('google', '198.51.100.3')).status).toBe(503);
  });

  it('refuses a callback that no start in this browser began', async () => {
    const res = await identity.http().post(IDENTITY_API.oauthCallback('google')).set('x-client-ip', '198.51.100.4').send({ code: 'c', state: 's' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(OAUTH_MESSAGES.attemptInvalid);
    const withCookie = await identity
      .http()
      .post(IDENTITY_API.oauthCallback('google'))
      .set('x-client-ip', '198.51.100.4')
      .set('cookie', `solar_oauth_binding=${'b'.repeat(43)}`)
      .send({ code: 'c', state: 's' });
    expect(withCookie.status).toBe(422);
  });
});
