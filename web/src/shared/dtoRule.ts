import { requestCheckOf, type FieldErrors } from '@solar/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

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
    collect(validateSync(plainToInstance(dto, body), { stopAtFirstError: true, forbidUnknownValues: true }), '');
    if (Object.keys(errors).length > 0) return errors;
    const outcome = requestCheckOf(dto)?.({ ...body });
    return outcome && !outcome.ok ? outcome.errors : errors;
  };
}
