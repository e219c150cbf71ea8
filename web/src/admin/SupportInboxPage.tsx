import type { SupportThreadRow } from '@solar/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSupportInbox } from '../api/support';
import { formatListTime } from '../shared/chat/chatFormat';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { SupportComposer, SupportMessages } from '../support/SupportMessages';
import { SUPPORT_TEXT } from '../support/text';
import { useSupportTeamSocket, useSupportTeamThread, type SupportTeamSocket } from '../support/useSupportTeam';
import { adminPath } from './adminPages';
import { AdminPage, ListFooter, ReadState } from './parts';

const T = SUPPORT_TEXT.inbox;

/**
 * The Support inbox: the threads of the site's chat widget, the newest activity first, each with the visitor's
 * messages the team has not read (SUPPORT_ADMIN_API.threads), kept up to date live; the chosen thread
 * (?thread=) with its history and the answer field. Opening a thread marks it read. On a phone the list and the
 * thread take turns.
 */
export function SupportInboxPage() {
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread');
  const live = useSupportTeamSocket();
  return (
    <AdminPage
      page="support"
      intro={T.intro}
      actions={
        <span className={`badge ${live.connected ? 'text-bg-success' : 'text-bg-secondary'}`} role="status">
          <i className={`bi bi-${live.connected ? 'broadcast' : 'wifi-off'} me-1`} aria-hidden="true" />
          {live.connected ? T.live : T.offline}
        </span>
      }
    >
      <div className="row g-3">
        <div className={`col-lg-4 ${threadId ? 'd-none d-lg-block' : ''}`}>
          <Threads current={threadId} onOpen={(id) => setParams({ thread: id })} />
        </div>
        <div className={`col-lg-8 ${threadId ? '' : 'd-none d-lg-block'}`}>
          {threadId ? <Thread key={threadId} threadId={threadId} live={live} /> : <p className="text-secondary border rounded-3 p-4 text-center">{T.choose}</p>}
        </div>
      </div>
    </AdminPage>
  );
}

function Threads({ current, onOpen }: { current: string | null; onOpen: (threadId: string) => void }) {
  const [page, setPage] = useState(1);
  const inbox = useSupportInbox(page);
  return (
    <section aria-labelledby="support-threads">
      <h2 id="support-threads" className="h5">
        {T.threads}
      </h2>
      <ReadState read={inbox} empty={T.empty} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <ul className="list-group mb-2" aria-label={T.threads}>
              {data.items.map((row) => (
                <ThreadRow key={row.thread_id} row={row} active={row.thread_id === current} onOpen={() => onOpen(row.thread_id)} />
              ))}
            </ul>
            <ListFooter page={data} label={T.threads} onPage={setPage} />
          </>
        )}
      </ReadState>
    </section>
  );
}

function ThreadRow({ row, active, onOpen }: { row: SupportThreadRow; active: boolean; onOpen: () => void }) {
  const last = row.last_message;
  return (
    <li className={`list-group-item list-group-item-action p-0${active ? ' active-chat' : ''}`}>
      <button type="button" className="btn text-start w-100 px-3 py-2 border-0 support-thread-row" aria-current={active ? 'true' : undefined} onClick={onOpen}>
        <span className="d-flex justify-content-between align-items-center gap-2">
          <span className={`text-break ${row.unread > 0 ? 'fw-bold' : 'fw-semibold'}`}>
            <VisitorName row={row} />
          </span>
          <span className="small text-secondary text-nowrap">{formatListTime(row.updated_at)}</span>
        </span>
        {row.visitor.email && row.visitor.email !== row.visitor.name && <span className="d-block small text-secondary text-break">{row.visitor.email}</span>}
        <span className="d-flex justify-content-between gap-2 small text-secondary">
          <span className="text-truncate">{last ? `${T.senders[last.side]}: ${last.text}` : T.noMessages}</span>
          <span className="text-nowrap">
            {row.unread > 0 ? <span className="badge rounded-pill text-bg-danger">{T.unread(row.unread)}</span> : T.messages(row.messages)}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * Who wrote: a signed-in visitor by name with a badge saying so; a guest, who has no name, by the start of the
 * thread's id, so two guests can be told apart.
 */
function VisitorName({ row }: { row: SupportThreadRow }) {
  if (row.visitor.guest) {
    return (
      <>
        {row.visitor.name} <span className="text-secondary fw-normal small">#{row.thread_id.slice(0, 6)}</span>
      </>
    );
  }
  return (
    <>
      {row.visitor.name}
      <span className="badge ms-2 text-bg-info">{T.signedIn}</span>
    </>
  );
}

/** One thread: its messages (the team's own on the right) and the answer field. */
function Thread({ threadId, live }: { threadId: string; live: SupportTeamSocket }) {
  const { thread, row, error, loadEarlier, loadingEarlier, reply } = useSupportTeamThread(threadId, live);
  if (error && !thread.loaded) return <ErrorAlert error={error} />;
  if (!thread.loaded) return <Loading />;
  return (
    <section className="border rounded-3 d-flex flex-column admin-chat" aria-labelledby="support-thread-head">
      <header className="d-flex flex-wrap align-items-center gap-2 p-2 border-bottom">
        <Link to={adminPath('support')} className="btn btn-sm btn-outline-secondary d-lg-none">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {T.backToList}
        </Link>
        <div className="me-auto min-w-0">
          <h2 id="support-thread-head" className="h6 mb-0 text-break">
            {row && <VisitorName row={row} />}
          </h2>
          {row?.visitor.email && <span className="small text-secondary text-break">{row.visitor.email}</span>}
        </div>
      </header>
      <p className="chat-masking-note mb-0">{SUPPORT_TEXT.widget.masking}</p>
      <SupportMessages
        thread={thread}
        own="team"
        senders={T.senders}
        className="admin-chat-messages"
        onLoadEarlier={() => void loadEarlier()}
        loadingEarlier={loadingEarlier}
      />
      <div className="chat-thread-foot">
        <SupportComposer label={T.replyLabel} onSend={reply} />
      </div>
    </section>
  );
}
