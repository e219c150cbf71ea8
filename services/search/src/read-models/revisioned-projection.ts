import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { isDuplicateKeyError, type IndexDefinition, type SearchIndex } from '@solar/platform';
import type { Model } from 'mongoose';

/**
 * Writes from events have no caller waiting to read them: not waiting for Elasticsearch's refresh lets each
 * partition index its next aggregate at once (waiting held every partition to about one write per second).
 */
export const FROM_EVENTS = { waitUntilSearchable: false } as const;

const REBUILD_BATCH = 500;

/** What an event tells of an aggregate: its id, and a revision that grows with every change. */
export interface RevisionedPayload {
  uuid: string;
  revision: number;
}

/** The search service's copy of one aggregate: the newest state (`payload`, as its event carried it) an event brought. */
export interface RevisionedReadModel {
  uuid: string;
  revision: number;
  payload: object;
}

/** How a projection indexes what it holds. */
export interface ProjectionIndexing<P, D extends object> {
  definition: IndexDefinition;
  /** Only public aggregates are indexed; one that stops being public is removed from the index. */
  isPublic(payload: P): boolean;
  toSearchDoc(payload: P): D;
}

/**
 * Keeps a read model and a search index in step with one aggregate's events (the catalog's items, the trader's
 * deals). The read model holds every aggregate, public or not, at its newest revision; the index holds the
 * public ones and is rebuilt from the read model when it starts empty.
 */
export abstract class RevisionedProjection<P extends RevisionedPayload, D extends object> implements OnApplicationBootstrap {
  protected readonly logger = new Logger(this.constructor.name);
  protected readonly indexName: string;

  protected constructor(
    protected readonly readModel: Model<RevisionedReadModel>,
    protected readonly index: SearchIndex,
    private readonly indexing: ProjectionIndexing<P, D>,
  ) {
    this.indexName = indexing.definition.name;
  }

  /**
   * An empty index (the embedded engine after every start, a new Elasticsearch) is filled from the read model;
   * a persistent index that already holds documents is left as it is, so a restart never empties live search.
   */
  async onApplicationBootstrap(): Promise<void> {
    // The read model's unique uuid index must exist before the first event (consumers start after bootstrap):
    // built lazily, two first events of one aggregate could each insert a copy.
    await this.readModel.init();
    await this.index.ensureIndex(this.indexing.definition);
    if ((await this.index.count(this.indexName)) === 0) await this.rebuildIndex();
  }

  /**
   * Applies an aggregate's state unless we hold a newer one. Events of one aggregate arrive in order, but a
   * redelivery or a reindex running beside the events may bring an older revision: it is ignored. The revision
   * we hold is indexed again, so a redelivery after a crash between the read model's write and the index's
   * completes the index.
   */
  async apply(payload: P): Promise<boolean> {
    const stored = async () =>
      (await this.readModel.updateOne({ uuid: payload.uuid, revision: { $lte: payload.revision } }, { $set: { revision: payload.revision, payload } }))
        .matchedCount > 0;
    if (!(await stored())) {
      try {
        await this.readModel.create({ uuid: payload.uuid, revision: payload.revision, payload });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Held already: a newer revision, or one another handler inserted since our update found nothing (the
        // aggregate's first two events, handled at once from their two topics). The revisions decide, as for
        // any update.
        if (!(await stored())) return false;
      }
    }
    await this.indexOne(payload);
    return true;
  }

  async remove(uuid: string): Promise<void> {
    await this.readModel.deleteOne({ uuid });
    await this.index.remove(this.indexName, [uuid], FROM_EVENTS);
  }

  /** Reloads the index from the read model (on an empty index at start, and after a reindex from the source). */
  async rebuildIndex(): Promise<number> {
    await this.index.clear(this.indexName);
    let indexed = 0;
    let batch: P[] = [];
    for await (const doc of this.readModel.find().sort({ uuid: 1 }).lean<RevisionedReadModel>().cursor()) {
      const payload = doc.payload as P;
      if (this.indexing.isPublic(payload)) batch.push(payload);
      if (batch.length >= REBUILD_BATCH) {
        indexed += await this.indexBatch(batch);
        batch = [];
      }
    }
    indexed += await this.indexBatch(batch);
    this.logger.log(`Search index holds ${indexed} public ${this.indexName}`);
    return indexed;
  }

  private async indexBatch(batch: P[]): Promise<number> {
    if (batch.length)
      await this.index.upsert(
        this.indexName,
        batch.map((payload) => this.indexing.toSearchDoc(payload)),
      );
    return batch.length;
  }

  /**
   * Indexes `written` (the revision this handler just stored), then the newest revision the read model holds
   * if another handler stored a newer one meanwhile. Two events of one aggregate can be handled at once (they
   * come on different topics, and in distributed mode on different instances): their read-model writes are
   * ordered by the revision condition, but their index writes are not, and an older revision's index write
   * (a Pending deal's removal) can land after the newer one's. Each handler looks again after its own index
   * write, so whichever writes last leaves the index at the newest revision.
   */
  protected async indexOne(written: P): Promise<void> {
    let indexed = written;
    for (;;) {
      if (this.indexing.isPublic(indexed)) await this.index.upsert(this.indexName, [this.indexing.toSearchDoc(indexed)], FROM_EVENTS);
      else await this.index.remove(this.indexName, [indexed.uuid], FROM_EVENTS);
      const held = await this.readModel.findOne({ uuid: indexed.uuid }).lean<RevisionedReadModel>();
      // Revisions only grow, so this ends; a removed aggregate was taken out of the index by `remove`.
      if (!held || held.revision <= indexed.revision) return;
      indexed = held.payload as P;
    }
  }
}
