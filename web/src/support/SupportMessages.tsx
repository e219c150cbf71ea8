import type { SupportSide } from '@solar/contracts';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { formatMessageTime } from '../shared/chat/chatFormat';
import { MessageField, sendable } from '../shared/chat/Composer';
import { SUPPORT_TEXT } from './text';
import type { SupportThreadState } from './thread';

const T = SUPPORT_TEXT;

/**
 * A support thread's messages, oldest first: the side reading it (`own`) on the right, the other on the left named
 * by `senders`; what was sent and not yet answered at the end with a clock. It keeps to the newest message as
 * messages arrive, unless the reader has scrolled up to read older ones.
 */
export function SupportMessages({
  thread,
  own,
  senders,
  before,
  onLoadEarlier,
  loadingEarlier = false,
  className = '',
}: {
  thread: SupportThreadState;
  own: SupportSide;
  senders: Record<SupportSide, string>;
  /** What comes before the first message (the widget's greeting). */
  before?: ReactNode;
  onLoadEarlier: () => void;
  loadingEarlier?: boolean;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const newest = thread.messages.at(-1)?.id;
  const pending = thread.pending.length;

  useLayoutEffect(() => {
    const element = box.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [newest, pending, thread.loaded]);

  return (
    <div
      ref={box}
      className={`chat-messages ${className}`}
      tabIndex={0}
      aria-label={T.widget.messagesLabel}
      aria-live="polite"
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
      }}
    >
      {thread.nextBefore !== null && (
        <div className="text-center mb-2">
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={loadingEarlier} onClick={onLoadEarlier}>
            {T.widget.loadEarlier}
          </button>
        </div>
      )}
      <ol className="list-unstyled mb-0">
        {thread.nextBefore === null && before}
        {thread.messages.map((message) => (
          <Bubble key={message.id} own={message.side === own} sender={senders[message.side]} time={message.created_at}>
            {message.text}
          </Bubble>
        ))}
        {thread.pending.map((message) => (
          <Bubble key={message.clientId} own sender={senders[own]} pending>
            {message.text}
          </Bubble>
        ))}
      </ol>
    </div>
  );
}

/** One message: the reader's own on the right (navy), the other side's on the left. */
export function Bubble({
  own,
  sender,
  time,
  pending = false,
  children,
}: {
  own: boolean;
  sender: string;
  time?: string;
  pending?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={`chat-message d-flex flex-column mb-2 ${own ? 'chat-message-own align-items-end' : 'align-items-start'}${pending ? ' chat-message-pending' : ''}`}
    >
      {!own && <span className="chat-message-sender">{sender}</span>}
      <div className="chat-message-row d-flex">
        <div className="chat-bubble">{children}</div>
      </div>
      <span className="chat-message-meta">
        {pending ? (
          <span title={T.sending}>
            <i className="bi bi-clock" aria-hidden="true" />
            <span className="visually-hidden">{T.sending}</span>
          </span>
        ) : (
          time && <time dateTime={time}>{formatMessageTime(time)}</time>
        )}
      </span>
    </li>
  );
}

/** The message field (the trader chat's, with its live counter against the same limit) and a send button. */
export function SupportComposer({ label, onSend, autoFocus = false }: { label: string; onSend: (text: string) => Promise<boolean>; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async () => {
    if (!sendable(text)) return;
    const sent = text;
    setText('');
    // A refused message comes back into the field, unless something new was typed meanwhile.
    if (!(await onSend(sent)) && mounted.current) setText((now) => now || sent);
  };

  return (
    <form
      className="chat-composer d-flex align-items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <MessageField value={text} onChange={setText} onSubmit={() => void submit()} label={label} autoFocus={autoFocus} />
      <button type="submit" className="btn btn-amber chat-send" disabled={!sendable(text)} aria-label={T.composer.send} title={T.composer.send}>
        <i className="bi bi-send-fill" aria-hidden="true" />
      </button>
    </form>
  );
}
