import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CatalogItemPayload } from '@solar/contracts';
import { SEARCH_INDEX, type SearchIndex } from '@solar/platform';
import type { Model } from 'mongoose';
import { RevisionedProjection, type RevisionedReadModel } from '../read-models/revisioned-projection';
import { ITEM_INDEX_DEFINITION, isPublic, toSearchDoc, type ItemSearchDoc } from './item-index';
import { ItemReadModel } from './item-read-model.schema';
import { invalidatingWrites, ItemsSearchCache } from './items-search-cache';

/** Keeps the items read model and the `items` index in step with the catalog's item events. */
@Injectable()
export class ItemsProjection extends RevisionedProjection<CatalogItemPayload, ItemSearchDoc> {
  constructor(@InjectModel(ItemReadModel.name) readModel: Model<RevisionedReadModel>, @Inject(SEARCH_INDEX) index: SearchIndex, searches: ItemsSearchCache) {
    // Kept search answers go with every write to the items index.
    super(readModel, invalidatingWrites(index, searches), { definition: ITEM_INDEX_DEFINITION, isPublic, toSearchDoc });
  }
}
