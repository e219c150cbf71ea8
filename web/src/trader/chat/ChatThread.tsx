import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ChatConfirm } from '../../shared/chat/ChatConfirm';
import { ChatMessage, PendingChatMessage } from '../../shared/chat/ChatMessage';
import { Composer } from '../../shared/chat/Composer';
import { ModerationNote } from './ChatSettings';
import { CHAT_TEXT } from './text';
import type { UseChat } from './useChat';

const T = CHAT_TEXT;

/** How close to the top (px) a scroll up asks for the earlier page; how close to the bottom still follows new messages. */
const LOAD_EARLIER_PX = 48;
const FOLLOW_PX = 80;

/** The scrolling list of messages: newest at the bottom, earlier pages on scrolling up or the button. */
function MessageList({ chat }: { chat: UseChat }) {
  const { thread, loadingEarlier, loadEarlier } = chat;
  const { messages, pending, side, read, closed } = thread;
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', height: 0, top: 0, following: true });
  const otherSide = side === 'buyer' ? 'seller' : 'buyer';
  const lastKey = pending.at(-1)?.clientId ?? messages.at(-1)?.id ?? '';
  const firstKey = messages[0]?.id ?? '';

  // Earlier messages above keep the view where it was; new ones below are followed when the user was at the bottom.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    const ownNew = pending.length > 0 && lastKey === pending.at(-1)?.clientId;
    if (before.first && firstKey !== before.first && lastKey === before.last) {
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (lastKey !== before.last && (before.following || ownNew || !before.last)) {
      element.scrollTop = element.scrollHeight;
    }
    seen.current = { ...before, first: firstKey, last: lastKey, height: element.scrollHeight, top: element.scrollTop };
  }, [firstKey, lastKey, pending]);

  const scrolled = () => {
    const element = scroller.current;
    if (!element) return;
    seen.current.top = element.scrollTop;
    seen.current.height = element.scrollHeight;
    seen.current.following = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    if (element.scrollTop < LOAD_EARLIER_PX && thread.nextBefore !== null && !loadingEarlier && thread.loaded) void loadEarlier();
  };

  return (
    <div ref={scroller} className="chat-messages" onScroll={scrolled} tabIndex={0} aria-label={T.thread.messagesLabel}>
      {!thread.loaded ? (
        <p className="text-center text-secondary small py-4" role="status">
          <span className="spinner-border spinner-border-sm text-amber me-2" aria-hidden="true" />
          {T.thread.loading}
        </p>
      ) : thread.nextBefore !== null ? (
        <div className="text-center my-2">
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={loadingEarlier} onClick={() => void loadEarlier()}>
            {loadingEarlier && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {T.thread.loadEarlier}
          </button>
        </div>
      ) : (
        <p className="text-center text-secondary small my-2">{T.thread.beginning}</p>
      )}
      <ol className="list-unstyled mb-0 d-flex flex-column gap-2">
        {messages.map((message) => {
          const own = message.side === side;
          return (
            <ChatMessage
              key={message.id}
              message={message}
              own={own}
              read={own && (side === 'buyer' || side === 'seller') && message.seq <= read[otherSide]}
              editable={own && !closed && message.deleted_at === null && message.text !== null}
              onEdit={(text) => chat.edit(message.id, text)}
              onDelete={() => chat.remove(message.id)}
            />
          );
        })}
        {pending.map((message) => (
          <PendingChatMessage key={message.clientId} pending={message} />
        ))}
      </ol>
    </div>
  );
}

export interface ChatThreadProps {
  chat: UseChat;
  dealName: string;
  /** 'Buyer' or 'Seller': who the user talks with. */
  counterpart: string;
  online: boolean;
  /** The offer panel, shown above the messages (collapsed at first) where there is no room beside them. */
  offerPanel: ReactNode;
  onBack: () => void;
}

/** The open conversation: its head (back, deal, counterpart, close), the masking note, the messages and the composer. */
export function ChatThread({ chat, dealName, counterpart, online, offerPanel, onBack }: ChatThreadProps) {
  const { thread, connected } = chat;
  const [offerShown, setOfferShown] = useState(false);
  const [closing, setClosing] = useState(false);

  return (
    <section className="chat-thread d-flex flex-column h-100" aria-label={dealName}>
      <header className="chat-thread-head d-flex align-items-center gap-2">
        <button type="button" className="btn btn-sm btn-link text-body d-md-none px-1 chat-back" onClick={onBack}>
          <i className="bi bi-chevron-left" aria-hidden="true" />
          <span className="visually-hidden">{T.thread.back}</span>
        </button>
        <div className="flex-grow-1 min-w-0">
          <h2 className="h6 mb-0 text-truncate">{dealName}</h2>
          <div className="small text-secondary d-flex align-items-center gap-1 text-nowrap">
            <span className={`chat-presence${online ? ' chat-presence-online' : ''}`} aria-hidden="true" />
            {thread.typing ? (
              <span className="chat-typing" aria-live="polite">
                {T.thread.typing(counterpart)}
              </span>
            ) : (
              <span>
                {counterpart} · {online ? T.thread.online : T.thread.away}
              </span>
            )}
            {!connected && thread.loaded && (
              <span className="ms-1 text-warning-emphasis text-truncate" role="status">
                <i className="bi bi-wifi-off me-1" aria-hidden="true" />
                {T.thread.reconnecting}
              </span>
            )}
          </div>
        </div>
        <button
          type="button"
          className={`btn btn-sm d-xl-none text-nowrap ${offerShown ? 'btn-secondary' : 'btn-outline-secondary'}`}
          aria-expanded={offerShown}
          aria-label={T.offer.title}
          title={offerShown ? T.offer.hide : T.offer.show}
          onClick={() => setOfferShown((shown) => !shown)}
        >
          <i className="bi bi-file-earmark-text" aria-hidden="true" />
          <span className="d-none d-sm-inline ms-1" aria-hidden="true">
            {T.offer.title}
          </span>
        </button>
        {thread.loaded && !thread.closed && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger text-nowrap"
            aria-label={T.actions.close}
            title={T.actions.close}
            onClick={() => setClosing(true)}
          >
            <i className="bi bi-lock d-sm-none" aria-hidden="true" />
            <span className="d-none d-sm-inline" aria-hidden="true">
              {T.actions.close}
            </span>
          </button>
        )}
      </header>
      {closing && (
        <ChatConfirm
          title={T.actions.closeTitle}
          question={T.actions.confirmClose}
          confirmLabel={T.actions.close}
          onConfirm={chat.close}
          onClose={() => setClosing(false)}
        />
      )}
      {offerShown && <div className="chat-offer-collapsed d-xl-none">{offerPanel}</div>}
      {thread.loaded && thread.offerId && <ModerationNote offerId={thread.offerId} />}
      <MessageList chat={chat} />
      <div className="chat-thread-foot">
        {thread.closed && (
          <div className="alert alert-secondary small mb-2 py-2 d-flex align-items-center gap-2" role="status">
            <i className="bi bi-lock-fill" aria-hidden="true" />
            {T.thread.closedBanner}
          </div>
        )}
        <Composer disabled={thread.closed || !thread.loaded} onSend={chat.send} onTyping={chat.setTyping} />
      </div>
    </section>
  );
}
