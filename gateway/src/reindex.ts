import { JwtService } from '@nestjs/jwt';
import { JWT_ISSUER, loadPlatformConfig } from '@solar/platform';

/**
 * `npm run reindex`: asks the running marketplace to rebuild its shop search from the catalog. Signs a
 * short-lived admin token with the deployment's own secret (from JWT_SECRET or the data folder).
 */
async function main() {
  const config = loadPlatformConfig();
  const base = process.env.MARKETPLACE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const token = new JwtService().sign(
    { sub: 'ops:reindex', roles: ['admin'] },
    { secret: config.jwtSecret, issuer: JWT_ISSUER, expiresIn: 300, algorithm: 'HS256' },
  );
  const res = await fetch(`${base}/v1/client/admin/search/reindex`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data?: { items: number; indexed: number }; error?: string };
  if (!res.ok || !body.data) throw new Error(`Reindex failed (${res.status}): ${body.error ?? 'no answer'}`);
  console.log(`Reindexed ${body.data.items} catalog items; ${body.data.indexed} are public and searchable.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
