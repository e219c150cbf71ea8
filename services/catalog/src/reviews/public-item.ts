import { NotFoundException } from '@nestjs/common';
import { MESSAGES } from '@solar/contracts';
import type { Model } from 'mongoose';
import { PUBLIC_ITEM } from '../categories/categories.service';
import type { Item } from '../items/item.schema';

export type PublicItemRef = Pick<Item, 'uuid' | 'id' | 'name' | 'owner_id'>;

/** The fields the community features need of a public (active, approved) item; 404 for any other item. */
export async function findPublicItem(items: Model<Item>, uuid: string): Promise<PublicItemRef> {
  const item = await items.findOne({ uuid, ...PUBLIC_ITEM }, { uuid: 1, id: 1, name: 1, owner_id: 1 }).lean<PublicItemRef>();
  if (!item) throw new NotFoundException(MESSAGES.product.itemNotFound);
  return item;
}
