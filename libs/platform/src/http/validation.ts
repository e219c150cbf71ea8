import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** `{ field: [message, ...] }`, nested fields as dotted paths (`shipping.zip`). */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, path));
  }
  return out;
}

/** DTOs are class-validator classes from @solar/contracts; failures answer 400 with the spec's messages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    // The first failing rule per field is the message a user needs; the rest repeat it in other words.
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException({ errors: flattenValidationErrors(errors) }),
  });
}
