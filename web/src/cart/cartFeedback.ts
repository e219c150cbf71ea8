import { MESSAGES } from '@solar/contracts';
import { ApiError } from '../api';
import { serverFieldMessage } from '../shared/formErrors';
import { showError } from '../shared/toast';

/**
 * What a failed cart or wishlist call tells the user: the server's field message (a 422's `errors.qty`) or
 * its error text (a 404's `error`), else the generic message. Nothing when the failure ended the session:
 * that has been announced already.
 */
export function cartFailureMessage(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.sessionExpired) return null;
    return error.details[0] ?? MESSAGES.toast.genericError;
  }
  return MESSAGES.toast.genericError;
}

export function reportCartFailure(error: unknown): void {
  const message = cartFailureMessage(error);
  if (message) showError(message);
}

/** The quantity message of a refused quantity change, for under the line's stepper. */
export const quantityMessageOf = (error: unknown): string | undefined => serverFieldMessage(error, 'qty');
