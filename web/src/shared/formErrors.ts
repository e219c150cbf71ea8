import { MESSAGES, type FieldErrors } from '@solar/contracts';
import type { FieldErrors as FormErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiError } from './apiError';
import { showError, showErrors } from './toast';

/**
 * Glue between the forms (react-hook-form) and the shared form rules of @solar/contracts: the same validate
 * functions the services run decide what a form shows under each field; and how a failed call is shown.
 */

/** A react-hook-form resolver from a contracts validator `(input) => {field: [message]}`. */
export function contractResolver<T extends FieldValues>(validate: (input: Record<string, unknown>) => FieldErrors): Resolver<T> {
  return (values) => {
    const errors = Object.entries(validate(values));
    if (errors.length === 0) return { values, errors: {} };
    // The contracts name fields by their top-level key, which is how these forms name them too.
    const formErrors = Object.fromEntries(errors.map(([field, messages]) => [field, { type: 'validate', message: messages[0] }]));
    return { values: {}, errors: formErrors as FormErrors<T> };
  };
}

/** The server's first message for `field`, if it gave one. */
export const serverFieldMessage = (error: unknown, field: string): string | undefined => (error instanceof ApiError ? error.errors?.[field]?.[0] : undefined);

/** What the server said about a failure as a whole: its error text, else its first field message. */
export const serverMessage = (error: unknown): string | undefined => (error instanceof ApiError ? (error.error ?? error.details[0]) : undefined);

/**
 * Puts the server's field messages under the form's own fields; answers whether any field got one.
 * Messages for fields the form does not have are left to the toast.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  let applied = false;
  for (const field of fields) {
    const message = serverFieldMessage(error, field);
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/**
 * Toasts a failed call the way the spec's error catalogue does: each message the server gave, else the HTTP
 * text of a server error, else the fallback. Nothing when the failure ended the session (already announced).
 */
export function reportFailure(error: unknown, fallback: string = MESSAGES.toast.genericError): void {
  if (error instanceof ApiError) {
    if (error.sessionExpired) return;
    if (error.details.length > 0) return showErrors(error.details);
    if (error.status >= 500) return showError(error.message);
  }
  showError(fallback);
}

/** Registration failure: each email error, otherwise each password error, otherwise the error text or 'Registration failed'. */
export function reportRegistrationFailure(error: unknown): void {
  const errors = error instanceof ApiError ? error.errors : undefined;
  if (errors?.email?.length) return showErrors(errors.email);
  if (errors?.password?.length) return showErrors(errors.password);
  if (error instanceof ApiError && !errors && error.error) return showError(error.error);
  showError(MESSAGES.toast.registrationFailed);
}
