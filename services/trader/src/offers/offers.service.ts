import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CLOSED_OFFER_STATUSES,
  DEAL_MESSAGES,
  EVENTS,
  OFFERABLE_DEAL_STATUSES,
  OFFER_LIMITS,
  OFFER_MESSAGES,
  OFFER_TERM_FIELDS,
  OPEN_OFFER_STATUSES,
  RESERVING_OFFER_STATUSES,
  VISIBLE_DEAL_STATUSES,
  canMoveOffer,
  counterStatusOf,
  dealEquipmentOf,
  numberOf,
  offerMoveRefused,
  plainText,
  validateOfferProposal,
  type AccessTokenClaims,
  type AdminOfferView,
  type DealEquipment,
  type EventName,
  type ListingId,
  type MakeOfferRequest,
  type OfferActor,
  type OfferParties,
  type OfferParty,
  type OfferProposal,
  type OfferStatus,
  type OfferStatusUpdateRequest,
  type OfferView,
  type OffersQuery,
  type PageOf,
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
  isDuplicateKeyError,
  type ListQuery,
} from '@solar/platform';
import type { Model, UpdateQuery } from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { Deal } from '../deals/deal.schema';
import { DealsService, dealKeyOf, grantedTo } from '../deals/deals.service';
import { Quote } from '../quotes/quote.schema';
import { Offer } from './offer.schema';
import { toAdminOfferView, toOfferView } from './offer-view';

const M = OFFER_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Offers one sweep lapses at most. */
const EXPIRED_PER_SWEEP = 500;

/**
 * The offers that follow their deal to a new seller: those still under way (being negotiated, or accepted and
 * holding units). Closed ones stay their seller's history, and so does an offer under Contract: a signed,
 * unpaid contract refuses the transfer, and a paid one is a sale its seller made.
 */
export const FOLLOWING_OFFER_STATUSES: readonly OfferStatus[] = ['Offered', 'Countered', 'Accepted'];

/** Every field of a proposal, as a new offer and a full update (`{product}-offer-update`) send them. */
export const WHOLE_PROPOSAL: readonly (keyof OfferProposal)[] = ['price', 'qty', ...OFFER_TERM_FIELDS, 'message'];

/** The event announcing a move to each status (Contract and Cancelled are the contract's, announced with it). */
const EVENT_OF_MOVE: Readonly<Record<OfferStatus, EventName | null>> = {
  Offered: EVENTS.trader.offerCountered,
  Countered: EVENTS.trader.offerCountered,
  Accepted: EVENTS.trader.offerAccepted,
  Rejected: EVENTS.trader.offerRejected,
  Withdrawn: EVENTS.trader.offerWithdrawn,
  Expired: EVENTS.trader.offerExpired,
  Contract: null,
  Cancelled: null,
};

/** `GET offer`: one side's offers, newest change first. */
const OFFERS_LIST: ListQuery = {
  allowList: { fields: [], where: ['status'], whereIn: [], orderby: ['updated_at'], query: [] },
  defaultSort: { field: 'updated_at', direction: 'desc' },
  tieBreak: { uuid: 1 },
  defaultLimit: OFFER_LIMITS.pageSize,
};

/** A move of an offer: to which status, by whom, with which terms standing after it. */
interface OfferMove {
  to: OfferStatus;
  by: OfferActor;
  terms?: Partial<OfferProposal>;
  reason?: string | null;
}

const sideOf = (offer: Offer, caller: AccessTokenClaims): OfferParty | null =>
  offer.buyer_id === caller.sub ? 'buyer' : offer.seller_id === caller.sub ? 'seller' : null;

const isAdmin = (caller: AccessTokenClaims) => caller.roles.includes('admin');

/** How long an offer on `deal` stays valid after each move. */
const validityMs = (deal: Pick<Deal, 'offer_validity'>) => (deal.offer_validity ?? OFFER_LIMITS.defaultValidityDays) * DAY_MS;

/** A proposal's fields as stored: numbers as numbers, the state's code upper-cased, the note as plain text. */
function storedProposal(input: Partial<Record<keyof OfferProposal, unknown>>, fields: readonly (keyof OfferProposal)[]): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const field of fields) {
    const value = input[field];
    if (field === 'price' || field === 'lead_time') stored[field] = numberOf(value) ?? value;
    else if (field === 'delivery_state') stored[field] = typeof value === 'string' ? value.trim().toUpperCase() : value;
    else if (field === 'message') stored[field] = plainText(value) || null;
    else stored[field] = value;
  }
  return stored;
}

/**
 * Offers and their moves. Every move goes through `write`: the move is checked against OFFER_TRANSITIONS for
 * the caller's side on the state read, and the move, its history step and its event are one write conditional
 * on the revision the caller named. The quantity an acceptance holds lives on the deal (DealsService.reserve),
 * taken before the offer says Accepted and given back if that write loses; the sweep frees a hold whose offer
 * ended without it (a process stopped between the two writes).
 */
@Injectable()
export class OffersService {
  constructor(
    @InjectModel(Offer.name) private readonly offers: Model<Offer>,
    @InjectModel(Quote.name) private readonly quotes: Model<Quote>,
    private readonly deals: DealsService,
    private readonly outbox: Outbox,
    private readonly files: FileStorage,
  ) {}

  /**
   * The deal a buyer offers on, or 404 (none, or hidden from buyers: a Private deal an admin limited to other
   * buyers too) / 422 (their own, or not taking offers).
   */
  async dealOffered(buyerId: string, listingId: ListingId): Promise<Deal> {
    const deal = await this.deals.find(dealKeyOf(listingId));
    if (!VISIBLE_DEAL_STATUSES.includes(deal.status) || !grantedTo(deal, buyerId)) throw new NotFoundError(DEAL_MESSAGES.dealNotFound);
    if (deal.owner_id === buyerId) throw new BusinessRuleError(M.ownDeal);
    if (!OFFERABLE_DEAL_STATUSES.includes(deal.status)) throw new BusinessRuleError(M.dealNotTakingOffers);
    return deal;
  }

  /** `POST offer`: the buyer's offer on `deal` (see dealOffered), Offered. */
  async make(buyerId: string, deal: Deal, request: MakeOfferRequest): Promise<OfferView> {
    const offer = await this.startNegotiation(buyerId, deal, request, 'buyer');
    return toOfferView(offer, deal, 'buyer', this.files, false);
  }

  /**
   * A direct quote's offer: the seller's terms to a buyer who has not offered, Countered (the buyer's turn), as
   * if the buyer had asked and the seller answered. The buyer's open-offer limits count it as theirs.
   */
  quoted(buyerId: string, deal: Deal, proposal: OfferProposal): Promise<Offer> {
    return this.startNegotiation(buyerId, deal, proposal, 'seller');
  }

  /** A new negotiation on `deal` between `buyerId` and its seller, standing on `by`'s proposal. */
  private async startNegotiation(buyerId: string, deal: Deal, request: OfferProposal, by: OfferParty): Promise<Offer> {
    const proposal = this.checked(request, deal, WHOLE_PROPOSAL) as unknown as OfferProposal;
    const open = await this.offers.countDocuments({ buyer_id: buyerId, status: { $in: OPEN_OFFER_STATUSES } });
    if (open >= OFFER_LIMITS.openOffersPerBuyer) throw new BusinessRuleError(M.tooManyOpenOffers);
    const status = counterStatusOf(by);
    const now = new Date();
    const offer: Offer = {
      uuid: randomUUID(),
      deal_uuid: deal.uuid,
      deal_id: deal.id,
      buyer_id: buyerId,
      seller_id: deal.owner_id,
      status,
      price: proposal.price,
      qty: proposal.qty,
      incoterm: proposal.incoterm,
      delivery_state: proposal.delivery_state,
      payment_terms: proposal.payment_terms,
      lead_time: proposal.lead_time,
      message: proposal.message ?? null,
      reason: null,
      expires_at: new Date(now.getTime() + validityMs(deal)),
      open_slot: `${deal.uuid}:${buyerId}`,
      history: [{ ...this.termsOf(proposal), status, by, at: now }],
      revision: 1,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.offers.create({ ...offer, _outbox: [this.outbox.event(EVENTS.trader.offerMade, offer.uuid, this.payload(offer, null, by, now))] });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError(M.openOfferExists);
      throw error;
    }
    return offer;
  }

  /** `GET offer`: the caller's offers on one side (bids made, or offers on their deals), newest change first. */
  async page(caller: AccessTokenClaims, query: OffersQuery): Promise<PageOf<OfferView>> {
    const filter = query.side === 'buyer' ? { buyer_id: caller.sub } : { seller_id: caller.sub };
    return findPage(this.offers, { where: query.status ? { status: query.status } : {}, page: query.page ?? 1 }, OFFERS_LIST, {
      filter,
      toItems: async (offers) => {
        const [deals, quoted] = await Promise.all([this.deals.findMany(offers.map((offer) => offer.deal_uuid)), this.quotedOf(offers)]);
        return offers.flatMap((offer) => {
          const deal = deals.get(offer.deal_uuid);
          return deal ? [toOfferView(offer, deal, query.side, this.files, quoted.has(offer.uuid))] : [];
        });
      },
    });
  }

  /** `get_offer`: one offer, for its parties (their side's view) and admins (with the parties); 403 for anyone else. */
  async open(caller: AccessTokenClaims, offerId: string): Promise<OfferView | AdminOfferView> {
    const offer = await this.find(offerId);
    const side = sideOf(offer, caller);
    if (!side && !isAdmin(caller)) throw new ForbiddenError(M.notYourOffer);
    const [deal, quoted] = await Promise.all([this.deals.find({ uuid: offer.deal_uuid }), this.quotedOf([offer])]);
    return side ? toOfferView(offer, deal, side, this.files, quoted.has(offer.uuid)) : toAdminOfferView(offer, deal, this.files, quoted.has(offer.uuid));
  }

  /**
   * `TRADER_INTERNAL_API.offerParties`: who an offer's parties are, for the services that act for them. The seller
   * of a negotiation under way is whoever owns the deal now (an admin's transfer moves it); a closed one keeps
   * the seller it had, whose history it is.
   */
  async parties(offerId: string): Promise<OfferParties> {
    const offer = await this.find(offerId);
    const deal = await this.deals.find({ uuid: offer.deal_uuid });
    const underWay = FOLLOWING_OFFER_STATUSES.includes(offer.status);
    const contracted = offer.status === 'Contract' || offer.history.some((step) => step.status === 'Contract');
    return {
      offer_id: offer.uuid,
      buyer_id: offer.buyer_id,
      seller_id: underWay ? deal.owner_id : offer.seller_id,
      status: offer.status,
      deal_id: deal.id,
      deal_uuid: deal.uuid,
      deal_name: deal.name,
      contracted,
      // A contract's parties keep talking (delivery, payment) whoever sells the deal now; an ended negotiation does not.
      seller_left: !underWay && !contracted && offer.seller_id !== deal.owner_id,
    };
  }

  /**
   * A change of the terms (`update-bid`, `update-qty`, `update-terms`, `{product}-offer-update`): the caller's
   * side counters (or revises its own standing offer), which passes the turn to the other side. `equipment`
   * is what a `{product}-offer-update` path names, which must be the deal's.
   */
  async propose(
    caller: AccessTokenClaims,
    offerId: string,
    revision: number,
    changes: Partial<OfferProposal>,
    fields: readonly (keyof OfferProposal)[],
    equipment?: DealEquipment,
  ): Promise<OfferView> {
    const { offer, side } = await this.partyOffer(caller, offerId, revision);
    const to = counterStatusOf(side);
    if (!canMoveOffer(offer.status, to, side)) throw new BusinessRuleError(offerMoveRefused(offer.status, to, side));
    const deal = await this.deals.find({ uuid: offer.deal_uuid });
    const dealEquipment = dealEquipmentOf(deal.category_id);
    if (equipment && equipment !== dealEquipment) throw new BusinessRuleError(M.wrongEquipment(dealEquipment));
    if (!OFFERABLE_DEAL_STATUSES.includes(deal.status)) throw new BusinessRuleError(M.dealNotTakingOffers);
    // A Private deal an admin limited to chosen buyers since: the others' terms are no longer taken.
    if (side === 'buyer' && !grantedTo(deal, caller.sub)) throw new BusinessRuleError(M.dealNotTakingOffers);
    const terms = this.checked(changes, deal, fields) as Partial<OfferProposal>;
    // A change without a note of its own leaves the earlier note behind: it was about the earlier terms.
    const written = await this.write(offer, deal, { to, by: side, terms: { message: null, ...terms } });
    return this.view(written, deal, side);
  }

  /** `offer-status`: accept, reject or withdraw, as the caller's side may from the offer's state. */
  async decide(caller: AccessTokenClaims, offerId: string, request: OfferStatusUpdateRequest): Promise<OfferView> {
    const { offer, side } = await this.partyOffer(caller, offerId, request.revision);
    const to = request.status;
    if (!canMoveOffer(offer.status, to, side)) throw new BusinessRuleError(offerMoveRefused(offer.status, to, side));
    const reason = to === 'Accepted' ? null : plainText(request.reason).slice(0, OFFER_LIMITS.reasonMax) || null;
    if (to !== 'Accepted') {
      let deal = await this.deals.find({ uuid: offer.deal_uuid });
      const written = await this.write(offer, deal, { to, by: side, reason });
      if (RESERVING_OFFER_STATUSES.includes(offer.status)) deal = await this.deals.release(offer.deal_uuid, offer.uuid);
      return this.view(written, deal, side);
    }
    // Hold the units first: of two acceptances racing for the last lot, the deal's conditional write lets one win.
    const { deal, taken } = await this.deals.reserve(offer.deal_uuid, offer.uuid, offer.qty, offer.revision);
    let written: Offer;
    try {
      written = await this.write(offer, deal, { to, by: side });
    } catch (error) {
      // The offer moved first (the other side, or the same acceptance sent twice at once). The hold this call
      // took goes back before the caller hears, unless the offer is accepted now: then its twin won and the hold
      // is the twin's. Only this acceptance's hold is given back, never one a later acceptance took.
      const now = await this.offers.findOne({ uuid: offer.uuid }).select('status').lean<Pick<Offer, 'status'>>();
      if (taken && !RESERVING_OFFER_STATUSES.includes(now?.status ?? 'Withdrawn')) await this.deals.release(offer.deal_uuid, offer.uuid, offer.revision);
      throw error;
    }
    return this.view(written, deal, side);
  }

  /** A party's view of an offer just written. */
  private async view(offer: Offer, deal: Deal, side: OfferParty): Promise<OfferView> {
    return toOfferView(offer, deal, side, this.files, (await this.quotedOf([offer])).has(offer.uuid));
  }

  /** The offers of `offers` the seller has sent a quote on: their parties read it from `quote/{offer_id}` then. */
  private async quotedOf(offers: Pick<Offer, 'uuid'>[]): Promise<Set<string>> {
    if (!offers.length) return new Set();
    const sent = await this.quotes
      .find({ offer_uuid: { $in: offers.map((offer) => offer.uuid) }, sent_at: { $ne: null } })
      .select('offer_uuid')
      .lean<Pick<Quote, 'offer_uuid'>[]>();
    return new Set(sent.map((quote) => quote.offer_uuid));
  }

  /** Offers past their time lapse (Expired, by the marketplace); an accepted one frees its units. Answers how many. */
  async expireDue(now = new Date()): Promise<number> {
    // A batch a sweep: the next sweep takes the rest.
    const due = await this.offers
      .find({ status: { $in: ['Offered', 'Countered', 'Accepted'] }, expires_at: { $lte: now } })
      .sort({ expires_at: 1 })
      .limit(EXPIRED_PER_SWEEP)
      .lean<Offer[]>();
    let expired = 0;
    for (const offer of due) {
      const deal = await this.deals.find({ uuid: offer.deal_uuid });
      const written = await this.write(offer, deal, { to: 'Expired', by: 'system' }).catch((error: unknown) => {
        // Moved meanwhile by a party: that move stands.
        if (error instanceof ConflictError) return null;
        throw error;
      });
      if (!written) continue;
      if (RESERVING_OFFER_STATUSES.includes(offer.status)) await this.deals.release(offer.deal_uuid, offer.uuid);
      expired++;
    }
    return expired;
  }

  /**
   * Frees holds older than `heldBefore` whose offer does not hold them (it ended, or its acceptance never got
   * written because the process stopped in between). Answers how many it freed.
   */
  async releaseOrphans(heldBefore: Date): Promise<number> {
    let released = 0;
    for (const deal of await this.deals.reserving()) {
      const held = deal.reservations.filter((reservation) => reservation.at < heldBefore);
      if (!held.length) continue;
      const holding = await this.offers
        .find({ uuid: { $in: held.map((r) => r.offer_uuid) }, status: { $in: RESERVING_OFFER_STATUSES } })
        .select('uuid')
        .lean<Pick<Offer, 'uuid'>[]>();
      const holds = new Set(holding.map((offer) => offer.uuid));
      for (const orphan of held.filter((r) => !holds.has(r.offer_uuid))) {
        await this.deals.release(deal.uuid, orphan.offer_uuid);
        released++;
      }
    }
    return released;
  }

  /** The offer and the caller's side of it (null for an admin who is neither); 403 for anyone else, 404 for none. */
  async withSide(caller: AccessTokenClaims, offerId: string): Promise<{ offer: Offer; side: OfferParty | null }> {
    const offer = await this.find(offerId);
    const side = sideOf(offer, caller);
    if (!side && !isAdmin(caller)) throw new ForbiddenError(M.notYourOffer);
    return { offer, side };
  }

  /**
   * The deal `dealUuid` when the caller owns it now: a seller acts for the deal, and a copy of the seller kept on an
   * offer, quote or contract names who owned it then. 403 with `message` for anyone else (a seller whose deal an
   * admin moved to another keeps reading their history, no more).
   */
  async ownersDeal(caller: AccessTokenClaims, dealUuid: string, message: string = M.notYourOffer): Promise<Deal> {
    const deal = await this.deals.find({ uuid: dealUuid });
    if (deal.owner_id !== caller.sub) throw new ForbiddenError(message);
    return deal;
  }

  /** Offers by uuid (the quote and contract lists). */
  async findMany(uuids: readonly string[]): Promise<Map<string, Offer>> {
    const offers = uuids.length ? await this.offers.find({ uuid: { $in: [...new Set(uuids)] } }).lean<Offer[]>() : [];
    return new Map(offers.map((offer) => [offer.uuid, offer]));
  }

  /** The accepted offer becomes a Contract (the marketplace's move, conditional on the revision read). */
  async contract(offer: Offer): Promise<Offer> {
    return this.write(offer, await this.deals.find({ uuid: offer.deal_uuid }), { to: 'Contract', by: 'system' });
  }

  /** The contract on the offer was called off: the offer is Cancelled and the quantity it held released. */
  async cancelContract(offerId: string): Promise<void> {
    const offer = await this.find(offerId);
    if (offer.status === 'Contract') await this.write(offer, await this.deals.find({ uuid: offer.deal_uuid }), { to: 'Cancelled', by: 'system' });
    await this.deals.release(offer.deal_uuid, offer.uuid);
  }

  private async find(offerId: string): Promise<Offer> {
    const offer = await this.offers.findOne({ uuid: offerId }).lean<Offer>();
    if (!offer) throw new NotFoundError(M.offerNotFound);
    return offer;
  }

  /**
   * The offer for a change by one of its parties at the revision they saw: 403 for anyone else (a seller too, when
   * the deal is no longer theirs), 409 when it moved since.
   */
  private async partyOffer(caller: AccessTokenClaims, offerId: string, revision: number): Promise<{ offer: Offer; side: OfferParty }> {
    const offer = await this.find(offerId);
    const side = sideOf(offer, caller);
    if (!side) throw new ForbiddenError(M.notYourOffer);
    if (side === 'seller') await this.ownersDeal(caller, offer.deal_uuid);
    if (offer.revision !== revision) throw new ConflictError(M.stale);
    return { offer, side };
  }

  /**
   * The proposal's `fields` as stored, checked against the deal: 400 with the field messages, or 422 when only
   * the quantity is refused for what the deal has (its MOQ, what is available), as the cart answers quantities.
   */
  private checked(input: Partial<Record<keyof OfferProposal, unknown>>, deal: Deal, fields: readonly (keyof OfferProposal)[]): Record<string, unknown> {
    const stored = storedProposal(input, fields);
    const errors = validateOfferProposal(stored, { ...deal, available_qty: Math.max(0, deal.total_qty - deal.reserved_qty) }, fields);
    const fieldsRefused = Object.keys(errors);
    if (fieldsRefused.length === 0) return stored;
    if (fieldsRefused.length === 1 && errors.qty && errors.qty[0] !== M.qtyRequired) throw new BusinessRuleError(errors.qty[0]!, errors);
    throw new InvalidInputError(errors);
  }

  private termsOf(offer: Pick<Offer, 'price' | 'qty' | 'incoterm' | 'delivery_state' | 'payment_terms' | 'lead_time'> & { message?: string | null }) {
    return {
      price: offer.price,
      qty: offer.qty,
      incoterm: offer.incoterm,
      delivery_state: offer.delivery_state,
      payment_terms: offer.payment_terms,
      lead_time: offer.lead_time,
      message: offer.message ?? null,
    };
  }

  private payload(offer: Offer, previous: OfferStatus | null, by: OfferActor, at: Date) {
    return {
      id: offer.uuid,
      deal_uuid: offer.deal_uuid,
      deal_id: offer.deal_id,
      revision: offer.revision,
      previous_status: previous,
      status: offer.status,
      by,
      price: offer.price,
      qty: offer.qty,
      incoterm: offer.incoterm,
      delivery_state: offer.delivery_state,
      payment_terms: offer.payment_terms,
      lead_time: offer.lead_time,
      at: at.toISOString(),
    };
  }

  /**
   * Writes a move on the offer as read: its terms, status, reason and lapse time, a history step and its event,
   * conditional on the revision and the seller read. 409 (`stale`) when the offer changed in between, or followed
   * its deal to another seller (an ownership transfer keeps the revision, so holds and quotes stay valid).
   */
  private async write(offer: Offer, deal: Deal, move: OfferMove): Promise<Offer> {
    if (!canMoveOffer(offer.status, move.to, move.by)) throw new BusinessRuleError(offerMoveRefused(offer.status, move.to, move.by));
    const now = new Date();
    const closed = CLOSED_OFFER_STATUSES.includes(move.to);
    const next: Offer = {
      ...offer,
      ...(move.terms ?? {}),
      status: move.to,
      reason: move.reason ?? null,
      revision: offer.revision + 1,
      expires_at: closed ? null : new Date(now.getTime() + validityMs(deal)),
      updated_at: now,
    };
    const set: Partial<Offer> = {
      ...this.termsOf(next),
      status: next.status,
      reason: next.reason,
      revision: next.revision,
      expires_at: next.expires_at,
      updated_at: now,
    };
    const update: UpdateQuery<Offer> = {
      $set: set,
      $push: { history: { ...this.termsOf(next), status: move.to, by: move.by, at: now } },
      ...(closed ? { $unset: { open_slot: '' } } : {}),
    };
    const event = EVENT_OF_MOVE[move.to];
    const written = await this.offers
      .findOneAndUpdate(
        { uuid: offer.uuid, revision: offer.revision, seller_id: offer.seller_id },
        event ? this.outbox.withEvents(update, this.outbox.event(event, offer.uuid, this.payload(next, offer.status, move.by, now))) : update,
        { returnDocument: 'after', timestamps: false },
      )
      .lean<Offer>();
    if (!written) throw new ConflictError(M.stale);
    return written;
  }
}
