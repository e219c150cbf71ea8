import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { STOREFRONT_LIMITS, STOREFRONT_MESSAGES as M, WorkHistoryBody, plainText, type AccessTokenClaims, type WorkHistoryView } from '@solar/contracts';
import { BusinessRuleError, ForbiddenError, NotFoundError } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { WorkEntry } from './work-entry.schema';
import { Storefronts } from '../stores/storefronts.service';

const toView = (entry: WorkEntry): WorkHistoryView => ({
  id: entry._id,
  seller_id: entry.seller_id,
  title: entry.title,
  description: entry.description,
  year: entry.year,
  location: entry.location,
  created_at: new Date(entry.created_at).toISOString(),
});

const fieldsOf = (body: WorkHistoryBody) => ({
  title: plainText(body.title),
  description: plainText(body.description),
  year: Number(body.year),
  location: plainText(body.location),
});

/** The projects a seller shows on their storefront. */
@Injectable()
export class WorkHistory {
  constructor(
    @InjectModel(WorkEntry.name) private readonly entries: Model<WorkEntry>,
    private readonly stores: Storefronts,
  ) {}

  async create(sellerId: string, body: WorkHistoryBody): Promise<WorkHistoryView> {
    if ((await this.entries.countDocuments({ seller_id: sellerId })) >= STOREFRONT_LIMITS.workEntriesMax) throw new BusinessRuleError(M.tooManyWorkEntries);
    const entry: WorkEntry = { _id: randomUUID(), seller_id: sellerId, ...fieldsOf(body), created_at: new Date() };
    await this.entries.create(entry);
    return toView(entry);
  }

  /** Public: the entries of an enabled store's seller, newest project first. */
  async list(sellerId: string, caller: AccessTokenClaims | undefined): Promise<WorkHistoryView[]> {
    if (caller?.sub !== sellerId) await this.stores.publicOf(sellerId);
    const entries = await this.entries.find({ seller_id: sellerId }).sort({ year: -1, created_at: -1 }).lean<WorkEntry[]>();
    return entries.map(toView);
  }

  async update(sellerId: string, id: string, body: WorkHistoryBody): Promise<WorkHistoryView> {
    await this.own(sellerId, id);
    const after = await this.entries
      .findOneAndUpdate({ _id: id, seller_id: sellerId }, { $set: fieldsOf(body) }, { returnDocument: 'after' })
      .lean<WorkEntry>();
    if (!after) throw new NotFoundError(M.workNotFound);
    return toView(after);
  }

  async remove(sellerId: string, id: string): Promise<{ id: string }> {
    await this.own(sellerId, id);
    await this.entries.deleteOne({ _id: id, seller_id: sellerId });
    return { id };
  }

  private async own(sellerId: string, id: string): Promise<void> {
    const entry = await this.entries.findById(id).lean<WorkEntry>();
    if (!entry) throw new NotFoundError(M.workNotFound);
    if (entry.seller_id !== sellerId) throw new ForbiddenError('This entry belongs to another seller.');
  }
}
