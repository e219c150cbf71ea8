import { CHAT_LIMITS } from '@solar/contracts';
import { ConfigError, type WindowPolicy } from '@solar/platform';

export const CHAT_OPTIONS = Symbol('CHAT_OPTIONS');

/** What a chat instance may be started with; the defaults are production's. */
export interface ChatOptions {
  /** Messages, edits and deletions per socket (in the instance's memory: a socket lives on one instance). */
  perSocket: WindowPolicy;
  /** Messages, edits and deletions per account, over HTTP and every socket, counted in the store for every instance. */
  perAccount: WindowPolicy;
  /** Notices one recipient gets per window. */
  noticesPerRecipient: WindowPolicy;
  /** How long an offer's parties, as the trader answered them, are reused; and a 404. */
  partiesTtlMs: number;
  missingOfferTtlMs: number;
  /** The cluster adapter's heartbeat: how often an idle instance says it is alive, and after how long without a word it counts as gone. */
  heartbeatIntervalMs: number;
  heartbeatTimeoutMs: number;
  /** How long a question to every instance (which sockets are in a room) waits for their answers. */
  clusterRequestTimeoutMs: number;
  /** Where the web app is reached: the links in notices point there (PUBLIC_URL). */
  publicUrl: string;
  /** SMS go out through the mail port, to `<number>@<smsMailDomain>` (an e-mail-to-SMS gateway; SMS_MAIL_DOMAIN). */
  smsMailDomain: string;
}

export const DEFAULT_CHAT_OPTIONS: ChatOptions = {
  perSocket: CHAT_LIMITS.perSocket,
  perAccount: CHAT_LIMITS.perAccount,
  noticesPerRecipient: CHAT_LIMITS.noticesPerRecipient,
  partiesTtlMs: 30_000,
  missingOfferTtlMs: 5_000,
  heartbeatIntervalMs: 30_000,
  heartbeatTimeoutMs: 75_000,
  clusterRequestTimeoutMs: 2_000,
  publicUrl: 'http://localhost:3000',
  smsMailDomain: 'sms.solar-marketplace.local',
};

const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** The defaults, PUBLIC_URL and SMS_MAIL_DOMAIN from the environment, and any given options in their place. */
export function chatOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ChatOptions> = {}): ChatOptions {
  const options: ChatOptions = {
    ...DEFAULT_CHAT_OPTIONS,
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.SMS_MAIL_DOMAIN ? { smsMailDomain: env.SMS_MAIL_DOMAIN } : {}),
    ...overrides,
  };
  if (!URL.canParse(options.publicUrl) || !/^https?:$/.test(new URL(options.publicUrl).protocol)) {
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be an absolute http(s) URL');
  }
  if (!DOMAIN.test(options.smsMailDomain)) throw new ConfigError('Invalid configuration: SMS_MAIL_DOMAIN must be a domain name');
  return { ...options, publicUrl: options.publicUrl.replace(/\/+$/, '') };
}
