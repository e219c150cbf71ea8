import { requestCheckOf, type FieldErrors } from '@solar/contracts';
import { plainToInstance } from 'class-transformer';
import type { ValidationError } from 'class-validator';
// The validator itself, not the package's index: the index is on every page (the contracts' decorators), and
// taking validateSync from it would put the whole validation engine into every page's first load.
import { Validator } from 'class-validator/esm5/validation/Validator';

const validator = new Validator();

/**
 * A request DTO of @solar/contracts as a form rule for `contractResolver`: the body the form would send is
 * checked by the DTO's class-validator decorators as the services' validation pipe checks it (the first failing
 * rule per field, nested fields as dotted paths), then by its whole-body rule (`@CheckedBy`) if it has one, so a
 * form shows the message the server would answer before anything is sent.
 */
export function dtoRule(dto: new () => object): (body: Record<string, unknown>) => FieldErrors {
  return (body) => {
    const errors: FieldErrors = {};
    const collect = (found: readonly ValidationError[], parent: string) => {
      for (const error of found) {
        const path = parent ? `${parent}.${error.property}` : error.property;
        if (error.constraints) errors[path] = Object.values(error.constraints);
        if (error.children?.length) collect(error.children, path);
      }
    };
    collect(validator.validateSync(plainToInstance(dto, body), { stopAtFirstError: true, forbidUnknownValues: true }), '');
    if (Object.keys(errors).length > 0) return errors;
    const outcome = requestCheckOf(dto)?.({ ...body });
    return outcome && !outcome.ok ? outcome.errors : errors;
  };
}
