import { AdminOnly } from '@solar/platform';
import { Controller, Get, Injectable } from '@nestjs/common';
import { ADMIN_API, ADMIN_LIMITS, type AdminDashboard, type ModerationSlice } from '@solar/contracts';
import { ListingOwners } from '../owners/listing-owners';

/** The most entries of a queue an admin can page through: what the dashboard's count of edits looks at. */
const QUEUE_MAX = ADMIN_LIMITS.queuePageMax * ADMIN_LIMITS.pageMax;

/** Edits of published listings among what waits, and the new listings besides them. */
function pendingOf(slice: ModerationSlice): { listings: number; edits: number } {
  const pending = slice.counts.Pending ?? slice.total;
  const edits = slice.entries.filter((entry) => entry.awaiting === 'edit').length;
  return { listings: Math.max(0, pending - edits), edits };
}

/** `admin/dashboard`: the trader's figures with what waits for moderation at both owners. */
@Injectable()
export class Dashboard {
  constructor(private readonly owners: ListingOwners) {}

  async read(): Promise<AdminDashboard> {
    const [stats, deals, items] = await Promise.all([this.owners.traderStats(), this.owners.slice('deal', 'Pending', QUEUE_MAX), this.owners.slice('item', 'Pending', QUEUE_MAX)]);
    const waitingDeals = pendingOf(deals);
    const waitingItems = pendingOf(items);
    return { ...stats, pending: { deals: waitingDeals.listings, items: waitingItems.listings, edits: waitingDeals.edits + waitingItems.edits } };
  }
}

@Controller()
@AdminOnly()
export class DashboardController {
  constructor(private readonly dashboard: Dashboard) {}

  @Get(ADMIN_API.dashboard)
  read() {
    return this.dashboard.read();
  }
}
