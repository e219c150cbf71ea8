import {
  ADMIN_MESSAGES,
  BulkEditBody,
  BulkEditChange,
  DEAL_STATUSES,
  LIMITS,
  MESSAGES,
  TRADER_ADMIN_API,
  type AdminActionView,
  type DealStatus,
  type FieldErrors,
} from '@solar/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { adminApi, isActionSettled, useAdminDeals, useBulkEdit, useRevalidateAdmin, type BulkEditChangeRequest } from '../api';
import { SelectField, TextField } from '../shared/components/FormField';
import { dtoRule } from '../shared/dtoRule';
import { contractResolver } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { DEAL_COLUMNS, DealFiltersBar, DealsTable, quantityProblem, useDealFilters, useDealSelection } from './deals';
import { ActionStateBadge, AdminPage, FailureList, ListFooter, ReadState, StepsTable, failureMessages, newRequestId, useRequestId } from './parts';
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

interface BulkValues {
  status: DealStatus | '';
  price: string;
  qty: string;
}

const BULK_DTO_RULE = dtoRule(BulkEditBody);
const CHANGE_DTO_RULE = dtoRule(BulkEditChange);
/** A deal id that passes the DTO's id rule, to check a change before any deal is chosen. */
const ANY_DEAL = 'deal';

/** The change each chosen deal gets: only what the form sets. */
const changeOf = (values: BulkValues): Omit<BulkEditChangeRequest, 'deal_uuid'> => ({
  ...(values.status ? { status: values.status } : {}),
  ...(values.price.trim() !== '' ? { price: Number(values.price) } : {}),
  ...(values.qty.trim() !== '' ? { total_qty: Number(values.qty) } : {}),
});

/**
 * The bulk edit's rule: the form's own checks of its texts, then the request DTO's (BulkEditBody: the chosen
 * deals' count; BulkEditChange: each value's type and range), whose messages the server would answer.
 */
function bulkRule(values: BulkValues, deals: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const change = changeOf(values);
  if (Object.keys(change).length === 0) errors.changes = [ADMIN_MESSAGES.changesRequired];
  const price = values.price.trim();
  const priceProblem = price === '' ? null : bulkPriceProblem(price);
  if (priceProblem) errors.price = [priceProblem];
  const qtyProblem = values.qty.trim() === '' ? null : quantityProblem(values.qty);
  if (qtyProblem) errors.qty = [qtyProblem];
  const own = CHANGE_DTO_RULE({ deal_uuid: ANY_DEAL, ...change });
  if (own.status) errors.status = own.status;
  if (own.price) errors.price = own.price;
  if (own.total_qty) errors.qty = own.total_qty;
  const body = BULK_DTO_RULE({ changes: deals.map((deal_uuid) => ({ deal_uuid, ...change })), request_id: newRequestId() });
  if (body.changes) errors.deals = body.changes;
  return errors;
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
  const [failure, setFailure] = useState<string[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const chosen = useRef<readonly string[]>([]);
  chosen.current = [...selection.selected].sort();
  const resolver = useMemo(() => contractResolver<BulkValues>((values) => bulkRule(values as unknown as BulkValues, chosen.current)), []);
  const {
    register,
    handleSubmit,
    control,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<BulkValues>({ defaultValues: { status: '', price: '', qty: '' }, resolver });
  const values = useWatch({ control });

  // A changed form is a new submission; a changed choice of deals answers the deals' message.
  const chosenKey = chosen.current.join(',');
  useEffect(() => requestId.reset(), [requestId, chosenKey, values.status, values.price, values.qty]);
  useEffect(() => clearErrors(['deals', 'changes'] as never), [clearErrors, chosenKey, values.status, values.price, values.qty]);

  const submit = handleSubmit(async (form) => {
    const change = changeOf(form);
    setFailure([]);
    try {
      const result = await adminApi.bulkEdit({ changes: chosen.current.map((deal_uuid) => ({ deal_uuid, ...change })), request_id: requestId.get() });
      showSuccess(result.message ?? ADMIN_MESSAGES.editSent);
      setJobId(result.data.id);
      requestId.reset();
    } catch (error) {
      setFailure(failureMessages(error));
    }
  });
  const formErrors = errors as typeof errors & { deals?: { message?: string }; changes?: { message?: string } };
  const statusOptions = DEAL_STATUSES.map((one) => ({ value: one, label: one }));

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
          {formErrors.deals?.message && <p className="text-danger small">{formErrors.deals.message}</p>}
          {formErrors.changes?.message && <p className="text-danger small">{formErrors.changes.message}</p>}
          <div className="row g-3">
            <div className="col-sm-4">
              <SelectField label={B.status} placeholder={B.keep} options={statusOptions} registration={register('status')} error={errors.status} />
            </div>
            <div className="col-sm-4">
              <TextField label={B.price} inputMode="decimal" placeholder={B.keep} registration={register('price')} error={errors.price} />
            </div>
            <div className="col-sm-4">
              <TextField label={B.quantity} inputMode="numeric" placeholder={B.keep} registration={register('qty')} error={errors.qty} />
            </div>
          </div>
          <button type="submit" className="btn btn-dark" disabled={isSubmitting}>
            {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
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
