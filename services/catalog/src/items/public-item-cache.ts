import { Controller, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { CATALOG_API, EVENTS } from '@solar/contracts';
import { BroadcastEventPattern, PublicReadCache } from '@solar/platform';
import type { Request } from 'express';
import type { Model } from 'mongoose';
import { Item } from './item.schema';

const ITEM_PATH_SEGMENTS = CATALOG_API.item.template.split('/').length;

/** The answer a public item read asks for: its path (uuid or id), whatever query it carries. */
export function publicItemKey(req: Request): string | undefined {
  const path = req.originalUrl.split('?')[0];
  return path.split('/').length === ITEM_PATH_SEGMENTS ? path : undefined;
}

/**
 * Public item pages (`GET items/{uuid or id}`) as they were last answered. Every write to the items in this
 * instance drops them (the items schema announces its writes); writes in other instances arrive as their events,
 * below. A page also names its category and brand, read from snapshots refreshed every 30 s: an answer is kept
 * 30 s at most, so a renamed brand shows as soon as the snapshot has it.
 */
@Injectable()
export class PublicItemCache extends PublicReadCache implements OnModuleDestroy {
  private readonly stopListening: () => void;

  constructor(@Inject(getModelToken(Item.name)) items: Model<Item>) {
    super();
    this.stopListening = this.invalidateOnWrites(items.db, items.collection.name);
  }

  onModuleDestroy(): void {
    this.stopListening();
  }
}

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
