import { Inject, Injectable, Logger } from '@nestjs/common';
import { BROKER_MESSAGES, CATALOG_INTERNAL_API, MESSAGES, type ApiSuccess, type CatalogBrandRecord } from '@solar/contracts';
import { InvalidInputError, ServiceUnavailableError, TokenService } from '@solar/platform';
import { setTimeout as sleep } from 'node:timers/promises';

export const CATALOG_URL = Symbol('CATALOG_URL');

/** How long a brand list read from the catalog is used before it is read again. */
export const BRANDS_TTL_MS = 60_000;
/** An id the list lacks is looked up afresh (a brand added a moment ago) at most this often, so made-up ids cannot make every form read the catalog. */
export const UNKNOWN_BRAND_REREAD_MS = 5_000;
/** After a failed read the last list serves this much longer before the next try. */
const RETRY_AFTER_FAILURE_MS = 5_000;
const READ_TIMEOUT_MS = 5_000;

interface BrandList {
  byId: ReadonlyMap<number, CatalogBrandRecord>;
  readAt: number;
}

/**
 * The catalog's brands, which deals name by id: to refuse a deal form naming a brand that does not exist or is
 * inactive, and to name brands in the broker's brand lists. Read from the catalog, their owner, over its internal
 * API (a direct call: a seller waits for the form's answer) and kept for a minute, as brands change rarely. While
 * the catalog cannot be read, the last list read serves; before any was read, 503.
 */
@Injectable()
export class CatalogBrands {
  private readonly logger = new Logger(CatalogBrands.name);
  private list: BrandList | null = null;
  private reading: Promise<BrandList> | null = null;

  constructor(
    private readonly tokens: TokenService,
    @Inject(CATALOG_URL) private readonly catalogUrl: string,
  ) {}

  /** Every brand by id, inactive ones too. */
  async byId(): Promise<ReadonlyMap<number, CatalogBrandRecord>> {
    const list = this.list && Date.now() - this.list.readAt < BRANDS_TTL_MS ? this.list : await this.reread();
    return list.byId;
  }

  /** The brand a deal may name (one the catalog has, and active), or null. */
  async selectable(id: number): Promise<CatalogBrandRecord | null> {
    let brand = (await this.byId()).get(id);
    if (!brand && this.list && Date.now() - this.list.readAt >= UNKNOWN_BRAND_REREAD_MS) brand = (await this.reread()).byId.get(id);
    return brand?.status === 'active' ? brand : null;
  }

  /** Refuses a form naming a brand that is not selectable: 400 on `brand_id`, the shop's product form's message. */
  async assertSelectable(id: number): Promise<void> {
    if (!(await this.selectable(id))) throw new InvalidInputError({ brand_id: [MESSAGES.product.brandUnknown] });
  }

  /**
   * Resolves once the catalog answers, trying every second until `timeoutMs`: for the demo deals, which name the
   * catalog's brands, when the services start in any order (a distributed deployment).
   */
  async whenReadable(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.byId();
        return;
      } catch (error) {
        if (Date.now() >= deadline)
          throw new Error(`The catalog's brands could not be read within ${Math.round(timeoutMs / 1000)} s: ${(error as Error).message}`, { cause: error });
        if (attempt === 1) this.logger.log(`Waiting for the catalog at ${this.catalogUrl} to answer its brands`);
        await sleep(1_000);
      }
    }
  }

  /** One read at a time, shared by every caller meanwhile. */
  private reread(): Promise<BrandList> {
    this.reading ??= this.read()
      .then((records) => (this.list = { byId: new Map(records.map((brand) => [brand.id, brand])), readAt: Date.now() }))
      .catch((error: unknown) => {
        const last = this.list;
        this.logger.warn(`Reading the catalog's brands failed${last ? '; the last list read serves meanwhile' : ''}: ${(error as Error).message}`);
        if (!last) throw new ServiceUnavailableError(BROKER_MESSAGES.brandsUnavailable);
        // Serving the last list a while longer beats refusing every deal form while the catalog is away.
        return (this.list = { ...last, readAt: Date.now() - BRANDS_TTL_MS + RETRY_AFTER_FAILURE_MS });
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private async read(): Promise<CatalogBrandRecord[]> {
    const token = this.tokens.serviceToken('trader');
    const response = await fetch(`${this.catalogUrl}${CATALOG_INTERNAL_API.brands}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the catalog answered ${response.status}`);
    return ((await response.json()) as ApiSuccess<CatalogBrandRecord[]>).data;
  }
}
