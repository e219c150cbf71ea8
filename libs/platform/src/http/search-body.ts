import { BadRequestException } from '@nestjs/common';
import { SEARCH_OBJECT_ERRORS, validateSearchObject, type NormalisedSearchObject, type SearchAllowList } from '@solar/contracts';

/** The spec's search object, checked against the endpoint's allow-list; 400 with `errors` otherwise. */
export function parseSearchBody(body: unknown, allowList: SearchAllowList): NormalisedSearchObject {
  const result = validateSearchObject(body, allowList);
  if (!result.ok) throw new BadRequestException({ errors: result.errors });
  return result.value;
}

const limitRange = (max: number) => `Must be a whole number from 1 to ${max}.`;

/** `?page=&limit=` for GET lists, with defaults; 400 on values that are not whole numbers in range. */
export function parsePageQuery(
  query: Record<string, string | undefined>,
  defaults: { page: number; limit: number },
  maxLimit = 200,
): { page: number; limit: number } {
  const page = query.page === undefined ? defaults.page : Number(query.page);
  const limit = query.limit === undefined ? defaults.limit : Number(query.limit);
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(page) || page < 1) errors.page = [SEARCH_OBJECT_ERRORS.pageRange];
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) errors.limit = [limitRange(maxLimit)];
  if (Object.keys(errors).length) throw new BadRequestException({ errors });
  return { page, limit };
}
