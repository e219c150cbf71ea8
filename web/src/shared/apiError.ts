import { httpErrorMessage } from '@solar/contracts';

/**
 * A failed API call. `message` is the spec's HTTP-mapped text (MESSAGES.http.*); `error` and `errors` are
 * what the server said, for forms that show field messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached or did not answer with JSON. */
    readonly status: number,
    /** The server's error text, when it sent one. */
    readonly error?: string,
    /** Validation errors: field -> messages. */
    readonly errors?: Record<string, string[]>,
    /** The failure ended the session (already cleared and announced), so callers need not report it again. */
    readonly sessionExpired = false,
  ) {
    super(httpErrorMessage(status));
  }

  /** Every message the server gave, field messages first; empty when it gave none. */
  get details(): string[] {
    const fieldMessages = Object.values(this.errors ?? {}).flat();
    return this.error ? [...fieldMessages, this.error] : fieldMessages;
  }
}
