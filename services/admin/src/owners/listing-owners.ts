import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  MODERATION_INTERNAL_API,
  TRADER_ADMIN_INTERNAL_API,
  type ApiSuccess,
  type ModerationDetail,
  type ModerationKind,
  type ModerationSlice,
  type ModerationStatusFilter,
  type TraderAdminStats,
} from '@solar/contracts';
import { ServiceUnavailableError, TokenService } from '@solar/platform';

/** Where the owners of what the admin decides on answer; single-machine mode passes their loopback URLs. */
export interface AdminPeers {
  traderUrl: string;
  catalogUrl: string;
}
export const ADMIN_PEERS = Symbol('admin peers');

const OWNER_TIMEOUT_MS = 5_000;

/**
 * The owners' own answers about their listings (deals: the trader; shop items: the catalog), asked with a service
 * token at MODERATION_INTERNAL_API and TRADER_ADMIN_INTERNAL_API: the admin service keeps no copy of what waits
 * for moderation, so a decision is always checked against the listing as its owner has it now. An owner that
 * cannot be read answers 503 (ADMIN_MESSAGES.ownersUnavailable), never a partial queue.
 */
@Injectable()
export class ListingOwners {
  private readonly logger = new Logger(ListingOwners.name);

  constructor(
    private readonly tokens: TokenService,
    @Inject(ADMIN_PEERS) private readonly peers: AdminPeers,
  ) {}

  /** The owner's first `limit` entries of a status, oldest first, with its counts. */
  slice(kind: ModerationKind, status: ModerationStatusFilter, limit: number): Promise<ModerationSlice> {
    const query = new URLSearchParams({ status, limit: String(limit) });
    return this.get<ModerationSlice>(kind, `${MODERATION_INTERNAL_API.queue}?${query}`) as Promise<ModerationSlice>;
  }

  /** One entry as its owner has it now, or null for one it does not know. */
  entry(kind: ModerationKind, uuid: string): Promise<ModerationDetail | null> {
    return this.get<ModerationDetail>(kind, MODERATION_INTERNAL_API.entry(uuid), { notFound: true });
  }

  traderStats(): Promise<TraderAdminStats> {
    return this.get<TraderAdminStats>('deal', TRADER_ADMIN_INTERNAL_API.stats) as Promise<TraderAdminStats>;
  }

  private async get<T>(kind: ModerationKind, path: string, { notFound = false } = {}): Promise<T | null> {
    const url = `${kind === 'deal' ? this.peers.traderUrl : this.peers.catalogUrl}${path}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { authorization: `Bearer ${this.tokens.serviceToken('admin')}` }, signal: AbortSignal.timeout(OWNER_TIMEOUT_MS) });
    } catch (error) {
      this.logger.warn(`GET ${url} failed: ${(error as Error).message}`);
      throw new ServiceUnavailableError(ADMIN_MESSAGES.ownersUnavailable);
    }
    if (notFound && response.status === 404) return null;
    if (!response.ok) {
      this.logger.warn(`GET ${url} answered ${response.status}`);
      throw new ServiceUnavailableError(ADMIN_MESSAGES.ownersUnavailable);
    }
    try {
      return ((await response.json()) as ApiSuccess<T>).data;
    } catch (error) {
      this.logger.warn(`GET ${url} answered what is not JSON: ${(error as Error).message}`);
      throw new ServiceUnavailableError(ADMIN_MESSAGES.ownersUnavailable);
    }
  }
}
