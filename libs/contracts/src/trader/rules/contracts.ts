import { EXTRA_CHARGE_TYPES, type ExtraChargeType, type Incoterm, type LeadTimeDays } from '../../enums/deal-attributes';
import { Collector, numberOf, type FieldErrors } from '../../forms/field-rules';
import { MONEY_TOTAL_MAX, fromCents, sumMoney, toCents } from '../../rules/money';
import { roundHalfUp } from '../../rules/rounding';
import type { PriceUnit } from '../views';
import type { OfferDealSummary, OfferFigures, OfferProposal, PaymentTerms } from './offers';

/*
 * Quotes and contracts (trader-and-admin spec, sections 3, 7 and 9: tax-legal, quote, direct-quote, buyer-quote,
 * seller-quote, quotation-contract, generate-pdf; the shapes are ours). Once an offer is agreed the seller
 * quotes it: the agreed lot and terms with the extra charges (tax-legal), a discount and legal text. Every quote
 * sent is a new version, kept; the buyer signs one version, which becomes the contract, immutable from then on.
 * The contract is where the seller's identity is revealed to the buyer (and the buyer's to the seller).
 * A seller may also quote a buyer who asked about a deal without offering (direct-quote): the quote then stands
 * as the seller's terms on a new offer, and signing it accepts them.
 */

/**
 * Signed waits for the buyer's payment (the units stay held on the deal); Paid is the buyer's purchase (the
 * deal's quantity dropped by it); Cancelled is a contract called off before payment (its hold released).
 */
export const CONTRACT_STATUSES = ['Signed', 'Paid', 'Cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Sales Tax is a rate on the goods after the discount; every other charge is an amount in USD. */
export const TAX_CHARGE_TYPES: readonly ExtraChargeType[] = ['Sales Tax'];

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const QUOTE_LIMITS = {
  /** Extra charges one quote may carry. */
  chargesMax: 10,
  /** The label of a Custom charge. */
  chargeLabelMax: 60,
  /** The highest Sales Tax rate, in percent. */
  taxRateMax: 25,
  /** The legal text of a quote, as stored (plain text). */
  legalTextMax: 5000,
  /** The reason given when a contract is called off. */
  reasonMax: 500,
  /** Quote versions one offer may have (each one mails the buyer's attention). */
  versionsMax: 50,
  /** Direct quotes one seller may send an hour. */
  directQuotesPerHour: 20,
  /** Quotes and contracts a page holds. */
  pageSize: 20,
} as const;

export const QUOTE_MESSAGES = {
  quoteNotFound: 'No quote has been sent on this offer yet.',
  contractNotFound: 'No contract has been signed on this offer.',
  inquiryNotFound: 'Inquiry not found.',
  onlySellerQuotes: 'Only the seller of the deal sends quotes.',
  onlyBuyerSigns: 'Only the buyer signs the quote.',
  notQuotable: 'A quote is sent once the offer is accepted.',
  alreadyContracted: 'A contract has already been signed on this offer.',
  tooManyVersions: `An offer may have at most ${QUOTE_LIMITS.versionsMax} quote versions.`,
  tooManyDirectQuotes: 'You have sent too many direct quotes for now. Please try again later.',
  versionRequired: 'Give the version of the quote you are signing.',
  versionStale: 'The seller has sent a newer quote since you opened it. Read the new version and sign that one.',
  termsChanged: 'The offer changed after this quote was sent: the seller must quote the new terms.',
  chargeTypeInvalid: `Choose one of: ${EXTRA_CHARGE_TYPES.join(', ')}.`,
  chargeAmountInvalid: 'Give the charge as an amount in USD, at least 0.',
  taxRateInvalid: `Give the Sales Tax as a rate from 0 to ${QUOTE_LIMITS.taxRateMax} percent.`,
  chargeLabelRequired: `Name the custom charge (at most ${QUOTE_LIMITS.chargeLabelMax} characters).`,
  tooManyCharges: `A quote may carry at most ${QUOTE_LIMITS.chargesMax} extra charges.`,
  discountTypeInvalid: "Choose a discount in 'percent' or a 'fixed' amount.",
  discountPercentInvalid: 'A discount in percent is from 0 to 100.',
  discountFixedInvalid: 'A fixed discount is an amount in USD from 0 to the goods total.',
  legalTextTooLong: `The legal text may have at most ${QUOTE_LIMITS.legalTextMax} characters.`,
  reasonTooLong: `A reason may have at most ${QUOTE_LIMITS.reasonMax} characters.`,
  totalTooLarge: 'The quote comes to more than the marketplace can charge.',
  totalNotPositive: 'A quote must come to more than $0: lower the discount or add a charge.',
  quoteTotalNotPayable: 'This quote comes to $0 and cannot be paid: ask the seller for a new quote.',
  contractTotalNotPayable: 'This contract comes to $0 and cannot be paid by card: call it off to release its units.',
  contractNotCancellable: 'Only a contract waiting for payment can be called off.',
  contractNotPayable: 'This contract is not waiting for payment.',
  contractPaid: 'This contract has already been paid.',
  notYourContract: 'Only the buyer of this contract pays it.',
  paymentPending: 'A payment of this contract is already being processed.',
  saved: 'Charges and legal text saved. Send the quote when it is ready.',
  sent: 'Quote sent to the buyer.',
  signed: 'Contract signed. Pay it to complete the purchase.',
  cancelled: 'The contract has been called off and the quantity released.',
  paymentTaken: 'Payment received. The lot is yours.',
  paymentAuthorized: 'Payment authorized: the contract is being confirmed.',
} as const;

// ---- Requests ---------------------------------------------------------------------------------------------

/** An extra charge: an amount in USD, or for Sales Tax a rate in percent (`value`). Custom charges are named. */
export interface QuoteCharge {
  type: ExtraChargeType;
  value: number;
  /** The name of a Custom charge; ignored for the others. */
  label?: string | null;
}

export interface QuoteDiscount {
  type: DiscountType;
  /** Percent (0-100) or USD. */
  value: number;
}

/** `tax-legal/{offer_id}` (the seller): the extras the next quote version carries. */
export interface TaxLegalRequest {
  charges: QuoteCharge[];
  discount?: QuoteDiscount | null;
  legal_text?: string | null;
}

/** `direct-quote` (the seller): a quote to a buyer who asked about the deal (`inquiry_id`) without offering. */
export interface DirectQuoteRequest extends TaxLegalRequest, OfferProposal {
  inquiry_id: string;
}

/** `quotation-contract/{offer_id}` (the buyer): signs the quote version read. */
export interface SignQuoteRequest {
  version: number;
}

/** `quotation-contract/{offer_id}/cancel` (either party, before payment). */
export interface CancelContractRequest {
  reason?: string | null;
}

/** Which contracts `GET quotation-contract` lists: bought ('buyer', My Trader Purchases) or sold ('seller'). */
export interface ContractsQuery {
  side: 'buyer' | 'seller';
  status?: ContractStatus;
  page?: number;
}

// ---- Figures ----------------------------------------------------------------------------------------------

/** A charge as quoted: its amount in USD (for Sales Tax, the rate applied to the goods after the discount). */
export interface QuotedCharge {
  type: ExtraChargeType;
  /** 'Logistics', ..., or the Custom charge's own name. */
  label: string;
  /** Percent for Sales Tax, null for the others. */
  rate: number | null;
  amount: number;
}

/** What a quote comes to, all in USD to the cent. */
export interface QuoteTotals {
  /** The goods: the agreed unit price times the quantity. */
  subtotal: number;
  discount: QuoteDiscount | null;
  discount_amount: number;
  charges: QuotedCharge[];
  /** The charges that are not taxes. */
  charges_total: number;
  /** Sales Tax. */
  tax_total: number;
  total: number;
}

const chargeLabel = (charge: QuoteCharge): string => (charge.type === 'Custom' ? (charge.label ?? '').trim() || 'Custom' : charge.type);

/**
 * A quote's totals: the goods less the discount, plus the charges, plus Sales Tax on the goods after the
 * discount. Counted in cents, so the lines add up to the total exactly.
 */
export function quoteTotals(subtotal: number, charges: readonly QuoteCharge[], discount: QuoteDiscount | null | undefined): QuoteTotals {
  const discountAmount = !discount
    ? 0
    : discount.type === 'percent'
      ? roundHalfUp((subtotal * Math.min(100, Math.max(0, discount.value))) / 100, 2)
      : Math.min(subtotal, Math.max(0, discount.value));
  const taxable = fromCents(toCents(subtotal) - toCents(discountAmount));
  const quoted: QuotedCharge[] = charges.map((charge) =>
    TAX_CHARGE_TYPES.includes(charge.type)
      ? { type: charge.type, label: chargeLabel(charge), rate: charge.value, amount: roundHalfUp((taxable * charge.value) / 100, 2) }
      : { type: charge.type, label: chargeLabel(charge), rate: null, amount: roundHalfUp(charge.value, 2) },
  );
  const chargesTotal = sumMoney(quoted.filter((c) => c.rate === null).map((c) => c.amount));
  const taxTotal = sumMoney(quoted.filter((c) => c.rate !== null).map((c) => c.amount));
  return {
    subtotal,
    discount: discount ?? null,
    discount_amount: discountAmount,
    charges: quoted,
    charges_total: chargesTotal,
    tax_total: taxTotal,
    total: sumMoney([taxable, chargesTotal, taxTotal]),
  };
}

/**
 * Why a quote's total cannot be sent, or null: a card cannot be charged $0 (a contract at $0 could never be
 * paid and would hold its units), nor more than the marketplace can charge. The browser's quote form and the
 * trader service both ask.
 */
export function quoteTotalProblem(total: number): string | null {
  if (!Number.isFinite(total) || total <= 0) return QUOTE_MESSAGES.totalNotPositive;
  if (total > MONEY_TOTAL_MAX) return QUOTE_MESSAGES.totalTooLarge;
  return null;
}

/**
 * The checks of a quote's extras, the same in the browser and in the trader service. `subtotal` is the goods
 * total the discount applies to.
 */
export function validateTaxLegal(input: Record<string, unknown>, subtotal: number): FieldErrors {
  const c = new Collector();
  const M = QUOTE_MESSAGES;
  const charges = Array.isArray(input.charges) ? (input.charges as unknown[]) : [];
  c.check('charges', [
    [input.charges !== undefined && !Array.isArray(input.charges), M.chargeTypeInvalid],
    [charges.length > QUOTE_LIMITS.chargesMax, M.tooManyCharges],
  ]);
  charges.slice(0, QUOTE_LIMITS.chargesMax).forEach((raw, index) => {
    const charge = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const type = charge.type as ExtraChargeType;
    const value = numberOf(charge.value);
    const isTax = TAX_CHARGE_TYPES.includes(type);
    c.check(`charges.${index}.type`, [[!EXTRA_CHARGE_TYPES.includes(type), M.chargeTypeInvalid]]);
    c.check(`charges.${index}.value`, [
      [isTax && (value === undefined || value < 0 || value > QUOTE_LIMITS.taxRateMax), M.taxRateInvalid],
      [!isTax && (value === undefined || value < 0 || value > MONEY_TOTAL_MAX), M.chargeAmountInvalid],
    ]);
    if (type === 'Custom') {
      const label = typeof charge.label === 'string' ? charge.label.trim() : '';
      c.check(`charges.${index}.label`, [[!label || label.length > QUOTE_LIMITS.chargeLabelMax, M.chargeLabelRequired]]);
    }
  });
  if (input.discount !== undefined && input.discount !== null) {
    const discount = (typeof input.discount === 'object' ? input.discount : {}) as Record<string, unknown>;
    const value = numberOf(discount.value);
    c.check('discount.type', [[!(DISCOUNT_TYPES as readonly unknown[]).includes(discount.type), M.discountTypeInvalid]]);
    c.check('discount.value', [
      [discount.type === 'percent' && (value === undefined || value < 0 || value > 100), M.discountPercentInvalid],
      [discount.type === 'fixed' && (value === undefined || value < 0 || value > subtotal), M.discountFixedInvalid],
    ]);
  }
  if (typeof input.legal_text === 'string') c.check('legal_text', [[input.legal_text.length > QUOTE_LIMITS.legalTextMax, M.legalTextTooLong]]);
  return c.errors;
}

// ---- Answers ----------------------------------------------------------------------------------------------

/** The lot and terms a quote version stands on (the offer's agreed ones when it was sent). */
export interface QuotedLot extends OfferFigures {
  price: number;
  qty: number;
  /** Panels: the price per watt; null for other equipment. */
  price_per_watt: number | null;
  incoterm: Incoterm;
  delivery_state: string;
  payment_terms: PaymentTerms;
  lead_time: LeadTimeDays;
}

/** One version of a quote, as sent: never changed afterwards. */
export interface QuoteVersionView extends QuotedLot {
  version: number;
  totals: QuoteTotals;
  legal_text: string;
  sent_at: string;
}

/** The seller's extras the next version will carry (what tax-legal saved). */
export interface QuoteDraftView {
  charges: QuoteCharge[];
  discount: QuoteDiscount | null;
  legal_text: string;
}

/**
 * A quote on an offer, as its parties (and admins) see it: every version sent, newest last. The seller stays
 * anonymous in it until the buyer signs.
 */
export interface QuoteView {
  offer_id: string;
  deal: OfferDealSummary;
  /** The caller's side; null for an admin. */
  side: 'buyer' | 'seller' | null;
  /** The newest version, the one the buyer may sign; null before the first is sent. */
  current: QuoteVersionView | null;
  versions: QuoteVersionView[];
  /** The seller's unsent extras (only the seller sees them). */
  draft: QuoteDraftView | null;
  /** Whether the newest version still stands on the offer's current terms (a counter since makes it stale). */
  signable: boolean;
  contract_status: ContractStatus | null;
}

/** A party of a contract, named: the contract is where the marketplace reveals who is who. */
export interface ContractParty {
  name: string;
  email: string;
}

/** The deal a contract is on, as it read when signed. */
export interface ContractDeal {
  id: number;
  path: string;
  name: string;
  category: string;
  condition: string;
  mpn: string;
  panel_wattage: number | null;
  price_unit: PriceUnit;
}

/** A contract: the signed quote version with both parties named. Immutable but for its status. */
export interface ContractView extends QuotedLot {
  id: string;
  offer_id: string;
  version: number;
  status: ContractStatus;
  deal: ContractDeal;
  buyer: ContractParty;
  seller: ContractParty;
  totals: QuoteTotals;
  legal_text: string;
  /** The caller's side; null for an admin. */
  side: 'buyer' | 'seller' | null;
  signed_at: string;
  paid_at: string | null;
  /**
   * Whether a payment of the contract has held its total (the newest one's progress is the orders service's
   * `contract-checkout/{offer_id}`): a Signed contract with one was paid and its capture failed.
   */
  payment_sent: boolean;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

/** `TRADER_INTERNAL_API.contract`: what the orders service needs to take a contract's payment. */
export interface ContractPaymentTerms {
  id: string;
  offer_id: string;
  buyer_id: string;
  status: ContractStatus;
  total: number;
  deal_name: string;
}
