import type { PriceUnit } from '../views';
import type { DealStatus } from './deal-status';
import type { OfferParty } from './offer-status';

/*
 * The signed-in trader's own dashboard (trader-and-admin spec, section 7: "dashboard stats, deals and graph";
 * section 3: "field lists not shown", so the shapes are ours). Every figure is the caller's, from the token: as a
 * seller, their deals and the offers and contracts on them; as a buyer, their bids and purchases. Nothing in an
 * answer names the other party (no account ids, no names): counts, lots and money only.
 */

/** The dashboard calls (the `dashboard` API root). Signed in, any role (401 without a token, 403 for a guest session). */
export const DASHBOARD_API = {
  /** GET: the caller's figures as a seller and as a buyer (DashboardStats). */
  stats: '/dashboard/stats',
  /** GET: the caller's deals with the newest activity, at most DASHBOARD_DEALS_MAX (DashboardDeal[]). */
  deals: '/dashboard/deals',
  /** GET DashboardGraphQuery: accepted and paid volume per week on one side of the caller's offers (DashboardGraph). */
  graph: '/dashboard/graph',
} as const;

/** Deals `dashboard/deals` lists. */
export const DASHBOARD_DEALS_MAX = 10;

/** Weeks `dashboard/graph` covers unless `?weeks=` says otherwise (the current one included), and the most it covers. */
export const DASHBOARD_GRAPH_WEEKS = 12;
export const DASHBOARD_GRAPH_WEEKS_MAX = 52;

export const DASHBOARD_MESSAGES = {
  weeksInvalid: `Give the weeks as a whole number from 1 to ${DASHBOARD_GRAPH_WEEKS_MAX}.`,
} as const;

/** `GET dashboard/graph?weeks=&side=`. */
export interface DashboardGraphQuery {
  /** 1 to DASHBOARD_GRAPH_WEEKS_MAX; DASHBOARD_GRAPH_WEEKS when left out. */
  weeks?: number;
  /** The caller's side; when left out, 'seller' for a caller with the seller role, else 'buyer'. */
  side?: OfferParty;
}

/** A lot of equipment: how many offers or contracts, their units, watts (panels only) and dollars. */
export interface DashboardVolume {
  count: number;
  units: number;
  /** Panels' watts (W); other equipment adds nothing. */
  watts: number;
  /** USD to the cent: the goods (agreed price times quantity, less a quoted discount), what was sold or bought. */
  usd: number;
  /** Paid contracts' quoted charges (logistics, warehousing, ...) and Sales Tax, apart from the goods; 0 for offers. */
  charges: number;
  tax: number;
}

/** The caller as a seller: their deals and what buyers did on them. */
export interface SellerDashboardStats {
  deals: {
    /** Every deal of the caller, drafts included. */
    total: number;
    /** Public: listed and found (PUBLIC_DEAL_STATUSES). */
    active: number;
    /** Waiting for an admin. */
    pending: number;
    /** Under contract or sold out (SOLD_DEAL_STATUSES). */
    sold: number;
  };
  offers: {
    /** Being negotiated (Offered or Countered). */
    open: number;
    /** Offered: waiting for the caller's answer. */
    awaiting_you: number;
    /** Agreed: Accepted, or turned into a contract. */
    accepted: number;
  };
  contracts: {
    /** Signed, waiting for the buyer's payment. */
    signed: number;
    paid: number;
  };
  /** The paid contracts' lots: the goods' value, their charges and tax apart. */
  sold: DashboardVolume;
}

/** The caller as a buyer: their bids and purchases. */
export interface BuyerDashboardStats {
  bids: {
    /** Being negotiated (Offered or Countered). */
    open: number;
    /** Countered: waiting for the caller's answer. */
    awaiting_you: number;
    /** Agreed: Accepted, or turned into a contract. */
    accepted: number;
  };
  contracts: {
    /** Signed, waiting for the caller's payment. */
    to_pay: number;
    paid: number;
  };
  /** The paid contracts' lots (My Trader Purchases). */
  purchases: DashboardVolume;
}

/** `dashboard/stats`. */
export interface DashboardStats {
  seller: SellerDashboardStats;
  buyer: BuyerDashboardStats;
}

/** `dashboard/deals`: one of the caller's deals and what is happening on it. */
export interface DashboardDeal {
  id: number;
  uuid: string;
  path: string;
  name: string;
  status: DealStatus;
  price_unit: PriceUnit;
  /** The deal's asking price, in its price unit. */
  asking_price: number | null;
  /** The highest price of the open offers, in the deal's price unit; null when none is open. */
  best_offer: number | null;
  /** Offers being negotiated, and every offer ever made on the deal. */
  open_offers: number;
  offers: number;
  /** Units on hand, free to offer on, held for accepted offers, and sold by paid contracts. */
  total_qty: number;
  available_qty: number;
  reserved_qty: number;
  sold_qty: number;
  /** The newest change of the deal or of an offer on it (ISO-8601). */
  last_activity_at: string;
}

/** One week of `dashboard/graph`. */
export interface DashboardGraphWeek {
  /** The Monday (UTC) the week starts, YYYY-MM-DD. */
  week: string;
  /** Offers agreed that week (their last acceptance) that still stand (Accepted or Contract). */
  accepted: DashboardVolume;
  /** Contracts paid that week. */
  paid: DashboardVolume;
}

/** `dashboard/graph`. */
export interface DashboardGraph {
  side: OfferParty;
  /** The first and the last week of the chart (Mondays, YYYY-MM-DD). */
  from: string;
  to: string;
  /** Every week of the chart, oldest first; a week with nothing is zeros. */
  weeks: DashboardGraphWeek[];
}
