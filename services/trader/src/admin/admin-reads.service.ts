import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ADMIN_LIMITS,
  SOLD_DEAL_STATUSES,
  roundHalfUp,
  type AdminDealRow,
  type AdminDealsQuery,
  type AdminOfferRow,
  type AdminOffersQuery,
  type AdminPageQuery,
  type AdminSoldDealRow,
  type PageOf,
} from '@solar/contracts';
import { AccountContacts, escapeRegex, findPage, partyOf, type ListQuery } from '@solar/platform';
import type { Model } from 'mongoose';
import { Contract } from '../contracts/contract.schema';
import { Deal } from '../deals/deal.schema';
import { Offer } from '../offers/offer.schema';
import { adminDealRow } from './admin-views';

/** Deals an admin's title search narrows the offers to, at most (a vaguer search narrows by the other fields). */
const TITLE_MATCHES_MAX = 1000;

/** An admin list: only pages, newest change first (the filters are the query's, applied as the store filter). */
const newestFirst = (tieBreak: Record<string, 1 | -1>): ListQuery => ({
  allowList: { fields: [] },
  defaultSort: { field: 'updated_at', direction: 'desc' },
  tieBreak,
  defaultLimit: ADMIN_LIMITS.pageSize,
  maxLimit: ADMIN_LIMITS.pageMax,
});
const DEALS_LIST = newestFirst({ id: -1 });
const OFFERS_LIST = newestFirst({ uuid: 1 });

const pageOfQuery = (query: AdminPageQuery) => ({ page: query.page_no ?? 1, limit: query.per_page ?? ADMIN_LIMITS.pageSize });

/**
 * What the admin pages read of what only the trader owns (TRADER_ADMIN_API): every deal with its seller named,
 * the deals that sold, and every negotiation with both parties named. Names and addresses come from the
 * trader's read model of identity's accounts.
 */
@Injectable()
export class AdminReadsService {
  constructor(
    @InjectModel(Deal.name) private readonly dealModel: Model<Deal>,
    @InjectModel(Offer.name) private readonly offers: Model<Offer>,
    @InjectModel(Contract.name) private readonly contracts: Model<Contract>,
    private readonly contacts: AccountContacts,
  ) {}

  /** `admin/get-deals`: any status (or one), searched by title, part number, uuid, id or the seller's name or e-mail. */
  async deals(query: AdminDealsQuery): Promise<PageOf<AdminDealRow>> {
    const filter: Record<string, unknown> = {};
    if (query.status && query.status !== 'All') filter.status = query.status;
    if (query.awaiting_edit === 'true') filter.pending_revision = { $ne: null };
    if (query.awaiting_edit === 'false') filter.pending_revision = null;
    const q = query.q?.trim();
    if (q) filter.$or = await this.dealMatches(q);
    return findPage(this.dealModel, pageOfQuery(query), DEALS_LIST, { filter, toItems: (deals) => this.rows(deals) });
  }

  /** `admin/get-sold-deals`: deals paid contracts bought from, or under Contract or sold out, with their contracts and what was paid. */
  async soldDeals(query: AdminPageQuery): Promise<PageOf<AdminSoldDealRow>> {
    const filter = { $or: [{ sold_qty: { $gt: 0 } }, { status: { $in: SOLD_DEAL_STATUSES } }] };
    return findPage(this.dealModel, pageOfQuery(query), DEALS_LIST, {
      filter,
      toItems: async (deals) => {
        const [rows, sums] = await Promise.all([
          this.rows(deals),
          this.contracts.aggregate<{ _id: { deal: string; status: string }; count: number; usd: number }>([
            { $match: { deal_uuid: { $in: deals.map((deal) => deal.uuid) }, status: { $ne: 'Cancelled' } } },
            { $group: { _id: { deal: '$deal_uuid', status: '$status' }, count: { $sum: 1 }, usd: { $sum: '$totals.total' } } },
          ]),
        ]);
        return rows.map((row, index): AdminSoldDealRow => {
          const mine = sums.filter((sum) => sum._id.deal === row.uuid);
          const paid = mine.filter((sum) => sum._id.status === 'Paid').reduce((total, sum) => total + sum.usd, 0);
          return {
            ...row,
            sold_qty: deals[index]!.sold_qty ?? 0,
            contracts: mine.reduce((total, sum) => total + sum.count, 0),
            sold_total: roundHalfUp(paid, 2),
          };
        });
      },
    });
  }

  /** `admin/offers`: every negotiation (or those of one status), searched by id, deal title or a party's name or e-mail. */
  async offerPage(query: AdminOffersQuery): Promise<PageOf<AdminOfferRow>> {
    const filter: Record<string, unknown> = {};
    if (query.status) filter.status = query.status;
    const q = query.q?.trim();
    if (q) {
      const pattern = { $regex: escapeRegex(q), $options: 'i' };
      const [people, titled] = await Promise.all([
        this.contacts.idsMatching(q),
        this.dealModel.find({ name: pattern }, { _id: 0, uuid: 1 }).limit(TITLE_MATCHES_MAX).lean<Array<Pick<Deal, 'uuid'>>>(),
      ]);
      filter.$or = [
        { uuid: pattern },
        { deal_uuid: { $in: titled.map((deal) => deal.uuid) } },
        { buyer_id: { $in: people } },
        { seller_id: { $in: people } },
        ...(/^\d{1,15}$/.test(q) ? [{ deal_id: Number(q) }] : []),
      ];
    }
    return findPage(this.offers, pageOfQuery(query), OFFERS_LIST, {
      filter,
      toItems: async (offers) => {
        const [deals, contacts] = await Promise.all([
          this.dealModel
            .find({ uuid: { $in: [...new Set(offers.map((offer) => offer.deal_uuid))] } }, { _id: 0, uuid: 1, id: 1, name: 1 })
            .lean<Array<Pick<Deal, 'uuid' | 'id' | 'name'>>>(),
          this.contacts.findMany(offers.flatMap((offer) => [offer.buyer_id, offer.seller_id])),
        ]);
        const dealOf = new Map(deals.map((deal) => [deal.uuid, deal]));
        return offers.map((offer): AdminOfferRow => {
          const deal = dealOf.get(offer.deal_uuid);
          return {
            id: offer.uuid,
            deal: { uuid: offer.deal_uuid, id: deal?.id ?? offer.deal_id, title: deal?.name ?? '' },
            buyer: partyOf(offer.buyer_id, contacts.get(offer.buyer_id)),
            seller: partyOf(offer.seller_id, contacts.get(offer.seller_id)),
            status: offer.status,
            price: offer.price,
            qty: offer.qty,
            revision: offer.revision,
            created_at: new Date(offer.created_at).toISOString(),
            updated_at: new Date(offer.updated_at).toISOString(),
          };
        });
      },
    });
  }

  /** The deal conditions an admin's search text matches (any of them). */
  private async dealMatches(q: string): Promise<Record<string, unknown>[]> {
    const pattern = { $regex: escapeRegex(q), $options: 'i' };
    const sellers = await this.contacts.idsMatching(q);
    return [
      { name: pattern },
      { part_number: pattern },
      { uuid: pattern },
      { owner_id: q },
      ...(sellers.length ? [{ owner_id: { $in: sellers } }] : []),
      ...(/^\d{1,15}$/.test(q) ? [{ id: Number(q) }] : []),
    ];
  }

  private async rows(deals: Deal[]): Promise<AdminDealRow[]> {
    const contacts = await this.contacts.findMany(deals.map((deal) => deal.owner_id));
    return deals.map((deal) => adminDealRow(deal, contacts));
  }
}
