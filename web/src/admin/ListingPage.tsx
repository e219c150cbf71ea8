import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  MODERATION_STATUS_FILTERS,
  type DealStatus,
  type ModerationEntry,
  type ModerationKind,
  type ModerationQueuePage,
  type ModerationStatusFilter,
} from '@solar/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminApi, useModerationQueue } from '../api';
import { FilterTabs } from '../shared/components/FilterTabs';
import { showErrors, showSuccess } from '../shared/toast';
import { adminPath } from './adminPages';
import { AdminPage, AdminTable, ListFooter, Party, ReadState, ReasonDialog, StatusBadge, failureMessages, formatDateTime } from './parts';
import { ADMIN_TEXT } from './text';

const Q = ADMIN_TEXT.queue;

/** How soon, and how often, the queue is asked again after a decision was sent; and for how long at most. */
export const QUEUE_POLL_MS = 1500;
export const QUEUE_POLL_FOR_MS = 30_000;

const KINDS = ['all', 'deal', 'item'] as const;
type KindTab = (typeof KINDS)[number];
const KIND_LABELS: Record<KindTab, string> = { all: Q.tabs.all, deal: Q.tabs.deal, item: Q.tabs.item };

const entryKey = (entry: Pick<ModerationEntry, 'kind' | 'uuid'>) => `${entry.kind}:${entry.uuid}`;

/** A decision sent and not applied yet: what the entry looked like then, so its change shows it was applied. */
interface SentDecision {
  decided: DealStatus;
  status: DealStatus;
  awaiting: ModerationEntry['awaiting'];
  at: number;
  stale: boolean;
}

const isKind = (value: string | null): value is KindTab => (KINDS as readonly string[]).includes(value ?? '');
const isStatus = (value: string | null): value is ModerationStatusFilter => (MODERATION_STATUS_FILTERS as readonly string[]).includes(value ?? '');

/** The decisions still waiting to show in the queue; applied ones (the entry left or changed) are dropped. */
function settle(sent: Record<string, SentDecision>, page: ModerationQueuePage, now: number): Record<string, SentDecision> {
  const next: Record<string, SentDecision> = {};
  for (const [key, decision] of Object.entries(sent)) {
    const entry = page.items.find((item) => entryKey(item) === key);
    if (!entry || entry.status !== decision.status || entry.awaiting !== decision.awaiting) continue;
    next[key] = now - decision.at > QUEUE_POLL_FOR_MS ? { ...decision, stale: true } : decision;
  }
  return next;
}

/**
 * The moderation queue (ADMIN_API.listing): deals and shop items waiting for a decision, the oldest first, by
 * kind and status with the counts per status. Each row opens the listing's detail and has quick Approve and
 * Reject (a reason asked for in a dialog). A decision sent shows as sent, and the queue is asked again shortly
 * after until the entry has left it (or changed).
 */
export function ListingPage() {
  const [params, setParams] = useSearchParams();
  const kind: KindTab = isKind(params.get('kind')) ? (params.get('kind') as KindTab) : 'all';
  const status: ModerationStatusFilter = isStatus(params.get('status')) ? (params.get('status') as ModerationStatusFilter) : 'Pending';
  const page = Math.max(1, Number(params.get('page_no')) || 1);
  const [sent, setSent] = useState<Record<string, SentDecision>>({});
  const [rejecting, setRejecting] = useState<ModerationEntry | null>(null);
  const busy = useRef(new Set<string>());
  const waiting = Object.values(sent).some((decision) => !decision.stale);
  const queue = useModerationQueue({ kind, status, page_no: page, per_page: ADMIN_LIMITS.pageSize }, waiting ? QUEUE_POLL_MS : 0);

  useEffect(() => {
    if (queue.data) setSent((current) => (Object.keys(current).length ? settle(current, queue.data!, Date.now()) : current));
  }, [queue.data]);

  const setQuery = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  };

  /** Sends one decision; throws what the server refused with (the reject dialog shows it). */
  const decide = async (entry: ModerationEntry, decided: DealStatus, reason: string | null) => {
    const key = entryKey(entry);
    if (busy.current.has(key)) return;
    busy.current.add(key);
    try {
      const result = await adminApi.decide({ kind: entry.kind, uuid: entry.uuid, status: decided, reason });
      setSent((current) => ({ ...current, [key]: { decided, status: entry.status, awaiting: entry.awaiting, at: Date.now(), stale: false } }));
      // The owner applies it in a moment: while it waits the queue is asked for every QUEUE_POLL_MS.
      showSuccess(result.message ?? ADMIN_MESSAGES.decisionSent(decided));
    } finally {
      busy.current.delete(key);
    }
  };

  const approve = (entry: ModerationEntry) => {
    decide(entry, 'Approved', null).catch((error) => showErrors(failureMessages(error)));
  };

  return (
    <AdminPage page="listing" intro={Q.intro}>
      <FilterTabs
        labels={KINDS.map((k) => KIND_LABELS[k])}
        active={KIND_LABELS[kind]}
        label={Q.tabsLabel}
        onSelect={(label) => setQuery({ kind: KINDS.find((k) => KIND_LABELS[k] === label) ?? 'all', page_no: null })}
      />
      <div className="d-flex flex-nowrap gap-1 overflow-auto pb-2 mb-2 admin-status-filter" role="group" aria-label={Q.statusLabel}>
        {MODERATION_STATUS_FILTERS.map((filter) => {
          const n = queue.data?.counts[filter];
          return (
            <button
              key={filter}
              type="button"
              className={`btn btn-sm text-nowrap ${filter === status ? 'btn-dark' : 'btn-outline-secondary'}`}
              aria-pressed={filter === status}
              onClick={() => setQuery({ status: filter, page_no: null })}
            >
              {filter}
              {n !== undefined && <span className={`badge ms-1 ${filter === status ? 'text-bg-light' : 'text-bg-secondary'}`}>{n}</span>}
            </button>
          );
        })}
      </div>
      <ReadState read={queue} empty={Q.empty} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <AdminTable label={Q.tableLabel}>
              <thead>
                <tr>
                  <th scope="col">{ADMIN_TEXT.common.deal}</th>
                  <th scope="col">{ADMIN_TEXT.common.seller}</th>
                  <th scope="col">{ADMIN_TEXT.common.status}</th>
                  <th scope="col">{Q.submitted}</th>
                  <th scope="col" className="text-end">
                    {Q.price}
                  </th>
                  <th scope="col">{ADMIN_TEXT.common.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((entry) => (
                  <QueueRow
                    key={entryKey(entry)}
                    entry={entry}
                    sent={sent[entryKey(entry)]}
                    onApprove={() => approve(entry)}
                    onReject={() => setRejecting(entry)}
                  />
                ))}
              </tbody>
            </AdminTable>
            <ListFooter page={data} label={Q.tableLabel} onPage={(next) => setQuery({ page_no: String(next) })} />
          </>
        )}
      </ReadState>
      {rejecting && (
        <ReasonDialog
          title={Q.rejectTitle(rejecting.title)}
          required
          submitLabel={Q.reject}
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await decide(rejecting, 'Rejected', reason);
            setRejecting(null);
          }}
        />
      )}
    </AdminPage>
  );
}

export const detailPath = (entry: { kind: ModerationKind; uuid: string }) => adminPath('product-detail', { kind: entry.kind, uuid: entry.uuid });

function QueueRow({
  entry,
  sent,
  onApprove,
  onReject,
}: {
  entry: ModerationEntry;
  sent: SentDecision | undefined;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <tr>
      <td style={{ minWidth: '14rem' }}>
        <div className="d-flex align-items-center gap-2">
          {entry.image ? (
            <img src={entry.image} alt="" width={48} height={48} loading="lazy" className="rounded border object-fit-cover flex-shrink-0" />
          ) : (
            <span className="admin-thumb-empty rounded border flex-shrink-0" aria-hidden="true" />
          )}
          <span>
            <Link to={detailPath(entry)} className="fw-semibold text-break">
              {entry.title}
            </Link>
            <span className="d-block text-secondary">
              {Q.kinds[entry.kind]} · {entry.category}
              {entry.awaiting && <span className="badge text-bg-warning ms-1">{Q.awaiting[entry.awaiting]}</span>}
            </span>
          </span>
        </div>
      </td>
      <td>
        <Party party={entry.seller} />
      </td>
      <td>
        <StatusBadge status={entry.status} />
        {entry.reason && <span className="d-block small text-secondary text-break">{entry.reason}</span>}
      </td>
      <td className="text-nowrap">{formatDateTime(entry.submitted_at)}</td>
      <td className="text-end text-nowrap">{entry.price_label}</td>
      <td>
        {sent ? (
          <span className="d-inline-flex flex-column gap-1" role="status">
            <span className="badge text-bg-info text-wrap">
              {!sent.stale && <span className="spinner-border spinner-border-sm me-1" style={{ width: '0.7rem', height: '0.7rem' }} aria-hidden="true" />}
              {Q.sentAs(sent.decided)}
            </span>
            {sent.stale && <span className="small text-secondary">{Q.stillWaiting}</span>}
          </span>
        ) : (
          <div className="d-flex flex-wrap gap-1">
            {entry.awaiting && (
              <>
                <button type="button" className="btn btn-sm btn-success" onClick={onApprove} aria-label={`${Q.approve} ${entry.title}`}>
                  {Q.approve}
                </button>
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={onReject} aria-label={`${Q.reject} ${entry.title}`}>
                  {Q.reject}
                </button>
              </>
            )}
            <Link to={detailPath(entry)} className="btn btn-sm btn-outline-secondary">
              {Q.details}
            </Link>
          </div>
        )}
      </td>
    </tr>
  );
}
