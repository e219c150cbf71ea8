import { Inject, Injectable, Logger } from '@nestjs/common';
import { CATALOG_INTERNAL_API, TRADER_INTERNAL_API, type ApiSuccess } from '@solar/contracts';
import { TokenService } from '@solar/platform';
import { DealsProjection } from '../deals/deals-projection';
import { ItemsProjection } from '../items/items-projection';
import type { RevisionedPayload, RevisionedProjection } from './revisioned-projection';

/** Where the services whose exports rebuild the read models answer. */
export interface ExportSources {
  catalog: string;
  trader: string;
}
export const EXPORT_SOURCES = Symbol('EXPORT_SOURCES');

/** The most an export page holds (the exports' own limit). */
const PAGE = 200;

/**
 * Rebuilds a read model and its index from the owning service's export (the catalog's items, the trader's
 * deals), for when an index was lost or a new search deployment starts empty. Runs beside live events safely:
 * the projection keeps the newest revision, whichever arrives first.
 */
@Injectable()
export class ExportReindex {
  private readonly logger = new Logger(ExportReindex.name);

  constructor(
    private readonly items: ItemsProjection,
    private readonly deals: DealsProjection,
    private readonly tokens: TokenService,
    @Inject(EXPORT_SOURCES) private readonly sources: ExportSources,
  ) {}

  async reindexItems(): Promise<{ items: number; indexed: number }> {
    const { exported, indexed } = await this.rebuild(`${this.sources.catalog}${CATALOG_INTERNAL_API.itemsExport}`, this.items);
    this.logger.log(`Reindexed ${exported} items from catalog; ${indexed} public`);
    return { items: exported, indexed };
  }

  async reindexDeals(): Promise<{ deals: number; indexed: number }> {
    const { exported, indexed } = await this.rebuild(`${this.sources.trader}${TRADER_INTERNAL_API.dealsExport}`, this.deals);
    this.logger.log(`Reindexed ${exported} deals from trader; ${indexed} public`);
    return { deals: exported, indexed };
  }

  /** Pages through an export in id order into the projection, then rebuilds the index from the read model. */
  private async rebuild<P extends RevisionedPayload & { id: number }>(
    exportUrl: string,
    projection: RevisionedProjection<P, object>,
  ): Promise<{ exported: number; indexed: number }> {
    const token = this.tokens.serviceToken('search');
    let afterId = 0;
    let exported = 0;
    for (;;) {
      const response = await fetch(`${exportUrl}?after_id=${afterId}&limit=${PAGE}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${exportUrl} answered ${response.status}`);
      const page = ((await response.json()) as ApiSuccess<P[]>).data;
      for (const payload of page) await projection.apply(payload);
      exported += page.length;
      if (page.length < PAGE) break;
      afterId = page[page.length - 1]!.id;
    }
    return { exported, indexed: await projection.rebuildIndex() };
  }
}
