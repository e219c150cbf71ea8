import { Allow, IsInt, IsObject, IsOptional, Max, Min, ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { SEARCH_LIMIT_MAX, SEARCH_OBJECT_ERRORS, validateSearchObject, type NormalisedSearchObject, type SearchAllowList, type SearchOrderBy, type SearchQuery, type SearchScalar } from '../search/search-object';
import { CheckedBy } from './checked-by';

/** A name, or a list of names (`fields`, `with`). */
function IsNameOrNames(options?: ValidationOptions): PropertyDecorator {
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

/**
 * The spec's search object as a request DTO: class-validator checks each part's type; the endpoint's
 * allow-list (`searchBody()`) checks the names and normalises it for the handler.
 */
export class SearchBody {
  @IsOptional()
  @IsNameOrNames()
  fields?: string[] | string;

  @IsOptional()
  @IsNameOrNames()
  with?: string[] | string;

  @IsOptional()
  @IsObject({ message: SEARCH_OBJECT_ERRORS.notAnObjectOfFields })
  where?: Record<string, SearchScalar>;

  @IsOptional()
  @IsObject({ message: SEARCH_OBJECT_ERRORS.notAnObjectOfFields })
  where_in?: Record<string, SearchScalar[]>;

  /** Free text, or `{ term, fields }`; its length and shape are the allow-list check's. */
  @Allow()
  query?: string | SearchQuery;

  @IsOptional()
  @IsInt({ message: SEARCH_OBJECT_ERRORS.limitRange })
  @Min(1, { message: SEARCH_OBJECT_ERRORS.limitRange })
  @Max(SEARCH_LIMIT_MAX, { message: SEARCH_OBJECT_ERRORS.limitRange })
  limit?: number;

  /** 'created_at DESC', { created_at: 'desc' }, or a list of those; the allow-list check reads it. */
  @Allow()
  orderby?: SearchOrderBy | SearchOrderBy[];

  @IsOptional()
  @IsInt({ message: SEARCH_OBJECT_ERRORS.pageRange })
  @Min(1, { message: SEARCH_OBJECT_ERRORS.pageRange })
  @Max(1_000_000, { message: SEARCH_OBJECT_ERRORS.pageRange })
  page?: number;
}

/**
 * The base of one endpoint's search body, whose rule is the endpoint's allow-list:
 * `class ItemsSearchBody extends searchBody(ITEM_SEARCH) {}` names it for the API description, and the
 * handler taking `@Body() search: ItemsSearchBody` receives the normalised search object the rule answers.
 */
export function searchBody(allowList: SearchAllowList): new () => NormalisedSearchObject {
  @CheckedBy((input) => validateSearchObject(input, allowList))
  class EndpointSearchBody extends SearchBody {}
  return EndpointSearchBody as unknown as new () => NormalisedSearchObject;
}
