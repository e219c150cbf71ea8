import { IsOptional, IsString, ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { isSearchTextWithinLimit, SEARCH_OBJECT_ERRORS } from '../../search/search-object';
import { PageQuery } from '../../dto/page-query';

/**
 * A free-text query parameter (`?q=`) of at most SEARCH_TEXT_MAX characters once trimmed. Put it above
 * `@IsString({ message: SEARCH_OBJECT_ERRORS.queryParamShape })`, which refuses `?q=a&q=b` (a list): class-validator
 * checks a field's decorators from the bottom up and reports the first that fails.
 */
export function IsSearchText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSearchText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isSearchTextWithinLimit(value),
        defaultMessage: buildMessage(() => SEARCH_OBJECT_ERRORS.queryTooLong, options),
      },
    },
    options,
  );
}

/** `GET brands?page=&limit=&q=`: a page of the active brands, A to Z, whose name contains `q`. */
export class BrandsListQuery extends PageQuery {
  @IsOptional()
  @IsSearchText()
  @IsString({ message: SEARCH_OBJECT_ERRORS.queryParamShape })
  q?: string;
}
