import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEMO_SELLER_IDS, hasErrors, validateDealForm, type DealActor, type DealForm } from '@solar/contracts';
import { FileStorage, Sequence, categoryHue, isDuplicateKeyError, seedUuid, storePlaceholderPicture } from '@solar/platform';
import type { Model } from 'mongoose';
import { CatalogBrands } from '../broker/catalog-brands';
import { DealFields } from '../deals/deal-fields';
import { inventoryChange } from '../deals/deal-status.service';
import { Deal } from '../deals/deal.schema';
import { DealsService, newDeal, planDealChange, type DealChange } from '../deals/deals.service';
import { DealFile } from '../files/deal-file.schema';
import { dealUploadFolder } from '../files/deal-files.service';
import { demoDeals, type DemoDeal } from './demo-deals';
import { DEMO_DEALS_RUN, SeedRun } from './seed-run.schema';

export const TRADER_SEED_OPTIONS = Symbol('TRADER_SEED_OPTIONS');
export interface TraderSeedOptions {
  /** Demo deals seeded on the first start into an empty store; 0 seeds none. */
  deals: number;
  /**
   * 'with-start' (the default): the service's start includes the seed, for the single machine (whose one ready
   * line covers every service) and tests that use the deals at once. 'after-start': the service listens and is
   * ready first, then seeds, logging its progress and answering it at GET /health/seed: the trader as a process
   * of its own (main.ts: the distributed system, a pod), so no readiness probe or launcher waits on the seed's size.
   */
  timing?: 'with-start' | 'after-start';
}
export const DEFAULT_DEMO_DEALS = 300;

/** How far the demo seed is, as GET /health/seed answers it. */
export interface SeedProgress {
  /** `skipped`: nothing to seed (none asked, already seeded, or a store that has deals of its own). */
  state: 'seeding' | 'seeded' | 'skipped' | 'failed';
  /** Demo deals in the store so far (a seed completed after a stop counts those seeded before it). */
  seeded: number;
  of: number;
  error?: string;
}

/** The marker the first version of the seed left in `sequences` once done: such a store is seeded. */
const LEGACY_MARKER = 'demo-deals-seeded';

/**
 * Demo deals written per insert. Each is one write of many documents, so FerretDB (whose writes are serialized)
 * and the outbox relay (one sweep of the deals per wake-up) see three writes for 300 deals instead of thousands.
 */
const SEED_BATCH = 100;

/** Pictures stored at once (each three renditions): enough to overlap the storage's latency, not a flood on S3. */
const PICTURES_AT_ONCE = 10;

/** How long a seed waits for the catalog, whose brands the demo deals name, before it gives up. */
const CATALOG_WAIT_MS = 120_000;

const sellerOf = (index: number) => DEMO_SELLER_IDS[index % DEMO_SELLER_IDS.length]!;

/** The moves that bring a new (Pending) deal to each status, as its seller and an admin would make them. */
const MOVES_TO: Partial<Record<DemoDeal['status'], Array<{ to: DemoDeal['status']; by: DealActor }>>> = {
  Approved: [{ to: 'Approved', by: 'admin' }],
  Active: [
    { to: 'Approved', by: 'admin' },
    { to: 'Active', by: 'seller' },
  ],
  Private: [
    { to: 'Approved', by: 'admin' },
    { to: 'Private', by: 'seller' },
  ],
  Inactive: [
    { to: 'Approved', by: 'admin' },
    { to: 'Inactive', by: 'seller' },
  ],
  Rejected: [{ to: 'Rejected', by: 'admin' }],
  // Then sold out by the seller's inventory update once live (see `moved`).
  OutOfStock: [
    { to: 'Approved', by: 'admin' },
    { to: 'Active', by: 'seller' },
  ],
};

/** `work` on every item, at most `limit` at a time, in order of start. */
async function eachLimited<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index]!, index);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Seeds the demo deals on the first start of an empty trader store, in writes of SEED_BATCH deals. Each deal is
 * one a seller could have made: its picture an upload of its seller's, its form checked by the deal form's rule
 * and turned into the deal's fields by the deal form's own conversion (the brand an active one of the catalog's,
 * the picture the seller's), its status reached by the transition table's moves (planDealChange, the rules of
 * every deal write). Each is written with `trader.deal.created` carrying it as seeded, so search and admin index
 * the demo deals from the outbox like any other deal.
 */
@Injectable()
export class DealSeeder implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DealSeeder.name);
  private progress: SeedProgress;
  private stopping = false;
  /** The write in flight: a stop waits for it, then the seed goes no further. */
  private writing: Promise<unknown> | null = null;

  constructor(
    @InjectModel(Deal.name) private readonly deals: Model<Deal>,
    @InjectModel(DealFile.name) private readonly files: Model<DealFile>,
    @InjectModel(Sequence.name) private readonly sequences: Model<Sequence>,
    @InjectModel(SeedRun.name) private readonly runs: Model<SeedRun>,
    @Inject(TRADER_SEED_OPTIONS) private readonly options: TraderSeedOptions,
    private readonly dealsService: DealsService,
    private readonly fields: DealFields,
    private readonly storage: FileStorage,
    private readonly brands: CatalogBrands,
  ) {
    this.progress = options.deals > 0 ? { state: 'seeding', seeded: 0, of: options.deals } : { state: 'skipped', seeded: 0, of: 0 };
  }

  /** How far the seed is. */
  status(): SeedProgress {
    return { ...this.progress };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.deals <= 0) return;
    if (this.options.timing !== 'after-start') return this.seed();
    // After the start: the service serves meanwhile, and a failed seed is reported, not a failed start.
    void this.seed().catch((error: Error) => {
      this.progress = { ...this.progress, state: 'failed', error: error.message };
      this.logger.error(`Seeding the demo deals failed after ${this.progress.seeded} of ${this.progress.of}: ${error.message}`);
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.writing?.catch(() => undefined);
  }

  private async seed(): Promise<void> {
    const started = Date.now();
    const run = await this.plan();
    if (!run) {
      this.progress = { state: 'skipped', seeded: 0, of: 0 };
      return;
    }
    const drafts = demoDeals(run.deals, run.today);
    let from = await this.seededBefore(run);
    this.progress = { state: 'seeding', seeded: from, of: drafts.length };
    this.logger.log(from > 0 ? `Completing the demo seed: ${from}/${drafts.length} deals were seeded before` : `Seeding ${drafts.length} demo deals`);
    // Every demo deal's brand is checked with the catalog: a start that could not read it would seed part of them.
    await this.brands.whenReadable(CATALOG_WAIT_MS);
    for (; from < drafts.length; from += SEED_BATCH) {
      if (this.stopping) return this.logger.log(`Stopped with ${from}/${drafts.length} demo deals seeded; the next start completes them`);
      const batch = drafts.slice(from, from + SEED_BATCH).map((draft, offset) => ({ draft, index: from + offset, id: run.first_id + from + offset }));
      await this.write(this.seedBatch(batch));
      this.progress.seeded = from + batch.length;
      this.logger.log(`Seeded ${this.progress.seeded}/${drafts.length} demo deals`);
    }
    await this.write(this.runs.updateOne({ _id: DEMO_DEALS_RUN }, { $set: { done_at: new Date() } }));
    this.progress.state = 'seeded';
    this.logger.log(`Seeded ${drafts.length} demo deals in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  private async write<T>(work: Promise<T>): Promise<T> {
    this.writing = work;
    try {
      return await work;
    } finally {
      this.writing = null;
    }
  }

  /**
   * The run to seed: the one a stopped start left unfinished, or a new one, written before any deal, with its
   * block of ids. Null when there is nothing to seed: done before, or a store with deals of its own (a real
   * marketplace's), which never gets demo deals.
   */
  private async plan(): Promise<SeedRun | null> {
    let run = await this.runs.findById(DEMO_DEALS_RUN).lean<SeedRun>();
    if (run?.done_at) return null;
    if (!run) {
      if ((await this.sequences.exists({ _id: LEGACY_MARKER })) || (await this.deals.exists({}))) return null;
      try {
        run = (await this.runs.create({ _id: DEMO_DEALS_RUN, deals: this.options.deals, today: new Date(), first_id: 0 })).toObject<SeedRun>();
      } catch (error) {
        if (isDuplicateKeyError(error)) return null; // another instance of the service began it
        throw error;
      }
    }
    if (run.first_id === 0) {
      // One block of ids: the demo deals are numbered in their order on every install, whatever is written meanwhile.
      const counter = await this.sequences
        .findOneAndUpdate({ _id: 'deal' }, { $inc: { value: run.deals } }, { upsert: true, returnDocument: 'after' })
        .lean<Sequence>();
      run = { ...run, first_id: counter!.value - run.deals + 1 };
      await this.runs.updateOne({ _id: DEMO_DEALS_RUN }, { $set: { first_id: run.first_id } });
    }
    return run;
  }

  /** How many of the run's deals a stopped start wrote: each write is a run of consecutive ids, from the first on. */
  private async seededBefore(run: SeedRun): Promise<number> {
    const last = await this.deals
      .findOne({ id: { $gte: run.first_id, $lt: run.first_id + run.deals } })
      .sort({ id: -1 })
      .select('id')
      .lean<Pick<Deal, 'id'>>();
    return last ? last.id - run.first_id + 1 : 0;
  }

  /** One write of pictures and one of deals, for demo deals under consecutive ids. */
  private async seedBatch(batch: ReadonlyArray<{ draft: DemoDeal; index: number; id: number }>): Promise<void> {
    for (const { draft, index } of batch) {
      const errors = validateDealForm(draft.form);
      if (hasErrors(errors)) throw new Error(`Demo deal ${index} breaks the deal form: ${JSON.stringify(errors)}`);
    }
    const pictures = await eachLimited(batch, PICTURES_AT_ONCE, ({ draft, index }) => this.storePicture(index, draft.picture));
    await this.files.bulkWrite(
      pictures.map(({ uuid, ownerId, renditions }) => ({
        updateOne: { filter: { uuid }, update: { $set: { uuid, owner_id: ownerId, type: 'image', name: 'picture.svg', renditions } }, upsert: true },
      })),
    );
    const now = new Date();
    const deals = await Promise.all(
      batch.map(async ({ draft, index, id }, position) => {
        const sellerId = sellerOf(index);
        const form = { ...draft.form, images: [pictures[position]!.uuid] } as unknown as DealForm;
        const created = newDeal(id, sellerId, await this.fields.fromForm(sellerId, form), form.draft === true ? 'Incomplete' : 'Pending', null, now);
        return this.moved(created, draft, now);
      }),
    );
    await this.dealsService.insertMany(deals);
  }

  /** The new deal after the moves to its demo status, each checked and written as `DealsService.change` would. */
  private moved(deal: Deal, draft: DemoDeal, now: Date): Deal {
    let current = deal;
    const apply = (change: DealChange) => {
      const { entries, next } = planDealChange(current, change, now);
      current = { ...next, status_history: [...current.status_history, ...entries] };
    };
    for (const move of MOVES_TO[draft.status] ?? []) apply({ move: { ...move, reason: move.to === 'Rejected' ? draft.reason : null } });
    // Sold out: the seller's inventory update to 0 on the live deal, with the marketplace's move (DealStatusService.updateInventory).
    const soldOut = draft.status === 'OutOfStock' ? inventoryChange(current, 0) : null;
    if (soldOut) apply(soldOut);
    return current;
  }

  /** The deal's picture: a placeholder in every size, to be recorded as its seller's upload. */
  private async storePicture(index: number, picture: DemoDeal['picture']) {
    const uuid = seedUuid(`deal-picture-${index}`);
    const renditions = await storePlaceholderPicture(this.storage, dealUploadFolder(uuid), picture.title, picture.subtitle, categoryHue(picture.categoryId));
    return { uuid, ownerId: sellerOf(index), renditions };
  }
}
