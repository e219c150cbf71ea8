import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useRevalidateAdmin, type ApiResult } from '../api';
import { ConfirmDialog } from '../shared/components/ConfirmDialog';
import { DataTable, type DataColumn } from '../shared/components/DataTable';
import { showErrors, showSuccess } from '../shared/toast';
import { adminPath, BANNERS_ANCHOR, type AdminPagePath } from './adminPages';
import { CONTENT_ADMIN_TEXT } from './ContentAdminText';
import { ADMIN_TABLE, AdminPage, failureMessages } from './parts';
import { ADMIN_TEXT } from './text';

const T = CONTENT_ADMIN_TEXT;

const TABS: ReadonlyArray<{ page: AdminPagePath; label: string; icon: string; hash?: string }> = [
  { page: 'content/faq', label: T.tabs.faq, icon: 'question-circle' },
  { page: 'content/events', label: T.tabs.events, icon: 'clock' },
  { page: 'content/videos', label: T.tabs.videos, icon: 'camera-video' },
  { page: 'content/pages', label: T.tabs.pages, icon: 'file-earmark-text' },
  // The banners have their editor on the merchandising page: linked, not repeated.
  { page: 'featured-product', label: T.tabs.banners, icon: 'images', hash: BANNERS_ANCHOR },
];

/** A content admin page: its heading, the tabs between the content pages, then the page. */
export function ContentAdminPage({ page, intro, actions, children }: { page: AdminPagePath; intro: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <AdminPage page={page} intro={intro} actions={actions}>
      <nav aria-label={T.tabs.label} className="mb-3">
        <ul className="nav nav-pills small">
          {TABS.map((tab) => (
            <li key={tab.label} className="nav-item">
              <NavLink
                to={adminPath(tab.page, undefined, tab.hash)}
                end
                className={({ isActive }) => `nav-link text-nowrap py-1 px-2${isActive && !tab.hash ? ' active' : ''}`}
              >
                <i className={`bi bi-${tab.icon} me-1`} aria-hidden="true" />
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </AdminPage>
  );
}

/** The button that opens the form for a new entry. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-sm btn-dark" onClick={onClick}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {label}
    </button>
  );
}

/** A row's edit and delete buttons, named after the row for screen readers. */
export function RowButtons({ name, onEdit, onDelete, children }: { name: string; onEdit: () => void; onDelete: () => void; children?: ReactNode }) {
  return (
    <div className="d-flex gap-1">
      {children}
      <button type="button" className="btn btn-sm btn-outline-dark" aria-label={`Edit ${name}`} onClick={onEdit}>
        <i className="bi bi-pencil" aria-hidden="true" />
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" aria-label={`Delete ${name}`} onClick={onDelete}>
        <i className="bi bi-trash" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Deleting an entry once the site's own dialog has been confirmed: `ask(entry)` opens it, `dialog` is what the
 * page shows; the list at `listKey` is read again after the delete.
 */
export function useConfirmedDelete<E>({
  title,
  remove,
  listKey,
  consequence = T.deleteConsequence,
  done,
}: {
  title: (entry: E) => string;
  remove: (entry: E) => Promise<ApiResult<unknown>>;
  listKey: string;
  consequence?: string;
  /** What the toast says when the answer has no message of its own. */
  done?: string;
}) {
  const revalidate = useRevalidateAdmin();
  const [entry, setEntry] = useState<E | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (target: E) => {
    setBusy(true);
    try {
      const result = await remove(target);
      const message = result.message ?? done;
      if (message) showSuccess(message);
      await revalidate(listKey);
    } catch (error) {
      showErrors(failureMessages(error));
    } finally {
      setBusy(false);
      setEntry(null);
    }
  };

  const dialog =
    entry === null ? null : (
      <ConfirmDialog
        title={title(entry)}
        confirmLabel={T.deleteConfirm}
        confirmClassName="btn btn-danger"
        busy={busy}
        onConfirm={() => void confirm(entry)}
        onCancel={() => setEntry(null)}
      >
        <p className="mb-0">{consequence}</p>
      </ConfirmDialog>
    );

  return { ask: setEntry, dialog };
}

/** A content list as a table: its columns, then each row's edit and delete buttons, named by `name`. */
export function ContentTable<E>({
  label,
  rows,
  rowKey,
  columns,
  name,
  onEdit,
  onDelete,
}: {
  label: string;
  rows: readonly E[];
  rowKey: (entry: E) => string;
  columns: DataColumn<E>[];
  name: (entry: E) => string;
  onEdit: (entry: E) => void;
  onDelete: (entry: E) => void;
}) {
  const actions: DataColumn<E> = {
    header: ADMIN_TEXT.common.actions,
    width: '6.5rem',
    cell: (entry) => <RowButtons name={name(entry)} onEdit={() => onEdit(entry)} onDelete={() => onDelete(entry)} />,
  };
  return <DataTable label={label} {...ADMIN_TABLE} columns={[...columns, actions]} rows={rows} rowKey={rowKey} empty={null} />;
}

/** Which entry the form edits: 'new', one of the list, or none (closed). */
export function useEditing<E>() {
  const [editing, setEditing] = useState<E | 'new' | null>(null);
  return { editing, startNew: () => setEditing('new'), edit: (entry: E) => setEditing(entry), close: () => setEditing(null) };
}
