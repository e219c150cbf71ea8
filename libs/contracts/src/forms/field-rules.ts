import { MESSAGES } from '../messages';
import { plainText, sanitizeRichText } from '../rules/rich-text';
import { LIMITS } from '../rules/validation';

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

// What the shop's product form (catalog/forms) and the trader's deal form (trader/forms) check alike: the same
// fields, in the same order, with the same messages.
const P = MESSAGES.product;

/**
 * The product's texts, as the product form and the deal form check them: the name, the meta title and the meta
 * description as they will be stored (plain text) within their limits, and a description that keeps some text
 * once sanitized.
 */
export function checkProductTexts(c: Collector, input: Record<string, unknown>): void {
  const title = plainText(input.name);
  c.check('name', [
    [!title, P.titleRequired],
    [title.length > LIMITS.titleMax, MESSAGES.validation.titleMaxLength],
  ]);
  c.check('description', [[!sanitizeRichText(text(input.description)).trim(), P.descriptionRequired]]);
  const metaTitle = plainText(input.meta_name);
  c.check('meta_name', [
    [!metaTitle, P.metaTitleRequired],
    [metaTitle.length > LIMITS.metaTitleMax, P.metaTitleMax],
  ]);
  const metaDescription = plainText(input.meta_description);
  c.check('meta_description', [
    [!metaDescription, P.metaDescriptionRequired],
    [metaDescription.length > LIMITS.metaDescriptionMax, P.metaDescriptionMax],
  ]);
}

/** Units the product and deal forms offer; length, width and height must use the same one. */
export const WEIGHT_UNITS = ['lb', 'kg'] as const;
export const DIMENSION_UNITS = ['in', 'ft', 'cm', 'mm', 'm'] as const;

/**
 * The shipping weight and box size of one unit, as the product form and the deal form check them: each measure
 * above 0 and at most LIMITS.measureMax, each unit one the forms offer, and length, width and height in the same
 * unit (reported under `height_unit`, the last of them).
 */
export function checkWeightAndSize(c: Collector, input: Record<string, unknown>): void {
  const measure = (field: string, message: string): void => {
    const n = numberOf(input[field]);
    c.check(field, [
      [n === undefined || n <= 0, message],
      [n !== undefined && n > LIMITS.measureMax, MESSAGES.limits.measureTooLarge],
    ]);
  };
  const isOneOf = (choices: readonly string[], value: unknown): boolean => (choices as readonly unknown[]).includes(value);

  measure('weight', P.weightRequired);
  c.check('weight_unit', [[!isOneOf(WEIGHT_UNITS, input.weight_unit), P.weightUnitRequired]]);
  measure('length', P.lengthRequired);
  measure('width', P.widthRequired);
  measure('height', P.heightRequired);
  const units = ['length_unit', 'width_unit', 'height_unit'] as const;
  for (const unit of units) c.check(unit, [[!isOneOf(DIMENSION_UNITS, input[unit]), P.dimensionUnitRequired]]);
  if (units.every((unit) => !c.errors[unit]) && new Set(units.map((unit) => input[unit])).size > 1) {
    c.errors.height_unit = [MESSAGES.validation.dimensionUnitsMustMatch];
  }
}
