import { Controller } from '@nestjs/common';
import { EVENTS } from '@solar/contracts';
import { BroadcastEventPattern } from '@solar/platform';
import { PublicItemCache } from './public-item-cache';

/** The catalog's events of a change a public item page shows (a question asked changes none). */
const ITEM_PAGE_CHANGES = [
  EVENTS.catalog.itemCreated,
  EVENTS.catalog.itemUpdated,
  EVENTS.catalog.itemDeleted,
  EVENTS.catalog.itemStatusChanged,
  EVENTS.catalog.itemStockChanged,
  EVENTS.catalog.stockReserved,
  EVENTS.catalog.stockReleased,
  EVENTS.catalog.categoryUpserted,
  EVENTS.catalog.brandUpserted,
];

/**
 * Every instance hears what changes an item anywhere (a broadcast subscription: each instance in its own
 * consumer group) and drops its kept pages.
 */
@Controller()
export class PublicItemCacheInvalidations {
  constructor(private readonly cache: PublicItemCache) {}

  @BroadcastEventPattern(ITEM_PAGE_CHANGES)
  onItemPageChanged(): void {
    this.cache.invalidate();
  }
}
