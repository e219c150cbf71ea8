import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { CATALOG_API } from '@solar/contracts';
import { PublicReadCache } from '@solar/platform';
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
