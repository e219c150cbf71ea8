import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEMO_SELLER_IDS, hasErrors, validateDealForm, type DealActor, type DealForm } from '@solar/contracts';
import { FileStorage, Sequence, categoryHue, seedUuid, storePlaceholderPicture } from '@solar/platform';
import type { Model } from 'mongoose';
import { CatalogBrands } from '../broker/catalog-brands';
import { DealEditsService } from '../deals/deal-edits.service';
import { DealStatusService } from '../deals/deal-status.service';
import { Deal } from '../deals/deal.schema';
import { DealsService } from '../deals/deals.service';
import { DealFile } from '../files/deal-file.schema';
import { dealUploadFolder } from '../files/deal-files.service';
import { demoDeals, type DemoDeal } from './demo-deals';

export const TRADER_SEED_OPTIONS = Symbol('TRADER_SEED_OPTIONS');
export interface TraderSeedOptions {
  /** Demo deals seeded on the first start into an empty store; 0 seeds none. */
  deals: number;
}
export const DEFAULT_DEMO_DEALS = 300;

const SEED_MARKER = 'demo-deals-seeded';

/**
 * Demo deals whose status moves run side by side. The outbox relay scans the deals for pending events once per
 * wake-up; one deal at a time woke it for every write, and 10,000 deals (the deal-search load test) spent most of
 * their start in those scans. Wake-ups during a scan share the next one.
 */
const SEED_BATCH = 50;

/** How long a first start waits for the catalog, whose brands the demo deals name, before it gives up seeding. */
const CATALOG_WAIT_MS = 120_000;

const sellerOf = (index: number) => DEMO_SELLER_IDS[index % DEMO_SELLER_IDS.length]!;

/** A demo deal once created, waiting for the moves to its demo status. */
interface CreatedDeal {
  id: number;
  index: number;
  draft: DemoDeal;
}

/** The moves that bring a new (Pending) deal to each status, as its seller and an admin would make them. */
const MOVES_TO: Partial<Record<DemoDeal['status'], Array<{ to: DemoDeal['status']; by: DealActor }>>> = {
  Approved: [{ to: 'Approved', by: 'admin' }],
  Active: [{ to: 'Approved', by: 'admin' }, { to: 'Active', by: 'seller' }],
  Private: [{ to: 'Approved', by: 'admin' }, { to: 'Private', by: 'seller' }],
  Inactive: [{ to: 'Approved', by: 'admin' }, { to: 'Inactive', by: 'seller' }],
  Rejected: [{ to: 'Rejected', by: 'admin' }],
  // Sold out by the seller's inventory update once live (see seedDeal).
  OutOfStock: [{ to: 'Approved', by: 'admin' }, { to: 'Active', by: 'seller' }],
};

/**
 * Seeds the demo deals on the first start of an empty trader store. Each goes the way a seller's deal goes:
 * its picture is an upload of its seller's, its form is checked by the deal form's rules and sent through the
 * deal form's write, and its status is reached by the transition table's moves. So every deal has its
 * `trader.deal.*` events in the outbox, and search indexes the demo deals like any other.
 */
@Injectable()
export class DealSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DealSeeder.name);

  constructor(
    @InjectModel(Deal.name) private readonly deals: Model<Deal>,
    @InjectModel(DealFile.name) private readonly files: Model<DealFile>,
    @InjectModel(Sequence.name) private readonly sequences: Model<Sequence>,
    @Inject(TRADER_SEED_OPTIONS) private readonly options: TraderSeedOptions,
    private readonly dealsService: DealsService,
    private readonly edits: DealEditsService,
    private readonly status: DealStatusService,
    private readonly storage: FileStorage,
    private readonly brands: CatalogBrands,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.deals <= 0) return;
    // Seeded once, and never into a store that already has deals (a real marketplace's).
    if ((await this.sequences.exists({ _id: SEED_MARKER })) || (await this.deals.exists({}))) return;
    // Every demo deal's brand is checked with the catalog: a start that could not read it would seed part of them.
    await this.brands.whenReadable(CATALOG_WAIT_MS);
    const drafts = demoDeals(this.options.deals, new Date());
    for (let first = 0; first < drafts.length; first += SEED_BATCH) {
      // Created in order, so deal ids follow the demo deals' order on every install; then moved side by side.
      const created: CreatedDeal[] = [];
      for (const [offset, draft] of drafts.slice(first, first + SEED_BATCH).entries()) created.push(await this.createDeal(first + offset, draft));
      await Promise.all(created.map((deal) => this.moveToStatus(deal)));
    }
    await this.sequences.updateOne({ _id: SEED_MARKER }, { $set: { value: 1 } }, { upsert: true });
    this.logger.log(`Seeded ${drafts.length} demo deals`);
  }

  /** The demo deal as its seller creates it (Pending, or Incomplete as a draft). */
  private async createDeal(index: number, draft: DemoDeal): Promise<CreatedDeal> {
    const sellerId = sellerOf(index);
    const errors = validateDealForm(draft.form);
    if (hasErrors(errors)) throw new Error(`Demo deal ${index} breaks the deal form: ${JSON.stringify(errors)}`);
    const picture = await this.storePicture(sellerId, index, draft.picture);
    const { deal } = await this.edits.create(sellerId, { ...draft.form, images: [picture] } as unknown as DealForm);
    return { id: deal.id, index, draft };
  }

  /** The moves of the transition table that bring the created deal to its demo status. */
  private async moveToStatus({ id, index, draft }: CreatedDeal): Promise<void> {
    for (const move of MOVES_TO[draft.status] ?? []) {
      const reason = move.to === 'Rejected' ? draft.reason : null;
      await this.dealsService.change({ id }, () => ({ move: { ...move, reason } }));
    }
    if (draft.status === 'OutOfStock') await this.status.updateInventory(sellerOf(index), id, 0);
  }

  /** The deal's picture: a placeholder in every size, recorded as its seller's upload. */
  private async storePicture(ownerId: string, index: number, picture: DemoDeal['picture']): Promise<string> {
    const uuid = seedUuid(`deal-picture-${index}`);
    const renditions = await storePlaceholderPicture(this.storage, dealUploadFolder(uuid), picture.title, picture.subtitle, categoryHue(picture.categoryId));
    await this.files.updateOne({ uuid }, { $set: { uuid, owner_id: ownerId, type: 'image', name: 'picture.svg', renditions } }, { upsert: true });
    return uuid;
  }
}
