import { IDENTITY_API, MESSAGES, OAUTH_MESSAGES, oauthReturnPath, type OAuthProvider } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { CookieJar, signInAtProvider, startOpenIdProvider, type TestOpenIdProvider } from '../support/openid-provider';
import { answerOf, api, startTestMarketplace, TOPOLOGY, type ApiAnswer, type TestMarketplace } from '../support/marketplace';

/**
 * Sign-in with Google and Facebook through the gateway, against two real OpenID providers run on this machine
 * (oidc-provider): the browser's redirects followed by hand, the provider's login form filled in, the code posted
 * back as the web page posts it. Google's stand-in puts the email in the ID token, Facebook's gives it from its
 * userinfo endpoint.
 *
 * Single machine only: the distributed launcher passes identity no provider settings.
 */
const describeHere = TOPOLOGY === 'single-machine' ? describe : describe.skip;

/** The site's address in the harness (PUBLIC_URL): the providers send the browser back there. */
const PUBLIC_URL = 'http://localhost:3000';
const buyer = DEMO_ACCOUNTS.find((account) => account.email === 'buyer@solar-marketplace.local')!;

describeHere('sign-in with Google and Facebook', () => {
  let market: TestMarketplace;
  const providers: Partial<Record<OAuthProvider, TestOpenIdProvider>> = {};

  beforeAll(async () => {
    providers.google = await startOpenIdProvider({ name: 'google', redirectUris: [PUBLIC_URL + oauthReturnPath('google')], claimsInIdToken: true });
    providers.facebook = await startOpenIdProvider({ name: 'facebook', redirectUris: [PUBLIC_URL + oauthReturnPath('facebook')], claimsInIdToken: false });
    const oauth = Object.fromEntries(
      Object.entries(providers).map(([name, p]) => [name, { issuer: p!.issuer, clientId: p!.clientId, clientSecret: p!.clientSecret }]),
    );
    market = await startTestMarketplace({ itemsPerCategory: 1, identity: { publicUrl: PUBLIC_URL, oauth } });
  }, 120_000);

  afterAll(async () => {
    await market?.stop();
    await Promise.all(Object.values(providers).map((provider) => provider?.stop()));
  });

  /** One browser: the marketplace's cookies (the binding cookie) kept between its requests. */
  const browser = () => new CookieJar();

  /** Continue with <provider>: the start route's redirect to the provider. */
  async function start(jar: CookieJar, provider: OAuthProvider, returnTo?: string): Promise<URL> {
    const query = returnTo ? `?${new URLSearchParams({ return_to: returnTo })}` : '';
    const res = await fetch(`${market.url}${IDENTITY_API.oauthStart(provider)}${query}`, { redirect: 'manual', headers: { cookie: jar.header() } });
    expect(res.status).toBe(302);
    jar.take(res);
    return new URL(res.headers.get('location')!);
  }

  /** The web page the provider sent the browser back to posts what came with it. */
  async function callback(jar: CookieJar | null, provider: OAuthProvider, back: URL, body: Record<string, unknown> = {}): Promise<ApiAnswer> {
    const params = Object.fromEntries(back.searchParams);
    const res = await fetch(`${market.url}${IDENTITY_API.oauthCallback(provider)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(jar ? { cookie: jar.header() } : {}) },
      body: JSON.stringify({ code: params.code, state: params.state, iss: params.iss, ...body }),
    });
    return answerOf(res);
  }

  /** The whole round: start, sign in at the provider as `login`, post the code back. */
  async function signInWith(provider: OAuthProvider, login: string, returnTo?: string): Promise<ApiAnswer> {
    const jar = browser();
    const back = await signInAtProvider((await start(jar, provider, returnTo)).toString(), login);
    return callback(jar, provider, back);
  }

  const profileOf = async (token: string) => (await api(market.url, 'GET', IDENTITY_API.profile, undefined, token)).body.data;

  it('names the configured providers for the sign-in buttons', async () => {
    const settings = await api(market.url, 'GET', IDENTITY_API.loginSettings);
    expect(settings.body.data.providers).toEqual(['google', 'facebook']);
  });

  it('sends the browser to the provider with state, nonce and a PKCE S256 challenge, bound to the browser by an HttpOnly cookie', async () => {
    const res = await fetch(`${market.url}${IDENTITY_API.oauthStart('google')}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(providers.google!.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: providers.google!.clientId,
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/login/google/callback`,
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(to.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^solar_oauth_binding=[\w-]{43}; /);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/v1\/client\/oauth/);
    // No session, and nothing secret, travels in the URL.
    expect(to.toString()).not.toMatch(/access_token|code_verifier/);
  });

  it("creates a confirmed buyer account with the provider's verified email and signs in; later sign-ins reach the same account", async () => {
    const first = await signInWith('google', 'ada.lovelace@example.com', '/shop/cart');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(OAUTH_MESSAGES.accountCreated);
    expect(first.body.data).toMatchObject({ result: 'signed_in', provider: 'google', new_account: true, return_to: '/shop/cart', role: ['customer'] });
    const profile = await profileOf(first.body.data.auth.access_token);
    expect(profile).toMatchObject({ email: 'ada.lovelace@example.com', firstname: 'Ada', lastname: 'Lovelace', status: 'active', role: ['customer'] });

    const again = await signInWith('google', 'ada.lovelace@example.com');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ result: 'signed_in', new_account: false, return_to: '/', user: { id: profile.id } });
  });

  it('reads the email from the userinfo endpoint when the ID token does not carry it (Facebook)', async () => {
    const answer = await signInWith('facebook', 'grace.hopper@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ result: 'signed_in', provider: 'facebook', new_account: true });
    expect(await profileOf(answer.body.data.auth.access_token)).toMatchObject({ email: 'grace.hopper@example.com', firstname: 'Grace', lastname: 'Hopper' });
  });

  it('links an existing account only once its password is given: no session before, then direct sign-ins', async () => {
    const pending = await signInWith('google', buyer.email, '/wishlist');
    expect(pending.status).toBe(200);
    expect(pending.body.message).toBe(OAUTH_MESSAGES.linkNeeded('google', buyer.email));
    expect(pending.body.data).toEqual({
      result: 'link_required',
      provider: 'google',
      email: buyer.email,
      link_token: expect.stringMatching(/^[\w-]{43}$/),
      expires_in: 900,
      return_to: '/wishlist',
    });
    // Controlling a Google account with the email is not enough: a second try still asks for the password.
    const stillPending = await signInWith('google', buyer.email);
    expect(stillPending.body.data.result).toBe('link_required');

    const token = pending.body.data.link_token as string;
    const wrong = await api(market.url, 'POST', IDENTITY_API.oauthCheckUser, { link_token: token, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(MESSAGES.identity.invalidCredentials);
    expect(wrong.body.data).toBeUndefined();

    const linked = await api(market.url, 'POST', IDENTITY_API.oauthCheckUser, { link_token: token, password: buyer.password });
    expect(linked.status).toBe(200);
    expect(linked.body.message).toBe(OAUTH_MESSAGES.linked('google'));
    expect(linked.body.data).toMatchObject({
      result: 'signed_in',
      provider: 'google',
      new_account: false,
      return_to: '/wishlist',
      user: { id: buyer.id },
      role: buyer.roles,
    });
    expect((await profileOf(linked.body.data.auth.access_token)).email).toBe(buyer.email);

    // The token is used up.
    const replayedLink = await api(market.url, 'POST', IDENTITY_API.oauthCheckUser, { link_token: token, password: buyer.password });
    expect(replayedLink.status).toBe(422);
    expect(replayedLink.body.error).toBe(OAUTH_MESSAGES.linkInvalid);

    // Linked: the provider's sign-in now signs in directly.
    const direct = await signInWith('google', buyer.email);
    expect(direct.status).toBe(200);
    expect(direct.body.data).toMatchObject({ result: 'signed_in', new_account: false, user: { id: buyer.id } });
    // Linking Google links nothing else: Facebook with the same email still asks for the password.
    expect((await signInWith('facebook', buyer.email)).body.data.result).toBe('link_required');
  });

  it('refuses a replayed callback: the state is used once', async () => {
    const jar = browser();
    const back = await signInAtProvider((await start(jar, 'google')).toString(), 'replay.once@example.com');
    expect((await callback(jar, 'google', back)).status).toBe(200);
    const replayed = await callback(jar, 'google', back);
    expect(replayed.status).toBe(422);
    expect(replayed.body).toMatchObject({ status: 0, success: false, error: OAUTH_MESSAGES.attemptInvalid });
  });

  it('refuses a forged callback: a state this site never issued', async () => {
    const jar = browser();
    const back = await signInAtProvider((await start(jar, 'google')).toString(), 'forged.state@example.com');
    back.searchParams.set('state', 'x'.repeat(43));
    const forged = await callback(jar, 'google', back);
    expect(forged.status).toBe(422);
    expect(forged.body.error).toBe(OAUTH_MESSAGES.attemptInvalid);
    expect(forged.body.data).toBeUndefined();
  });

  it("refuses a code presented with another attempt's state: the provider checks that attempt's PKCE verifier", async () => {
    const jar = browser();
    const mine = await start(jar, 'google');
    const other = await start(jar, 'google');
    const back = await signInAtProvider(mine.toString(), 'pkce.check@example.com');
    back.searchParams.set('state', other.searchParams.get('state')!);
    const crossed = await callback(jar, 'google', back);
    expect(crossed.status).toBe(422);
    expect(crossed.body.error).toBe(OAUTH_MESSAGES.providerRefused('google'));
    expect(crossed.body.data).toBeUndefined();
  });

  it('refuses a callback from another browser (no binding cookie), and the browser that started it still signs in', async () => {
    const jar = browser();
    const back = await signInAtProvider((await start(jar, 'facebook')).toString(), 'other.browser@example.com');
    const elsewhere = await callback(null, 'facebook', back);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error).toBe(OAUTH_MESSAGES.attemptInvalid);
    const stranger = new CookieJar();
    await start(stranger, 'facebook');
    expect((await callback(stranger, 'facebook', back)).status).toBe(422);
    expect((await callback(jar, 'facebook', back)).body.data).toMatchObject({ result: 'signed_in' });
  });

  it('refuses an email the provider has not verified, and makes no account for it', async () => {
    const answer = await signInWith('google', 'eve+unverified@example.com');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(OAUTH_MESSAGES.emailNotVerified('google'));
    const check = await api(market.url, 'POST', IDENTITY_API.emailCheck, { email: 'eve+unverified@example.com' });
    expect(check.status).toBe(200);
  });

  it('is described in the API document: the start as a redirect, the callback and the link step with their bodies', async () => {
    const document = await (await fetch(`${market.url}/openapi.json`)).json();
    const startOp = document.paths['/v1/client/oauth/{provider}/redirect'].get;
    expect(Object.keys(startOp.responses).filter((status: string) => /^[23]/.test(status))).toEqual(['302']);
    expect(startOp.responses['503']).toBeDefined();
    expect(startOp.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['provider', 'return_to']);
    const bodyOf = (path: string) =>
      document.components.schemas[document.paths[path].post.requestBody.content['application/json'].schema.$ref.split('/').pop()];
    expect(bodyOf('/v1/client/oauth/{provider}/callback')).toMatchObject({ required: expect.arrayContaining(['code', 'state']), additionalProperties: false });
    expect(bodyOf('/v1/client/oauth/check/user')).toMatchObject({ required: expect.arrayContaining(['link_token', 'password']) });
  });

  it('answers bad input with 400 and field messages, and unknown providers with 404', async () => {
    const empty = await api(market.url, 'POST', IDENTITY_API.oauthCallback('google'), {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ code: [OAUTH_MESSAGES.codeRequired], state: [OAUTH_MESSAGES.stateRequired] });
    const offSite = await fetch(`${market.url}${IDENTITY_API.oauthStart('google')}?return_to=${encodeURIComponent('//evil.example/')}`, { redirect: 'manual' });
    expect(offSite.status).toBe(400);
    expect((await offSite.json()).errors).toEqual({ return_to: [OAUTH_MESSAGES.returnToInvalid] });
    const link = await api(market.url, 'POST', IDENTITY_API.oauthCheckUser, { link_token: 'nothing-issued', password: 'a-password-1' });
    expect(link.status).toBe(422);
    expect(link.body.error).toBe(OAUTH_MESSAGES.linkInvalid);
    for (const [method, path] of [
      ['GET', IDENTITY_API.oauthStart('twitter')],
      ['POST', IDENTITY_API.oauthCallback('twitter')],
    ] as const) {
      const answer = await api(market.url, method, path, method === 'POST' ? { code: 'c', state: 's' } : undefined);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(OAUTH_MESSAGES.providerUnavailable);
    }
  });
});
