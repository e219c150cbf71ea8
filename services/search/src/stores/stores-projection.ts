import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { StorefrontStoreDeletedPayload, StorefrontStorePayload } from '@solar/contracts';
import { SEARCH_INDEX, type SearchIndex } from '@solar/platform';
import type { Model } from 'mongoose';
import { RevisionedProjection, type RevisionedReadModel } from '../read-models/revisioned-projection';
import { isPublicStore, STORE_INDEX_DEFINITION, toStoreSearchDoc, type StoreReadPayload, type StoreSearchDoc } from './store-index';
import { StoreReadModel } from './store-read-model.schema';

/** Keeps the stores read model and the `stores` index in step with the storefront service's events. */
@Injectable()
export class StoresProjection extends RevisionedProjection<StoreReadPayload, StoreSearchDoc> {
  constructor(@InjectModel(StoreReadModel.name) readModel: Model<RevisionedReadModel>, @Inject(SEARCH_INDEX) index: SearchIndex) {
    super(readModel, index, { definition: STORE_INDEX_DEFINITION, isPublic: isPublicStore, toSearchDoc: toStoreSearchDoc });
  }

  upserted(store: StorefrontStorePayload): Promise<boolean> {
    return this.apply({ ...store, uuid: store.store_uuid });
  }

  /**
   * A deletion is kept as a tombstone at its revision rather than removed, so an earlier upsert redelivered
   * after it is older than what we hold and changes nothing.
   */
  deleted(store: StorefrontStoreDeletedPayload): Promise<boolean> {
    return this.apply({
      uuid: store.store_uuid,
      store_uuid: store.store_uuid,
      seller_id: store.seller_id,
      revision: store.revision,
      name: '',
      title: '',
      logo: null,
      is_enable: false,
      deleted: true,
      updated_at: new Date(0).toISOString(),
    });
  }
}
