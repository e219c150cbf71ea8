import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SEARCH_OBJECT_ERRORS } from '../search/search-object';

/**
 * A query value as a number: one text of digits becomes its number; anything else (a list from a repeated
 * parameter, a word, '1e9', '') stays as it is and fails the whole-number check. (Not `@Type`: that needs
 * reflect-metadata, which the web does not load.)
 */
export const queryNumber = (value: unknown): unknown => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

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
  @IsOptional()
  @Transform(({ value }) => queryNumber(value))
  @IsInt({ message: PAGE_QUERY_ERRORS.page })
  @Min(1, { message: PAGE_QUERY_ERRORS.page })
  @Max(1_000_000, { message: PAGE_QUERY_ERRORS.page })
  page?: number;

  @IsOptional()
  @Transform(({ value }) => queryNumber(value))
  @IsInt({ message: PAGE_QUERY_ERRORS.limit })
  @Min(1, { message: PAGE_QUERY_ERRORS.limit })
  @Max(PAGE_LIMIT_MAX, { message: PAGE_QUERY_ERRORS.limit })
  limit?: number;
}

const AFTER_ID_MESSAGE = 'Must be a whole number of at least 0.';

/**
 * `GET internal/...?after_id=&limit=` of a service's export: its payloads in id order, for a consumer rebuilding
 * its read model (the search service's reindex).
 */
export class ExportPageQuery {
  /** The last id the caller has; the page starts after it. */
  @IsOptional()
  @Transform(({ value }) => queryNumber(value))
  @Min(0, { message: AFTER_ID_MESSAGE })
  @IsInt({ message: AFTER_ID_MESSAGE })
  after_id?: number;

  @IsOptional()
  @Transform(({ value }) => queryNumber(value))
  @Max(PAGE_LIMIT_MAX, { message: PAGE_QUERY_ERRORS.limit })
  @Min(1, { message: PAGE_QUERY_ERRORS.limit })
  @IsInt({ message: PAGE_QUERY_ERRORS.limit })
  limit?: number;
}
