import { useState } from 'react';
import type { ApiResult } from '../api';
import { Modal } from '../shared/components/Modal';
import { reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { SELLER_TEXT as T } from './text';

/**
 * Asks before a delete, runs it, and says how it went: the server's message (or `deletedText`) on success, the
 * failure otherwise, with the buttons held while the call runs.
 */
export function ConfirmDeleteModal({
  question,
  deletedText,
  remove,
  onClose,
  onDeleted,
}: {
  question: string;
  deletedText: string;
  remove: () => Promise<ApiResult<unknown>>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const { message } = await remove();
      showSuccess(message ?? deletedText);
      onDeleted();
    } catch (error) {
      reportFailure(error);
      setBusy(false);
    }
  };
  return (
    <Modal title={T.actions.delete} onClose={onClose} size="sm">
      <p>{question}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
          {T.actions.confirmDelete}
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onClose}>
          {T.actions.cancel}
        </button>
      </div>
    </Modal>
  );
}
