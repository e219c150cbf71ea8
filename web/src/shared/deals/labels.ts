import type { DealStatus, Incoterm, OfferStatus } from '@solar/contracts';

/** The names and badge colours of a deal's terms and states, which the trader's pages and the admins' share. */

/** The Incoterms 2020 rule each incoterm of a deal names ('Flexible' is the seller's word, not a rule). */
export const INCOTERM_NAMES: Readonly<Record<Incoterm, string>> = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  FAS: 'Free Alongside Ship',
  FOB: 'Free On Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
  Flexible: 'Delivery terms open to agreement',
};

/** Bootstrap's colour of each status badge. */
export const DEAL_STATUS_BADGES: Readonly<Record<DealStatus, string>> = {
  Incomplete: 'text-bg-secondary',
  Pending: 'text-bg-warning',
  Approved: 'text-bg-success',
  Active: 'text-bg-success',
  Rejected: 'text-bg-danger',
  Inactive: 'text-bg-secondary',
  Private: 'text-bg-info',
  OutOfStock: 'text-bg-dark',
  Contract: 'text-bg-primary',
  Disabled: 'text-bg-danger',
};

/** Bootstrap's colour of each offer status badge. */
export const OFFER_STATUS_BADGES: Readonly<Record<OfferStatus, string>> = {
  Offered: 'text-bg-warning',
  Countered: 'text-bg-info',
  Accepted: 'text-bg-success',
  Rejected: 'text-bg-danger',
  Withdrawn: 'text-bg-secondary',
  Expired: 'text-bg-secondary',
  Contract: 'text-bg-primary',
  Cancelled: 'text-bg-dark',
};

/** What each incoterm leaves to the seller and to the buyer, for a lot that sits in a US warehouse or port. */
export const INCOTERM_EXPLAINED: Readonly<Record<Incoterm, string>> = {
  EXW: 'The seller makes the lot available at its warehouse. You book and pay the truck, loading, insurance and any export or import formalities; the risk is yours from pick-up. The usual term for domestic surplus stock.',
  FCA: "The seller hands the lot, cleared for export, to the carrier you name at the agreed place (often loaded onto your truck at the seller's dock). Risk passes to you at that hand-over.",
  FAS: 'For sea freight: the seller places the lot alongside the vessel at the named port of shipment. You pay loading, ocean freight and insurance; risk passes at the quay.',
  FOB: 'For sea freight: the seller loads the lot on board the vessel at the named port of shipment. You pay ocean freight, insurance and import costs; risk passes once the goods are on board.',
  CFR: 'The seller pays the ocean freight to the named destination port, but risk passes to you when the goods are loaded at origin. Insure the voyage yourself.',
  CIF: 'As CFR, and the seller also buys marine insurance for you (minimum cover) up to the destination port. Risk still passes when the goods are loaded at origin.',
  CPT: 'The seller pays carriage to the named destination by any mode of transport; risk passes to you when the lot is handed to the first carrier.',
  CIP: 'As CPT, and the seller also insures the lot for you (all-risks cover) until the named destination.',
  DAP: 'The seller delivers to your named site or warehouse, ready for unloading. You unload (plan a forklift or liftgate) and pay any import duties.',
  DPU: 'The seller delivers to the named place and unloads the lot there. Risk passes once the lot is on the ground.',
  DDP: 'The seller delivers to your named place with every cost paid, including import duties and taxes. The easiest term for the buyer, and usually the highest price.',
  Flexible: 'Not an Incoterms rule: the seller is open to the delivery term you propose in your offer, e.g. EXW pick-up or delivered to your site.',
};
