/** Field messages of a request: `{ field: [message] }`, in the specs' exact texts. */
export type FieldErrors = Record<string, string[]>;

/** Every status a domain error answers with; the one exception filter maps each class to its own. */
export type DomainErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503 | 504;

/**
 * Failures of the domain, thrown by services without knowing about HTTP; the one exception filter answers
 * each with its status in the API envelope. `errors` are field messages when the failure is about fields of
 * the request; given alone, the first of them is also the failure's message (the envelope's `error`).
 */
export abstract class DomainError extends Error {
  abstract readonly status: DomainErrorStatus;
  readonly errors?: FieldErrors;

  constructor(message: string, errors?: FieldErrors);
  constructor(errors: FieldErrors);
  constructor(messageOrErrors: string | FieldErrors, errors?: FieldErrors) {
    const fields = typeof messageOrErrors === 'string' ? errors : messageOrErrors;
    super(typeof messageOrErrors === 'string' ? messageOrErrors : (Object.values(messageOrErrors).flat()[0] ?? ''));
    this.name = new.target.name;
    if (fields) this.errors = fields;
  }
}

/** The request itself is wrong (a field missing, malformed or out of range): 400, usually with field messages. */
export class InvalidInputError extends DomainError {
  readonly status = 400;
}

/** The caller is not signed in, or their session no longer counts: 401. */
export class UnauthorizedError extends DomainError {
  readonly status = 401;
}

/** The payment provider declined the card: 402. */
export class PaymentDeclinedError extends DomainError {
  readonly status = 402;
}

/** The caller is known but may not do this (not theirs, not their role): 403. */
export class ForbiddenError extends DomainError {
  readonly status = 403;
}

/** What the caller named does not exist (or is not theirs to see): 404. */
export class NotFoundError extends DomainError {
  readonly status = 404;
}

/** The state changed under the caller, or the request collides with what exists (a concurrent write that kept losing, a duplicate): 409. */
export class ConflictError extends DomainError {
  readonly status = 409;
}

/** What was sent is larger than accepted (an upload over its limit): 413. */
export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
}

/** The request is well formed but a business rule refuses it (stock, MOQ, a state that does not allow it): 422. */
export class BusinessRuleError extends DomainError {
  readonly status = 422;
}

/** Past a rate limit: 429, answered with `Retry-After` when the wait is known. */
export class TooManyRequestsError extends DomainError {
  readonly status = 429;

  constructor(
    message: string,
    /** How long until the caller may try again. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** The wait in whole seconds, at least 1 (Retry-After's unit), when known. */
  get retryAfterSeconds(): number | undefined {
    return this.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(this.retryAfterMs / 1000));
  }
}

/** Another system we depend on answered wrongly (the payment provider failed): 502. */
export class BadGatewayError extends DomainError {
  readonly status = 502;
}

/** Another service or provider cannot be reached right now; trying later may work: 503. */
export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
}

/** Another system we depend on did not answer in time (the outcome is unknown): 504. */
export class GatewayTimeoutError extends DomainError {
  readonly status = 504;
}

/** Said when an optimistic write lost to concurrent writers every time it retried. */
export const CONCURRENT_CHANGE_MESSAGE = 'This record is being changed by someone else right now; please try again.';
