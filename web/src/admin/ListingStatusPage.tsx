import { ADMIN_MESSAGES, dealMovesFor, isDealStatus, type AdminDealRow, type DealStatus } from '@solar/contracts';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminApi, useAdminDeals } from '../api';
import { showSuccess } from '../shared/toast';
import { DEAL_COLUMNS, DealFiltersBar, DealsTable, useDealFilters, type DealColumn } from './deals';
import { QUEUE_POLL_FOR_MS, QUEUE_POLL_MS } from './ListingPage';
import { AdminPage, ListFooter, ReadState, ReasonDialog } from './parts';
import { ADMIN_TEXT } from './text';

const S = ADMIN_TEXT.status;
const REASON_REQUIRED: readonly DealStatus[] = ['Rejected', 'Disabled'];

interface SentMove {
  from: DealStatus;
  to: DealStatus;
  at: number;
}

/**
 * Every deal in any status (TRADER_ADMIN_API.getDeals) with a status filter and search. An admin changes a
 * deal's status with a decision (admin/listing/update-status, kind 'deal'): only the admin's moves of the deals'
 * transition table are offered; the deal shows the move as sent until the trader has applied it.
 */
export function ListingStatusPage() {
  const [params] = useSearchParams();
  const initial = params.get('status');
  const filters = useDealFilters(isDealStatus(initial) ? initial : '');
  const [sent, setSent] = useState<Record<string, SentMove>>({});
  const [moving, setMoving] = useState<{ deal: AdminDealRow; to: DealStatus } | null>(null);
  const deals = useAdminDeals(filters.params, Object.keys(sent).length ? QUEUE_POLL_MS : 0);

  useEffect(() => {
    if (!deals.data) return;
    setSent((current) => {
      if (Object.keys(current).length === 0) return current;
      const next: Record<string, SentMove> = {};
      for (const [uuid, move] of Object.entries(current)) {
        const deal = deals.data!.items.find((item) => item.uuid === uuid);
        if (deal && deal.status === move.from && Date.now() - move.at < QUEUE_POLL_FOR_MS) next[uuid] = move;
      }
      return next;
    });
  }, [deals.data]);

  const send = async (deal: AdminDealRow, to: DealStatus, reason: string) => {
    const result = await adminApi.decide({ kind: 'deal', uuid: deal.uuid, status: to, reason: reason || null });
    setSent((current) => ({ ...current, [deal.uuid]: { from: deal.status, to, at: Date.now() } }));
    showSuccess(result.message ?? ADMIN_MESSAGES.decisionSent(to));
  };

  const change: DealColumn = {
    header: S.change,
    cell: (deal) => <MoveSelect deal={deal} sent={sent[deal.uuid]} onChoose={(to) => setMoving({ deal, to })} />,
  };

  return (
    <AdminPage page="listing-status" intro={S.intro}>
      <DealFiltersBar filters={filters} />
      <ReadState read={deals} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <DealsTable label={ADMIN_TEXT.common.deal} deals={data.items} columns={[DEAL_COLUMNS.seller, DEAL_COLUMNS.status, change, DEAL_COLUMNS.updated]} />
            <ListFooter page={data} label={ADMIN_TEXT.common.deal} onPage={filters.setPage} />
          </>
        )}
      </ReadState>
      {moving && (
        <ReasonDialog
          title={ADMIN_TEXT.detail.decisionTitle(moving.to)}
          required={REASON_REQUIRED.includes(moving.to)}
          submitLabel={ADMIN_TEXT.detail.moveTo(moving.to)}
          onClose={() => setMoving(null)}
          onSubmit={async (reason) => {
            await send(moving.deal, moving.to, reason);
            setMoving(null);
          }}
        />
      )}
    </AdminPage>
  );
}

function MoveSelect({ deal, sent, onChoose }: { deal: AdminDealRow; sent: SentMove | undefined; onChoose: (to: DealStatus) => void }) {
  const id = useId();
  if (sent) {
    return (
      <span className="badge text-bg-info" role="status">
        {ADMIN_TEXT.queue.sentAs(sent.to)}
      </span>
    );
  }
  const moves = dealMovesFor(deal.status, 'admin');
  if (moves.length === 0) return <span className="small text-secondary">{S.noMoves}</span>;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {S.changeLabel(deal.title)}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        style={{ minWidth: '9rem' }}
        value=""
        onChange={(event) => event.target.value && onChoose(event.target.value as DealStatus)}
      >
        <option value="">{S.choose}</option>
        {moves.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </>
  );
}
