import { OFFER_LIMITS } from '@solar/contracts';
import { addressLimitFactorFromEnv, ConfigError, withAddressFactor, type AccountAndAddressPolicy, type WindowPolicy } from '@solar/platform';

/** The trader's settings for what buyers do around deals: where mails link to, and the limits on mail and offers. */
export interface DealBuyerOptions {
  /** Where the web app is reached: the deal links in mails point there (PUBLIC_URL). */
  publicUrl: string;
  /** Inquiries to sellers (`listing/inquiry`), each mailed: per account and per client address. */
  inquiryLimits: AccountAndAddressPolicy;
  /** New offers (`POST offer`): each asks for a seller's answer, so they are limited like inquiries. */
  offerLimits: AccountAndAddressPolicy;
  /**
   * Back-in-stock and price-drop mails one subscription may get: a seller emptying and restocking a deal over
   * and over must not flood its followers.
   */
  noticeMailsPerSubscription: WindowPolicy;
}

export const DEFAULT_DEAL_BUYER_OPTIONS: DealBuyerOptions = {
  publicUrl: 'http://localhost:3000',
  inquiryLimits: {
    perAccount: { points: 5, windowSeconds: 60 * 60 },
    perAddress: { points: 20, windowSeconds: 60 * 60 },
  },
  offerLimits: {
    perAccount: { points: OFFER_LIMITS.offersPerHour, windowSeconds: 60 * 60 },
    perAddress: { points: OFFER_LIMITS.offersPerHour * 4, windowSeconds: 60 * 60 },
  },
  noticeMailsPerSubscription: { points: 4, windowSeconds: 24 * 60 * 60 },
};

export const DEAL_BUYER_OPTIONS = Symbol('DEAL_BUYER_OPTIONS');

/**
 * The defaults, any given options in their place, PUBLIC_URL (an absolute URL) for the links, and the
 * per-address inquiry limit multiplied by ADDRESS_LIMIT_FACTOR (as identity's and catalog's per-address limits).
 */
export function dealBuyerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<DealBuyerOptions> = {}): DealBuyerOptions {
  const options = { ...DEFAULT_DEAL_BUYER_OPTIONS, ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}), ...overrides };
  try {
    new URL(options.publicUrl);
  } catch {
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be an absolute URL');
  }
  const factor = addressLimitFactorFromEnv(env);
  return { ...options, inquiryLimits: withAddressFactor(options.inquiryLimits, factor), offerLimits: withAddressFactor(options.offerLimits, factor) };
}

/** The deal page as the web app serves it, for the links in mails. */
export const dealPageUrl = (options: Pick<DealBuyerOptions, 'publicUrl'>, path: string): string => `${options.publicUrl.replace(/\/+$/, '')}${path}`;
