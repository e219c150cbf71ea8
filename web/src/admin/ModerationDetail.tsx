import { ADMIN_MESSAGES, MODERATION_KINDS, type DealStatus, type ModerationDetail, type ModerationKind } from '@solar/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminApi, useModerationEntry } from '../api';
import { showErrors, showSuccess } from '../shared/toast';
import { adminPath, type AdminPagePath } from './adminPages';
import { QUEUE_POLL_FOR_MS, QUEUE_POLL_MS } from './ListingPage';
import { AdminPage, AdminTable, Party, ReadState, ReasonDialog, StatusBadge, failureMessages, formatDateTime } from './parts';
import { ADMIN_TEXT } from './text';

const T = ADMIN_TEXT.detail;

/** Moves whose reason the seller must be given. */
const REASON_REQUIRED: readonly DealStatus[] = ['Rejected', 'Disabled'];

const isKind = (value: string | null): value is ModerationKind => (MODERATION_KINDS as readonly string[]).includes(value ?? '');

/** The entry as it was when a decision was sent: once its status, edit or history differ, the decision was applied. */
const fingerprint = (detail: ModerationDetail) => `${detail.entry.status}|${detail.entry.awaiting}|${detail.history.length}|${detail.changes.length}`;

/** /trader/trader-admin/product-detail?kind=deal&uuid=...: one listing, its pending edit, history and moves. */
export function ProductDetailPage() {
  return <ModerationDetailPage page="product-detail" />;
}

/** /trader/trader-admin/listing/update?kind=deal&uuid=...: the same, with the decision first. */
export function ListingUpdatePage() {
  return <ModerationDetailPage page="listing/update" />;
}

function ModerationDetailPage({ page }: { page: AdminPagePath }) {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const uuid = params.get('uuid');
  const intro = page === 'listing/update' ? T.updateIntro : T.intro;
  if (!isKind(kind) || !uuid) {
    return (
      <AdminPage page={page} intro={intro}>
        <p className="text-secondary">{T.missing}</p>
        <Link to={adminPath('listing')} className="btn btn-sm btn-outline-secondary">
          {T.toQueue}
        </Link>
      </AdminPage>
    );
  }
  return <EntryDetail page={page} kind={kind} uuid={uuid} intro={intro} />;
}

function EntryDetail({ page, kind, uuid, intro }: { page: AdminPagePath; kind: ModerationKind; uuid: string; intro: string }) {
  const [sent, setSent] = useState<{ status: DealStatus; before: string; at: number } | null>(null);
  const read = useModerationEntry(kind, uuid, sent ? QUEUE_POLL_MS : 0);

  // The owner has applied the decision once the entry changed; stop asking after a while either way.
  useEffect(() => {
    if (!sent || !read.data) return;
    if (fingerprint(read.data) !== sent.before || Date.now() - sent.at > QUEUE_POLL_FOR_MS) setSent(null);
  }, [read.data, sent]);

  const actions = (
    <Link to={adminPath('listing')} className="btn btn-sm btn-outline-secondary">
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      {T.toQueue}
    </Link>
  );

  return (
    <AdminPage page={page} intro={intro} actions={actions}>
      <ReadState read={read}>
        {(detail) => {
          const decision = (
            <Decision detail={detail} sent={sent?.status ?? null} onSent={(status) => setSent({ status, before: fingerprint(detail), at: Date.now() })} />
          );
          return (
            <>
              <Summary detail={detail} />
              {page === 'listing/update' && decision}
              <div className="row g-3">
                <div className="col-xl-5">
                  <LiveFields detail={detail} />
                </div>
                <div className="col-xl-7">
                  <Changes detail={detail} />
                </div>
              </div>
              {page !== 'listing/update' && decision}
              <History detail={detail} />
            </>
          );
        }}
      </ReadState>
    </AdminPage>
  );
}

function Summary({ detail }: { detail: ModerationDetail }) {
  const { entry } = detail;
  return (
    <section className="card mb-3" aria-label={entry.title}>
      <div className="card-body d-flex flex-wrap gap-3 align-items-start">
        {entry.image && <img src={entry.image} alt="" width={96} height={96} className="rounded border object-fit-cover" />}
        <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
          <h2 className="h5 mb-1 text-break">{entry.title}</h2>
          <div className="d-flex flex-wrap align-items-center gap-2 small mb-2">
            <StatusBadge status={entry.status} />
            {entry.awaiting && <span className="badge text-bg-warning">{ADMIN_TEXT.queue.awaiting[entry.awaiting]}</span>}
            <span className="text-secondary">
              {ADMIN_TEXT.queue.kinds[entry.kind]} · {entry.category} · {entry.price_label}
            </span>
          </div>
          <div className="small d-flex gap-1 align-items-baseline">
            <span className="text-secondary">{ADMIN_TEXT.common.seller}:</span>
            <Party party={entry.seller} />
          </div>
          {entry.reason && (
            <p className="small mb-0 mt-2">
              <span className="text-secondary">{ADMIN_TEXT.common.reason}: </span>
              {entry.reason}
            </p>
          )}
        </div>
        <a href={entry.link} className="btn btn-sm btn-outline-secondary" target="_blank" rel="noreferrer">
          <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
          {T.publicPage}
        </a>
      </div>
    </section>
  );
}

/** One of the detail's parts: its heading, then its content, or the note saying it has none. */
function DetailSection({ id, title, empty, children }: { id: string; title: string; empty?: string | false; children: ReactNode }) {
  return (
    <section className="mb-3" aria-labelledby={id}>
      <h2 id={id} className="h6 text-uppercase text-secondary">
        {title}
      </h2>
      {empty ? <p className="small text-secondary">{empty}</p> : children}
    </section>
  );
}

function LiveFields({ detail }: { detail: ModerationDetail }) {
  return (
    <DetailSection id="detail-live" title={T.live}>
      <AdminTable label={T.live}>
        <tbody>
          {detail.fields.map((field) => (
            <tr key={field.label}>
              <th scope="row" className="fw-normal text-secondary" style={{ width: '40%' }}>
                {field.label}
              </th>
              <td className="text-break">{field.value}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </DetailSection>
  );
}

/** The pending edit beside the live version: one row a changed field, live on the left, pending on the right. */
function Changes({ detail }: { detail: ModerationDetail }) {
  return (
    <DetailSection id="detail-changes" title={T.changes} empty={detail.changes.length === 0 && T.noChanges}>
      <AdminTable label={T.changes} className="admin-diff">
        <thead>
          <tr>
            <th scope="col">{T.field}</th>
            <th scope="col">{T.liveValue}</th>
            <th scope="col">{T.pendingValue}</th>
          </tr>
        </thead>
        <tbody>
          {detail.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="fw-semibold">
                {change.label}
              </th>
              <td className="admin-diff-live text-break">
                <del>{change.live}</del>
              </td>
              <td className="admin-diff-pending text-break">
                <ins>{change.pending}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </DetailSection>
  );
}

function History({ detail }: { detail: ModerationDetail }) {
  return (
    <DetailSection id="detail-history" title={T.history} empty={detail.history.length === 0 && T.noHistory}>
      <ol className="list-group list-group-flush border rounded-3 small">
        {detail.history.map((move, index) => (
          <li key={`${move.at}-${index}`} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <span className="text-secondary text-nowrap">{formatDateTime(move.at)}</span>
            {move.from && (
              <>
                <StatusBadge status={move.from} />
                <i className="bi bi-arrow-right" aria-hidden="true" />
              </>
            )}
            <StatusBadge status={move.to} />
            <span className="text-secondary">{T.by[move.by] ?? move.by}</span>
            {move.reason && <span className="w-100 text-break">{move.reason}</span>}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}

/** A button for each of the entry's `moves`; Rejected and Disabled ask for the reason first. */
function Decision({ detail, sent, onSent }: { detail: ModerationDetail; sent: DealStatus | null; onSent: (status: DealStatus) => void }) {
  const { entry } = detail;
  const [asking, setAsking] = useState<DealStatus | null>(null);
  const sending = useRef(false);

  const send = async (status: DealStatus, reason: string | null) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await adminApi.decide({ kind: entry.kind, uuid: entry.uuid, status, reason });
      showSuccess(result.message ?? ADMIN_MESSAGES.decisionSent(status));
      onSent(status);
    } finally {
      sending.current = false;
    }
  };

  return (
    <section className="card mb-3 border-amber" aria-labelledby="detail-decide">
      <div className="card-body">
        <h2 id="detail-decide" className="h6 text-uppercase text-secondary">
          {T.decide}
        </h2>
        {sent ? (
          <p className="mb-0 small" role="status">
            <span className="spinner-border spinner-border-sm me-2 text-amber" aria-hidden="true" />
            {T.sent(sent)}
          </p>
        ) : detail.moves.length === 0 ? (
          <p className="mb-0 small text-secondary">{T.noMoves}</p>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            {detail.moves.map((status) => (
              <button
                key={status}
                type="button"
                className={`btn btn-sm ${status === 'Approved' ? 'btn-success' : REASON_REQUIRED.includes(status) ? 'btn-outline-danger' : 'btn-outline-dark'}`}
                onClick={() => {
                  if (status === 'Approved') send(status, null).catch((error) => showErrors(failureMessages(error)));
                  else setAsking(status);
                }}
              >
                {T.moveTo(status)}
              </button>
            ))}
          </div>
        )}
      </div>
      {asking && (
        <ReasonDialog
          title={T.decisionTitle(asking)}
          required={REASON_REQUIRED.includes(asking)}
          submitLabel={T.moveTo(asking)}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await send(asking, reason || null);
            setAsking(null);
          }}
        />
      )}
    </section>
  );
}
