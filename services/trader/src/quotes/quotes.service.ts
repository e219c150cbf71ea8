import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  EVENTS,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  offerFigures,
  plainText,
  quoteTotalProblem,
  quoteTotals,
  validateTaxLegal,
  type AccessTokenClaims,
  type ContractStatus,
  type DirectQuoteRequest,
  type OfferParty,
  type OfferStatus,
  type PageOf,
  type QuoteDraftView,
  type QuoteView,
  type TaxLegalRequest,
} from '@solar/contracts';
import {
  BusinessRuleError,
  ConflictError,
  FileStorage,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  Outbox,
  findPage,
  type ListQuery,
} from '@solar/platform';
import type { Model } from 'mongoose';
import { Contract } from '../contracts/contract.schema';
import type { Deal } from '../deals/deal.schema';
import { DealsService } from '../deals/deals.service';
import { InquiriesService } from '../inquiries/inquiries.service';
import type { Offer } from '../offers/offer.schema';
import { OffersService, WHOLE_PROPOSAL } from '../offers/offers.service';
import { Quote, type QuoteExtras, type QuoteVersion } from './quote.schema';
import { quotedLot, toDraftView, toQuoteView } from './quote-view';

const M = QUOTE_MESSAGES;

/** Offers a seller may quote: agreed (Accepted), or standing on the seller's own terms (Countered), which signing accepts. */
const QUOTABLE: readonly OfferStatus[] = ['Accepted', 'Countered'];

/** `buyer-quote` and `seller-quote`: quotes sent, the newest first. */
const QUOTES_LIST: ListQuery = {
  allowList: { fields: [], where: [], whereIn: [], orderby: ['sent_at'], query: [] },
  defaultSort: { field: 'sent_at', direction: 'desc' },
  tieBreak: { offer_uuid: 1 },
  defaultLimit: QUOTE_LIMITS.pageSize,
};

const emptyExtras = (): QuoteExtras => ({ charges: [], discount: null, legal_text: '' });

/** The extras as stored: plain text, numbers as numbers, a Custom charge's name only on Custom charges. */
function storedExtras(input: TaxLegalRequest): QuoteExtras {
  return {
    charges: (input.charges ?? []).map((charge) => ({
      type: charge.type,
      value: Number(charge.value),
      label: charge.type === 'Custom' ? plainText(charge.label).trim() || null : null,
    })),
    discount: input.discount ? { type: input.discount.type, value: Number(input.discount.value) } : null,
    legal_text: plainText(input.legal_text).trim(),
  };
}

/**
 * The seller's quotes on offers: the extras drafted with tax-legal, and the versions sent, each freezing the
 * offer's terms of the moment with the extras and their totals. A version is only ever added, never changed:
 * the buyer signs the newest (ContractsService), and a move of the offer since makes it unsignable until the
 * seller quotes again.
 */
@Injectable()
export class QuotesService {
  constructor(
    @InjectModel(Quote.name) private readonly quotes: Model<Quote>,
    @InjectModel(Contract.name) private readonly contracts: Model<Contract>,
    private readonly offers: OffersService,
    private readonly deals: DealsService,
    private readonly inquiries: InquiriesService,
    private readonly outbox: Outbox,
    private readonly files: FileStorage,
  ) {}

  /** `GET tax-legal/{offer_id}`: the seller's unsent extras. */
  async draft(caller: AccessTokenClaims, offerId: string): Promise<QuoteDraftView> {
    const offer = await this.sellersOffer(caller, offerId);
    const quote = await this.find(offer.uuid);
    return toDraftView(quote?.draft ?? emptyExtras());
  }

  /** `POST tax-legal/{offer_id}`: saves the extras the next version carries, checked against the offer's goods total. */
  async saveDraft(caller: AccessTokenClaims, offerId: string, request: TaxLegalRequest): Promise<QuoteDraftView> {
    const offer = await this.sellersOffer(caller, offerId);
    const deal = await this.deals.find({ uuid: offer.deal_uuid });
    const extras = this.checked(request, offer, deal);
    await this.quotes.updateOne(
      { offer_uuid: offer.uuid },
      {
        $set: { draft: extras },
        $inc: { revision: 1 },
        $setOnInsert: { deal_uuid: offer.deal_uuid, buyer_id: offer.buyer_id, seller_id: offer.seller_id, versions: [], sent_at: null },
      },
      { upsert: true },
    );
    return toDraftView(extras);
  }

  /** `POST quote/{offer_id}`: a new version from the offer's standing terms and the drafted extras. */
  async send(caller: AccessTokenClaims, offerId: string): Promise<QuoteView> {
    const offer = await this.sellersOffer(caller, offerId);
    if (await this.contractStatus(offer.uuid)) throw new BusinessRuleError(M.alreadyContracted);
    if (!QUOTABLE.includes(offer.status)) throw new BusinessRuleError(M.notQuotable);
    const deal = await this.deals.find({ uuid: offer.deal_uuid });
    const quote = await this.sent(offer, deal, (await this.find(offer.uuid))?.draft ?? emptyExtras());
    return toQuoteView(quote, offer, deal, 'seller', this.files, null);
  }

  /**
   * `direct-quote`: the seller's quote to the buyer of one of their deal inquiries, who has not offered: a new
   * offer on the seller's terms (Countered, the buyer's turn) with the quote's first version.
   */
  async direct(seller: AccessTokenClaims, request: DirectQuoteRequest): Promise<QuoteView> {
    const inquiry = await this.inquiries.sellersInquiry(seller.sub, request.inquiry_id);
    const deal = await this.offers.dealOffered(inquiry.buyer_id, inquiry.deal_uuid);
    const proposal = Object.fromEntries(WHOLE_PROPOSAL.map((field) => [field, request[field]]));
    const checkedExtras = this.checkedFor(request, offerFigures(deal, Number(request.price), Number(request.qty)).total);
    const offer = await this.offers.quoted(inquiry.buyer_id, deal, proposal as unknown as DirectQuoteRequest);
    await this.created(offer, checkedExtras);
    const quote = await this.sent(offer, deal, checkedExtras);
    return toQuoteView(quote, offer, deal, 'seller', this.files, null);
  }

  /** `GET quote/{offer_id}`: the quote as the caller's side sees it (an admin: any). */
  async view(caller: AccessTokenClaims, offerId: string): Promise<QuoteView> {
    const { offer, side } = await this.offers.withSide(caller, offerId);
    const [quote, deal, status] = await Promise.all([this.find(offer.uuid), this.deals.find({ uuid: offer.deal_uuid }), this.contractStatus(offer.uuid)]);
    if (!quote?.versions.length && side !== 'seller') throw new NotFoundError(M.quoteNotFound);
    return toQuoteView(quote, offer, deal, side, this.files, status);
  }

  /** `buyer-quote` / `seller-quote`: the quotes the caller received or sent, newest first. */
  async page(caller: AccessTokenClaims, side: OfferParty, page: number): Promise<PageOf<QuoteView>> {
    const filter = side === 'buyer' ? { buyer_id: caller.sub } : { seller_id: caller.sub };
    return findPage(this.quotes, { page }, QUOTES_LIST, {
      filter: { ...filter, sent_at: { $ne: null } },
      toItems: async (quotes) => {
        const uuids = quotes.map((quote) => quote.offer_uuid);
        const [offers, deals, contracts] = await Promise.all([
          this.offers.findMany(uuids),
          this.deals.findMany(quotes.map((quote) => quote.deal_uuid)),
          this.contracts
            .find({ offer_uuid: { $in: uuids } })
            .select('offer_uuid status')
            .lean<Pick<Contract, 'offer_uuid' | 'status'>[]>(),
        ]);
        const statusOf = new Map(contracts.map((contract) => [contract.offer_uuid, contract.status]));
        return quotes.flatMap((quote) => {
          const offer = offers.get(quote.offer_uuid);
          const deal = deals.get(quote.deal_uuid);
          return offer && deal ? [toQuoteView(quote, offer, deal, side, this.files, statusOf.get(quote.offer_uuid) ?? null)] : [];
        });
      },
    });
  }

  /** The quote on an offer, or null before anything was drafted or sent. */
  find(offerUuid: string): Promise<Quote | null> {
    return this.quotes.findOne({ offer_uuid: offerUuid }).lean<Quote>();
  }

  /** Adds a version quoting the offer as it stands, with `extras`, and announces it: one write, conditional on the quote read. */
  private async sent(offer: Offer, deal: Deal, extras: QuoteExtras): Promise<Quote> {
    const quote = (await this.find(offer.uuid)) ?? (await this.created(offer, extras));
    const versions = quote.versions;
    if (versions.length >= QUOTE_LIMITS.versionsMax) throw new BusinessRuleError(M.tooManyVersions);
    const lot = quotedLot(offer, deal);
    const totals = quoteTotals(lot.total, extras.charges, extras.discount);
    // The draft was checked against the terms of its day: a counter since may have brought it to $0.
    const problem = quoteTotalProblem(totals.total);
    if (problem) throw new BusinessRuleError(problem);
    const now = new Date();
    const version: QuoteVersion = {
      ...extras,
      version: versions.length + 1,
      offer_revision: offer.revision,
      lot,
      totals,
      sent_at: now,
    };
    const event = this.outbox.event(EVENTS.trader.quoteSent, offer.uuid, {
      offer_id: offer.uuid,
      deal_uuid: offer.deal_uuid,
      deal_id: offer.deal_id,
      version: version.version,
      total: version.totals.total,
      at: now.toISOString(),
    });
    const written = await this.quotes
      .findOneAndUpdate(
        { offer_uuid: offer.uuid, revision: quote.revision },
        this.outbox.withEvents({ $push: { versions: version }, $set: { sent_at: now }, $inc: { revision: 1 } }, event),
        { returnDocument: 'after' },
      )
      .lean<Quote>();
    // Another write of the quote came first (the seller sending twice at once): this one is not sent.
    if (!written) throw new ConflictError(M.versionStale);
    return written;
  }

  /** The offer's quote document, made with `draft` (or found, when a twin call made it first). */
  private async created(offer: Offer, draft: QuoteExtras): Promise<Quote> {
    await this.quotes.updateOne(
      { offer_uuid: offer.uuid },
      { $setOnInsert: { deal_uuid: offer.deal_uuid, buyer_id: offer.buyer_id, seller_id: offer.seller_id, draft, versions: [], sent_at: null, revision: 1 } },
      { upsert: true },
    );
    return (await this.find(offer.uuid))!;
  }

  /**
   * The offer, when the caller is its seller and owns its deal now: 403 for its buyer, an admin, a seller whose
   * deal an admin moved to another, or anyone else (404 for none).
   */
  private async sellersOffer(caller: AccessTokenClaims, offerId: string): Promise<Offer> {
    const { offer, side } = await this.offers.withSide(caller, offerId);
    if (side !== 'seller') throw new ForbiddenError(M.onlySellerQuotes);
    await this.offers.ownersDeal(caller, offer.deal_uuid, M.onlySellerQuotes);
    return offer;
  }

  private async contractStatus(offerUuid: string): Promise<ContractStatus | null> {
    const contract = await this.contracts.findOne({ offer_uuid: offerUuid }).select('status').lean<Pick<Contract, 'status'>>();
    return contract?.status ?? null;
  }

  private checked(request: TaxLegalRequest, offer: Offer, deal: Deal): QuoteExtras {
    return this.checkedFor(request, offerFigures(deal, offer.price, offer.qty).total);
  }

  /** The extras as stored, checked against the goods total `subtotal`: 400 with the field messages. */
  private checkedFor(request: TaxLegalRequest, subtotal: number): QuoteExtras {
    const extras = storedExtras(request);
    const errors = validateTaxLegal(extras as unknown as Record<string, unknown>, subtotal);
    if (Object.keys(errors).length) throw new InvalidInputError(errors);
    const problem = quoteTotalProblem(quoteTotals(subtotal, extras.charges, extras.discount).total);
    if (problem) throw new BusinessRuleError(problem);
    return extras;
  }
}
