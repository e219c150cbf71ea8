import { Injectable } from '@nestjs/common';
import { PublicReadCache, type SearchIndex } from '@solar/platform';
import type { Request } from 'express';

/** The answer a shop search asks for: its search object as parsed (the same object always answers the same). */
export const itemSearchKey = (req: Request): string => JSON.stringify(req.body ?? null);

/**
 * Shop search answers (`POST items/search`) as they were last computed. Only with the embedded index, which this
 * instance alone writes: every write to the items index drops them (`invalidatingWrites`). Elasticsearch is
 * shared by every instance, where one instance's writes would not reach the others' answers; it keeps its own
 * request cache.
 */
@Injectable()
export class ItemsSearchCache extends PublicReadCache {
  constructor() {
    // An answer with its facets is up to some 20 kB: 500 of them stay within 10 MB.
    super(500);
  }
}

const INDEX_WRITES = new Set<keyof SearchIndex>(['ensureIndex', 'dropIndex', 'upsert', 'remove', 'clear']);

/**
 * The index as `writer` sees it, with every write dropping the kept answers before it starts and after it ends:
 * a search that overlaps a write is not kept.
 */
export function invalidatingWrites(index: SearchIndex, cache: PublicReadCache): SearchIndex {
  return new Proxy(index, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (!INDEX_WRITES.has(property as keyof SearchIndex)) return value.bind(target);
      return async (...args: unknown[]) => {
        cache.invalidate();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          cache.invalidate();
        }
      };
    },
  });
}
