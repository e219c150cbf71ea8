import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MESSAGES, QUOTE_MESSAGES, plainText, type DealInquiryRequest, type DealInquiryView } from '@solar/contracts';
import { AccountContacts, ForbiddenError, MailOutbox, NotFoundError } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { DEAL_BUYER_OPTIONS, type DealBuyerOptions } from '../trader.options';
import { BuyerDeals, LISTED_DEALS } from '../buyers/buyer-deals';
import type { Deal } from '../deals/deal.schema';
import { DealsService } from '../deals/deals.service';
import { DealInquiry } from './deal-inquiry.schema';
import { inquiryMail } from './inquiry-mail';

const toView = (inquiry: DealInquiry): DealInquiryView => ({
  uuid: inquiry.uuid,
  listing_id: inquiry.deal_id,
  message: inquiry.message,
  quantity: inquiry.quantity,
  created_at: inquiry.created_at.toISOString(),
});

/** Buyers' questions about public deals, each stored and mailed to the deal's seller. */
@Injectable()
export class InquiriesService {
  private readonly logger = new Logger(InquiriesService.name);

  constructor(
    @InjectModel(DealInquiry.name) private readonly inquiries: Model<DealInquiry>,
    private readonly buyerDeals: BuyerDeals,
    private readonly deals: DealsService,
    private readonly contacts: AccountContacts,
    private readonly mails: MailOutbox,
    @Inject(DEAL_BUYER_OPTIONS) private readonly options: DealBuyerOptions,
  ) {}

  /** The public deal asked about, or 404 / 422 (the buyer's own deal, a deal not listed): checked before the inquiry counts against the limits. */
  dealAskedAbout(buyerId: string, request: DealInquiryRequest): Promise<Deal> {
    return this.buyerDeals.find(request.listing_id, buyerId, { ...LISTED_DEALS, ownDeal: MESSAGES.dealBuyer.ownDealInquiry });
  }

  /**
   * An inquiry about a deal the seller owns now (a direct quote answers it). Whom it was asked of does not decide:
   * an admin may have moved the deal since. 403 for a seller who asked of or owned the deal before, 404 for anyone
   * else (or no such inquiry).
   */
  async sellersInquiry(sellerId: string, inquiryId: string): Promise<DealInquiry> {
    const inquiry = await this.inquiries.findOne({ uuid: inquiryId }).lean<DealInquiry>();
    const deal = inquiry ? (await this.deals.findMany([inquiry.deal_uuid])).get(inquiry.deal_uuid) : undefined;
    if (inquiry && deal?.owner_id === sellerId) return inquiry;
    const hadIt = inquiry && (inquiry.seller_id === sellerId || (deal?.previous_owners ?? []).some((owner) => owner.seller_id === sellerId));
    if (hadIt) throw new ForbiddenError(QUOTE_MESSAGES.onlySellerQuotes);
    throw new NotFoundError(QUOTE_MESSAGES.inquiryNotFound);
  }

  /**
   * Stores the inquiry, then queues the seller's mail under its id (a second write: the inquiry is what the
   * marketplace keeps, so it goes first), which the mail outbox sends.
   */
  async ask(buyerId: string, deal: Deal, request: DealInquiryRequest): Promise<DealInquiryView> {
    const seller = await this.contacts.find(deal.owner_id);
    const inquiry: DealInquiry = {
      uuid: randomUUID(),
      deal_uuid: deal.uuid,
      deal_id: deal.id,
      seller_id: deal.owner_id,
      buyer_id: buyerId,
      message: plainText(request.message),
      quantity: request.quantity ?? null,
      mailed: seller !== null,
      created_at: new Date(),
    };
    await this.inquiries.create(inquiry);
    if (seller) {
      const { insertInto, document } = this.mails.queue(inquiryMail(inquiry, deal, seller, this.options));
      await insertInto.create({ ...document, _id: `inquiry:${inquiry.uuid}` });
      // Queued, so it survives a restart: the buyer need not wait for the mail server.
      this.mails.dispatch().catch((error: Error) => this.logger.warn(`dispatching mail failed: ${error.message}`));
    } else {
      // Identity announces every account it makes; a seller not known here is one whose event has not arrived yet.
      this.logger.warn(`inquiry ${inquiry.uuid}: no address known for the seller of deal ${deal.id}; stored, not mailed`);
    }
    return toView(inquiry);
  }
}
