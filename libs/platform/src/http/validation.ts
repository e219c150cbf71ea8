import { ValidationError, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { requestCheckOf, SEARCH_OBJECT_ERRORS } from '@solar/contracts';
import { InvalidInputError } from './domain-errors';

export const REQUEST_MESSAGES = {
  bodyNotAnObject: 'The request body must be a JSON object.',
  queryNotAnObject: 'The query string is malformed.',
} as const;

const looksLikeOperator = (name: string) => name.startsWith('$') || name.includes('.');

/** The message for one failed field: the rule's own, and ours for a field the DTO does not know. */
function messagesOf(error: ValidationError): string[] {
  const constraints = error.constraints ?? {};
  if (constraints.whitelistValidation) {
    return [looksLikeOperator(error.property) ? SEARCH_OBJECT_ERRORS.operator(error.property) : SEARCH_OBJECT_ERRORS.unknownKey];
  }
  return Object.values(constraints);
}

/** `{ field: [message, ...] }`, nested fields as dotted paths (`shipping.zip`). */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = messagesOf(error);
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, path));
  }
  return out;
}

const PRIMITIVES: unknown[] = [String, Boolean, Number, Array, Object];
const isDto = (metatype: unknown): metatype is new () => object => typeof metatype === 'function' && !PRIMITIVES.includes(metatype);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * The one way a request is validated, in every service: each body and query is a DTO class of
 * @solar/contracts. class-validator checks every field (type, size, format; a repeated query parameter is an
 * array where a string belongs, so it fails like any wrong type), fields the DTO does not name are refused, and
 * then the DTO's whole-body rule (`@CheckedBy`) runs: the same form rules the web shows, with the spec's
 * messages. Every failure answers 400 `{ errors: { field: [message] } }` before the handler runs.
 */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      // The first failing rule per field is the message a user needs; the rest repeat it in other words.
      stopAtFirstError: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new InvalidInputError(flattenValidationErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype, type } = metadata;
    if ((type !== 'body' && type !== 'query') || !isDto(metatype)) return super.transform(value, metadata);
    const input = value === undefined || value === null || (type === 'body' && isEmptyBuffer(value)) ? {} : value;
    if (!isPlainObject(input)) {
      const field = type === 'body' ? 'body' : 'query';
      throw new InvalidInputError({ [field]: [type === 'body' ? REQUEST_MESSAGES.bodyNotAnObject : REQUEST_MESSAGES.queryNotAnObject] });
    }
    const prototypeKeys = prototypeKeyPaths(input);
    if (prototypeKeys.length) throw new InvalidInputError(Object.fromEntries(prototypeKeys.map((path) => [path, [SEARCH_OBJECT_ERRORS.unknownKey]])));
    const dto = (await super.transform(input, { ...metadata, metatype })) as Record<string, unknown>;
    const check = requestCheckOf(metatype);
    if (!check) return dto;
    // The rule sees a plain object, as the web's forms hand it one.
    const outcome = check({ ...dto });
    if (!outcome.ok) throw new InvalidInputError(outcome.errors);
    return outcome.value !== undefined ? outcome.value : dto;
  }
}

const isEmptyBuffer = (value: unknown) => Buffer.isBuffer(value) && value.length === 0;

/**
 * Keys that name an object's prototype machinery rather than data. JSON.parse (and the query parser) keep
 * `__proto__` as an own key, which class-transformer or a spread would then assign as the prototype; a
 * search filter dropped it silently. None is a field of any DTO, so each is refused like any unknown key.
 */
export const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/**
 * The dotted paths (`where.__proto__`, `items.0.constructor`) of every prototype key in a parsed input, walked
 * without recursion, so a deep input cannot overflow the check (the body parser has bounded its depth already).
 */
export function prototypeKeyPaths(input: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const key of Object.keys(value)) {
      const at = path ? `${path}.${key}` : key;
      if (PROTOTYPE_KEYS.includes(key)) found.push(at);
      else stack.push({ value: (value as Record<string, unknown>)[key], path: at });
    }
  }
  return found.sort();
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe();
}
