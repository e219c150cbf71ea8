import { ADMIN_LIMITS, CHAT_ADMIN_API, CHAT_API, CloseChatBody, type AdminChatRow, type ChatMessageView } from '@solar/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminApi, useAdminChatHistory, useAdminChats, useRevalidateAdmin } from '../api';
import { formatListTime, formatMessageTime, isDeleted, messageText } from '../shared/chat/chatFormat';
import { SystemMessage } from '../shared/chat/ChatMessage';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { FilterTabs } from '../shared/components/FilterTabs';
import { showSuccess } from '../shared/toast';
import { adminPath } from './adminPages';
import { AdminPage, ListFooter, ReadState, ReasonDialog } from './parts';
import { ADMIN_TEXT } from './text';

const T = ADMIN_TEXT.chat;

const FILTERS = ['all', 'open', 'closed'] as const;
type ChatFilter = (typeof FILTERS)[number];

/**
 * The chats of every negotiation (CHAT_ADMIN_API.chats), the latest activity first; for the chosen offer
 * (?offer_id=) its history, read-only (CHAT_API.messages), and 'Close chat' asking for a reason
 * (CHAT_API.close). On a phone the list and the conversation take turns.
 */
export function AdminChatPage() {
  const [params, setParams] = useSearchParams();
  const offerId = params.get('offer_id');
  return (
    <AdminPage page="chat" intro={T.intro}>
      <div className="row g-3">
        <div className={`col-lg-4 ${offerId ? 'd-none d-lg-block' : ''}`}>
          <Conversations current={offerId} onOpen={(id) => setParams({ offer_id: id })} />
        </div>
        <div className={`col-lg-8 ${offerId ? '' : 'd-none d-lg-block'}`}>
          {offerId ? <Conversation key={offerId} offerId={offerId} /> : <p className="text-secondary border rounded-3 p-4 text-center">{T.choose}</p>}
        </div>
      </div>
    </AdminPage>
  );
}

function Conversations({ current, onOpen }: { current: string | null; onOpen: (offerId: string) => void }) {
  const [filter, setFilter] = useState<ChatFilter>('all');
  const [page, setPage] = useState(1);
  const chats = useAdminChats({
    closed: filter === 'all' ? undefined : filter === 'closed' ? 'true' : 'false',
    page_no: page,
    per_page: ADMIN_LIMITS.pageSize,
  });
  return (
    <section aria-labelledby="admin-chats">
      <h2 id="admin-chats" className="h5">
        {T.conversations}
      </h2>
      <FilterTabs
        labels={FILTERS.map((one) => T.filter[one])}
        active={T.filter[filter]}
        label={T.filterLabel}
        onSelect={(label) => {
          setFilter(FILTERS.find((one) => T.filter[one] === label) ?? 'all');
          setPage(1);
        }}
      />
      <ReadState read={chats} empty={T.noConversations} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <ul className="list-group mb-2" aria-label={T.conversations}>
              {data.items.map((chat) => (
                <ChatRow key={chat.offer_id} chat={chat} active={chat.offer_id === current} onOpen={() => onOpen(chat.offer_id)} />
              ))}
            </ul>
            <ListFooter page={data} label={T.conversations} onPage={setPage} />
          </>
        )}
      </ReadState>
    </section>
  );
}

function ChatRow({ chat, active, onOpen }: { chat: AdminChatRow; active: boolean; onOpen: () => void }) {
  return (
    <li className={`list-group-item list-group-item-action p-0${active ? ' active-chat' : ''}`}>
      <button type="button" className="btn text-start w-100 px-3 py-2 border-0" aria-current={active ? 'true' : undefined} onClick={onOpen}>
        <span className="d-flex justify-content-between gap-2">
          <span className="fw-semibold text-break">{chat.deal_title ?? T.offer(chat.offer_id)}</span>
          <span className="small text-secondary text-nowrap">{formatListTime(chat.updated_at)}</span>
        </span>
        <span className="d-flex justify-content-between gap-2 small text-secondary">
          <span className="text-truncate">
            {chat.last_message ? `${T.sides[chat.last_message.side] ?? chat.last_message.side}: ${chat.last_message.text}` : T.empty}
          </span>
          <span className="text-nowrap">
            {chat.closed && <span className="badge text-bg-secondary me-1">{T.closed}</span>}
            {T.messages(chat.messages)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** One conversation, read-only: its pages of history (newest page first loaded, earlier ones on demand). */
function Conversation({ offerId }: { offerId: string }) {
  const [befores, setBefores] = useState<(number | null)[]>([null]);
  const [closing, setClosing] = useState(false);
  const first = useAdminChatHistory(offerId, null);
  const oldest = useAdminChatHistory(offerId, befores.at(-1) ?? null);
  const revalidate = useRevalidateAdmin();

  if (first.error && !first.data) return <ErrorAlert error={first.error} onRetry={() => void first.mutate()} />;
  if (!first.data) return <Loading />;
  const closed = first.data.closed;
  const nextBefore = oldest.data?.next_before ?? null;

  return (
    <section className="border rounded-3 d-flex flex-column admin-chat" aria-labelledby="admin-chat-head">
      <header className="d-flex flex-wrap align-items-center gap-2 p-2 border-bottom">
        <Link to={adminPath('chat')} className="btn btn-sm btn-outline-secondary d-lg-none">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {T.backToList}
        </Link>
        <h2 id="admin-chat-head" className="h6 mb-0 me-auto text-break">
          {T.history} · {T.offer(offerId)}
        </h2>
        {closed ? (
          <span className="badge text-bg-secondary">{T.closed}</span>
        ) : (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setClosing(true)}>
            <i className="bi bi-x-octagon me-1" aria-hidden="true" />
            {T.closeChat}
          </button>
        )}
      </header>
      <p className="small text-secondary px-3 pt-2 mb-0">{closed ? T.closedNote : T.readOnly}</p>
      <div className="chat-messages admin-chat-messages" tabIndex={0} aria-label={T.history}>
        {nextBefore !== null && (
          <div className="text-center my-2">
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setBefores([...befores, nextBefore])}>
              {T.loadEarlier}
            </button>
          </div>
        )}
        {first.data.items.length === 0 && <p className="text-secondary small text-center my-3">{T.empty}</p>}
        <ol className="list-unstyled mb-0">
          {[...befores].reverse().map((before) => (
            <HistoryPage key={before ?? 'newest'} offerId={offerId} before={before} />
          ))}
        </ol>
      </div>
      {closing && (
        <ReasonDialog
          title={T.closeTitle}
          required={false}
          dto={CloseChatBody}
          hint={T.closeHint}
          submitLabel={T.closeChat}
          onClose={() => setClosing(false)}
          onSubmit={async (reason) => {
            await adminApi.closeChat(offerId, reason || null);
            showSuccess(T.closedDone);
            setClosing(false);
            await revalidate(CHAT_ADMIN_API.chats, CHAT_API.messages(offerId));
          }}
        />
      )}
    </section>
  );
}

/** One page of the history, oldest message first. */
function HistoryPage({ offerId, before }: { offerId: string; before: number | null }) {
  const page = useAdminChatHistory(offerId, before);
  if (!page.data) return null;
  return (
    <>
      {[...page.data.items].reverse().map((message) => (
        <Message key={message.id} message={message} />
      ))}
    </>
  );
}

function Message({ message }: { message: ChatMessageView }) {
  if (message.side === 'system') return <SystemMessage message={message} />;
  const right = message.side === 'seller';
  return (
    <li className={`chat-message d-flex flex-column mb-2 ${right ? 'align-items-end' : 'align-items-start'}`}>
      <span className="chat-message-sender">{T.sides[message.side] ?? message.side}</span>
      <div className="chat-message-row">
        <div className={`chat-bubble${isDeleted(message) ? ' chat-bubble-deleted fst-italic' : ''}`}>{messageText(message)}</div>
      </div>
      <span className="chat-message-meta">
        <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
        {message.edited_at && !isDeleted(message) && <span>· {T.edited}</span>}
      </span>
    </li>
  );
}
