import { buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';

/** Longest text a number may come as ('1234567.89', '1e6'): anything longer is not a number a form sends. */
export const NUMBER_TEXT_MAX = 32;

/**
 * A number as the forms send it: a finite JSON number, or a text that reads as one (a form field, a url-encoded
 * body). Blank text passes too: the form rule reads it as 'not given' and answers the field's own message.
 */
export const isNumberOrNumericText = (value: unknown): boolean => {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.length > NUMBER_TEXT_MAX) return false;
  return value.trim() === '' || Number.isFinite(Number(value));
};

/**
 * A numeric field of a form body: a number or a numeric text, never an object, a list, a boolean or a word,
 * and no bound of its own (the form rule checks range, whole numbers and cents, with the spec's messages).
 * Give it the form rule's message for the field where it has one.
 */
export function IsNumberOrNumericText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumberOrNumericText',
      validator: {
        validate: (value: unknown) => isNumberOrNumericText(value),
        defaultMessage: buildMessage((eachPrefix) => `${eachPrefix}$property must be a number`, options),
      },
    },
    options,
  );
}
