import { Injectable, NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DealSeeder } from './deal-seeder';

/** Where the trader answers how far its demo seed is: a probe beside `/health/ready`, on the service's own port. */
export const SEED_STATUS_PATH = '/health/seed';

/**
 * GET /health/seed: 200 once the demo seed is over (seeded, or nothing to seed), 503 while it runs or after it
 * failed; the body (SeedProgress) says how far it is. A launcher that starts the trader as its own process waits
 * on it for the demo deals, since the trader is ready before it seeds (`timing: 'after-start'`). A probe like
 * `/health`, not part of the API: no route of the API tables, so neither the gateway nor the API document has it.
 */
@Injectable()
export class SeedStatusMiddleware implements NestMiddleware {
  constructor(private readonly seeder: DealSeeder) {}

  use(_req: Request, res: Response): void {
    const progress = this.seeder.status();
    res.status(progress.state === 'seeded' || progress.state === 'skipped' ? 200 : 503).json(progress);
  }
}
