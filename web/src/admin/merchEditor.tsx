import { ADMIN_MESSAGES } from '@solar/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidateAdmin, type ApiResult } from '../api';
import { ConfirmDialog } from '../shared/components/ConfirmDialog';
import { showErrors, showSuccess } from '../shared/toast';
import { ScheduleBadge, serverProblems, type FieldProblems } from './merchFields';
import { FailureList, failureMessages, formatDateTime } from './parts';
import { ADMIN_TEXT } from './text';

/*
 * What the banners' and the ads' editors share: the list with its edit and delete buttons, and the form that
 * checks a draft, sends it and shows the server's messages by field.
 */

/** A banner or an ad as its list shows it. */
interface Creative {
  id: string;
  title: string;
  link: string;
  active: boolean;
  starts_at: string;
  ends_at: string | null;
}

/**
 * Which one is being edited ('new' for a new one, null for none), and deleting one once confirmed in
 * `confirmation` (the page shows it); the list at `listKey` is read again after either.
 */
export function useCreativeEditing<V extends Creative>({
  listKey,
  confirmDelete,
  deleteOne,
}: {
  listKey: string;
  confirmDelete: (title: string) => string;
  deleteOne: (id: string) => Promise<ApiResult<unknown>>;
}) {
  const revalidate = useRevalidateAdmin();
  const [editing, setEditing] = useState<V | 'new' | null>(null);
  const [deleting, setDeleting] = useState<V | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (view: V) => {
    setBusy(true);
    try {
      const result = await deleteOne(view.id);
      showSuccess(result.message ?? ADMIN_MESSAGES.deleted);
      await revalidate(listKey);
    } catch (error) {
      showErrors(failureMessages(error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  const confirmation = deleting && (
    <ConfirmDialog
      title={confirmDelete(deleting.title)}
      confirmLabel={ADMIN_TEXT.creative.deleteDialog.confirm}
      confirmClassName="btn btn-danger"
      busy={busy}
      onConfirm={() => void remove(deleting)}
      onCancel={() => setDeleting(null)}
    >
      <p className="mb-0">{ADMIN_TEXT.creative.deleteDialog.consequence}</p>
    </ConfirmDialog>
  );

  /** The open form's key and callbacks, or null while none is open. */
  const form =
    editing === null
      ? null
      : {
          key: editing === 'new' ? 'new' : editing.id,
          view: editing === 'new' ? null : editing,
          onDone: () => {
            setEditing(null);
            void revalidate(listKey);
          },
          onCancel: () => setEditing(null),
        };

  return { editing, edit: setEditing, startNew: () => setEditing('new'), remove: setDeleting, confirmation, form };
}

/** The button that opens the form for a new one. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-sm btn-dark" onClick={onClick}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {label}
    </button>
  );
}

/** A list row's title cell: the title, what goes under it, and the link. */
export function TitleCell({ view, minWidth, children }: { view: Creative; minWidth: string; children?: ReactNode }) {
  return (
    <td style={{ minWidth }}>
      <span className="fw-semibold text-break">{view.title}</span>
      {children}
      <span className="d-block small text-break">
        <i className="bi bi-link-45deg" aria-hidden="true" /> {view.link}
      </span>
    </td>
  );
}

/** A list row's schedule and state cells. */
export function ScheduleCells({ view }: { view: Creative }) {
  return (
    <>
      <td className="text-nowrap">
        {formatDateTime(view.starts_at)}
        {view.ends_at && <span className="d-block text-secondary">→ {formatDateTime(view.ends_at)}</span>}
      </td>
      <td>
        <ScheduleBadge view={view} />
      </td>
    </>
  );
}

/** A list row's edit and delete buttons. */
export function RowActions<V extends Creative>({ view, editing }: { view: V; editing: { edit: (view: V) => void; remove: (view: V) => void } }) {
  const C = ADMIN_TEXT.creative;
  return (
    <td>
      <div className="d-flex gap-1">
        <button type="button" className="btn btn-sm btn-outline-dark" aria-label={C.edit(view.title)} onClick={() => editing.edit(view)}>
          <i className="bi bi-pencil" aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={C.remove(view.title)} onClick={() => editing.remove(view)}>
          <i className="bi bi-trash" aria-hidden="true" />
        </button>
      </div>
    </td>
  );
}

/**
 * A form's draft, its problems (the client's, then the server's by field) and sending it: `check` first,
 * then `save` with `toBody(draft)`; `onDone` once saved.
 */
export function useCreativeForm<D extends object, B>({
  initial,
  check,
  toBody,
  save,
  fields,
  onDone,
}: {
  initial: () => D;
  check: (draft: D) => FieldProblems;
  toBody: (draft: D) => B;
  save: (body: B) => Promise<ApiResult<unknown>>;
  fields: readonly string[];
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<D>(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof D>(field: K, value: D[K]) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(draft);
    setProblems(found);
    setGeneral([]);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const result = await save(toBody(draft));
      showSuccess(result.message ?? ADMIN_MESSAGES.saved);
      onDone();
    } catch (error) {
      const server = serverProblems(error, fields);
      setProblems(server.fields);
      setGeneral(server.general);
      setBusy(false);
    }
  };

  return { draft, set, problems, general, busy, submit };
}

/** The form's card: its heading, general messages, fields, and save and cancel. */
export function CreativeForm({
  label,
  heading: Heading,
  general,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  heading: 'h2' | 'h3';
  general: string[];
  busy: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form className="card mb-3" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <div className="card-body">
        <Heading className="h6">{label}</Heading>
        <FailureList messages={general} />
        <div className="row g-2">{children}</div>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <button type="submit" className="btn btn-sm btn-dark" disabled={busy}>
            {busy ? ADMIN_TEXT.common.saving : ADMIN_TEXT.common.save}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
            {ADMIN_TEXT.common.cancel}
          </button>
        </div>
      </div>
    </form>
  );
}
