import { addressLimitFactorFromEnv, ConfigError, withAddressFactor, type AccountAndAddressPolicy, type WindowPolicy } from '@solar/platform';

/** The content service's settings: where mail links point, who reads the contact messages, and the limits. */
export interface ContentOptions {
  /** Where the web app is reached (PUBLIC_URL): the newsletter's confirm and unsubscribe links point there. */
  publicUrl: string;
  /** Where contact messages are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Contact messages: per sender e-mail ("account") and per client address; each is a mail to support. */
  contactLimits: AccountAndAddressPolicy;
  /** Newsletter sign-ups: per address signed up and per client address; each mails a confirmation link. */
  newsletterLimits: AccountAndAddressPolicy;
  /** RV quotation surveys per client address. */
  surveysPerAddress: WindowPolicy;
  /** Tracked visits per client address (a flood guard: each is a write). */
  trackingPerAddress: WindowPolicy;
  /** Custom orders posted, per buyer account and per client address. */
  customOrderLimits: AccountAndAddressPolicy;
  /** Sellers' answers to custom orders (each mails the buyer), per seller account and per client address. */
  customOrderAnswerLimits: AccountAndAddressPolicy;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

export const DEFAULT_CONTENT_OPTIONS: ContentOptions = {
  publicUrl: 'http://localhost:3000',
  supportEmail: 'support@solar-marketplace.local',
  contactLimits: { perAccount: { points: 3, windowSeconds: HOUR }, perAddress: { points: 10, windowSeconds: HOUR } },
  newsletterLimits: { perAccount: { points: 3, windowSeconds: HOUR }, perAddress: { points: 20, windowSeconds: HOUR } },
  surveysPerAddress: { points: 5, windowSeconds: HOUR },
  trackingPerAddress: { points: 120, windowSeconds: HOUR },
  customOrderLimits: { perAccount: { points: 10, windowSeconds: DAY }, perAddress: { points: 30, windowSeconds: DAY } },
  customOrderAnswerLimits: { perAccount: { points: 20, windowSeconds: HOUR }, perAddress: { points: 60, windowSeconds: HOUR } },
};

export const CONTENT_OPTIONS = Symbol('CONTENT_OPTIONS');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The defaults, PUBLIC_URL and SUPPORT_EMAIL from the environment, given options over both, per-address limits times ADDRESS_LIMIT_FACTOR. */
export function contentOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ContentOptions> = {}): ContentOptions {
  const options: ContentOptions = {
    ...DEFAULT_CONTENT_OPTIONS,
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.SUPPORT_EMAIL ? { supportEmail: env.SUPPORT_EMAIL } : {}),
    ...overrides,
  };
  try {
    new URL(options.publicUrl);
  } catch {
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be an absolute URL');
  }
  if (!EMAIL.test(options.supportEmail)) throw new ConfigError('Invalid configuration: SUPPORT_EMAIL must be an e-mail address');
  const factor = addressLimitFactorFromEnv(env);
  return {
    ...options,
    contactLimits: withAddressFactor(options.contactLimits, factor),
    newsletterLimits: withAddressFactor(options.newsletterLimits, factor),
    customOrderLimits: withAddressFactor(options.customOrderLimits, factor),
    customOrderAnswerLimits: withAddressFactor(options.customOrderAnswerLimits, factor),
    surveysPerAddress: { ...options.surveysPerAddress, points: options.surveysPerAddress.points * factor },
    trackingPerAddress: { ...options.trackingPerAddress, points: options.trackingPerAddress.points * factor },
  };
}

/** A page of the web app as an absolute link for a mail. */
export const siteLink = (options: Pick<ContentOptions, 'publicUrl'>, path: string): string => `${options.publicUrl.replace(/\/+$/, '')}${path}`;
