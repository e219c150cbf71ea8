import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  DEFAULT_RESELLER_ID,
  MESSAGES,
  plainText,
  type NormalisedSearchObject,
  type PageOf,
  type Reseller as ResellerView,
  type ResellerRequest,
} from '@solar/contracts';
import { findPage, ForbiddenError, isDuplicateKeyError, NotFoundError, Sequence, Sequences, type ListQuery } from '@solar/platform';
import type { Model } from 'mongoose';
import { Reseller } from './reseller.schema';

export const DEFAULT_RESELLER_NAME = 'Direct from seller';
/** The sequence new reseller ids come from; it starts above the default reseller's id. */
const RESELLER_SEQUENCE = 'resellers';

/** Texts of ours that the message catalogue does not have. */
export const RESELLER_ERRORS = {
  notYours: 'You can only use your own resellers.',
} as const;

/** resellers/search: the resellers a seller may use, searched by name, oldest first. */
export const RESELLERS_LIST: ListQuery = {
  allowList: { fields: [], where: [], whereIn: [], with: [], orderby: [], query: ['name', 'company_name'] },
  defaultSort: { field: 'id', direction: 'asc' },
  defaultLimit: 20,
};

export function toResellerView(reseller: Reseller): ResellerView {
  return {
    id: reseller.id,
    name: reseller.name,
    company_name: reseller.company_name,
    email: reseller.email,
    phone: reseller.phone,
    owner_id: reseller.owner_id,
  };
}

function resellerFields(form: ResellerRequest): Pick<Reseller, 'name' | 'company_name' | 'email' | 'phone'> {
  const optional = (value: unknown) => plainText(value).slice(0, 255);
  return { name: plainText(form.name), company_name: plainText(form.company_name), email: optional(form.email), phone: optional(form.phone) };
}

/** A seller's resellers. Every seller may use the default one and their own; only their own can change. */
@Injectable()
export class ResellersService implements OnApplicationBootstrap {
  constructor(
    @InjectModel(Reseller.name) private readonly resellers: Model<Reseller>,
    @InjectModel(Sequence.name) private readonly sequenceCounters: Model<Sequence>,
    private readonly sequences: Sequences,
  ) {}

  /** The default reseller exists from the first start, and new ids are taken after it. */
  async onApplicationBootstrap(): Promise<void> {
    const seed = async (write: () => Promise<unknown>) => {
      try {
        await write();
      } catch (error) {
        // Another catalog instance seeded it at the same moment.
        if (!isDuplicateKeyError(error)) throw error;
      }
    };
    await seed(() =>
      this.resellers.updateOne(
        { id: DEFAULT_RESELLER_ID },
        { $setOnInsert: { id: DEFAULT_RESELLER_ID, name: DEFAULT_RESELLER_NAME, company_name: '', email: '', phone: '', owner_id: null } },
        { upsert: true },
      ),
    );
    await seed(() => this.sequenceCounters.updateOne({ _id: RESELLER_SEQUENCE }, { $max: { value: DEFAULT_RESELLER_ID } }, { upsert: true }));
  }

  /** The default reseller first, then the seller's own in the order they were added. */
  async list(sellerId: string): Promise<ResellerView[]> {
    const found = await this.resellers.find(this.usableBy(sellerId)).sort({ id: 1 }).lean<Reseller[]>();
    return found.map(toResellerView);
  }

  search(sellerId: string, search: NormalisedSearchObject): Promise<PageOf<ResellerView>> {
    return findPage(this.resellers, search, RESELLERS_LIST, { filter: this.usableBy(sellerId), toItems: (page) => page.map(toResellerView) });
  }

  /** The default reseller or one of the seller's own; 403 for another seller's, 404 for none. */
  async get(sellerId: string, id: number): Promise<ResellerView> {
    const reseller = await this.resellers.findOne({ id }).lean<Reseller>();
    if (!reseller) throw new NotFoundError(MESSAGES.product.resellerUnknown);
    if (reseller.owner_id !== null && reseller.owner_id !== sellerId) throw new ForbiddenError(RESELLER_ERRORS.notYours);
    return toResellerView(reseller);
  }

  async create(sellerId: string, form: ResellerRequest): Promise<ResellerView> {
    const id = await this.sequences.next(RESELLER_SEQUENCE);
    const created = await this.resellers.create({ id, ...resellerFields(form), owner_id: sellerId });
    return toResellerView(created.toObject());
  }

  async update(sellerId: string, id: number, form: ResellerRequest): Promise<ResellerView> {
    await this.ownedBy(sellerId, id);
    const updated = await this.resellers
      .findOneAndUpdate({ id, owner_id: sellerId }, { $set: resellerFields(form) }, { returnDocument: 'after' })
      .lean<Reseller>();
    // Deleted between the check and the write.
    if (!updated) throw new NotFoundError(MESSAGES.product.resellerUnknown);
    return toResellerView(updated);
  }

  async remove(sellerId: string, id: number): Promise<void> {
    await this.ownedBy(sellerId, id);
    await this.resellers.deleteOne({ id, owner_id: sellerId });
  }

  /** For the product form: may this seller put this reseller on an item (the default one or their own)? */
  async isUsableBy(resellerId: number, sellerId: string): Promise<boolean> {
    return !!(await this.resellers.exists({ id: resellerId, ...this.usableBy(sellerId) }));
  }

  private usableBy(sellerId: string): Record<string, unknown> {
    return { owner_id: { $in: [null, sellerId] } };
  }

  /** Only a seller's own resellers change; the default one is nobody's to change. */
  private async ownedBy(sellerId: string, id: number): Promise<void> {
    const reseller = await this.resellers.findOne({ id }, { owner_id: 1 }).lean<Pick<Reseller, 'owner_id'>>();
    if (!reseller) throw new NotFoundError(MESSAGES.product.resellerUnknown);
    if (reseller.owner_id === null) throw new ForbiddenError(MESSAGES.product.defaultResellerLocked);
    if (reseller.owner_id !== sellerId) throw new ForbiddenError(RESELLER_ERRORS.notYours);
  }
}
