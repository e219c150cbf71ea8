import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OffersService } from './offers.service';

const SWEEP_EVERY_MS = 60_000;
/** A hold younger than this may belong to an acceptance still being written; older ones are checked. */
export const ORPHAN_HOLD_AFTER_MS = 60_000;

/**
 * Offers lapse after their deal's offer validity (an accepted one frees its units), and a hold on a deal whose
 * offer does not hold it any more is freed: the two writes of an acceptance are not one transaction, so a
 * process stopped between them leaves one behind. Runs at start and every minute.
 */
@Injectable()
export class OfferLapses implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OfferLapses.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly offers: OffersService) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(now = new Date()): Promise<void> {
    try {
      const expired = await this.offers.expireDue(now);
      if (expired) this.logger.log(`${expired} offer(s) lapsed`);
      const released = await this.offers.releaseOrphans(new Date(now.getTime() - ORPHAN_HOLD_AFTER_MS));
      if (released) this.logger.warn(`Freed ${released} hold(s) of offers that no longer hold them`);
    } catch (error) {
      this.logger.error(`offer sweep failed: ${(error as Error).message}`);
    }
  }
}
