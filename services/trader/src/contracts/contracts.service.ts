import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CONDITIONS,
  EVENTS,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  dealCategory,
  dealFigures,
  dealPath,
  plainText,
  type AccessTokenClaims,
  type ContractParty,
  type ContractPaymentTerms,
  type ContractStatus,
  type ContractView,
  type ContractsQuery,
  type EventName,
  type OfferParty,
  type OrdersContractPaymentPayload,
  type PageOf,
} from '@solar/contracts';
import {
  AccountContacts,
  BusinessRuleError,
  ConflictError,
  findPage,
  ForbiddenError,
  isDuplicateKeyError,
  type ListQuery,
  NotFoundError,
  Outbox,
} from '@solar/platform';
import type { Model, UpdateQuery } from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { Deal } from '../deals/deal.schema';
import { DealsService } from '../deals/deals.service';
import { OffersService } from '../offers/offers.service';
import { isSignable } from '../quotes/quote-view';
import { QuotesService } from '../quotes/quotes.service';
import { Contract } from './contract.schema';

const M = QUOTE_MESSAGES;
const iso = (date: Date | string | null): string | null => (date ? new Date(date).toISOString() : null);

/** `GET quotation-contract`: one side's contracts, newest first. */
const CONTRACTS_LIST: ListQuery = {
  allowList: { fields: [], where: ['status'], whereIn: [], orderby: ['signed_at'], query: [] },
  defaultSort: { field: 'signed_at', direction: 'desc' },
  tieBreak: { uuid: 1 },
  defaultLimit: QUOTE_LIMITS.pageSize,
};

const sideOf = (contract: Contract, caller: AccessTokenClaims): OfferParty | null =>
  contract.buyer_id === caller.sub ? 'buyer' : contract.seller_id === caller.sub ? 'seller' : null;

export function toContractView(contract: Contract, side: OfferParty | null): ContractView {
  return {
    id: contract.uuid,
    offer_id: contract.offer_uuid,
    version: contract.version,
    status: contract.status,
    deal: contract.deal,
    buyer: contract.buyer,
    seller: contract.seller,
    ...contract.lot,
    totals: contract.totals,
    legal_text: contract.legal_text,
    side,
    signed_at: iso(contract.signed_at)!,
    paid_at: iso(contract.paid_at),
    payment_sent: Boolean(contract.payment_id ?? contract.last_payment_id),
    cancelled_at: iso(contract.cancelled_at),
    cancel_reason: contract.cancel_reason ?? null,
  };
}

/**
 * Contracts: the buyer signs the newest quote version, which is copied whole into the contract with both
 * parties named (the seller is revealed here), and the offer becomes a Contract. The contract then waits for
 * its payment, which is the orders service's: its saga tells this service when the buyer's card holds the
 * total (the units are sold: `confirmed`, or `refused` when the contract was called off meanwhile), and when a
 * capture failed after all (the units are held again).
 */
@Injectable()
export class ContractsService {
  private readonly logger = new Logger(ContractsService.name);

  constructor(
    @InjectModel(Contract.name) private readonly contracts: Model<Contract>,
    private readonly offers: OffersService,
    private readonly quotes: QuotesService,
    private readonly deals: DealsService,
    private readonly contacts: AccountContacts,
    private readonly outbox: Outbox,
  ) {}

  /**
   * `POST quotation-contract/{offer_id}`: the buyer signs `version`, which must be the newest (409 otherwise)
   * and still stand on the offer's terms. A quote on the seller's standing terms (Countered) is accepted first,
   * which holds the units as any acceptance does.
   */
  async sign(caller: AccessTokenClaims, offerId: string, version: number): Promise<ContractView> {
    let { offer, side } = await this.offers.withSide(caller, offerId);
    if (side !== 'buyer') throw new ForbiddenError(M.onlyBuyerSigns);
    const existing = await this.contracts.findOne({ offer_uuid: offer.uuid }).lean<Contract>();
    if (existing) throw new ConflictError(M.alreadyContracted);
    const quote = await this.quotes.find(offer.uuid);
    const current = quote?.versions.at(-1);
    if (!quote || !current) throw new NotFoundError(M.quoteNotFound);
    if (version !== current.version) throw new ConflictError(M.versionStale);
    // A version sent before quotes had to come to more than $0: its contract could never be paid.
    if (!(current.totals.total > 0)) throw new BusinessRuleError(M.quoteTotalNotPayable);
    // An offer already a Contract without its contract: a signing stopped between its two writes; finish it.
    const resuming = offer.status === 'Contract';
    if (!resuming) {
      if (!isSignable(quote, offer)) throw new ConflictError(M.termsChanged);
      if (offer.status === 'Countered') {
        await this.offers.decide(caller, offer.uuid, { status: 'Accepted', revision: offer.revision });
        ({ offer } = await this.offers.withSide(caller, offerId));
      }
      offer = await this.offers.contract(offer);
    }
    const deal = await this.deals.find({ uuid: offer.deal_uuid });
    const [buyer, seller] = await Promise.all([this.party(offer.buyer_id), this.party(offer.seller_id)]);
    const contract: Contract = {
      uuid: randomUUID(),
      offer_uuid: offer.uuid,
      deal_uuid: deal.uuid,
      deal_id: deal.id,
      buyer_id: offer.buyer_id,
      seller_id: offer.seller_id,
      version: current.version,
      lot: current.lot,
      totals: current.totals,
      legal_text: current.legal_text,
      deal: this.dealAsSigned(deal),
      buyer,
      seller,
      status: 'Signed',
      payment_id: null,
      paid_at: null,
      cancelled_at: null,
      cancel_reason: null,
      signed_at: new Date(),
      updated_at: new Date(),
    };
    try {
      await this.contracts.create({ ...contract, _outbox: [this.event(EVENTS.trader.contractSigned, contract, null, null)] });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError(M.alreadyContracted);
      throw error;
    }
    return toContractView(contract, 'buyer');
  }

  /** `GET quotation-contract/{offer_id}`: the contract, for its parties and admins. */
  async view(caller: AccessTokenClaims, offerId: string): Promise<ContractView> {
    const contract = await this.readable(caller, offerId);
    return toContractView(contract, sideOf(contract, caller));
  }

  /** The contract a party (or an admin) may read: 404 for none, 403 for anyone else. */
  async readable(caller: AccessTokenClaims, offerId: string): Promise<Contract> {
    const { offer } = await this.offers.withSide(caller, offerId);
    const contract = await this.contracts.findOne({ offer_uuid: offer.uuid }).lean<Contract>();
    if (!contract) throw new NotFoundError(M.contractNotFound);
    return contract;
  }

  /** `GET quotation-contract`: the caller's contracts on one side (the buyer's paid ones are My Trader Purchases). */
  page(caller: AccessTokenClaims, query: ContractsQuery): Promise<PageOf<ContractView>> {
    const filter = query.side === 'buyer' ? { buyer_id: caller.sub } : { seller_id: caller.sub };
    return findPage(this.contracts, { where: query.status ? { status: query.status } : {}, page: query.page ?? 1 }, CONTRACTS_LIST, {
      filter,
      toItems: (contracts) => contracts.map((contract) => toContractView(contract, query.side)),
    });
  }

  /**
   * `quotation-contract/{offer_id}/cancel`: either party calls off a contract not paid yet. The offer goes first
   * (Cancelled, its hold released): a contract left Signed by a stop in between is finished by the next call,
   * and no payment confirms a contract whose offer is not a Contract.
   */
  async cancel(caller: AccessTokenClaims, offerId: string, reason: string | null | undefined): Promise<ContractView> {
    const contract = await this.readable(caller, offerId);
    const side = sideOf(contract, caller);
    if (!side) throw new ForbiddenError(M.onlyBuyerSigns);
    // The seller the contract names acts only while the deal is theirs: an admin may have moved it since.
    if (side === 'seller') await this.offers.ownersDeal(caller, contract.deal_uuid);
    if (contract.status !== 'Signed') throw new BusinessRuleError(contract.status === 'Paid' ? M.contractPaid : M.contractNotCancellable);
    await this.offers.cancelContract(contract.offer_uuid);
    const now = new Date();
    const cancelled: Contract = {
      ...contract,
      status: 'Cancelled',
      cancelled_at: now,
      cancel_reason: plainText(reason).slice(0, QUOTE_LIMITS.reasonMax) || null,
      updated_at: now,
    };
    const update: UpdateQuery<Contract> = { $set: { status: cancelled.status, cancelled_at: now, cancel_reason: cancelled.cancel_reason } };
    const written = await this.contracts.updateOne(
      { uuid: contract.uuid, status: 'Signed' },
      this.outbox.withEvents(update, this.event(EVENTS.trader.contractCancelled, cancelled, null, cancelled.cancel_reason)),
    );
    // Paid in the meantime: the payment confirmed first, so the contract stands.
    if (written.modifiedCount === 0) throw new ConflictError(M.contractPaid);
    return toContractView(cancelled, side);
  }

  /** `TRADER_INTERNAL_API.contractPayment`: what the orders service charges, and whom. */
  async paymentTerms(offerId: string): Promise<ContractPaymentTerms> {
    const contract = await this.contracts.findOne({ offer_uuid: offerId }).lean<Contract>();
    if (!contract) throw new NotFoundError(M.contractNotFound);
    return {
      id: contract.uuid,
      offer_id: contract.offer_uuid,
      buyer_id: contract.buyer_id,
      status: contract.status,
      total: contract.totals.total,
      deal_name: contract.deal.name,
    };
  }

  /**
   * The action of the payment saga's `confirm` step (the saga runs in orders, ContractPaymentsService).
   * The buyer's card holds the total (`orders.contract-payment.authorized`): the units the offer holds are sold
   * and the contract is Paid (`confirmed`, which lets orders capture); a contract called off meanwhile, or one
   * whose units are gone, is `refused` (orders voids the hold on the card). Redelivered, it finds the contract
   * already answered and writes nothing.
   */
  async onPaymentAuthorized(payment: OrdersContractPaymentPayload): Promise<void> {
    const contract = await this.contracts.findOne({ uuid: payment.contract_id }).lean<Contract>();
    if (!contract || contract.payment_id === payment.payment_id) return;
    const offer = (await this.offers.findMany([contract.offer_uuid])).get(contract.offer_uuid);
    if (contract.status !== 'Signed' || offer?.status !== 'Contract')
      return this.refuse(contract, payment, contract.status === 'Paid' ? M.contractPaid : M.contractNotPayable);
    try {
      await this.deals.sell(contract.deal_uuid, contract.offer_uuid, contract.lot.qty);
    } catch (error) {
      if (error instanceof ConflictError) return this.refuse(contract, payment, error.message);
      throw error;
    }
    const now = new Date();
    const paid: Contract = { ...contract, status: 'Paid', payment_id: payment.payment_id, last_payment_id: payment.payment_id, paid_at: now };
    const update: UpdateQuery<Contract> = { $set: { status: 'Paid', payment_id: payment.payment_id, last_payment_id: payment.payment_id, paid_at: now } };
    const written = await this.contracts.updateOne(
      { uuid: contract.uuid, status: 'Signed', payment_id: null },
      this.outbox.withEvents(update, this.event(EVENTS.trader.contractConfirmed, paid, payment.payment_id, null)),
    );
    if (written.modifiedCount === 0) {
      // Cancelled or paid by another payment between the read and this write: give the units back and refuse.
      await this.deals.unsell(contract.deal_uuid, contract.offer_uuid);
      const now = await this.contracts.findOne({ uuid: contract.uuid }).lean<Contract>();
      if (now && now.payment_id !== payment.payment_id) await this.refuse(now, payment, M.contractNotPayable);
    }
  }

  /**
   * The compensation of the `confirm` step, which orders runs when a later step fails.
   * The capture failed after the contract was confirmed (`orders.contract-payment.failed`): the sale is undone,
   * the units held for the offer again, and the contract waits for a payment once more.
   */
  async onPaymentFailed(payment: OrdersContractPaymentPayload): Promise<void> {
    const contract = await this.contracts.findOne({ uuid: payment.contract_id, payment_id: payment.payment_id, status: 'Paid' }).lean<Contract>();
    if (!contract) return;
    await this.deals.unsell(contract.deal_uuid, contract.offer_uuid);
    await this.contracts.updateOne(
      { uuid: contract.uuid, payment_id: payment.payment_id, status: 'Paid' },
      { $set: { status: 'Signed', payment_id: null, paid_at: null } },
    );
    this.logger.warn(`contract ${contract.uuid}: payment ${payment.payment_id} failed (${payment.reason ?? 'no reason'}); waiting for payment again`);
  }

  /** Answers a payment the contract cannot take: an event on the contract, written once per payment. */
  private async refuse(contract: Contract, payment: OrdersContractPaymentPayload, reason: string): Promise<void> {
    await this.contracts.updateOne(
      { uuid: contract.uuid, refused_payments: { $ne: payment.payment_id } },
      this.outbox.withEvents(
        { $push: { refused_payments: payment.payment_id } },
        this.event(EVENTS.trader.contractRefused, contract, payment.payment_id, reason),
      ),
    );
  }

  private event(name: EventName, contract: Contract, paymentId: string | null, reason: string | null) {
    return this.outbox.event(name, contract.offer_uuid, {
      id: contract.uuid,
      offer_id: contract.offer_uuid,
      deal_uuid: contract.deal_uuid,
      deal_id: contract.deal_id,
      version: contract.version,
      status: contract.status as ContractStatus,
      qty: contract.lot.qty,
      total: contract.totals.total,
      payment_id: paymentId,
      reason,
      at: new Date().toISOString(),
    });
  }

  /** A party as the contract names them: from identity's account (its e-mail when no name was given). */
  private async party(userId: string): Promise<ContractParty> {
    const contact = await this.contacts.find(userId);
    const name = [contact?.firstname, contact?.lastname].filter(Boolean).join(' ').trim();
    return { name: name || contact?.email || 'Marketplace account', email: contact?.email ?? '' };
  }

  private dealAsSigned(deal: Deal) {
    const category = dealCategory(deal.category_id);
    return {
      id: deal.id,
      path: dealPath(deal),
      name: deal.name,
      category: category?.name ?? '',
      condition: CONDITIONS.find((c) => c.value === deal.condition)?.label ?? deal.condition,
      mpn: deal.mpn,
      panel_wattage: deal.panel_wattage,
      price_unit: dealFigures(deal).price_unit,
    };
  }
}
