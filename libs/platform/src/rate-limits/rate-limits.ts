import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { FixedWindowLimiter, type WindowPolicy } from './fixed-window-limiter';
import { RateLimitWindow } from './rate-limit-window.schema';

/** How often ended windows are deleted. */
export const RATE_LIMIT_SWEEP_MS = 60_000;

/**
 * The service's rate limiters, all counting in its own document store (`rate_limit_windows`), so the
 * instances of a service share their counts. Make one limiter per limited thing with `limiter(name, policy)`
 * (the name is what instances share). Windows that have ended are deleted every minute (`deleteMany` on
 * `expires_at`: no TTL index, which not every engine we run on has).
 */
@Injectable()
export class RateLimits implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RateLimits.name);
  private readonly limiters = new Map<string, FixedWindowLimiter>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(@InjectModel(RateLimitWindow.name) private readonly windows: Model<RateLimitWindow>) {}

  /**
   * The limiter called `name`: the same one for the same name and policy; a name cannot be given two policies
   * (they would count into the same windows).
   */
  limiter(name: string, policy: WindowPolicy): FixedWindowLimiter {
    const known = this.limiters.get(name);
    if (known) {
      if (known.policy.points !== policy.points || known.policy.windowSeconds !== policy.windowSeconds) {
        throw new Error(`Rate limiter ${name} already exists with another policy`);
      }
      return known;
    }
    const limiter = new FixedWindowLimiter(this.windows, name, { ...policy });
    this.limiters.set(name, limiter);
    return limiter;
  }

  /** Deletes the windows that ended by `now`; answers how many. */
  async sweep(now = Date.now()): Promise<number> {
    const { deletedCount } = await this.windows.deleteMany({ expires_at: { $lte: new Date(now) } });
    return deletedCount ?? 0;
  }

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn(`Sweeping ended rate-limit windows failed: ${String(error)}`));
    }, RATE_LIMIT_SWEEP_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }
}
