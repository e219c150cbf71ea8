import { MESSAGES, type FieldErrors } from '@solar/contracts';
import type { FieldErrors as FormErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api';
import { showError, showErrors } from '../toast';

/**
 * Glue between the account forms (react-hook-form) and the shared form rules of @solar/contracts: the same
 * validate functions the identity service runs decide what the form shows under each field.
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

/**
 * Puts the server's field messages under the form's own fields; answers whether any field got one.
 * Messages for fields the form does not have are left to the toast.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
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
