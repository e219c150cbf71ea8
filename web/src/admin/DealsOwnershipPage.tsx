import { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, TRADER_ADMIN_API, type AdminAccountView, type AdminActionView } from '@solar/contracts';
import { useEffect, useRef, useState } from 'react';
import { adminApi, isActionSettled, useAdminDeals, useOwnershipTransfer, useOwnershipTransfers, useRevalidateAdmin } from '../api';
import { showSuccess } from '../shared/toast';
import { DEAL_COLUMNS, DealFiltersBar, DealsTable, useDealFilters, useDealSelection } from './deals';
import {
  AccountSearch,
  ActionStateBadge,
  AdminPage,
  AdminTable,
  FailureList,
  ListFooter,
  Party,
  ReadState,
  StepsTable,
  accountName,
  failureMessages,
  formatDateTime,
  useRequestId,
} from './parts';
import { ADMIN_TEXT } from './text';

const O = ADMIN_TEXT.ownership;

/**
 * Ownership transfer (ADMIN_API.ownershipTransfer): choose deals and the seller who takes them, send the
 * transfer with one request id per submission (a second click, or a retry after a lost answer, names the same
 * transfer and moves nothing twice), then follow the saga per deal (ownershipTransferOne, polled): sent, then
 * completed; or compensating, then compensated with the refusing deal's reason. The past transfers are listed
 * below.
 */
export function DealsOwnershipPage() {
  const filters = useDealFilters();
  const deals = useAdminDeals(filters.params);
  const selection = useDealSelection();
  const requestId = useRequestId();
  const [target, setTarget] = useState<AdminAccountView | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [transferId, setTransferId] = useState<string | null>(null);
  const sending = useRef(false);

  // Other deals or another target make another submission, with a new request id.
  const chosen = [...selection.selected].sort().join(',');
  useEffect(() => requestId.reset(), [requestId, chosen, target?.id]);

  const submit = async () => {
    if (sending.current) return;
    const found: string[] = [];
    if (selection.selected.size === 0) found.push(ADMIN_MESSAGES.dealsRequired);
    else if (selection.selected.size > ADMIN_LIMITS.batchMax) found.push(ADMIN_MESSAGES.batchTooLarge);
    if (!target) found.push(O.targetRequired);
    setProblems(found);
    if (found.length || !target) return;
    sending.current = true;
    setBusy(true);
    try {
      const result = await adminApi.transferOwnership({ deal_uuids: [...selection.selected], to_seller_id: target.id, request_id: requestId.get() });
      showSuccess(result.message ?? ADMIN_MESSAGES.transferStarted);
      setTransferId(result.data.id);
      selection.clear();
      requestId.reset();
    } catch (error) {
      setProblems(failureMessages(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <AdminPage page="deals-ownership" intro={O.intro}>
      <section aria-labelledby="ownership-deals" className="mb-4">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
          <h2 id="ownership-deals" className="h5">
            {ADMIN_TEXT.bulk.choose}
          </h2>
          <span className="small fw-semibold" role="status">
            {ADMIN_TEXT.bulk.chosen(selection.selected.size)}
          </span>
        </div>
        <DealFiltersBar filters={filters} />
        <ReadState read={deals} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <>
              <DealsTable
                label={ADMIN_TEXT.bulk.choose}
                deals={data.items}
                selection={selection}
                columns={[DEAL_COLUMNS.seller, DEAL_COLUMNS.status, DEAL_COLUMNS.price]}
              />
              <ListFooter page={data} label={ADMIN_TEXT.common.deal} onPage={filters.setPage} />
            </>
          )}
        </ReadState>
      </section>

      <section className="card mb-4" aria-labelledby="ownership-target">
        <div className="card-body">
          <h2 id="ownership-target" className="h5">
            {O.target}
          </h2>
          <FailureList messages={problems} />
          {target ? (
            <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <span className="fw-semibold">{O.chosenTarget(accountName(target))}</span>
              <span className="small text-secondary">{target.email}</span>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setTarget(null)}>
                {O.change}
              </button>
            </div>
          ) : (
            <div className="mb-3" style={{ maxWidth: '28rem' }}>
              <AccountSearch role="seller" label={O.targetSearch} onPick={setTarget} />
            </div>
          )}
          <button type="button" className="btn btn-dark" disabled={busy} onClick={() => void submit()}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {O.submit}
          </button>
        </div>
      </section>

      {transferId && <TransferProgress id={transferId} />}
      <PastTransfers onOpen={setTransferId} current={transferId} />
    </AdminPage>
  );
}

function TransferProgress({ id }: { id: string }) {
  const transfer = useOwnershipTransfer(id);
  const revalidate = useRevalidateAdmin();
  const settled = transfer.data !== undefined && isActionSettled(transfer.data);
  useEffect(() => {
    if (settled) void revalidate(TRADER_ADMIN_API.getDeals, ADMIN_API.ownershipTransfer);
  }, [settled, revalidate]);
  return (
    <section className="mb-4" aria-labelledby="ownership-progress">
      <h2 id="ownership-progress" className="h5 d-flex flex-wrap align-items-center gap-2">
        {O.progress}
        {transfer.data && <ActionStateBadge state={transfer.data.state} />}
      </h2>
      <ReadState read={transfer}>
        {(data) => (
          <>
            <p className="small mb-2" role="status">
              {!settled && <span className="spinner-border spinner-border-sm me-2 text-amber" aria-hidden="true" />}
              {data.target.label && <span className="me-2">{data.target.label}.</span>}
              {data.message}
            </p>
            <StepsTable steps={data.steps} label={O.progress} extra={{ header: O.from, cell: (step) => <Party party={step.from_seller} /> }} />
          </>
        )}
      </ReadState>
    </section>
  );
}

/** The seller who took the deals: the transfer records their name apart from its label, the sentence 'N deals to X'. */
const newOwnerOf = (transfer: AdminActionView): string => (typeof transfer.after?.to_seller === 'string' ? transfer.after.to_seller : transfer.target.label);

function PastTransfers({ onOpen, current }: { onOpen: (id: string) => void; current: string | null }) {
  const [page, setPage] = useState(1);
  const transfers = useOwnershipTransfers({ page_no: page, per_page: ADMIN_LIMITS.pageSize });
  return (
    <section aria-labelledby="ownership-past">
      <h2 id="ownership-past" className="h5">
        {O.past}
      </h2>
      <ReadState read={transfers} empty={O.noPast} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <AdminTable label={O.past}>
              <thead>
                <tr>
                  <th scope="col">{O.at}</th>
                  <th scope="col">{O.target}</th>
                  <th scope="col">{O.deals}</th>
                  <th scope="col">{O.by}</th>
                  <th scope="col">{O.state}</th>
                  <th scope="col">
                    <span className="visually-hidden">{ADMIN_TEXT.common.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((transfer: AdminActionView) => (
                  <tr key={transfer.id} className={transfer.id === current ? 'table-active' : undefined}>
                    <td className="text-nowrap">{formatDateTime(transfer.at)}</td>
                    <td className="text-break">{newOwnerOf(transfer)}</td>
                    <td>{transfer.steps.length}</td>
                    <td>{transfer.admin.name}</td>
                    <td>
                      <ActionStateBadge state={transfer.state} />
                    </td>
                    <td>
                      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onOpen(transfer.id)}>
                        {ADMIN_TEXT.common.view}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
            <ListFooter page={data} label={O.past} onPage={setPage} />
          </>
        )}
      </ReadState>
    </section>
  );
}
