import type { ChatConversationView, OfferParty } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { formatListTime, isDeleted, messageText } from '../../shared/chat/chatFormat';
import { chatPath } from './chatPath';
import { CHAT_TEXT } from './text';

const T = CHAT_TEXT;

/** Whether the other party of a conversation is online: the socket's latest word for the open one, else the list's. */
export type OnlineOverride = { offerId: string; online: boolean } | null;

function Preview({ conversation }: { conversation: ChatConversationView }) {
  const last = conversation.last_message;
  if (!last) return <span className="fst-italic">{T.list.noMessages}</span>;
  const own = last.side === conversation.side;
  return (
    <span className={isDeleted(last) ? 'fst-italic' : undefined}>
      {own && T.list.you}
      {messageText(last)}
    </span>
  );
}

function ConversationItem({ conversation, selected, online }: { conversation: ChatConversationView; selected: boolean; online: boolean }) {
  const { unread } = conversation;
  return (
    <li>
      <Link
        to={chatPath(conversation.side, conversation.offer_id)}
        className={`chat-conversation d-block text-decoration-none${selected ? ' active' : ''}${unread > 0 ? ' chat-conversation-unread' : ''}`}
        aria-current={selected ? 'page' : undefined}
      >
        <span className="d-flex align-items-baseline gap-2">
          <span className="chat-conversation-name text-truncate me-auto">{conversation.deal_name}</span>
          <time className="chat-conversation-time text-nowrap" dateTime={conversation.updated_at}>
            {formatListTime(conversation.updated_at)}
          </time>
        </span>
        <span className="d-flex align-items-center gap-2 small">
          <span className={`chat-presence${online ? ' chat-presence-online' : ''}`} aria-hidden="true" />
          <span className="chat-conversation-counterpart">
            {T.counterpart[conversation.counterpart]}
            {online && <span className="visually-hidden">, {T.list.online}</span>}
          </span>
          {conversation.closed && <span className="badge text-bg-light border">{T.list.closed}</span>}
        </span>
        <span className="d-flex align-items-center gap-2 small">
          <span className="chat-conversation-preview text-truncate me-auto">
            <Preview conversation={conversation} />
          </span>
          {unread > 0 && (
            <span className="badge rounded-pill chat-unread-badge" aria-label={T.list.unread(unread)}>
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** The page's side of the user's conversations, the latest activity first; the open one is marked. */
export function ConversationList({
  side,
  conversations,
  selected,
  onlineOverride,
  canShowMore,
  onShowMore,
}: {
  side: OfferParty;
  conversations: readonly ChatConversationView[];
  selected: string | null;
  onlineOverride: OnlineOverride;
  canShowMore: boolean;
  onShowMore: () => void;
}) {
  if (conversations.length === 0 && !canShowMore) {
    return (
      <div className="text-center text-secondary p-4">
        <i className="bi bi-chat-dots fs-2 d-block mb-2" aria-hidden="true" />
        <p className="small">{T.list.empty[side]}</p>
        <Link to={paths.traderDeals} className="btn btn-sm btn-outline-dark">
          {T.list.browse}
        </Link>
      </div>
    );
  }
  return (
    <nav aria-label={T.list.label}>
      <ul className="list-unstyled mb-0 chat-conversations">
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.offer_id}
            conversation={conversation}
            selected={conversation.offer_id === selected}
            online={onlineOverride?.offerId === conversation.offer_id ? onlineOverride.online : conversation.counterpart_online}
          />
        ))}
      </ul>
      {canShowMore && (
        <div className="p-2 text-center">
          <button type="button" className="btn btn-sm btn-link" onClick={onShowMore}>
            {T.list.more}
          </button>
        </div>
      )}
    </nav>
  );
}
