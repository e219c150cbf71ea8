import { TIMINGS } from '@solar/contracts';
import type { ToastContainerProps } from 'react-toastify';

/**
 * Toasts through react-toastify, loaded with the first toast rather than with every page: most visits never
 * show one. AppShell mounts the container (Toasts.tsx) once a toast is asked for; toastify queues what is raised
 * before its container mounts. The message text doubles as the toast id, so the same message raised twice at
 * once (two calls failing together) shows once.
 */
export const TOAST_CONTAINER_PROPS: ToastContainerProps = {
  // Bottom right: at the top the toast would cover the account menu a sign-in has just filled.
  position: 'bottom-right',
  autoClose: TIMINGS.toastMs,
  newestOnTop: true,
  theme: 'colored',
};

const listeners = new Set<() => void>();
let requested = false;

/** Whether any toast was raised yet (the container mounts from then on). */
export const toastsRequested = (): boolean => requested;

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function raise(kind: 'success' | 'error', message: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message, { toastId: message }));
}

export const showSuccess = (message: string): void => raise('success', message);

export const showError = (message: string): void => raise('error', message);

export const showErrors = (messages: readonly string[]): void => {
  for (const message of messages) showError(message);
};
