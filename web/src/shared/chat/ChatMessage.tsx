import type { ChatMessageView } from '@solar/contracts';
import { useState } from 'react';
import { ChatConfirm } from './ChatConfirm';
import { formatMessageTime, isDeleted, messageText, type PendingMessage } from './chatFormat';
import { MessageField, sendable } from './Composer';
import { CHAT_PARTS_TEXT } from './text';

const T = CHAT_PARTS_TEXT;

/** One sent tick, or two once the other side has read it; a clock while it is on its way. */
function Ticks({ state }: { state: 'pending' | 'sent' | 'read' }) {
  const [icon, label] =
    state === 'pending' ? ['bi-clock', T.thread.sending] : state === 'read' ? ['bi-check2-all', T.thread.read] : ['bi-check2', T.thread.sent];
  return (
    <span className={`chat-ticks chat-ticks-${state}`} title={label}>
      <i className={`bi ${icon}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** What the marketplace wrote (offer, quote and contract steps): centred and muted. Also the admin's read-only history. */
export function SystemMessage({ message }: { message: ChatMessageView }) {
  return (
    <li className="chat-system text-center my-2">
      <span className="chat-system-text">
        {messageText(message)}
        <time className="ms-2 text-nowrap" dateTime={message.created_at}>
          {formatMessageTime(message.created_at)}
        </time>
      </span>
    </li>
  );
}

export interface ChatMessageProps {
  message: ChatMessageView;
  own: boolean;
  /** Whether the other side has read it (own messages only). */
  read: boolean;
  /** Whether edit and delete are offered (own, not deleted, chat open). */
  editable: boolean;
  onEdit: (text: string) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}

/** One message: the other side's on the left, the user's own on the right with ticks, edit and delete. */
export function ChatMessage({ message, own, read, editable, onEdit, onDelete }: ChatMessageProps) {
  const [menu, setMenu] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (message.side === 'system') return <SystemMessage message={message} />;
  const deleted = isDeleted(message);

  const save = async () => {
    if (draft === null || !sendable(draft) || busy) return;
    if (draft === message.text) return setDraft(null);
    setBusy(true);
    const saved = await onEdit(draft);
    setBusy(false);
    if (saved) setDraft(null);
  };

  return (
    <li className={`chat-message d-flex flex-column ${own ? 'chat-message-own align-items-end' : 'align-items-start'}`}>
      {!own && message.side === 'admin' && <span className="chat-message-sender">{T.senders.admin}</span>}
      <div className="d-flex align-items-center gap-1 chat-message-row">
        {editable && draft === null && (
          <div className="chat-message-actions">
            <button
              type="button"
              className="btn btn-sm btn-link chat-message-menu"
              aria-label={T.actions.messageActions}
              aria-expanded={menu}
              onClick={() => setMenu((open) => !open)}
            >
              <i className="bi bi-three-dots-vertical" aria-hidden="true" />
            </button>
            {menu && (
              <span className="chat-message-menu-items">
                <button
                  type="button"
                  className="btn btn-sm btn-light"
                  onClick={() => {
                    setMenu(false);
                    setDraft(message.text ?? '');
                  }}
                >
                  <i className="bi bi-pencil me-1" aria-hidden="true" />
                  {T.actions.edit}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-light text-danger"
                  onClick={() => {
                    setMenu(false);
                    setConfirming(true);
                  }}
                >
                  <i className="bi bi-trash me-1" aria-hidden="true" />
                  {T.actions.delete}
                </button>
              </span>
            )}
          </div>
        )}
        <div className={`chat-bubble${deleted ? ' chat-bubble-deleted fst-italic' : ''}${draft !== null ? ' chat-bubble-editing' : ''}`}>
          {draft === null ? (
            <span className="chat-bubble-text">{messageText(message)}</span>
          ) : (
            <div className="d-flex flex-column gap-2">
              <MessageField
                value={draft}
                onChange={setDraft}
                onSubmit={() => void save()}
                onEscape={() => setDraft(null)}
                label={T.actions.edit}
                autoFocus
                rows={2}
              />
              <div className="d-flex justify-content-end gap-2">
                <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setDraft(null)}>
                  {T.actions.cancel}
                </button>
                <button type="button" className="btn btn-sm btn-dark" disabled={busy || !sendable(draft)} onClick={() => void save()}>
                  {T.actions.save}
                </button>
              </div>
            </div>
          )}
        </div>
      </div>
      <div className="chat-message-meta">
        <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
        {message.edited_at && !deleted && <span> · {T.thread.edited}</span>}
        {own && <Ticks state={read ? 'read' : 'sent'} />}
      </div>
      {confirming && (
        <ChatConfirm
          title={T.actions.deleteTitle}
          question={T.actions.confirmDelete}
          confirmLabel={T.actions.delete}
          onConfirm={onDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

/** A message the server has not answered yet. */
export function PendingChatMessage({ pending }: { pending: PendingMessage }) {
  return (
    <li className="chat-message chat-message-own chat-message-pending d-flex flex-column align-items-end">
      <div className="chat-bubble">
        <span className="chat-bubble-text">{pending.text}</span>
      </div>
      <div className="chat-message-meta">
        <Ticks state="pending" />
      </div>
    </li>
  );
}
