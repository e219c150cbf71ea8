import {
  CONTRACT_PDF,
  ORDERS_API,
  QUOTE_API,
  type CheckoutPayment,
  type ContractPaymentStatus,
  type ContractPaymentView,
  type ContractStatus,
  type ContractView,
  type DirectQuoteRequest,
  type OfferParty,
  type PageOf,
  type QuoteDraftView,
  type QuoteView,
  type TaxLegalRequest,
} from '@solar/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, apiSend, type ApiResult } from './api';
import { getSessionToken } from './session';
import { useApi } from './useApi';

/** How often a contract's payment is asked for while the saga is still moving. */
export const CONTRACT_PAYMENT_POLL_MS = 1000;

const SETTLED_PAYMENTS: readonly ContractPaymentStatus[] = ['captured', 'voided', 'failed'];

// ---- Reads ---------------------------------------------------------------------------------------------------------

/** The quote on an offer (null waits): every version, and for the seller the unsent extras. A 404 means none yet. */
export const useQuote = (offerId: string | null) =>
  useApi<QuoteView>(offerId ? ['GET', QUOTE_API.quote(offerId)] : null, { as: 'user', shouldRetryOnError: false });

/** The contract on an offer (null waits); a 404 means none was signed. */
export const useContract = (offerId: string | null) =>
  useApi<ContractView>(offerId ? ['GET', QUOTE_API.contract(offerId)] : null, { as: 'user', shouldRetryOnError: false });

/** The buyer's newest payment of a contract, asked again every CONTRACT_PAYMENT_POLL_MS until it settles (null waits). */
export function useContractPayment(offerId: string | null) {
  const refreshInterval = useCallback(
    (latest: ContractPaymentView | undefined) => (latest && !SETTLED_PAYMENTS.includes(latest.status) ? CONTRACT_PAYMENT_POLL_MS : 0),
    [],
  );
  return useApi<ContractPaymentView>(offerId ? ['GET', ORDERS_API.contractPayment(offerId)] : null, {
    as: 'user',
    refreshInterval,
    shouldRetryOnError: (error) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
  });
}

/** A page of the signed-in user's contracts on one side; the buyer's Paid ones are My Trader Purchases. */
export const useContracts = (side: OfferParty, page = 1, status?: ContractStatus) =>
  useApi<PageOf<ContractView>>(['GET', `${QUOTE_API.contracts}?${new URLSearchParams({ side, page: String(page), ...(status ? { status } : {}) })}`], {
    as: 'user',
    keepPreviousData: true,
  });

/** Every cached quote, contract and payment of one offer. */
const isNegotiationKey = (offerId: string) => (key: unknown) =>
  Array.isArray(key) &&
  typeof key[1] === 'string' &&
  [QUOTE_API.quote(offerId), QUOTE_API.contract(offerId), ORDERS_API.contractPayment(offerId)].includes(key[1]);

/** Fetches an offer's quote, contract and payment again after a write on one of them. */
export function useRevalidateNegotiation(): (offerId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (offerId: string) => {
      await mutate(isNegotiationKey(offerId));
    },
    [mutate],
  );
}

// ---- Writes --------------------------------------------------------------------------------------------------------

export const contractsApi = {
  /** The seller saves the extras the next quote carries. */
  saveTaxLegal: (offerId: string, body: TaxLegalRequest): Promise<ApiResult<QuoteDraftView>> =>
    apiSend({ method: 'POST', path: QUOTE_API.taxLegal(offerId), body }),
  /** The seller sends a new quote version from the offer's terms and the saved extras. */
  sendQuote: (offerId: string): Promise<ApiResult<QuoteView>> => apiSend({ method: 'POST', path: QUOTE_API.quote(offerId), body: {} }),
  /** The seller quotes the buyer of one of their deal inquiries (a new negotiation on the seller's terms). */
  directQuote: (body: DirectQuoteRequest): Promise<ApiResult<QuoteView>> => apiSend({ method: 'POST', path: QUOTE_API.directQuote, body }),
  /** The buyer signs the quote version they read. */
  signQuote: (offerId: string, version: number): Promise<ApiResult<ContractView>> =>
    apiSend({ method: 'POST', path: QUOTE_API.contract(offerId), body: { version } }),
  /** Either party calls off a contract not paid yet. */
  cancelContract: (offerId: string, reason: string): Promise<ApiResult<ContractView>> =>
    apiSend({ method: 'POST', path: QUOTE_API.cancelContract(offerId), body: { reason: reason || null } }),
  /** The buyer pays the contract by card (the saga goes on; poll `useContractPayment`). */
  payContract: (offerId: string, payment: CheckoutPayment): Promise<ApiResult<ContractPaymentView>> =>
    apiSend({ method: 'POST', path: ORDERS_API.contractCheckout, body: { offer_id: offerId, payment } }),

  /** Downloads the contract's PDF under the spec's name ('Contract Terms.pdf'). */
  async downloadContractPdf(offerId: string): Promise<void> {
    const token = getSessionToken();
    const response = await fetch(QUOTE_API.contractPdf(offerId), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new ApiError(response.status);
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: `${CONTRACT_PDF.fileName}.pdf` });
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  },
};
