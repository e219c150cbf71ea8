import { ADMIN_LIMITS, ADMIN_MESSAGES, DEAL_STATUSES, LIMITS, MESSAGES, TRADER_ADMIN_API, type AdminActionView, type DealStatus } from '@solar/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { adminApi, isActionSettled, useAdminDeals, useBulkEdit, useRevalidateAdmin, type BulkEditChangeRequest } from '../api';
import { showSuccess } from '../shared/toast';
import { DEAL_COLUMNS, DealFiltersBar, DealsTable, quantityProblem, useDealFilters, useDealSelection } from './deals';
import { ActionStateBadge, AdminPage, FailureList, ListFooter, ReadState, StepsTable, failureMessages, useRequestId } from './parts';
import { ADMIN_TEXT } from './text';

const B = ADMIN_TEXT.bulk;

/** A price for many deals at once (each deal's own rule is the trader's; its refusal shows in the report). */
function bulkPriceProblem(text: string): string | null {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) return MESSAGES.limits.moneyInvalid;
  if (value > LIMITS.unitPriceMax) return MESSAGES.limits.moneyTooLarge;
  if (text.includes('.') && text.split('.')[1]!.length > 4) return MESSAGES.limits.moneyCents;
  return null;
}

/**
 * Bulk edit (/trader/trader-admin/bulk-edit and /bulkEdit): choose deals (any status, searchable, across
 * pages), set their status and/or price and/or quantity, send it (ADMIN_API.bulkEdit, one request id per
 * submission), then read what each deal answered (applied, unchanged, refused with its reason) as the trader
 * applies it (ADMIN_API.bulkEditOne, polled until settled).
 */
export function BulkEditPage({ page = 'bulk-edit' }: { page?: 'bulk-edit' | 'bulkEdit' }) {
  const filters = useDealFilters();
  const deals = useAdminDeals(filters.params);
  const selection = useDealSelection();
  const requestId = useRequestId();
  const [status, setStatus] = useState<DealStatus | ''>('');
  const [price, setPrice] = useState('');
  const [qty, setQty] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const sending = useRef(false);
  const ids = { status: useId(), price: useId(), qty: useId() };

  // A changed form is a new submission.
  const chosen = [...selection.selected].sort().join(',');
  useEffect(() => requestId.reset(), [requestId, chosen, status, price, qty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found: Record<string, string> = {};
    if (selection.selected.size === 0) found.deals = ADMIN_MESSAGES.dealsRequired;
    else if (selection.selected.size > ADMIN_LIMITS.batchMax) found.deals = ADMIN_MESSAGES.batchTooLarge;
    if (!status && price.trim() === '' && qty.trim() === '') found.changes = B.changeRequired;
    if (price.trim() !== '') {
      const problem = bulkPriceProblem(price.trim());
      if (problem) found.price = problem;
    }
    if (qty.trim() !== '') {
      const problem = quantityProblem(qty);
      if (problem) found.qty = problem;
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    const change: Omit<BulkEditChangeRequest, 'deal_uuid'> = {
      ...(status ? { status } : {}),
      ...(price.trim() !== '' ? { price: Number(price) } : {}),
      ...(qty.trim() !== '' ? { total_qty: Number(qty) } : {}),
    };
    sending.current = true;
    setBusy(true);
    setFailure([]);
    try {
      const result = await adminApi.bulkEdit({ changes: [...selection.selected].map((deal_uuid) => ({ deal_uuid, ...change })), request_id: requestId.get() });
      showSuccess(result.message ?? ADMIN_MESSAGES.editSent);
      setJobId(result.data.id);
      requestId.reset();
    } catch (error) {
      setFailure(failureMessages(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const invalid = (field: string) => (problems[field] ? ' is-invalid' : '');

  return (
    <AdminPage page={page} intro={B.intro}>
      <section aria-labelledby="bulk-choose" className="mb-4">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
          <h2 id="bulk-choose" className="h5">
            {B.choose}
          </h2>
          <span className="small fw-semibold" role="status">
            {B.chosen(selection.selected.size)}
          </span>
        </div>
        <DealFiltersBar filters={filters} />
        <ReadState read={deals} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <>
              <DealsTable
                label={B.choose}
                deals={data.items}
                selection={selection}
                columns={[DEAL_COLUMNS.seller, DEAL_COLUMNS.status, DEAL_COLUMNS.price, DEAL_COLUMNS.qty]}
              />
              <ListFooter page={data} label={ADMIN_TEXT.common.deal} onPage={filters.setPage} />
            </>
          )}
        </ReadState>
      </section>

      <form className="card mb-4" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="bulk-changes">
        <div className="card-body">
          <h2 id="bulk-changes" className="h5">
            {B.changes}
          </h2>
          <FailureList messages={failure} />
          {problems.deals && <p className="text-danger small">{problems.deals}</p>}
          {problems.changes && <p className="text-danger small">{problems.changes}</p>}
          <div className="row g-3">
            <div className="col-sm-4">
              <label htmlFor={ids.status} className="form-label small">
                {B.status}
              </label>
              <select
                id={ids.status}
                className="form-select form-select-sm"
                value={status}
                onChange={(event) => setStatus(event.target.value as DealStatus | '')}
              >
                <option value="">{B.keep}</option>
                {DEAL_STATUSES.map((one) => (
                  <option key={one} value={one}>
                    {one}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-sm-4">
              <label htmlFor={ids.price} className="form-label small">
                {B.price}
              </label>
              <input
                id={ids.price}
                className={`form-control form-control-sm${invalid('price')}`}
                inputMode="decimal"
                value={price}
                placeholder={B.keep}
                onChange={(event) => setPrice(event.target.value)}
                aria-describedby={`${ids.price}-m`}
              />
              <div id={`${ids.price}-m`} className="invalid-feedback d-block">
                {problems.price}
              </div>
            </div>
            <div className="col-sm-4">
              <label htmlFor={ids.qty} className="form-label small">
                {B.quantity}
              </label>
              <input
                id={ids.qty}
                className={`form-control form-control-sm${invalid('qty')}`}
                inputMode="numeric"
                value={qty}
                placeholder={B.keep}
                onChange={(event) => setQty(event.target.value)}
                aria-describedby={`${ids.qty}-m`}
              />
              <div id={`${ids.qty}-m`} className="invalid-feedback d-block">
                {problems.qty}
              </div>
            </div>
          </div>
          <button type="submit" className="btn btn-dark mt-3" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {B.submit}
          </button>
        </div>
      </form>

      {jobId && <BulkReport id={jobId} />}
    </AdminPage>
  );
}

/** What each deal answered, asked for until every deal has. */
function BulkReport({ id }: { id: string }) {
  const job = useBulkEdit(id);
  const revalidate = useRevalidateAdmin();
  const settled = job.data !== undefined && isActionSettled(job.data);
  useEffect(() => {
    if (settled) void revalidate(TRADER_ADMIN_API.getDeals);
  }, [settled, revalidate]);
  return (
    <section aria-labelledby="bulk-report">
      <h2 id="bulk-report" className="h5 d-flex flex-wrap align-items-center gap-2">
        {B.report}
        {job.data && <ActionStateBadge state={job.data.state} />}
      </h2>
      <ReadState read={job}>{(data) => <ReportBody job={data} settled={settled} />}</ReadState>
    </section>
  );
}

function ReportBody({ job, settled }: { job: AdminActionView; settled: boolean }) {
  const tally = (outcome: string) => job.steps.filter((step) => step.outcome === outcome).length;
  return (
    <>
      <p className="small mb-2" role="status">
        {!settled && <span className="spinner-border spinner-border-sm me-2 text-amber" aria-hidden="true" />}
        {settled ? B.summary(tally('applied'), tally('unchanged'), tally('refused')) : B.running}
      </p>
      <StepsTable steps={job.steps} label={B.report} />
    </>
  );
}
