import { TIMINGS } from '@solar/contracts';
import { toast, type ToastContainerProps } from 'react-toastify';

/**
 * Toasts through react-toastify; AppShell mounts the one container. The message text doubles as the toast id,
 * so the same message raised twice at once (two calls failing together) shows once.
 */
export const TOAST_CONTAINER_PROPS: ToastContainerProps = {
  // Bottom right: at the top the toast would cover the account menu a sign-in has just filled.
  position: 'bottom-right',
  autoClose: TIMINGS.toastMs,
  newestOnTop: true,
  theme: 'colored',
};

export const showSuccess = (message: string): void => {
  toast.success(message, { toastId: message });
};

export const showError = (message: string): void => {
  toast.error(message, { toastId: message });
};

export const showErrors = (messages: readonly string[]): void => {
  for (const message of messages) showError(message);
};
