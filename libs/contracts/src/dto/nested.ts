import { plainToInstance, Transform } from 'class-transformer';
import { IsObject, ValidateNested, type ValidationOptions } from 'class-validator';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field that holds one object of another DTO class (checkout's `shipping` address, ...): it must be an
 * object, and its own fields are checked, reported as `shipping.zip`. (class-transformer's `@Type` would do
 * the conversion but reads reflect-metadata, which the web does not load.)
 */
export function NestedDto(dto: () => new () => object, options?: ValidationOptions): PropertyDecorator {
  const transform = Transform(({ value }) => (isPlainObject(value) ? plainToInstance(dto(), value) : value));
  const object = IsObject(options);
  const nested = ValidateNested(options);
  return (target, property) => {
    transform(target, property);
    object(target, property);
    nested(target, property);
  };
}
