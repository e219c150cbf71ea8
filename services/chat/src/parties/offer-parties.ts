import { Inject, Injectable, Logger } from '@nestjs/common';
import { CHAT_ID_PATTERN, CHAT_MESSAGES, TRADER_INTERNAL_API, type ApiSuccess, type OfferParties } from '@solar/contracts';
import { ServiceUnavailableError, TokenService } from '@solar/platform';
import { CHAT_OPTIONS, type ChatOptions } from '../chat.options';

export const TRADER_URL = Symbol('TRADER_URL');

/** Offers whose answer an instance keeps at most (the oldest go first). */
const CACHED_OFFERS_MAX = 10_000;
const TRADER_TIMEOUT_MS = 5_000;

interface Cached {
  parties: OfferParties | null;
  /** Until then the answer is fresh; after it, it is refreshed (once, in the background, for known parties). */
  until: number;
  /** Until then a known answer may still be served while the trader is asked again (or cannot be reached). */
  staleUntil: number;
}

/** How much longer than fresh a known answer may be served while it is refreshed: a trader down for that long gets 503s. */
const STALE_FACTOR = 10;

/**
 * Who an offer's parties are, asked of the trader (`TRADER_INTERNAL_API.offerParties`, with a service token)
 * and kept briefly: every join and every event of a socket needs them, and they change only with a contract
 * (the chat forgets an offer's answer when it hears of one) or when the deal moves to another seller (every
 * instance forgets, see DealOwnerChangedConsumer). A 404 is kept for a shorter time: the offer may
 * be made just after. A trader that cannot be reached answers 503, never a guess.
 *
 * Under load many offers' answers expire at once (the rooms joined together): so the fresh time is spread by
 * a fifth either way, callers asking for the same offer at once share one request, and a known answer past its
 * fresh time is served while one refresh runs in the background, up to STALE_FACTOR times its fresh time.
 */
@Injectable()
export class OfferPartiesClient {
  private readonly logger = new Logger(OfferPartiesClient.name);
  private readonly cache = new Map<string, Cached>();
  private readonly asking = new Map<string, Promise<OfferParties | null>>();

  constructor(
    private readonly tokens: TokenService,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
    @Inject(TRADER_URL) private readonly traderUrl: string,
  ) {}

  /** The offer's parties; null when the trader knows no such offer (or the id cannot be one). */
  async find(offerId: string): Promise<OfferParties | null> {
    if (!CHAT_ID_PATTERN.test(offerId)) return null;
    const now = Date.now();
    const cached = this.cache.get(offerId);
    if (cached && cached.until > now) return cached.parties;
    if (cached?.parties && cached.staleUntil > now) {
      // Served as known while one refresh asks the trader; a failed refresh is tried again by the next caller.
      void this.refresh(offerId).catch(() => undefined);
      return cached.parties;
    }
    return this.refresh(offerId);
  }

  /** Forget what the trader said of the offer (its contract changed who may know what). */
  forget(offerId: string): void {
    this.cache.delete(offerId);
    // A request already on its way may carry the answer from before: it is not kept, and the next caller asks anew.
    this.asking.delete(offerId);
  }

  /**
   * Forget what the trader said of every offer on a deal that moved to another seller: besides the negotiations
   * that followed the deal (named by the event), its ended ones now leave their seller read-only (`seller_left`).
   */
  forgetDeal(dealUuid: string): void {
    for (const [offerId, cached] of this.cache) if (cached.parties?.deal_uuid === dealUuid) this.forget(offerId);
  }

  /** Asks the trader once for the offer, however many callers want it at that moment, and keeps the answer. */
  private refresh(offerId: string): Promise<OfferParties | null> {
    const pending = this.asking.get(offerId);
    if (pending) return pending;
    const asked: Promise<OfferParties | null> = this.ask(offerId)
      .then((parties) => {
        if (this.asking.get(offerId) === asked) this.keep(offerId, parties);
        return parties;
      })
      .finally(() => {
        if (this.asking.get(offerId) === asked) this.asking.delete(offerId);
      });
    this.asking.set(offerId, asked);
    return asked;
  }

  private keep(offerId: string, parties: OfferParties | null): void {
    if (this.cache.size >= CACHED_OFFERS_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.delete(offerId);
    const fresh = (parties ? this.options.partiesTtlMs : this.options.missingOfferTtlMs) * (0.8 + Math.random() * 0.4);
    const now = Date.now();
    this.cache.set(offerId, { parties, until: now + fresh, staleUntil: now + (parties ? fresh * STALE_FACTOR : fresh) });
  }

  private async ask(offerId: string): Promise<OfferParties | null> {
    const url = `${this.traderUrl}${TRADER_INTERNAL_API.offerParties(offerId)}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { authorization: `Bearer ${this.tokens.serviceToken('chat')}` }, signal: AbortSignal.timeout(TRADER_TIMEOUT_MS) });
    } catch (error) {
      this.logger.warn(`The trader could not be asked for offer ${offerId}'s parties: ${(error as Error).message}`);
      throw new ServiceUnavailableError(CHAT_MESSAGES.traderUnavailable);
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      this.logger.warn(`The trader answered ${response.status} for offer ${offerId}'s parties`);
      throw new ServiceUnavailableError(CHAT_MESSAGES.traderUnavailable);
    }
    return ((await response.json()) as ApiSuccess<OfferParties>).data;
  }
}
