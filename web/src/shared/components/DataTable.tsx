import { Fragment, type CSSProperties, type ReactNode } from 'react';

/** One column: its header, what each row shows in it, and optionally its width and alignment. */
export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A CSS width for the column ('6rem', '20%'). */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /** The cell that names its row: a `th scope="row"`, so a screen reader reads it with each of the row's cells. */
  rowHeader?: boolean;
  /** The header stays for screen readers only (a column of buttons). */
  hideHeader?: boolean;
  /** More classes for the column's cells and header ('d-none d-sm-table-cell', 'text-nowrap'). */
  className?: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What shows instead of the table when there are no rows. */
  empty: ReactNode;
  /** The table's name: a visible caption when `caption` is set, else `label` as its aria-label. */
  label: string;
  caption?: boolean;
  /** More classes for the table ('small', 'table-sm', 'table-hover'). */
  className?: string;
  /** Classes of the scrolling box around the table. */
  frameClassName?: string;
  /** A row's accessible name, when its cells alone do not say which row it is. */
  rowLabel?: (row: Row) => string;
  /** Content shown in a full-width row under a row (an opened order's details); null for none. */
  details?: (row: Row) => { id: string; content: ReactNode } | null;
}

const ALIGN = { start: '', center: ' text-center', end: ' text-end' } as const;

function cellClass<Row>(column: DataColumn<Row>): string | undefined {
  return `${ALIGN[column.align ?? 'start']}${column.className ? ` ${column.className}` : ''}`.trim() || undefined;
}

/**
 * A table of rows by declared columns. On a narrow screen the table scrolls sideways inside its own box
 * (Bootstrap's table-responsive), never the page; the box takes the keyboard's focus so it can be scrolled
 * without a pointer.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  label,
  caption = false,
  className = '',
  frameClassName = '',
  rowLabel,
  details,
}: DataTableProps<Row>) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <div className={`table-responsive data-table ${frameClassName}`.trim()} role="region" aria-label={label} tabIndex={0}>
      <table className={`table align-middle ${className}`.trim()} aria-label={caption ? undefined : label}>
        {caption && <caption className="caption-top">{label}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => {
              const style: CSSProperties | undefined = column.width ? { width: column.width } : undefined;
              return (
                <th key={index} scope="col" className={cellClass(column)} style={style}>
                  {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const more = details?.(row) ?? null;
            return (
              <Fragment key={rowKey(row)}>
                <tr aria-label={rowLabel?.(row)}>
                  {columns.map((column, index) =>
                    column.rowHeader ? (
                      <th key={index} scope="row" className={cellClass(column)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={index} className={cellClass(column)}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
                {more && (
                  <tr id={more.id}>
                    <td colSpan={columns.length} className="bg-body-tertiary">
                      {more.content}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
