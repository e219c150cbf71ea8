import { useState } from 'react';
import { Modal } from '../components/Modal';
import { CHAT_PARTS_TEXT } from './text';

/** Asks before a chat step that cannot be undone (deleting a message, closing the chat); closes once it is done. */
export function ChatConfirm({
  title,
  question,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Modal title={title} onClose={onClose} size="sm">
      <p>{question}</p>
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onClose}>
          {CHAT_PARTS_TEXT.actions.cancel}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
