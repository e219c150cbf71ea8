import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  DASHBOARD_DEALS_MAX,
  DASHBOARD_GRAPH_WEEKS,
  OPEN_OFFER_STATUSES,
  PUBLIC_DEAL_STATUSES,
  RESERVING_OFFER_STATUSES,
  SOLD_DEAL_STATUSES,
  dealFigures,
  dealPath,
  fromCents,
  offerFigures,
  roundHalfUp,
  toCents,
  type AccessTokenClaims,
  type ContractStatus,
  type DashboardDeal,
  type DashboardGraph,
  type DashboardGraphQuery,
  type DashboardStats,
  type DashboardVolume,
  type DealStatus,
  type OfferParty,
  type OfferStatus,
  type TraderAdminStats,
} from '@solar/contracts';
import type { Model } from 'mongoose';
import { Contract } from '../contracts/contract.schema';
import { Deal } from '../deals/deal.schema';
import { chartWeeks, isoDay, weekStart } from '../graph/deal-graph.service';
import { Offer } from '../offers/offer.schema';

/**
 * Most offers or contracts one chart reads: far above what a trader agrees or pays in a year of weeks; it keeps
 * one call's memory bounded whatever the store holds.
 */
export const DASHBOARD_GRAPH_ROWS_MAX = 20_000;

/** Whose offers and contracts: the seller's (`seller_id`) or the buyer's (`buyer_id`). */
type PartyFilter = { seller_id: string } | { buyer_id: string };
const partyFilter = (side: OfferParty, userId: string): PartyFilter => (side === 'seller' ? { seller_id: userId } : { buyer_id: userId });

/** A contract status's count and the sums of its lots, as the store adds them up (`usd`: the contract totals). */
interface ContractSums {
  count: number;
  units: number;
  watts: number;
  usd: number;
  charges: number;
  tax: number;
}

/** A contract's goods: its total less the charges and the tax quoted on top (the subtotal less any discount). */
const goodsOf = (sums: Pick<ContractSums, 'usd' | 'charges' | 'tax'>): number => fromCents(toCents(sums.usd) - toCents(sums.charges) - toCents(sums.tax));

/** A volume being added up: dollars in whole cents, so the weeks' sums are exact. */
class VolumeSum {
  count = 0;
  units = 0;
  watts = 0;
  cents = 0;
  chargeCents = 0;
  taxCents = 0;

  add(units: number, watts: number | null | undefined, usd: number, charges = 0, tax = 0): void {
    this.count += 1;
    this.units += units;
    this.watts += watts ?? 0;
    this.cents += toCents(usd);
    this.chargeCents += toCents(charges);
    this.taxCents += toCents(tax);
  }

  /** A paid contract: its goods, and its charges and tax apart. */
  addContract(contract: Pick<Contract, 'lot' | 'totals'>): void {
    const { total, charges_total: charges, tax_total: tax } = contract.totals;
    this.add(contract.lot.qty, contract.lot.total_watts, goodsOf({ usd: total, charges, tax }), charges, tax);
  }

  view(): DashboardVolume {
    return {
      count: this.count,
      units: this.units,
      watts: this.watts,
      usd: fromCents(this.cents),
      charges: fromCents(this.chargeCents),
      tax: fromCents(this.taxCents),
    };
  }
}

const countIn = (counts: Map<string, number>, statuses: readonly string[]): number => statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);

/** The last time an offer was accepted (every agreed offer went through Accepted, a signed counter too). */
const acceptedAt = (offer: Pick<Offer, 'history'>): Date | null => offer.history.findLast((step) => step.status === 'Accepted')?.at ?? null;

/**
 * The signed-in trader's dashboard (DASHBOARD_API): counts per status are `$group` aggregations on the caller's
 * own deals, offers and contracts; the weekly chart buckets a bounded projection here, as the buyers' price chart
 * does (date arithmetic is not among what our code asks of the store). Every figure is the caller's, and nothing
 * in an answer names the other party.
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectModel(Deal.name) private readonly deals: Model<Deal>,
    @InjectModel(Offer.name) private readonly offers: Model<Offer>,
    @InjectModel(Contract.name) private readonly contracts: Model<Contract>,
  ) {}

  async stats(userId: string): Promise<DashboardStats> {
    const [deals, offersOnDeals, bids, sold, bought] = await Promise.all([
      this.statusCounts(this.deals, { owner_id: userId }),
      this.statusCounts(this.offers, { seller_id: userId }),
      this.statusCounts(this.offers, { buyer_id: userId }),
      this.contractSums({ seller_id: userId }),
      this.contractSums({ buyer_id: userId }),
    ]);
    const contractsOf = (sums: Map<ContractStatus, ContractSums>, status: ContractStatus) => sums.get(status)?.count ?? 0;
    const paid = (sums: Map<ContractStatus, ContractSums>): DashboardVolume => {
      const row = sums.get('Paid');
      // What was sold is the goods: the charges and the tax the buyer paid on top are counted apart.
      return row
        ? { count: row.count, units: row.units, watts: row.watts, usd: goodsOf(row), charges: roundHalfUp(row.charges, 2), tax: roundHalfUp(row.tax, 2) }
        : new VolumeSum().view();
    };
    const offerCounts = (counts: Map<string, number>, awaiting: OfferStatus) => ({
      open: countIn(counts, OPEN_OFFER_STATUSES),
      awaiting_you: counts.get(awaiting) ?? 0,
      accepted: countIn(counts, RESERVING_OFFER_STATUSES),
    });
    return {
      seller: {
        deals: {
          total: [...deals.values()].reduce((sum, count) => sum + count, 0),
          active: countIn(deals, PUBLIC_DEAL_STATUSES),
          pending: deals.get('Pending') ?? 0,
          sold: countIn(deals, SOLD_DEAL_STATUSES),
        },
        offers: offerCounts(offersOnDeals, 'Offered'),
        contracts: { signed: contractsOf(sold, 'Signed'), paid: contractsOf(sold, 'Paid') },
        sold: paid(sold),
      },
      buyer: {
        bids: offerCounts(bids, 'Countered'),
        contracts: { to_pay: contractsOf(bought, 'Signed'), paid: contractsOf(bought, 'Paid') },
        purchases: paid(bought),
      },
    };
  }

  /**
   * The seller's deals with the newest activity: those whose offers changed last, and those the seller (or the
   * marketplace) changed last, of the deals ever published; at most DASHBOARD_DEALS_MAX, newest first.
   */
  async topDeals(sellerId: string): Promise<DashboardDeal[]> {
    const [offerActivity, changed] = await Promise.all([
      this.offers.aggregate<{ _id: string; last: Date }>([
        { $match: { seller_id: sellerId } },
        { $group: { _id: '$deal_uuid', last: { $max: '$updated_at' } } },
        { $sort: { last: -1 } },
        { $limit: DASHBOARD_DEALS_MAX },
      ]),
      this.deals
        .find({ owner_id: sellerId, published_at: { $ne: null } }, { uuid: 1 })
        .sort({ updated_at: -1 })
        .limit(DASHBOARD_DEALS_MAX)
        .lean<Array<Pick<Deal, 'uuid'>>>(),
    ]);
    const uuids = [...new Set([...offerActivity.map((row) => row._id), ...changed.map((deal) => deal.uuid)])];
    const [deals, open, everOffered] = await Promise.all([
      this.deals.find({ owner_id: sellerId, uuid: { $in: uuids } }).lean<Deal[]>(),
      this.offers.aggregate<{ _id: string; open: number; best: number }>([
        { $match: { seller_id: sellerId, deal_uuid: { $in: uuids }, status: { $in: OPEN_OFFER_STATUSES } } },
        { $group: { _id: '$deal_uuid', open: { $sum: 1 }, best: { $max: '$price' } } },
      ]),
      // The deals that came in by their own change may have older offers too.
      this.offers.aggregate<{ _id: string; offers: number; last: Date }>([
        { $match: { seller_id: sellerId, deal_uuid: { $in: uuids } } },
        { $group: { _id: '$deal_uuid', offers: { $sum: 1 }, last: { $max: '$updated_at' } } },
      ]),
    ]);
    const openOf = new Map(open.map((row) => [row._id, row]));
    const offersOf = new Map(everOffered.map((row) => [row._id, row]));
    return deals
      .map((deal): DashboardDeal => {
        const offers = offersOf.get(deal.uuid);
        const lastOffer = offers ? new Date(offers.last).getTime() : 0;
        return {
          id: deal.id,
          uuid: deal.uuid,
          path: dealPath(deal),
          name: deal.name,
          status: deal.status,
          price_unit: dealFigures(deal).price_unit,
          asking_price: deal.price,
          best_offer: openOf.get(deal.uuid)?.best ?? null,
          open_offers: openOf.get(deal.uuid)?.open ?? 0,
          offers: offers?.offers ?? 0,
          total_qty: deal.total_qty,
          available_qty: Math.max(0, deal.total_qty - deal.reserved_qty),
          reserved_qty: deal.reserved_qty,
          sold_qty: deal.sold_qty ?? 0,
          last_activity_at: new Date(Math.max(lastOffer, new Date(deal.updated_at ?? 0).getTime())).toISOString(),
        };
      })
      .sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at) || b.id - a.id)
      .slice(0, DASHBOARD_DEALS_MAX);
  }

  /** Per week on one side of the caller's offers: the offers agreed and the contracts paid. */
  async graph(caller: AccessTokenClaims, query: DashboardGraphQuery, now = Date.now()): Promise<DashboardGraph> {
    const side: OfferParty = query.side ?? (caller.roles.includes('seller') ? 'seller' : 'buyer');
    const weeks = chartWeeks(now, query.weeks ?? DASHBOARD_GRAPH_WEEKS);
    const since = new Date(weeks[0]!);
    const party = partyFilter(side, caller.sub);
    const accepted = new Map(weeks.map((week) => [week, new VolumeSum()]));
    const paid = new Map(weeks.map((week) => [week, new VolumeSum()]));

    const [agreed, contracts] = await Promise.all([
      this.offers
        .find(
          { ...party, status: { $in: RESERVING_OFFER_STATUSES }, history: { $elemMatch: { status: 'Accepted', at: { $gte: since } } } },
          { _id: 0, deal_uuid: 1, price: 1, qty: 1, history: 1 },
        )
        .sort({ updated_at: -1 })
        .limit(DASHBOARD_GRAPH_ROWS_MAX)
        .lean<Array<Pick<Offer, 'deal_uuid' | 'price' | 'qty' | 'history'>>>(),
      this.contracts
        .find({ ...party, status: 'Paid', paid_at: { $gte: since } }, { _id: 0, paid_at: 1, lot: 1, totals: 1 })
        .sort({ paid_at: -1 })
        .limit(DASHBOARD_GRAPH_ROWS_MAX)
        .lean<Array<Pick<Contract, 'paid_at' | 'lot' | 'totals'>>>(),
    ]);

    const dealUuids = [...new Set(agreed.map((offer) => offer.deal_uuid))];
    const deals = await this.deals
      .find({ uuid: { $in: dealUuids } }, { _id: 0, uuid: 1, category_id: 1, panel_wattage: 1 })
      .lean<Array<Pick<Deal, 'uuid' | 'category_id' | 'panel_wattage'>>>();
    const dealOf = new Map(deals.map((deal) => [deal.uuid, deal]));
    for (const offer of agreed) {
      const at = acceptedAt(offer);
      const deal = dealOf.get(offer.deal_uuid);
      const week = at && accepted.get(weekStart(new Date(at).getTime()));
      if (!deal || !week) continue;
      const figures = offerFigures(deal, offer.price, offer.qty);
      week.add(offer.qty, figures.total_watts, figures.total);
    }
    for (const contract of contracts) {
      const week = contract.paid_at && paid.get(weekStart(new Date(contract.paid_at).getTime()));
      if (week) week.addContract(contract);
    }
    return {
      side,
      from: isoDay(weeks[0]!),
      to: isoDay(weeks.at(-1)!),
      weeks: weeks.map((week) => ({ week: isoDay(week), accepted: accepted.get(week)!.view(), paid: paid.get(week)!.view() })),
    };
  }

  /**
   * The marketplace's figures for the admin dashboard (TRADER_ADMIN_INTERNAL_API.stats), from the same sums as a
   * trader's own, over everyone: public deals, contracts signed this week (from Monday, UTC), the paid contracts'
   * watts and dollars, and per week of the last DASHBOARD_GRAPH_WEEKS the contracts signed and the volume paid.
   */
  async adminStats(now = Date.now()): Promise<TraderAdminStats> {
    const weeks = chartWeeks(now, DASHBOARD_GRAPH_WEEKS);
    const since = new Date(weeks[0]!);
    const [deals, sums, signed, paid] = await Promise.all([
      this.statusCounts(this.deals, {}),
      this.contractSums({}),
      this.contracts
        .find({ signed_at: { $gte: since } }, { _id: 0, signed_at: 1 })
        .sort({ signed_at: -1 })
        .limit(DASHBOARD_GRAPH_ROWS_MAX)
        .lean<Array<Pick<Contract, 'signed_at'>>>(),
      this.contracts
        .find({ status: 'Paid', paid_at: { $gte: since } }, { _id: 0, paid_at: 1, lot: 1, totals: 1 })
        .sort({ paid_at: -1 })
        .limit(DASHBOARD_GRAPH_ROWS_MAX)
        .lean<Array<Pick<Contract, 'paid_at' | 'lot' | 'totals'>>>(),
    ]);
    const signedIn = new Map(weeks.map((week) => [week, 0]));
    const paidIn = new Map(weeks.map((week) => [week, new VolumeSum()]));
    for (const contract of signed) {
      const week = weekStart(new Date(contract.signed_at).getTime());
      if (signedIn.has(week)) signedIn.set(week, signedIn.get(week)! + 1);
    }
    for (const contract of paid) {
      const week = contract.paid_at && paidIn.get(weekStart(new Date(contract.paid_at).getTime()));
      if (week) week.add(contract.lot.qty, contract.lot.total_watts, contract.totals.total);
    }
    const traded = sums.get('Paid');
    return {
      active_deals: countIn(deals, PUBLIC_DEAL_STATUSES),
      contracts_this_week: signedIn.get(weeks.at(-1)!) ?? 0,
      traded_watts: traded?.watts ?? 0,
      traded_usd: traded ? roundHalfUp(traded.usd, 2) : 0,
      weekly: weeks.map((week) => {
        const volume = paidIn.get(week)!.view();
        return { week_start: isoDay(week), contracts: signedIn.get(week) ?? 0, watts: volume.watts, usd: volume.usd };
      }),
    };
  }

  /** Documents matching `filter`, counted per status. */
  private async statusCounts<T>(model: Model<T>, filter: Record<string, unknown>): Promise<Map<string, number>> {
    const rows = await model.aggregate<{ _id: DealStatus | OfferStatus; count: number }>([
      { $match: filter },
      { $group: { _id: '$status', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.count]));
  }

  /** The party's (or everyone's) contracts per status, with the units, watts and dollars (contract totals, their charges and tax) of their lots. */
  private async contractSums(filter: PartyFilter | Record<string, never>): Promise<Map<ContractStatus, ContractSums>> {
    const rows = await this.contracts.aggregate<ContractSums & { _id: ContractStatus }>([
      { $match: filter },
      {
        $group: {
          _id: '$status',
          count: { $sum: 1 },
          units: { $sum: '$lot.qty' },
          watts: { $sum: '$lot.total_watts' },
          usd: { $sum: '$totals.total' },
          charges: { $sum: '$totals.charges_total' },
          tax: { $sum: '$totals.tax_total' },
        },
      },
    ]);
    return new Map(rows.map(({ _id, ...sums }) => [_id, sums]));
  }
}
