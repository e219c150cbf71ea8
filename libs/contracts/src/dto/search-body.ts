import { Allow, IsInt, IsObject, IsOptional, Max, Min, ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import {
  SEARCH_LIMIT_MAX,
  SEARCH_OBJECT_ERRORS,
  validateSearchObject,
  type NormalisedSearchObject,
  type SearchAllowList,
  type SearchOrderBy,
  type SearchQuery,
  type SearchScalar,
  type SearchValidationResult,
} from '../search/search-object';
import { CheckedBy } from './checked-by';

/** A name, or a list of names (`fields`, `with`). */
export function IsNameOrNames(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNameOrNames',
      validator: {
        validate: (value: unknown) => typeof value === 'string' || (Array.isArray(value) && value.length <= 100 && value.every((v) => typeof v === 'string')),
        defaultMessage: buildMessage(() => SEARCH_OBJECT_ERRORS.notAList, options),
      },
    },
    options,
  );
}

/** A DTO class to build on. */
type DtoClass = new (...args: any[]) => object;

/**
 * `fields` and `with` of the spec's search object, added to `Base`: declared once, for `SearchBody` and for a
 * body that takes these two names beside fields of its own (`class CartSearchBody extends withSearchNames(CartOwnerBody)`).
 */
export function withSearchNames<TBase extends DtoClass>(Base: TBase) {
  class SearchNames extends Base {
    @IsOptional()
    @IsNameOrNames()
    fields?: string[] | string;

    @IsOptional()
    @IsNameOrNames()
    with?: string[] | string;
  }
  return SearchNames;
}

/**
 * The spec's search object as a request DTO: class-validator checks each part's type; the endpoint's
 * allow-list (`searchBody()`) checks the names and normalises it for the handler.
 */
export class SearchBody extends withSearchNames(class {}) {
  @IsOptional()
  @IsObject({ message: SEARCH_OBJECT_ERRORS.notAnObjectOfFields })
  where?: Record<string, SearchScalar>;

  @IsOptional()
  @IsObject({ message: SEARCH_OBJECT_ERRORS.notAnObjectOfFields })
  where_in?: Record<string, SearchScalar[]>;

  /** Free text, or `{ term, fields }`; its length and shape are the allow-list check's. */
  @IsOptional()
  @Allow()
  query?: string | SearchQuery;

  @IsOptional()
  @IsInt({ message: SEARCH_OBJECT_ERRORS.limitRange })
  @Min(1, { message: SEARCH_OBJECT_ERRORS.limitRange })
  @Max(SEARCH_LIMIT_MAX, { message: SEARCH_OBJECT_ERRORS.limitRange })
  limit?: number;

  /** 'created_at DESC', { created_at: 'desc' }, or a list of those; the allow-list check reads it. */
  @IsOptional()
  @Allow()
  orderby?: SearchOrderBy | SearchOrderBy[];

  @IsOptional()
  @IsInt({ message: SEARCH_OBJECT_ERRORS.pageRange })
  @Min(1, { message: SEARCH_OBJECT_ERRORS.pageRange })
  @Max(1_000_000, { message: SEARCH_OBJECT_ERRORS.pageRange })
  page?: number;
}

/** What an endpoint's search body checks besides its allow-list. */
export interface SearchBodyOptions {
  /**
   * `where` and `where_in` fields that hold numbers (ids, a location's state): each value a number, a numeric
   * text (which becomes its number) or null; anything else answers 400 on `where.<field>`.
   */
  numbers?: readonly string[];
}

export const SEARCH_BODY_ERRORS = {
  notANumber: 'Must be a number.',
  notNumbers: 'Must be a list of numbers.',
} as const;

/** A filter value as a number: null stays null, numeric text becomes its number, anything else is undefined. */
const numberValue = (value: SearchScalar): number | null | undefined => {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 32 && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};

/** The allow-list's answer with the numeric filters checked and made numbers. */
function withNumbers(result: SearchValidationResult, numbers: readonly string[] | undefined): SearchValidationResult {
  if (!result.ok || !numbers?.length) return result;
  const errors: Record<string, string[]> = {};
  const where = { ...result.value.where };
  const whereIn = { ...result.value.where_in };
  for (const field of numbers) {
    if (field in where) {
      const n = numberValue(where[field]!);
      if (n === undefined) errors[`where.${field}`] = [SEARCH_BODY_ERRORS.notANumber];
      else where[field] = n;
    }
    if (field in whereIn) {
      const list = whereIn[field]!.map(numberValue);
      if (list.some((n) => n === undefined)) errors[`where_in.${field}`] = [SEARCH_BODY_ERRORS.notNumbers];
      else whereIn[field] = list as (number | null)[];
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...result.value,
      ...(result.value.where ? { where } : {}),
      ...(result.value.where_in ? { where_in: whereIn } : {}),
    },
  };
}

/**
 * The base of one endpoint's search body, whose rule is the endpoint's allow-list:
 * `class ItemsSearchBody extends searchBody(ITEM_SEARCH) {}` names it for the API description, and the
 * handler taking `@Body() search: ItemsSearchBody` receives the normalised search object the rule answers.
 */
export function searchBody(allowList: SearchAllowList, options: SearchBodyOptions = {}): new () => NormalisedSearchObject {
  @CheckedBy((input) => withNumbers(validateSearchObject(input, allowList), options.numbers))
  class EndpointSearchBody extends SearchBody {}
  return EndpointSearchBody as unknown as new () => NormalisedSearchObject;
}
