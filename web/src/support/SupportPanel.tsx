import type { KeyboardEvent } from 'react';
import { Bubble, SupportComposer, SupportMessages } from './SupportMessages';
import { SUPPORT_TEXT } from './text';
import type { UseSupportChat } from './useSupportChat';

const T = SUPPORT_TEXT;

/** The widget's panel: who answers and when, the conversation (the greeting first), and the message field. Escape closes it. */
export function SupportPanel({ chat, onClose }: { chat: UseSupportChat; onClose: () => void }) {
  const { thread } = chat;
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <section id="support-panel" className="support-panel shadow-lg" role="dialog" aria-labelledby="support-panel-title" onKeyDown={closeOnEscape}>
      <header className="support-panel-head d-flex align-items-start gap-2">
        <i className="bi bi-chat-left-text fs-4 text-amber" aria-hidden="true" />
        <div className="flex-grow-1 min-w-0">
          <h2 id="support-panel-title" className="h6 mb-0">
            {T.widget.title}
          </h2>
          <p className="small mb-0 support-panel-subtitle">{T.widget.subtitle}</p>
        </div>
        <button type="button" className="btn-close btn-close-white" aria-label={T.widget.close} onClick={onClose} />
      </header>
      <p className="chat-masking-note mb-0">{T.widget.masking}</p>
      <SupportMessages
        thread={thread}
        own="visitor"
        senders={T.senders}
        className="support-messages"
        onLoadEarlier={() => void chat.loadEarlier()}
        loadingEarlier={chat.loadingEarlier}
        before={
          <Bubble own={false} sender={T.senders.team}>
            {T.widget.greeting}
          </Bubble>
        }
      />
      {chat.active && !thread.loaded && <p className="small text-secondary px-3 mb-1">{T.widget.loading}</p>}
      {chat.error && (
        <p className="support-error small mb-0" role="alert">
          {chat.error}
        </p>
      )}
      <div className="chat-thread-foot">
        <SupportComposer label={T.composer.label} onSend={chat.send} autoFocus />
      </div>
    </section>
  );
}
