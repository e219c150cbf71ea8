/**
 * The building blocks of every form rule in this package: the web shows the messages under the fields and
 * the services answer them as `errors: {field: [message]}` with HTTP 400. A rule returns `{}` when the input
 * is valid.
 */
export type FieldErrors = Record<string, string[]>;

/** Any value from a form or a JSON body: only non-blank strings count as given. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A number from a form (a numeric string) or a JSON body; undefined when blank or not a number. */
export const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
};

/** Whether a form sent an optional field at all (blank text counts as not sent). */
export const isGiven = (value: unknown): boolean => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

export class Collector {
  readonly errors: FieldErrors = {};
  /** Records the first failing rule of a field only, as the forms show one message per field. */
  check(field: string, rules: [failed: boolean, message: string][]): void {
    const failed = rules.find(([isFailing]) => isFailing);
    if (failed) this.errors[field] = [failed[1]];
  }
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
