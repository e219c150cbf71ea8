import { ADMIN_MESSAGES, BulkEditChange, TRADER_ADMIN_API, type AdminDealRow, type FieldErrors } from '@solar/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminApi, isActionSettled, useAdminDeals, useBulkEdit, useRevalidateAdmin } from '../api';
import { formatDealPrice } from '../shared/deals/dealFormat';
import { dtoRule } from '../shared/dtoRule';
import { applyServerErrors, contractResolver } from '../shared/formErrors';
import { formatUsd } from '../shared/format';
import { showErrors, showSuccess } from '../shared/toast';
import { DEAL_COLUMNS, DealFiltersBar, DealsTable, dealPriceLabel, perWatt, priceProblem, useDealFilters, type DealColumn } from './deals';
import { AdminPage, ListFooter, ReadState, failureMessages, newRequestId } from './parts';
import { ADMIN_TEXT } from './text';

const P = ADMIN_TEXT.price;

/**
 * Deals with their price per watt and unit price (TRADER_ADMIN_API.getDeals). A price is edited in place: a
 * bulk edit of one deal (ADMIN_API.bulkEdit), then its report is asked for (ADMIN_API.bulkEditOne) until the
 * trader has applied or refused it, and the outcome shows in the row.
 */
export function PriceListingPage() {
  const filters = useDealFilters();
  const deals = useAdminDeals(filters.params);

  const perWattColumn: DealColumn = {
    header: P.perWatt,
    cell: (deal) => (deal.price_per_watt === null ? ADMIN_TEXT.common.none : formatDealPrice(deal.price_per_watt, 'watt')),
    className: 'text-end text-nowrap',
  };
  const unitColumn: DealColumn = { header: P.perUnit, cell: (deal) => formatUsd(deal.unit_price), className: 'text-end text-nowrap' };
  const editColumn: DealColumn = { header: P.price, cell: (deal) => <PriceEditor deal={deal} /> };

  return (
    <AdminPage page="price-listing" intro={P.intro}>
      <DealFiltersBar filters={filters} />
      <ReadState read={deals} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <DealsTable label={ADMIN_TEXT.common.deal} deals={data.items} columns={[DEAL_COLUMNS.status, perWattColumn, unitColumn, editColumn]} />
            <ListFooter page={data} label={ADMIN_TEXT.common.deal} onPage={filters.setPage} />
          </>
        )}
      </ReadState>
    </AdminPage>
  );
}

const CHANGE_DTO_RULE = dtoRule(BulkEditChange);

/** A deal's new price: the deal form's rules of its kind of price, then the bulk edit DTO's (BulkEditChange). */
const priceRule =
  (deal: AdminDealRow) =>
  ({ price }: Record<string, unknown>): FieldErrors => {
    const text = String(price ?? '');
    const own = CHANGE_DTO_RULE({ deal_uuid: deal.uuid, price: Number(text) }).price;
    const problem = priceProblem(text, perWatt(deal));
    return own ? { price: own } : problem ? { price: [problem] } : {};
  };

/** The price and an Edit button; editing, an input with Save and Cancel; after saving, the trader's answer. */
function PriceEditor({ deal }: { deal: AdminDealRow }) {
  const [editing, setEditing] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useBulkEdit(jobId);
  const revalidate = useRevalidateAdmin();
  const settled = job.data !== undefined && isActionSettled(job.data);

  // Once applied, the list shows the deal's new price.
  useEffect(() => {
    if (settled) void revalidate(TRADER_ADMIN_API.getDeals);
  }, [settled, revalidate]);

  if (editing) {
    return (
      <PriceForm
        deal={deal}
        onSent={(id) => {
          setJobId(id);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }

  const step = job.data?.steps.find((one) => one.uuid === deal.uuid);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 justify-content-end">
      <span className="text-nowrap fw-semibold">{dealPriceLabel(deal)}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline-dark"
        aria-label={P.editPrice(deal.title)}
        disabled={jobId !== null && !settled}
        onClick={() => {
          setJobId(null);
          setEditing(true);
        }}
      >
        <i className="bi bi-pencil" aria-hidden="true" />
      </button>
      {jobId && (
        <span className="small w-100 text-end" role="status">
          {!settled ? (
            <span className="text-secondary">
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              {P.waiting}
            </span>
          ) : !step ? (
            <span className="text-secondary">{`${ADMIN_TEXT.states[job.data!.state]}: ${job.data!.message}`}</span>
          ) : step.outcome === 'applied' ? (
            <span className="text-success">{P.applied}</span>
          ) : step.outcome === 'unchanged' ? (
            <span className="text-secondary">{P.unchanged}</span>
          ) : (
            <span className="text-danger">{P.refused(step.reason ?? job.data?.message ?? '')}</span>
          )}
        </span>
      )}
    </div>
  );
}

/** The price's input with Save and Cancel: checked before it is sent, then sent as a bulk edit of this deal. */
function PriceForm({ deal, onSent, onCancel }: { deal: AdminDealRow; onSent: (jobId: string) => void; onCancel: () => void }) {
  const id = useId();
  const resolver = useMemo(() => contractResolver<{ price: string }>(priceRule(deal)), [deal]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ price: string }>({ defaultValues: { price: String(deal.price) }, resolver });
  const submit = handleSubmit(async ({ price }) => {
    try {
      const result = await adminApi.bulkEdit({ changes: [{ deal_uuid: deal.uuid, price: Number(price) }], request_id: newRequestId() });
      showSuccess(result.message ?? ADMIN_MESSAGES.editSent);
      onSent(result.data.id);
    } catch (error) {
      if (!applyServerErrors(error, ['price'], setError)) showErrors(failureMessages(error));
    }
  });
  return (
    <form className="d-flex flex-wrap gap-1 align-items-start" style={{ minWidth: '14rem' }} onSubmit={(event) => void submit(event)} noValidate>
      <div>
        <label htmlFor={id} className="visually-hidden">
          {P.newPrice(deal.title)}
        </label>
        <div className="input-group input-group-sm" style={{ width: '9rem' }}>
          <span className="input-group-text">$</span>
          <input
            id={id}
            className={`form-control${errors.price ? ' is-invalid' : ''}`}
            inputMode="decimal"
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? `${id}-problem` : undefined}
            autoFocus
            {...register('price')}
          />
        </div>
        {errors.price && (
          <div id={`${id}-problem`} className="invalid-feedback d-block">
            {errors.price.message}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-sm btn-dark" disabled={isSubmitting}>
        {isSubmitting ? ADMIN_TEXT.common.saving : ADMIN_TEXT.common.save}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
        {ADMIN_TEXT.common.cancel}
      </button>
    </form>
  );
}
