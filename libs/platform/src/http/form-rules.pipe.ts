import { BadRequestException, type PipeTransform } from '@nestjs/common';

type FormRule = (input: Record<string, unknown>) => Record<string, string[]>;

/**
 * Validates a body with a form rule of @solar/contracts, the same function the web app runs on the form, so
 * server and browser show identical messages. Failures answer 400 `{errors: {field: [message]}}`, like the
 * class-validator DTOs; the body reaches the handler only when the rule passes.
 */
export class FormRules<T> implements PipeTransform<unknown, T> {
  constructor(private readonly rule: FormRule) {}

  transform(value: unknown): T {
    const input = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const errors = this.rule(input);
    if (Object.keys(errors).length > 0) throw new BadRequestException({ errors });
    return input as T;
  }
}
