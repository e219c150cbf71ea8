import { ADMIN_ACTIONS, ADMIN_LIMITS, type AdminAction, type AdminActionView } from '@solar/contracts';
import { useAuditLog } from '../api';
import { ActionStateBadge, AdminPage, AdminTable, FilterSelect, ListFooter, ReadState, SearchInput, formatDateTime, useListFilters } from './parts';
import { ADMIN_TEXT } from './text';

const A = ADMIN_TEXT.audit;

/** Every admin action, newest first (ADMIN_API.auditLog), searchable and by action, with what changed. */
export function AuditLogPage() {
  const filters = useListFilters<AdminAction>();
  const log = useAuditLog({ q: filters.q || undefined, action: filters.filter || undefined, page_no: filters.page, per_page: ADMIN_LIMITS.pageSize });
  return (
    <AdminPage page="audit-log" intro={A.intro}>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <FilterSelect
          label={A.action}
          value={filters.filter}
          options={ADMIN_ACTIONS}
          all={A.allActions}
          optionLabel={(one) => ADMIN_TEXT.actions[one]}
          onChange={filters.setFilter}
        />
        <SearchInput label={A.searchLabel} value={filters.text} placeholder={A.searchLabel} className="flex-grow-1" onChange={filters.setText} />
      </div>
      <ReadState read={log} empty={A.empty} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <AdminTable label={A.intro}>
              <thead>
                <tr>
                  <th scope="col">{A.at}</th>
                  <th scope="col">{A.action}</th>
                  <th scope="col">{A.target}</th>
                  <th scope="col">{A.admin}</th>
                  <th scope="col">{A.state}</th>
                  <th scope="col">{A.message}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </AdminTable>
            <ListFooter page={data} label={A.intro} onPage={filters.setPage} />
          </>
        )}
      </ReadState>
    </AdminPage>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

function AuditRow({ entry }: { entry: AdminActionView }) {
  const hasDetails = entry.before !== null || entry.after !== null || entry.steps.length > 0;
  return (
    <tr>
      <td className="text-nowrap">{formatDateTime(entry.at)}</td>
      <td className="text-nowrap">{ADMIN_TEXT.actions[entry.action] ?? entry.action}</td>
      <td style={{ minWidth: '10rem' }}>
        <span className="text-break">{entry.target.label}</span>
        <span className="d-block text-secondary">{entry.target.kind}</span>
      </td>
      <td>{entry.admin.name}</td>
      <td>
        <ActionStateBadge state={entry.state} />
      </td>
      <td style={{ minWidth: '12rem' }}>
        <span className="text-break">{entry.message}</span>
        {hasDetails && (
          <details className="mt-1">
            <summary className="small">{A.details}</summary>
            <pre className="small bg-body-tertiary p-2 rounded mb-0 admin-json">{json({ before: entry.before, after: entry.after, steps: entry.steps })}</pre>
          </details>
        )}
      </td>
    </tr>
  );
}
