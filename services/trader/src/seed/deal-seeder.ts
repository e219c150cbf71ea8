import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEMO_SELLER_IDS, hasErrors, validateDealForm, type DealActor, type DealForm } from '@solar/contracts';
import { FileStorage, Sequence, categoryHue, seedUuid, storePlaceholderPicture } from '@solar/platform';
import type { Model } from 'mongoose';
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
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.deals <= 0) return;
    // Seeded once, and never into a store that already has deals (a real marketplace's).
    if ((await this.sequences.exists({ _id: SEED_MARKER })) || (await this.deals.exists({}))) return;
    const drafts = demoDeals(this.options.deals, new Date());
    for (const [index, draft] of drafts.entries()) await this.seedDeal(index, draft);
    await this.sequences.updateOne({ _id: SEED_MARKER }, { $set: { value: 1 } }, { upsert: true });
    this.logger.log(`Seeded ${drafts.length} demo deals`);
  }

  private async seedDeal(index: number, draft: DemoDeal): Promise<void> {
    const sellerId = DEMO_SELLER_IDS[index % DEMO_SELLER_IDS.length]!;
    const errors = validateDealForm(draft.form);
    if (hasErrors(errors)) throw new Error(`Demo deal ${index} breaks the deal form: ${JSON.stringify(errors)}`);
    const picture = await this.storePicture(sellerId, index, draft.picture);
    const { deal } = await this.edits.create(sellerId, { ...draft.form, images: [picture] } as unknown as DealForm);
    for (const move of MOVES_TO[draft.status] ?? []) {
      const reason = move.to === 'Rejected' ? draft.reason : null;
      await this.dealsService.change({ id: deal.id }, () => ({ move: { ...move, reason } }));
    }
    if (draft.status === 'OutOfStock') await this.status.updateInventory(sellerId, deal.id, 0);
  }

  /** The deal's picture: a placeholder in every size, recorded as its seller's upload. */
  private async storePicture(ownerId: string, index: number, picture: DemoDeal['picture']): Promise<string> {
    const uuid = seedUuid(`deal-picture-${index}`);
    const renditions = await storePlaceholderPicture(this.storage, dealUploadFolder(uuid), picture.title, picture.subtitle, categoryHue(picture.categoryId));
    await this.files.updateOne({ uuid }, { $set: { uuid, owner_id: ownerId, type: 'image', name: 'picture.svg', renditions } }, { upsert: true });
    return uuid;
  }
}
