import { Injectable } from '@nestjs/common';
import { type AdminDashboard, type ModerationSlice } from '@solar/contracts';
import { ListingOwners } from '../owners/listing-owners';

/** Edits of published listings among what waits, and the new listings besides them. */
function pendingOf(slice: ModerationSlice): { listings: number; edits: number } {
  const pending = slice.counts.Pending ?? slice.total;
  return { listings: Math.max(0, pending - slice.edits), edits: slice.edits };
}

/** `admin/dashboard`: the trader's figures with what waits for moderation at both owners. */
@Injectable()
export class Dashboard {
  constructor(private readonly owners: ListingOwners) {}

  async read(): Promise<AdminDashboard> {
    const [stats, deals, items] = await Promise.all([
      this.owners.traderStats(),
      this.owners.slice('deal', 'Pending', 1),
      this.owners.slice('item', 'Pending', 1),
    ]);
    const waitingDeals = pendingOf(deals);
    const waitingItems = pendingOf(items);
    return { ...stats, pending: { deals: waitingDeals.listings, items: waitingItems.listings, edits: waitingDeals.edits + waitingItems.edits } };
  }
}
