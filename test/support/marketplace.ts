import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '@solar/contracts';
import { startSingleMachine, type SingleMachine } from '@solar/gateway';
import type { IdentityOptions } from '@solar/identity';
import { JWT_ISSUER, loadPlatformConfig, type PlatformConfig } from '@solar/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');

export interface TestMarketplace extends SingleMachine {
  config: PlatformConfig;
  dataDir: string;
  /** Stops the marketplace; keeps the data folder unless asked. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** The whole marketplace in this process on a fresh (or given) data folder, every port chosen by the OS. */
export async function startTestMarketplace(
  options: { dataDir?: string; itemsPerCategory?: number; identity?: Partial<IdentityOptions> } = {},
): Promise<TestMarketplace> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'solar-system-'));
  const config = loadPlatformConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
  const app = await startSingleMachine({
    config,
    port: 0,
    host: '127.0.0.1',
    servicePorts: 'ephemeral',
    webDist: WEB_DIST,
    itemsPerCategory: options.itemsPerCategory,
    identity: { publicUrl: 'http://localhost:3000', demoAccounts: true, guestLogin: true, ...options.identity },
    rateLimitPerMinute: 100_000,
  });
  return {
    ...app,
    config,
    dataDir,
    async stop({ keepData = false } = {}) {
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A token as the identity service will sign them, for calling protected routes. */
export function tokenFor(config: PlatformConfig, claims: AccessTokenClaims): string {
  return new JwtService().sign({ ...claims }, { secret: config.jwtSecret, issuer: JWT_ISSUER, expiresIn: 600, algorithm: 'HS256' });
}

export interface ApiAnswer<T = any> {
  status: number;
  body: { status: 0 | 1; success: boolean; data: T; error?: string; errors?: Record<string, string[]>; http_error?: string };
  headers: Headers;
}

export async function api<T = any>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** Polls until `check` passes: events reach other services asynchronously. */
export async function eventually<T>(probe: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await probe();
  }
  return last;
}
