import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SEARCH_OBJECT_ERRORS } from '../search/search-object';
import { composed } from './compose';

/**
 * A query value as a number: one text of digits becomes its number; anything else (a list from a repeated
 * parameter, a word, '1e9', '') stays as it is and fails the whole-number check. (Not `@Type`: that needs
 * reflect-metadata, which the web does not load.)
 */
export const queryNumber = (value: unknown): unknown => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

/**
 * An optional whole-number query value from `min` to `max`: a text of digits becomes its number, and anything
 * else (a word, a repeated parameter, a value out of range) answers 400 with `message`.
 */
export const OptionalQueryNumber = (min: number, max: number, message: string): PropertyDecorator =>
  composed(
    IsOptional(),
    Transform(({ value }) => queryNumber(value)),
    Max(max, { message }),
    Min(min, { message }),
    IsInt({ message }),
  );

/** Longest page a GET list hands out (`?limit=`). */
export const PAGE_LIMIT_MAX = 200;
export const PAGE_QUERY_ERRORS = {
  page: SEARCH_OBJECT_ERRORS.pageRange,
  limit: `Must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`,
} as const;

/**
 * `?page=&limit=` of a GET list. Query values arrive as text and become numbers here; anything that is not
 * one whole number in range (a word, `?page=1&page=2`, 1e9) answers 400. Each endpoint applies its own defaults.
 */
export class PageQuery {
  @OptionalQueryNumber(1, 1_000_000, PAGE_QUERY_ERRORS.page)
  page?: number;

  @OptionalQueryNumber(1, PAGE_LIMIT_MAX, PAGE_QUERY_ERRORS.limit)
  limit?: number;
}

const AFTER_ID_MESSAGE = 'Must be a whole number of at least 0.';

/**
 * `GET internal/...?after_id=&limit=` of a service's export: its payloads in id order, for a consumer rebuilding
 * its read model (the search service's reindex).
 */
export class ExportPageQuery {
  /** The last id the caller has; the page starts after it. */
  @OptionalQueryNumber(0, Number.MAX_SAFE_INTEGER, AFTER_ID_MESSAGE)
  after_id?: number;

  @OptionalQueryNumber(1, PAGE_LIMIT_MAX, PAGE_QUERY_ERRORS.limit)
  limit?: number;
}
