/**
 * Failures of the domain, thrown by services without knowing about HTTP; the one exception filter answers
 * each with its status in the API envelope. `errors` are field messages (`{ field: [message] }`) when the
 * failure is about one field of the request.
 */
export abstract class DomainError extends Error {
  abstract readonly status: 404 | 409 | 422;

  constructor(
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** What the caller named does not exist (or is not theirs to see): 404. */
export class NotFoundError extends DomainError {
  readonly status = 404;
}

/** The state changed under the caller, or the request collides with what exists (a concurrent write that kept losing, a duplicate): 409. */
export class ConflictError extends DomainError {
  readonly status = 409;
}

/** The request is well formed but a business rule refuses it (stock, MOQ, a state that does not allow it): 422. */
export class BusinessRuleError extends DomainError {
  readonly status = 422;
}

/** Said when an optimistic write lost to concurrent writers every time it retried. */
export const CONCURRENT_CHANGE_MESSAGE = 'This record is being changed by someone else right now; please try again.';
