import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The messages of an OptionalText field: one for both checks, or each its own (class-validator's where left out). */
export type OptionalTextMessages = string | { notText?: string; tooLong?: string };

/**
 * An optional text field of a body: left out or null passes, anything else must be text of at most `max`
 * characters. Where a form rule requires the field (with the spec's message), these checks only refuse a wrong
 * type or an absurd size first. It registers what `@IsOptional() @MaxLength(max) @IsString()` would, in the
 * same order, so the checks and the API description derived from them are those of the three decorators.
 */
export function OptionalText(max: number, messages?: OptionalTextMessages): PropertyDecorator {
  const { notText, tooLong } = typeof messages === 'string' ? { notText: messages, tooLong: messages } : (messages ?? {});
  const isText = IsString(notText === undefined ? undefined : { message: notText });
  const bounded = MaxLength(max, tooLong === undefined ? undefined : { message: tooLong });
  const optional = IsOptional();
  return (target, property) => {
    // Stacked decorators register bottom up: the type check first, so a number or a list reads its message.
    isText(target, property);
    bounded(target, property);
    optional(target, property);
  };
}
