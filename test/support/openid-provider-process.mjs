// A real OpenID Connect provider (oidc-provider) on this machine, standing in for Google or Facebook in the tests.
// Run as a child process by ./openid-provider.ts (oidc-provider is published as ES modules only, which jest does
// not load): argv[2] is its settings as JSON, and it sends `{ issuer }` over IPC once it listens.
//
// Sign-in uses the package's development login form: the login typed is the account, and its email. An email
// with `+unverified` in it is one the provider does not say it verified. Consent is given at once, as Google does
// for a returning user.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/** @type {{ clientId: string, clientSecret: string, redirectUris: string[], claimsInIdToken: boolean }} */
const settings = JSON.parse(process.argv[2]);

/** Names from the email's first part: ada.lovelace@... is Ada Lovelace. */
function claimsOf(login) {
  const [first = '', last = ''] = login.split('@')[0].split('+')[0].split('.');
  const cap = (word) => (word ? word[0].toUpperCase() + word.slice(1) : undefined);
  return {
    sub: login,
    email: login,
    email_verified: !login.includes('+unverified'),
    given_name: cap(first),
    family_name: cap(last),
    name: [cap(first), cap(last)].filter(Boolean).join(' '),
  };
}

let handle = (_req, res) => res.writeHead(503).end();
const server = createServer((req, res) => handle(req, res));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      redirect_uris: settings.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  // PKCE on every authorization request, as Google accepts it and as the site always sends it.
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
  // Google puts the email in the ID token; a provider that conforms strictly leaves it to the userinfo endpoint.
  conformIdTokenClaims: !settings.claimsInIdToken,
  findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
  cookies: { keys: ['a key for the tests only'] },
  features: { devInteractions: { enabled: true } },
});
handle = provider.callback();
process.send?.({ issuer });
// The test ends: so does the provider.
process.on('disconnect', () => server.close(() => process.exit(0)));
