import type { FieldErrors } from '@solar/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues, type FieldErrors as FormErrors, type Path, type UseFormProps, type UseFormSetError } from 'react-hook-form';
import { ApiError } from '../apiError';
import { reportFailure } from '../formErrors';
import { showErrors } from '../toast';

/*
 * What the long forms of the sellers (the shop's product form, the trader's deal form) share beyond their
 * fields: the contract rule's messages nested the way react-hook-form reads them, the server's field messages
 * put under the same fields, and the page brought to the first message.
 */

/** How a rule's field key ('locations.0.zip') reads as a form path; most forms use the key as it is. */
export type FormPathOf = (field: string) => string;

const samePath: FormPathOf = (field) => field;

/** Turns `{'a.0.b': [message]}` into the nested error object react-hook-form reads (its first message each). */
export function nestErrors<T extends FieldValues>(errors: FieldErrors, pathOf: FormPathOf = samePath): FormErrors<T> {
  const root: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const segments = pathOf(field).split('.');
    let node: Record<string, unknown> = root;
    segments.slice(0, -1).forEach((segment, i) => {
      const nextIsIndex = /^\d+$/.test(segments[i + 1]);
      node[segment] ??= nextIsIndex ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
    node[segments[segments.length - 1]] = { type: 'validate', message: messages[0] };
  }
  return root as FormErrors<T>;
}

/**
 * A failed save: the server's field messages go under the form's fields (`isFormField` says which keys the
 * form shows), every other message is toasted, and a failure without messages is reported as the error
 * catalogue says.
 */
function showSaveFailure<T extends FieldValues>(
  error: unknown,
  isFormField: (field: string) => boolean,
  setError: UseFormSetError<T>,
  pathOf: FormPathOf = samePath,
): void {
  const fieldErrors = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
  const placed = fieldErrors.filter(([field]) => isFormField(field));
  for (const [field, messages] of placed) setError(pathOf(field) as Path<T>, { type: 'server', message: messages[0] });
  const elsewhere = fieldErrors.filter(([field]) => !isFormField(field)).flatMap(([, messages]) => messages);
  if (elsewhere.length > 0) showErrors(elsewhere);
  if (placed.length === 0 && elsewhere.length === 0) reportFailure(error);
}

/**
 * Brings the first message of the form into view and focuses its control, in page order (react-hook-form's
 * own focus knows only registered inputs, not the pickers and lists).
 */
function scrollToFirstError(form: HTMLFormElement | null): void {
  const message = form?.querySelector<HTMLElement>('.invalid-feedback');
  if (!form || !message) return;
  const control = Array.from(form.querySelectorAll<HTMLElement>('[aria-describedby]')).find((element) =>
    (element.getAttribute('aria-describedby') ?? '').split(' ').includes(message.id),
  );
  (control ?? message).scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  control?.focus({ preventScroll: true });
}

export interface SaveFailurePlacement {
  /** Whether the form shows the field a server message names (the others are toasted). */
  isFormField: (field: string) => boolean;
  pathOf?: FormPathOf;
}

/**
 * A long form: react-hook-form's, with the ref its <form> takes, `requestScroll` to move to its first message
 * once the messages have rendered (pass it as handleSubmit's invalid handler), and `saveFailed` for a save
 * the server refused: its messages shown (see showSaveFailure), then the first brought into view.
 */
export function useLongForm<T extends FieldValues>(options: UseFormProps<T>, placement: SaveFailurePlacement) {
  // The form moves to its first message itself, in page order: react-hook-form's focus knows only its inputs.
  const form = useForm<T>({ ...options, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) scrollToFirstError(formRef.current);
  }, [request]);
  const requestScroll = () => setRequest((n) => n + 1);
  const saveFailed = (error: unknown) => {
    showSaveFailure(error, placement.isFormField, form.setError, placement.pathOf);
    requestScroll();
  };
  return { form, formRef, requestScroll, saveFailed };
}
