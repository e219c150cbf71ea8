import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  ModerationDecisionBody,
  type ActionOutcome,
  type ActionStepView,
  type AdminAccountView,
  type AdminActionState,
  type AdminPartyView,
  type DealStatus,
  type FieldErrors,
  type PageOf,
  type Role,
} from '@solar/contracts';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { SWRResponse } from 'swr';
import { ApiError, useAdminAccounts } from '../api';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { TextAreaField } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { Pager } from '../shared/components/Pager';
import { DEAL_STATUS_BADGES } from '../shared/deals/labels';
import { dtoRule } from '../shared/dtoRule';
import { applyServerErrors, contractResolver } from '../shared/formErrors';
import { useDebounced } from '../shared/hooks/useDebounced';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { adminTitle, type AdminPagePath } from './adminPages';
import { ADMIN_TEXT } from './text';

const C = ADMIN_TEXT.common;

/** A page's title (heading and browser tab), its one-line purpose and anything beside the heading. */
export function AdminPage({
  page,
  intro,
  actions,
  children,
  title,
}: {
  page: AdminPagePath;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
  title?: string;
}) {
  const heading = title ?? adminTitle(page);
  usePageTitle(`${heading} · ${ADMIN_TEXT.area}`);
  return (
    <div className="admin-page">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">{heading}</h1>
          {intro && <p className="text-secondary small mb-0">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

export const dateTime = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Mar 2, 2026, 10:05 AM'; '—' for nothing or a bad date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return C.none;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? C.none : dateTime.format(date);
}

export function StatusBadge({ status }: { status: DealStatus | string }) {
  const tone = (DEAL_STATUS_BADGES as Record<string, string>)[status] ?? 'text-bg-light border';
  return <span className={`badge ${tone}`}>{status}</span>;
}

const STATE_TONES: Record<AdminActionState, string> = {
  done: 'text-bg-success',
  sent: 'text-bg-info',
  applied: 'text-bg-success',
  partly: 'text-bg-warning',
  refused: 'text-bg-danger',
  compensating: 'text-bg-warning',
  compensated: 'text-bg-secondary',
  completed: 'text-bg-success',
};

export function ActionStateBadge({ state }: { state: AdminActionState }) {
  return <span className={`badge ${STATE_TONES[state]}`}>{ADMIN_TEXT.states[state]}</span>;
}

const OUTCOME_TONES: Record<ActionOutcome, string> = {
  pending: 'text-bg-light border',
  applied: 'text-bg-success',
  unchanged: 'text-bg-secondary',
  refused: 'text-bg-danger',
};

export function OutcomeBadge({ outcome }: { outcome: ActionOutcome }) {
  return <span className={`badge ${OUTCOME_TONES[outcome]}`}>{ADMIN_TEXT.outcomes[outcome]}</span>;
}

/** A seller or buyer: name, and the e-mail under it. */
export function Party({ party }: { party: AdminPartyView | null | undefined }) {
  if (!party) return <span className="text-secondary">{C.none}</span>;
  return (
    <span className="d-inline-block text-break" style={{ minWidth: '9rem' }}>
      {party.name}
      <span className="d-block small text-secondary">{party.email}</span>
    </span>
  );
}

/** The admin lists' look of a DataTable: a bordered box, small rows. */
export const ADMIN_TABLE = { frameClassName: 'admin-table border rounded-3 mb-3', className: 'table-sm table-hover small mb-0' } as const;

/** A table that scrolls sideways inside its box on a narrow screen, never the page. */
export function AdminTable({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="table-responsive admin-table border rounded-3 mb-3">
      <table className={`table table-sm table-hover align-middle small mb-0 ${className}`} aria-label={label}>
        {children}
      </table>
    </div>
  );
}

/**
 * A read's loading, failure and empty states; `children` renders the data once it has some. The previous page
 * stays on screen while the next loads.
 */
export function ReadState<T>({
  read,
  empty,
  isEmpty,
  children,
}: {
  read: SWRResponse<T, ApiError>;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (read.error && read.data === undefined) return <ErrorAlert error={read.error} onRetry={() => void read.mutate()} />;
  if (read.data === undefined) return <Loading />;
  if (isEmpty?.(read.data)) return <p className="text-secondary py-3">{empty ?? C.empty}</p>;
  return <>{children(read.data)}</>;
}

/** A page of a list's pager and total. */
export function ListFooter({
  page,
  label,
  onPage,
}: {
  page: Pick<PageOf<unknown>, 'page' | 'last_page' | 'total'>;
  label: string;
  onPage: (page: number) => void;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span className="small text-secondary">{C.total(page.total)}</span>
      <Pager page={page.page} lastPage={page.last_page} label={C.pages(label)} onPage={onPage} />
    </div>
  );
}

/** A search box whose text is handed on once typing pauses (at most ADMIN_LIMITS.searchMax characters). */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder = C.searchPlaceholder,
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="input-group input-group-sm">
        <span className="input-group-text" aria-hidden="true">
          <i className="bi bi-search" />
        </span>
        <input
          id={id}
          type="search"
          className="form-control"
          value={value}
          maxLength={ADMIN_LIMITS.searchMax}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

/** A select of options with an 'all' choice first. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  all,
  optionLabel = (option) => option,
}: {
  label: string;
  value: T | '';
  options: readonly T[];
  onChange: (value: T | '') => void;
  all: string;
  optionLabel?: (option: T) => string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} className="form-select form-select-sm" value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What a failed write says: each message the server gave, else its HTTP text. */
export function failureMessages(error: unknown): string[] {
  if (error instanceof ApiError) return error.details.length ? error.details : [error.message];
  return [error instanceof Error ? error.message : String(error)];
}

export function FailureList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="alert alert-danger small py-2" role="alert">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </div>
  );
}

/**
 * A reason's rule by the request it goes in: empty where `required` gets the service's message, and the rest is
 * the DTO's check of its `reason` (its type and length, in the server's words).
 */
export function reasonRule(required: boolean, dto: new () => object = ModerationDecisionBody): (reason: string) => FieldErrors {
  const check = dtoRule(dto);
  return (reason): FieldErrors => {
    const text = reason.trim();
    if (required && text === '') return { reason: [ADMIN_MESSAGES.reasonRequired] };
    const found = check({ reason: text || null }).reason;
    return found ? { reason: found } : {};
  };
}

export interface ReasonDialogProps {
  title: string;
  /** Whether an empty reason is refused (rejecting, disabling). */
  required: boolean;
  submitLabel: string;
  hint?: string;
  /** The request DTO the reason goes in (a moderation decision's by default): its rule for `reason` applies. */
  dto?: new () => object;
  label?: string;
  /** Sends the decision; a thrown error is shown in the dialog (400 field messages, 422 refusals). */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** A modal asking for a reason before a decision is sent; the server's refusal stays in it to be corrected. */
export function ReasonDialog({ title, required, submitLabel, hint = C.reasonHint, dto, label, onSubmit, onClose }: ReasonDialogProps) {
  const [failure, setFailure] = useState<string[]>([]);
  const resolver = useMemo(() => {
    const rule = reasonRule(required, dto);
    return contractResolver<{ reason: string }>((values) => rule(String(values.reason ?? '')));
  }, [required, dto]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver });

  const submit = handleSubmit(async ({ reason }) => {
    setFailure([]);
    try {
      await onSubmit(reason.trim());
    } catch (error) {
      if (!applyServerErrors(error, ['reason'], setError)) setFailure(failureMessages(error));
    }
  });

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FailureList messages={failure} />
        <TextAreaField
          label={label ?? (required ? C.reason : C.reasonOptional)}
          rows={4}
          hint={hint}
          className=""
          required={required}
          registration={register('reason')}
          error={errors.reason}
          autoFocus
        />
        <div className="d-flex flex-wrap justify-content-end gap-2 mt-3">
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {C.cancel}
          </button>
          <button type="submit" className="btn btn-dark" disabled={isSubmitting}>
            {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A list's filter, its typed search (`q` once typing pauses) and its page, kept together so changing the filter or the search goes back to page 1. */
export function useListFilters<T extends string>(initial: T | '' = '') {
  const [filter, setFilterValue] = useState<T | ''>(initial);
  const [text, setTextValue] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), 300);
  return {
    filter,
    setFilter: (value: T | '') => {
      setFilterValue(value);
      setPage(1);
    },
    text,
    setText: (value: string) => {
      setTextValue(value);
      setPage(1);
    },
    q,
    page,
    setPage,
  };
}

/** Accounts of a role matching typed text; choosing one hands it on. Accounts in `exclude` are not offered. */
export function AccountSearch({
  role,
  label,
  onPick,
  exclude = [],
}: {
  role: Role;
  label: string;
  onPick: (account: AdminAccountView) => void;
  exclude?: readonly string[];
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  const accounts = useAdminAccounts(q ? { q, role, per_page: 8 } : null);
  const found = (accounts.data?.items ?? []).filter((account) => !exclude.includes(account.id));
  return (
    <div className="account-search">
      <label htmlFor={id} className="form-label small">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        value={text}
        maxLength={ADMIN_LIMITS.searchMax}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {q && (
        <div className="mt-1">
          {accounts.error && !accounts.data && <ErrorAlert error={accounts.error} onRetry={() => void accounts.mutate()} />}
          {!accounts.data && !accounts.error && <Loading />}
          {accounts.data && found.length === 0 && <p className="small text-secondary mb-0">{C.empty}</p>}
          {found.length > 0 && (
            <ul className="list-group list-group-flush border rounded-2" aria-label={label}>
              {found.map((account) => (
                <li key={account.id} className="list-group-item p-0">
                  <button
                    type="button"
                    className="btn btn-link text-start text-decoration-none w-100 px-2 py-1 small"
                    onClick={() => {
                      onPick(account);
                      setText('');
                    }}
                  >
                    <span className="fw-semibold">{`${account.firstname} ${account.lastname}`.trim()}</span>
                    <span className="d-block text-secondary">{account.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

export const accountName = (account: Pick<AdminAccountView, 'firstname' | 'lastname' | 'email'>): string =>
  `${account.firstname} ${account.lastname}`.trim() || account.email;

/** A v4 UUID: crypto.randomUUID where the page may use it (secure contexts), else from random bytes. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One request id per submission (an idempotency key): the same until `reset`, so a repeated click or a retry
 * after a lost answer sends the id of the first; a changed form resets it.
 */
export function useRequestId(): { get: () => string; reset: () => void } {
  const id = useRef<string | null>(null);
  return useMemo(
    () => ({
      get: () => {
        id.current ??= newRequestId();
        return id.current;
      },
      reset: () => {
        id.current = null;
      },
    }),
    [],
  );
}

/** Each step of an action as a table: deal, outcome, reason. */
export function StepsTable({
  steps,
  label,
  extra,
}: {
  steps: readonly ActionStepView[];
  label: string;
  extra?: { header: string; cell: (step: ActionStepView) => ReactNode };
}) {
  return (
    <AdminTable label={label}>
      <thead>
        <tr>
          <th scope="col">{C.deal}</th>
          {extra && <th scope="col">{extra.header}</th>}
          <th scope="col">{ADMIN_TEXT.audit.state}</th>
          <th scope="col">{C.reason}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={`${step.kind}-${step.uuid}`}>
            <td className="text-break">{step.title ?? step.uuid}</td>
            {extra && <td>{extra.cell(step)}</td>}
            <td>
              <OutcomeBadge outcome={step.outcome} />
            </td>
            <td className="text-break">{step.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
