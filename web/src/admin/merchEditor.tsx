import { ADMIN_MESSAGES, type FieldErrors } from '@solar/contracts';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useRevalidateAdmin, type ApiResult } from '../api';
import { DataTable, type DataColumn } from '../shared/components/DataTable';
import { contractResolver } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { RowButtons, useConfirmedDelete, useEditing } from './ContentAdminParts';
import { ScheduleBadge, serverProblems } from './merchFields';
import { ADMIN_TABLE, FailureList, formatDateTime } from './parts';
import { ADMIN_TEXT } from './text';

/*
 * What the banners' and the ads' editors share: the list with its edit and delete buttons, and the form that
 * checks a draft by the rules of the body it sends, sends it and shows the server's messages by field.
 */

/** A banner or an ad as its list shows it. */
export interface Creative {
  id: string;
  title: string;
  link: string;
  active: boolean;
  starts_at: string;
  ends_at: string | null;
}

/**
 * Which one is being edited (a new one, one of the list, or none), and deleting one once confirmed in
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
  const { editing, startNew, edit, close } = useEditing<V>();
  const removal = useConfirmedDelete<V>({
    title: (view) => confirmDelete(view.title),
    remove: (view) => deleteOne(view.id),
    listKey,
    consequence: ADMIN_TEXT.creative.deleteDialog.consequence,
    done: ADMIN_MESSAGES.deleted,
  });

  /** The open form's key and callbacks, or null while none is open. */
  const form =
    editing === null
      ? null
      : {
          key: editing === 'new' ? 'new' : editing.id,
          view: editing === 'new' ? null : editing,
          onDone: () => {
            close();
            void revalidate(listKey);
          },
          onCancel: close,
        };

  return { editing, edit, startNew, remove: removal.ask, confirmation: removal.dialog, form };
}

/** The columns of a creative's schedule and whether it shows now. */
function scheduleColumns<V extends Creative>(): DataColumn<V>[] {
  const F = ADMIN_TEXT.creative.fields;
  return [
    {
      header: F.startsAt,
      className: 'text-nowrap',
      cell: (view) => (
        <>
          {formatDateTime(view.starts_at)}
          {view.ends_at && <span className="d-block text-secondary">→ {formatDateTime(view.ends_at)}</span>}
        </>
      ),
    },
    { header: ADMIN_TEXT.common.status, cell: (view) => <ScheduleBadge view={view} /> },
  ];
}

/** A creative list's title cell: the title, what goes under it, and the link. */
export function TitleCell({ view, minWidth, children }: { view: Creative; minWidth: string; children?: ReactNode }) {
  return (
    <span className="d-block" style={{ minWidth }}>
      <span className="fw-semibold text-break">{view.title}</span>
      {children}
      <span className="d-block small text-break">
        <i className="bi bi-link-45deg" aria-hidden="true" /> {view.link}
      </span>
    </span>
  );
}

/** A creative list as a table: its own columns, the schedule and state, `after` them, then the edit and delete buttons. */
export function CreativeTable<V extends Creative>({
  label,
  rows,
  columns,
  after = [],
  editing,
}: {
  label: string;
  rows: readonly V[];
  columns: DataColumn<V>[];
  after?: DataColumn<V>[];
  editing: { edit: (view: V) => void; remove: (view: V) => void };
}) {
  const actions: DataColumn<V> = {
    header: ADMIN_TEXT.common.actions,
    cell: (view) => <RowButtons name={view.title} onEdit={() => editing.edit(view)} onDelete={() => editing.remove(view)} />,
  };
  return (
    <DataTable
      label={label}
      {...ADMIN_TABLE}
      columns={[...columns, ...scheduleColumns<V>(), ...after, actions]}
      rows={rows}
      rowKey={(view) => view.id}
      empty={null}
    />
  );
}

/** A creative form's state: the react-hook-form, the messages above the fields, and its submit handler. */
export interface CreativeEditor<V extends FieldValues> {
  form: UseFormReturn<V>;
  general: string[];
  busy: boolean;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A banner's or an ad's form on react-hook-form: `rule` checks the body `toBody` makes of the values (the
 * DTO's rules, so the field messages are the server's), `save` sends it, `onDone` once saved. The server's
 * messages for the form's `fields` go under them, the rest above the fields.
 */
export function useCreativeForm<V extends FieldValues, B>({
  defaultValues,
  rule,
  toBody,
  save,
  fields,
  onDone,
}: {
  defaultValues: DefaultValues<V>;
  rule: (body: B) => FieldErrors;
  toBody: (values: V) => B;
  save: (body: B) => Promise<ApiResult<unknown>>;
  fields: readonly Path<V>[];
  onDone: () => void;
}): CreativeEditor<V> {
  const form = useForm<V>({ defaultValues, resolver: contractResolver<V>((values) => rule(toBody(values as V))) });
  const [general, setGeneral] = useState<string[]>([]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      const result = await save(toBody(values));
      showSuccess(result.message ?? ADMIN_MESSAGES.saved);
      onDone();
    } catch (error) {
      const server = serverProblems(error, fields);
      for (const [field, message] of Object.entries(server.fields)) form.setError(field as Path<V>, { type: 'server', message });
      setGeneral(server.general);
    }
  });

  return { form, general, busy: form.formState.isSubmitting, submit };
}

/** The form's card: its heading, general messages, fields, and save and cancel. */
export function CreativeForm<V extends FieldValues>({
  label,
  heading: Heading,
  editor,
  onCancel,
  children,
}: {
  label: string;
  heading: 'h2' | 'h3';
  editor: CreativeEditor<V>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <FormProvider {...editor.form}>
      <form className="card mb-3" onSubmit={(event) => void editor.submit(event)} noValidate aria-label={label}>
        <div className="card-body">
          <Heading className="h6">{label}</Heading>
          <FailureList messages={editor.general} />
          <div className="row g-2">{children}</div>
          <div className="d-flex flex-wrap gap-2 mt-1">
            <button type="submit" className="btn btn-sm btn-dark" disabled={editor.busy}>
              {editor.busy ? ADMIN_TEXT.common.saving : ADMIN_TEXT.common.save}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
              {ADMIN_TEXT.common.cancel}
            </button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
