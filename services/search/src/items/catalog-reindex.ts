import { Inject, Injectable, Logger } from '@nestjs/common';
import { CATALOG_INTERNAL_API, type ApiSuccess, type CatalogItemPayload } from '@solar/contracts';
import { TokenService } from '@solar/platform';
import { ItemsProjection } from './items-projection';

export const CATALOG_URL = Symbol('CATALOG_URL');
const PAGE = 200;

/**
 * Rebuilds the read model from the catalog's own export, for when the index was lost or a new search
 * deployment starts empty. Runs beside live events safely: the projection keeps the newest revision.
 */
@Injectable()
export class CatalogReindex {
  private readonly logger = new Logger(CatalogReindex.name);

  constructor(
    private readonly projection: ItemsProjection,
    private readonly tokens: TokenService,
    @Inject(CATALOG_URL) private readonly catalogUrl: string,
  ) {}

  async run(): Promise<{ items: number; indexed: number }> {
    const token = this.tokens.sign({ sub: 'service:search', roles: ['admin'] });
    let afterId = 0;
    let items = 0;
    for (;;) {
      const response = await fetch(`${this.catalogUrl}${CATALOG_INTERNAL_API.itemsExport}?after_id=${afterId}&limit=${PAGE}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`Catalog export answered ${response.status}`);
      const page = ((await response.json()) as ApiSuccess<CatalogItemPayload[]>).data;
      for (const item of page) await this.projection.apply(item);
      items += page.length;
      if (page.length < PAGE) break;
      afterId = page[page.length - 1]!.id;
    }
    const indexed = await this.projection.rebuildIndex();
    this.logger.log(`Reindexed ${items} items from catalog; ${indexed} public`);
    return { items, indexed };
  }
}
