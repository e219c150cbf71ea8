import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CATEGORIES,
  CUSTOM_ORDER_MESSAGES,
  CustomOrderAnswerBody,
  CustomOrderBody,
  CustomOrderListQuery,
  customOrderCategory,
  findUsState,
  fromCents,
  listingOfPath,
  plainText,
  toCents,
  type AccessTokenClaims,
  type CustomOrderCategoryView,
  type CustomOrderUnit,
  type CustomOrderView,
  type OwnCustomOrderView,
  type UploadedFile as UploadedFileView,
} from '@solar/contracts';
import {
  AccountAndAddressLimit,
  BusinessRuleError,
  ConflictError,
  type IncomingFile,
  MailOutbox,
  NotFoundError,
  pageOf,
  pageSkip,
  RateLimits,
  UploadedFiles,
} from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { CONTENT_OPTIONS, siteLink, type ContentOptions } from '../content.options';
import { CustomOrder } from './custom-order.schema';
import { CustomOrderFile } from './custom-order-file.schema';
import { ListingOwners } from './listing-owners';

const M = CUSTOM_ORDER_MESSAGES;
const DEFAULT_PAGE_SIZE = 20;
/** A buyer sees at most this many of their own requests, newest first. */
const OWN_REQUESTS_MAX = 100;

/** Posting a request costs a write and the sellers' attention: limited per buyer and per client address. */
@Injectable()
export class CustomOrderRateLimits extends AccountAndAddressLimit {
  constructor(@Inject(CONTENT_OPTIONS) options: ContentOptions, rateLimits: RateLimits) {
    super(rateLimits, { account: 'custom-order-account', address: 'custom-order-address' }, options.customOrderLimits, M.tooManyRequests);
  }
}

/** Each answer mails the buyer: limited per seller and per client address. */
@Injectable()
export class CustomOrderAnswerRateLimits extends AccountAndAddressLimit {
  constructor(@Inject(CONTENT_OPTIONS) options: ContentOptions, rateLimits: RateLimits) {
    super(rateLimits, { account: 'custom-order-answer-account', address: 'custom-order-answer-address' }, options.customOrderAnswerLimits, M.tooManyAnswers);
  }
}

const toNumber = (value: number | string | null | undefined): number | null => (value === undefined || value === null || value === '' ? null : Number(value));

/** Where a buyer's file is stored: named by its uuid. */
const customOrderFileFolder = (uuid: string) => `content/custom-orders/${uuid}`;

type FileLink = CustomOrderView['file'];

function publicView(order: CustomOrder, file: FileLink = null): CustomOrderView {
  return {
    id: order._id,
    category_id: order.category_id,
    category: customOrderCategory(order.category_id)?.name ?? '',
    quantity: order.quantity,
    unit: order.unit,
    target_price: order.target_price_cents === null ? null : fromCents(order.target_price_cents),
    state: order.state,
    city: order.city,
    needed_by: order.needed_by,
    description: order.description,
    status: order.status,
    file,
    answer_count: order.answers.length,
    created_at: order.created_at.toISOString(),
  };
}

@Injectable()
export class CustomOrders {
  constructor(
    @InjectModel(CustomOrder.name) private readonly orders: Model<CustomOrder>,
    @InjectModel(CustomOrderFile.name) private readonly files: Model<CustomOrderFile>,
    private readonly uploads: UploadedFiles,
    private readonly mailOutbox: MailOutbox,
    @Inject(CONTENT_OPTIONS) private readonly options: ContentOptions,
    private readonly owners: ListingOwners,
  ) {}

  categories(): CustomOrderCategoryView[] {
    return CATEGORIES.map(({ id, name }) => ({ id, name }));
  }

  async list(query: CustomOrderListQuery) {
    const request = { page: query.page ?? 1, limit: query.limit ?? DEFAULT_PAGE_SIZE };
    const filter = { status: 'open' as const, ...(query.category_id !== undefined ? { category_id: query.category_id } : {}) };
    const [total, docs] = await Promise.all([
      this.orders.countDocuments(filter),
      this.orders.find(filter).sort({ created_at: -1, _id: -1 }).skip(pageSkip(request)).limit(request.limit).lean<CustomOrder[]>(),
    ]);
    const files = await this.fileLinks(docs);
    return pageOf(
      docs.map((order) => publicView(order, files.get(order.file_uuid ?? '') ?? null)),
      total,
      request,
    );
  }

  /** The files of these requests by uuid, as their public links. */
  private async fileLinks(orders: CustomOrder[]): Promise<Map<string, NonNullable<FileLink>>> {
    const uuids = orders.map((order) => order.file_uuid).filter((uuid): uuid is string => typeof uuid === 'string');
    if (uuids.length === 0) return new Map();
    const files = await this.files.find({ uuid: { $in: uuids } }).lean<CustomOrderFile[]>();
    return new Map(files.map((file) => [file.uuid, { type: file.type, url: this.uploads.view(file).url }]));
  }

  /**
   * Stores a datasheet (PDF) or a picture for the buyer's next request. A document is stored as
   * 'datasheet.pdf': its URL is public, and the buyer's own file name could name them.
   */
  async upload(buyerId: string, type: unknown, file: IncomingFile | undefined): Promise<UploadedFileView> {
    const uuid = randomUUID();
    const stored = await this.uploads.store(customOrderFileFolder(uuid), type, file, { documentFileName: 'datasheet.pdf' });
    const record: CustomOrderFile = { uuid, owner_id: buyerId, type: stored.type, name: stored.name, renditions: stored.renditions, created_at: new Date() };
    await this.files.create(record);
    return this.uploads.view(record);
  }

  async create(buyer: AccessTokenClaims, body: CustomOrderBody): Promise<CustomOrderView> {
    const price = toNumber(body.target_price);
    const fileUuid = body.file_uuid ? body.file_uuid.trim() : null;
    // Only the buyer's own upload may be attached; anyone else's is as unknown as a made-up uuid.
    const file = fileUuid ? await this.files.findOne({ uuid: fileUuid, owner_id: buyer.sub }).lean<CustomOrderFile>() : null;
    if (fileUuid && !file) throw new NotFoundError(M.fileUnknown, { file_uuid: [M.fileUnknown] });
    const order: CustomOrder = {
      _id: randomUUID(),
      account_id: buyer.sub,
      email: String(body.email).trim().toLowerCase(),
      category_id: Number(body.category_id),
      quantity: Number(body.quantity),
      unit: body.unit as CustomOrderUnit,
      target_price_cents: price === null ? null : toCents(price),
      state: findUsState(String(body.state))!.code,
      city: plainText(body.city),
      needed_by: String(body.needed_by),
      description: plainText(body.description),
      status: 'open',
      answers: [],
      file_uuid: file ? file.uuid : null,
      created_at: new Date(),
    };
    await this.orders.create(order);
    return publicView(order, file ? { type: file.type, url: this.uploads.view(file).url } : null);
  }

  async mine(buyer: AccessTokenClaims): Promise<OwnCustomOrderView[]> {
    const docs = await this.orders.find({ account_id: buyer.sub }).sort({ created_at: -1 }).limit(OWN_REQUESTS_MAX).lean<CustomOrder[]>();
    const files = await this.fileLinks(docs);
    return docs.map((order) => ({
      ...publicView(order, files.get(order.file_uuid ?? '') ?? null),
      answers: order.answers.map((answer) => ({ link: answer.link, message: answer.message, created_at: new Date(answer.created_at).toISOString() })),
    }));
  }

  /**
   * Adds the seller's answer in one conditional write (open, not the seller's own, not yet answered by them),
   * so two answers sent at once cannot both land; then queues the buyer's mail under the answer's id.
   */
  async answer(seller: AccessTokenClaims, id: string, body: CustomOrderAnswerBody): Promise<void> {
    // The buyer is mailed the link as the seller's offer: it must be a listing of theirs that buyers can open.
    const listing = listingOfPath(String(body.link).trim());
    if (!listing || (await this.owners.ownerOf(listing)) !== seller.sub) throw new BusinessRuleError(M.linkNotYours, { link: [M.linkNotYours] });
    const answer = { _id: randomUUID(), seller_id: seller.sub, link: String(body.link).trim(), message: plainText(body.message), created_at: new Date() };
    const updated = await this.orders
      .findOneAndUpdate(
        { _id: id, status: 'open', account_id: { $ne: seller.sub }, 'answers.seller_id': { $ne: seller.sub } },
        { $push: { answers: answer } },
        { returnDocument: 'after' },
      )
      .lean<CustomOrder>();
    if (!updated) {
      const existing = await this.orders.findById(id).lean<CustomOrder>();
      if (!existing) throw new NotFoundError(M.notFound);
      if (existing.status !== 'open') throw new ConflictError(M.notOpen);
      if (existing.account_id === seller.sub) throw new ConflictError(M.ownAnswer);
      throw new ConflictError(M.alreadyAnswered);
    }
    const category = customOrderCategory(updated.category_id)?.name ?? 'equipment';
    const mail = this.mailOutbox.queue({
      to: updated.email,
      subject: `A seller answered your custom order for ${category}`.slice(0, 200),
      text: [
        `A seller answered your request for ${updated.quantity} ${updated.unit} of ${category}:`,
        '',
        answer.message,
        '',
        `Their offer: ${siteLink(this.options, answer.link)}`,
        `All answers to your requests: ${siteLink(this.options, '/custom-order-fulfillment')}`,
      ].join('\n'),
    });
    await mail.insertInto.create({ _id: answer._id, ...mail.document });
    void this.mailOutbox.dispatch();
  }

  /** Closes the buyer's own request; anyone else's is not found, so ids of others cannot be probed. */
  async close(buyer: AccessTokenClaims, id: string): Promise<void> {
    const result = await this.orders.updateOne({ _id: id, account_id: buyer.sub }, { $set: { status: 'closed' } });
    if (result.matchedCount === 0) throw new NotFoundError(M.notFound);
  }
}
