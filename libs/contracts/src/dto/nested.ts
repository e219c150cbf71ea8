import { plainToInstance, Transform } from 'class-transformer';
import { IsArray, IsObject, ValidateNested, type ValidationOptions } from 'class-validator';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field that holds one object of another DTO class (checkout's `shipping` address, ...): it must be an
 * object, and its own fields are checked, reported as `shipping.zip`. (class-transformer's `@Type` would do
 * the conversion but reads reflect-metadata, which the web does not load.)
 */
export function NestedDto(dto: () => new () => object, options?: ValidationOptions): PropertyDecorator {
  const transform = Transform(({ value }) => (isPlainObject(value) ? plainToInstance(dto(), value) : value));
  const object = IsObject(options);
  // The context names the object's class for the API description (a nullable field's design type is only Object).
  const nested = ValidateNested({ ...options, context: { ...options?.context, [NESTED_DTO]: dto } });
  return (target, property) => {
    transform(target, property);
    object(target, property);
    nested(target, property);
  };
}

/**
 * A field that holds a list of objects of another DTO class (the product form's `locations`, `bulk_savings`,
 * bulk update's `items`): it must be a list, each entry an object whose own fields are checked, reported as
 * `locations.0.qty`. Bound its length with `@ArrayMaxSize`; `options.message` is the message for a value that
 * is not a list or an entry that is not an object.
 */
export function NestedDtoList(dto: () => new () => object, options?: ValidationOptions): PropertyDecorator {
  const toInstances = (value: unknown) => (Array.isArray(value) ? value.map((entry) => (isPlainObject(entry) ? plainToInstance(dto(), entry) : entry)) : value);
  const transform = Transform(({ value }) => toInstances(value));
  const list = IsArray(options);
  // The context names the entries' class for the API description (the list's design type is only Array).
  const nested = ValidateNested({ ...options, each: true, context: { ...options?.context, [NESTED_DTO]: dto } });
  return (target, property) => {
    transform(target, property);
    list(target, property);
    nested(target, property);
  };
}

/** The key of a NestedDtoList's validation context that holds its entries' class. */
export const NESTED_DTO = 'nestedDto';
