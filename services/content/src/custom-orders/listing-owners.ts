import { Inject, Injectable, Logger } from '@nestjs/common';
import { CATALOG_INTERNAL_API, CUSTOM_ORDER_MESSAGES, TRADER_INTERNAL_API, type ApiSuccess, type ListingOfPath, type ListingOwner } from '@solar/contracts';
import { ServiceUnavailableError, TokenService } from '@solar/platform';

export const CATALOG_URL = Symbol('CATALOG_URL');
export const TRADER_URL = Symbol('TRADER_URL');

const OWNER_TIMEOUT_MS = 5_000;

/**
 * Who sells a public listing, asked of the service that owns it with a service token: the catalog for a shop
 * item, the trader for a deal. Null when it knows no such public listing; a service that cannot be reached
 * answers 503, never a guess.
 */
@Injectable()
export class ListingOwners {
  private readonly logger = new Logger(ListingOwners.name);

  constructor(
    private readonly tokens: TokenService,
    @Inject(CATALOG_URL) private readonly catalogUrl: string,
    @Inject(TRADER_URL) private readonly traderUrl: string,
  ) {}

  async ownerOf(listing: ListingOfPath): Promise<string | null> {
    const url =
      listing.kind === 'item'
        ? `${this.catalogUrl}${CATALOG_INTERNAL_API.itemOwner(listing.id)}`
        : `${this.traderUrl}${TRADER_INTERNAL_API.dealOwner(listing.id)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Bearer ${this.tokens.serviceToken('content')}` },
        signal: AbortSignal.timeout(OWNER_TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn(`The owner of ${listing.kind} ${listing.id} could not be asked: ${(error as Error).message}`);
      throw new ServiceUnavailableError(CUSTOM_ORDER_MESSAGES.listingsUnavailable);
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      this.logger.warn(`The owner of ${listing.kind} ${listing.id}: answered ${response.status}`);
      throw new ServiceUnavailableError(CUSTOM_ORDER_MESSAGES.listingsUnavailable);
    }
    return ((await response.json()) as ApiSuccess<ListingOwner>).data.owner_id;
  }
}
