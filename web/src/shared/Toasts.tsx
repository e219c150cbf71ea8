import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsRequested, TOAST_CONTAINER_PROPS, toastsRequested } from './toast';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/** The toasts' container, mounted (and its code loaded) when the first toast is raised. */
export function Toasts() {
  const wanted = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
    </Suspense>
  );
}
