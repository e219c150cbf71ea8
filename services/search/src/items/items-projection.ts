import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CatalogItemPayload } from '@solar/contracts';
import { isDuplicateKeyError, SEARCH_INDEX, type SearchIndex } from '@solar/platform';
import type { Model } from 'mongoose';
import { ITEM_INDEX_DEFINITION, ITEMS_INDEX, isPublic, toSearchDoc } from './item-index';
import { ItemReadModel } from './item-read-model.schema';

/**
 * Writes from catalog events have no caller waiting to read them: not waiting for Elasticsearch's refresh lets
 * each partition index its next item at once (waiting held every partition to about one write per second).
 */
const FROM_EVENTS = { waitUntilSearchable: false } as const;

const REBUILD_BATCH = 500;

/** Keeps the read model and the search index in step with the catalog's item events. */
@Injectable()
export class ItemsProjection implements OnApplicationBootstrap {
  private readonly logger = new Logger(ItemsProjection.name);

  constructor(
    @InjectModel(ItemReadModel.name) private readonly readModel: Model<ItemReadModel>,
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
  ) {}

  /**
   * An empty index (the embedded engine after every start, a new Elasticsearch) is filled from the read model;
   * a persistent index that already holds items is left as it is, so a restart never empties live search.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.index.ensureIndex(ITEM_INDEX_DEFINITION);
    if ((await this.index.count(ITEMS_INDEX)) === 0) await this.rebuildIndex();
  }

  /**
   * Applies an item's state unless we hold a newer one. Events of one item arrive in order, but a redelivery
   * or a reindex running beside the events may bring an older revision: it is ignored. The revision we hold
   * is indexed again, so a redelivery after a crash between the read model's write and the index's completes
   * the index.
   */
  async apply(item: CatalogItemPayload): Promise<boolean> {
    const updated = await this.readModel.updateOne(
      { uuid: item.uuid, revision: { $lte: item.revision } },
      { $set: { revision: item.revision, payload: item } },
    );
    if (updated.matchedCount === 0) {
      try {
        await this.readModel.create({ uuid: item.uuid, revision: item.revision, payload: item });
      } catch (error) {
        if (isDuplicateKeyError(error)) return false; // we hold a newer revision (or this one, just inserted)
        throw error;
      }
    }
    await this.indexOne(item);
    return true;
  }

  async remove(uuid: string): Promise<void> {
    await this.readModel.deleteOne({ uuid });
    await this.index.remove(ITEMS_INDEX, [uuid], FROM_EVENTS);
  }

  /** Reloads the index from the read model (on an empty index at start, and after a reindex from catalog). */
  async rebuildIndex(): Promise<number> {
    await this.index.clear(ITEMS_INDEX);
    let indexed = 0;
    let batch: CatalogItemPayload[] = [];
    for await (const doc of this.readModel.find().sort({ uuid: 1 }).lean<ItemReadModel>().cursor()) {
      if (isPublic(doc.payload)) batch.push(doc.payload);
      if (batch.length >= REBUILD_BATCH) {
        indexed += await this.indexBatch(batch);
        batch = [];
      }
    }
    indexed += await this.indexBatch(batch);
    this.logger.log(`Search index holds ${indexed} public items`);
    return indexed;
  }

  private async indexBatch(items: CatalogItemPayload[]): Promise<number> {
    if (items.length) await this.index.upsert(ITEMS_INDEX, items.map(toSearchDoc));
    return items.length;
  }

  private async indexOne(item: CatalogItemPayload): Promise<void> {
    if (isPublic(item)) await this.index.upsert(ITEMS_INDEX, [toSearchDoc(item)], FROM_EVENTS);
    else await this.index.remove(ITEMS_INDEX, [item.uuid], FROM_EVENTS);
  }
}
