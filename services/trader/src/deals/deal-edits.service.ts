import { Injectable } from '@nestjs/common';
import { DEAL_MESSAGES, type DealForm, type DealStatus, type ListingId, type SellerDealView } from '@solar/contracts';
import { BusinessRuleError, ForbiddenError } from '@solar/platform';
import { DealFields } from './deal-fields';
import { formFieldsOf, type Deal } from './deal.schema';
import { DealsService, dealKeyOf, type DealChange } from './deals.service';

const D = DEAL_MESSAGES;

/**
 * Deals not yet published: an edit replaces them. Once a deal has been approved its content is what an admin
 * approved, whatever its status now (paused, private, out of stock, under contract, stopped), so an edit waits
 * as its pending revision: otherwise pausing, editing and reactivating would publish unreviewed content.
 */
const REPLACED_BY_AN_EDIT: readonly DealStatus[] = ['Incomplete', 'Pending', 'Rejected'];

/** What a write answers the seller: the deal as they see it, and what became of it. */
export interface SellerAnswer {
  deal: SellerDealView;
  message: string;
}

/** The seller's writes through the deal form: a new deal, an edit, a copy. Only the deal's seller may make them (403). */
@Injectable()
export class DealEditsService {
  constructor(
    private readonly deals: DealsService,
    private readonly fields: DealFields,
  ) {}

  /** A Pending deal, or an Incomplete draft. */
  async create(sellerId: string, form: DealForm): Promise<SellerAnswer> {
    const draft = form.draft === true;
    const deal = await this.deals.insert(sellerId, await this.fields.fromForm(sellerId, form), draft ? 'Incomplete' : 'Pending');
    return { deal: this.deals.sellerView(deal), message: draft ? D.draftSaved : D.dealSubmitted };
  }

  /**
   * An edit. A deal not yet published is replaced and goes to Pending, or to Incomplete as a draft (moves of
   * the transition table: a Rejected deal cannot go back to a draft). A published deal stays as it is, public
   * and unchanged, and the edit waits as its pending revision (replacing any earlier one) for an admin.
   */
  async update(sellerId: string, listingId: ListingId, form: DealForm): Promise<SellerAnswer> {
    const key = dealKeyOf(listingId);
    const current = await this.own(sellerId, listingId);
    // What the form leaves out (pictures, documents, locations) is kept from the newest version.
    const fields = await this.fields.fromForm(sellerId, form, current.pending_revision ?? current);
    const draft = form.draft === true;
    const deal = await this.deals.change(key, (deal): DealChange => {
      if (!REPLACED_BY_AN_EDIT.includes(deal.status)) {
        if (draft) throw new BusinessRuleError(D.liveDraft);
        return { set: { pending_revision: { ...fields, submitted_at: new Date() }, revision_reason: null } };
      }
      const to: DealStatus = draft ? 'Incomplete' : 'Pending';
      return { set: fields, move: to === deal.status ? undefined : { to, by: 'seller', reason: null } };
    });
    const waiting = !REPLACED_BY_AN_EDIT.includes(deal.status);
    const message = waiting ? D.changesSubmitted : draft ? D.draftSaved : D.dealSubmitted;
    return { deal: this.deals.sellerView(deal), message };
  }

  /** A copy of the seller's deal as an Incomplete draft: of the edit waiting for approval when there is one, the newest content. */
  async duplicate(sellerId: string, listingId: ListingId): Promise<SellerAnswer> {
    const source = await this.own(sellerId, listingId);
    const copy = await this.deals.insert(sellerId, formFieldsOf(source.pending_revision ?? source), 'Incomplete', `Copy of deal ${source.id}`);
    return { deal: this.deals.sellerView(copy), message: D.dealDuplicated };
  }

  /** The seller's deal, or 404 (no such deal) / 403 (someone else's). */
  async own(sellerId: string, listingId: ListingId): Promise<Deal> {
    const deal = await this.deals.find(dealKeyOf(listingId));
    if (deal.owner_id !== sellerId) throw new ForbiddenError(D.notYourDeal);
    return deal;
  }
}
