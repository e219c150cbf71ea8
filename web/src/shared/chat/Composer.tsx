import { CHAT_LIMITS } from '@solar/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_PARTS_TEXT } from './text';

const T = CHAT_PARTS_TEXT.composer;

/** How often "typing" is said again while the user keeps typing, and how long a pause ends it. */
const TYPING_REPEAT_MS = 3_000;
const TYPING_IDLE_MS = 4_000;

/** A message text field with its live counter against CHAT_LIMITS.messageMax; Enter sends, Shift+Enter breaks the line. */
export function MessageField({
  value,
  onChange,
  onSubmit,
  onEscape,
  label,
  disabled = false,
  autoFocus = false,
  rows = 1,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onEscape?: () => void;
  label: string;
  disabled?: boolean;
  autoFocus?: boolean;
  rows?: number;
}) {
  const id = useId();
  const over = value.length > CHAT_LIMITS.messageMax;
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };
  return (
    <div className="chat-field flex-grow-1">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control chat-field-input${over ? ' is-invalid' : ''}`}
        rows={rows}
        value={value}
        placeholder={T.placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={keyDown}
      />
      <div id={`${id}-count`} className={`chat-field-count${over ? ' text-danger fw-semibold' : ''}`} aria-live="polite">
        {T.counter(value.length, CHAT_LIMITS.messageMax)}
      </div>
    </div>
  );
}

/** Whether a text may be sent: something besides spaces, within the length limit. */
export const sendable = (text: string): boolean => text.trim().length > 0 && text.length <= CHAT_LIMITS.messageMax;

/** The message composer; disabled while the chat is closed. Tells the other side while the user types. */
export function Composer({
  disabled,
  onSend,
  onTyping,
}: {
  disabled: boolean;
  onSend: (text: string) => Promise<boolean>;
  onTyping: (typing: boolean) => void;
}) {
  const [text, setText] = useState('');
  const saidAt = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTyping = () => {
    clearTimeout(idle.current);
    if (saidAt.current) onTyping(false);
    saidAt.current = 0;
  };
  useEffect(() => () => clearTimeout(idle.current), []);

  const change = (value: string) => {
    setText(value);
    if (!value) return stopTyping();
    const now = Date.now();
    if (now - saidAt.current > TYPING_REPEAT_MS) {
      onTyping(true);
      saidAt.current = now;
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const submit = async () => {
    if (disabled || !sendable(text)) return;
    const sent = text;
    setText('');
    stopTyping();
    // A refused message comes back into the field, unless something new was typed meanwhile.
    if (!(await onSend(sent))) setText((now) => now || sent);
  };

  return (
    <form
      className="chat-composer d-flex align-items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <MessageField value={text} onChange={change} onSubmit={() => void submit()} label={T.label} disabled={disabled} />
      <button type="submit" className="btn btn-amber chat-send" disabled={disabled || !sendable(text)} aria-label={T.send} title={T.send}>
        <i className="bi bi-send-fill" aria-hidden="true" />
      </button>
    </form>
  );
}
