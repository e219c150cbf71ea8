import { SEARCH_TEXT_MAX } from '../search/search-object';
import { PRODUCT_INPUT_LIMITS } from '../catalog/dto/items';
import { NUMBER_TEXT_MAX } from './number-field';

/**
 * The JSON schema of each constraint this package defines itself (by its ValidateBy name), for the API
 * description: the schema generator knows class-validator's own decorators only, and would describe these fields
 * as anything.
 */
export const CONSTRAINT_SCHEMAS: Readonly<Record<string, Record<string, unknown>>> = {
  isNumberOrNumericText: { oneOf: [{ type: 'number' }, { type: 'string', maxLength: NUMBER_TEXT_MAX }] },
  isSearchText: { type: 'string', maxLength: SEARCH_TEXT_MAX },
  isListingId: {
    oneOf: [
      { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      { type: 'string', pattern: '^[A-Za-z0-9-]+$', maxLength: PRODUCT_INPUT_LIMITS.idMax },
    ],
  },
  isNameOrNames: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, maxItems: 100 }] },
};
