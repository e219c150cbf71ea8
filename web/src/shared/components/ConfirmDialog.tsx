import type { ReactNode } from 'react';
import { SHARED_TEXT } from '../text';
import { Modal } from './Modal';

/**
 * Asks before a step with consequences, in the site's own modal rather than the browser's confirm(): `children`
 * says what the step does (and may hold a field, such as a reason). Escape, the close button and Cancel leave
 * without a call; the buttons are held while `busy`.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  cancelLabel = SHARED_TEXT.confirm.cancel,
  confirmClassName = 'btn btn-primary',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  confirmClassName?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  // While the call runs, leaving would hide its outcome.
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal title={title} onClose={cancel}>
      <div className="confirm-dialog-body">{children}</div>
      <div className="d-flex flex-wrap justify-content-end gap-2 mt-3">
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={cancel}>
          {cancelLabel}
        </button>
        <button type="button" className={confirmClassName} disabled={busy} onClick={onConfirm}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
