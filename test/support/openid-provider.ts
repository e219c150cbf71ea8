import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A running stand-in provider (./openid-provider-process.mjs) and this site's client there. */
export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/**
 * Starts a real OpenID provider on this machine in a process of its own. `claimsInIdToken`: the email comes in
 * the ID token (as Google sends it) or only from the userinfo endpoint.
 */
export async function startOpenIdProvider(options: { name: string; redirectUris: string[]; claimsInIdToken: boolean }): Promise<TestOpenIdProvider> {
  const clientId = `${options.name}-client`;
  const clientSecret = `${options.name}-secret-for-tests-only`;
  const settings = { clientId, clientSecret, redirectUris: options.redirectUris, claimsInIdToken: options.claimsInIdToken };
  const child: ChildProcess = fork(join(__dirname, 'openid-provider-process.mjs'), [JSON.stringify(settings)], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { issuer: string }) => resolve(message.issuer));
    child.once('exit', (code) => reject(new Error(`the OpenID provider stopped (${code}): ${errors}`)));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

/** The cookies a browser keeps per site, enough for one provider's own cookies or the marketplace's. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/**
 * Signs in at the provider as `login`, as a browser would from the authorization URL: follows its redirects
 * (with its cookies) and fills in its login form. Resolves with the URL the provider sends the browser back to
 * (the site's redirect URI with `code`, `state` and `iss`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let step = 0; step < 10; step++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.origin !== origin) return next;
      url = next;
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"[^>]*>[\s\S]*?name="prompt" value="login"/.exec(page)?.[1];
    if (res.status !== 200 || !action) throw new Error(`the provider answered ${res.status} at ${url}: ${page.slice(0, 500)}`);
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }),
    });
    jar.take(submitted);
    url = new URL(submitted.headers.get('location')!, url);
  }
  throw new Error(`no way back from the provider after 10 steps (at ${url})`);
}
