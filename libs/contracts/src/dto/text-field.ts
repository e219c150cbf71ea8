import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { maskContactDetails } from '../chat/rules/contact-masking';
import { plainText } from '../rules/rich-text';
import { composed } from './compose';

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

/**
 * A free-text field a party of a negotiable deal reads before the contract (an offer's note, a reason, a quote's
 * legal text, an inquiry, a custom order): an OptionalText that arrives as plain text with contact details
 * masked (`maskContactDetails`), the one rule of the chat before the contract. The transform runs before the
 * checks, so `max` and the form rule's limits hold for the masked text, which is what is stored and read.
 * Anything but text, or text over `max`, is left for the checks to refuse.
 */
export function ContactMaskedText(max: number, messages?: OptionalTextMessages): PropertyDecorator {
  return composed(
    OptionalText(max, messages),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.length <= max ? maskContactDetails(plainText(value)).text : value)),
  );
}
