import { ADMIN_LIMITS, DEAL_LIMITS, DEAL_MESSAGES, DEAL_STATUSES, LIMITS, MESSAGES, type AdminDealRow, type DealStatus } from '@solar/contracts';
import { useState, type ReactNode } from 'react';
import type { AdminDealsParams } from '../api';
import { formatDealPrice } from '../shared/deals/dealFormat';
import { formatCount } from '../shared/format';
import { AdminTable, FilterSelect, Party, SearchInput, StatusBadge, formatDateTime, useListFilters } from './parts';
import { ADMIN_TEXT } from './text';

const C = ADMIN_TEXT.common;

/** Whether a deal is priced per watt (panels) rather than per unit. */
export const perWatt = (deal: Pick<AdminDealRow, 'price_per_watt'>): boolean => deal.price_per_watt !== null;

/** The deal's price as its seller set it: '$0.2450 /W' or '$1,299.00 /unit'. */
export const dealPriceLabel = (deal: Pick<AdminDealRow, 'price' | 'price_per_watt'>): string => formatDealPrice(deal.price, perWatt(deal) ? 'watt' : 'unit');

const decimals = (text: string): number => (text.includes('.') ? text.split('.')[1]!.length : 0);

/** The client's check of a new price (the deal form's rules: per watt above 0, at most 1, 4 decimals; per unit in cents). */
export function priceProblem(text: string, panels: boolean): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return panels ? ADMIN_TEXT.price.invalid : MESSAGES.limits.moneyInvalid;
  if (panels) {
    if (value > DEAL_LIMITS.pricePerWattMax) return ADMIN_TEXT.price.invalid;
    if (decimals(text.trim()) > DEAL_LIMITS.pricePerWattDecimals) return DEAL_MESSAGES.pricePerWattDecimals;
    return null;
  }
  if (value > LIMITS.unitPriceMax) return MESSAGES.limits.moneyTooLarge;
  if (decimals(text.trim()) > 2) return MESSAGES.limits.moneyCents;
  return null;
}

/** A new quantity: a whole number from 0 to LIMITS.quantityMax. */
export function quantityProblem(text: string): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 0) return ADMIN_TEXT.bulk.quantityInvalid;
  if (value > LIMITS.quantityMax) return MESSAGES.limits.quantityTooLarge;
  return null;
}

/** A deal list's filters (status, typed search, page), kept together so changing one goes back to page 1. */
export function useDealFilters(initialStatus: DealStatus | '' = '') {
  const { filter: status, setFilter: setStatus, q, ...rest } = useListFilters<DealStatus>(initialStatus);
  const params: AdminDealsParams = { status: status || 'All', q: q || undefined, page_no: rest.page, per_page: ADMIN_LIMITS.pageSize };
  return { params, status, setStatus, ...rest };
}

export type DealFilters = ReturnType<typeof useDealFilters>;

/** Status filter and search over the deals (the status filter left out when the page shows one status only). */
export function DealFiltersBar({ filters, withStatus = true, children }: { filters: DealFilters; withStatus?: boolean; children?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap gap-2 mb-3 align-items-center">
      {withStatus && <FilterSelect label={C.status} value={filters.status} options={DEAL_STATUSES} all={C.allStatuses} onChange={filters.setStatus} />}
      <SearchInput label={C.search} value={filters.text} onChange={filters.setText} className="flex-grow-1" />
      {children}
    </div>
  );
}

export interface DealColumn {
  header: string;
  cell: (deal: AdminDealRow) => ReactNode;
  className?: string;
}

/** The deal's title (a link to its public page), id and category. */
export function DealName({ deal }: { deal: Pick<AdminDealRow, 'title' | 'id' | 'link' | 'category'> }) {
  return (
    <span className="d-inline-block" style={{ minWidth: '11rem' }}>
      <a href={deal.link} className="fw-semibold text-break" target="_blank" rel="noreferrer">
        {deal.title}
      </a>
      <span className="d-block text-secondary">
        #{deal.id} · {deal.category}
      </span>
    </span>
  );
}

export const DEAL_COLUMNS = {
  seller: { header: C.seller, cell: (deal) => <Party party={deal.seller} /> } as DealColumn,
  status: { header: C.status, cell: (deal) => <StatusBadge status={deal.status} /> } as DealColumn,
  price: { header: ADMIN_TEXT.price.price, cell: (deal) => dealPriceLabel(deal), className: 'text-end text-nowrap' } as DealColumn,
  qty: { header: ADMIN_TEXT.bulk.qty, cell: (deal) => formatCount(deal.total_qty), className: 'text-end' } as DealColumn,
  updated: { header: C.updated, cell: (deal) => formatDateTime(deal.updated_at), className: 'text-nowrap' } as DealColumn,
};

export interface DealSelection {
  selected: ReadonlySet<string>;
  toggle: (uuid: string) => void;
  setMany: (uuids: readonly string[], on: boolean) => void;
}

/** A set of chosen deal uuids, kept across pages and filters. */
export function useDealSelection(): DealSelection & { clear: () => void } {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle: (uuid) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(uuid)) next.delete(uuid);
        else next.add(uuid);
        return next;
      }),
    setMany: (uuids, on) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const uuid of uuids) {
          if (on) next.add(uuid);
          else next.delete(uuid);
        }
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}

/** Deals as a table (scrolling sideways inside its box on a phone), with a checkbox each when `selection` is given. */
export function DealsTable({
  deals,
  columns,
  selection,
  label,
  rowExtra,
}: {
  deals: readonly AdminDealRow[];
  columns: readonly DealColumn[];
  selection?: DealSelection;
  label: string;
  rowExtra?: (deal: AdminDealRow) => ReactNode;
}) {
  const allChosen = selection !== undefined && deals.length > 0 && deals.every((deal) => selection.selected.has(deal.uuid));
  return (
    <AdminTable label={label}>
      <thead>
        <tr>
          {selection && (
            <th scope="col" style={{ width: '2rem' }}>
              <input
                type="checkbox"
                className="form-check-input"
                checked={allChosen}
                aria-label={ADMIN_TEXT.bulk.selectAll}
                onChange={(event) =>
                  selection.setMany(
                    deals.map((deal) => deal.uuid),
                    event.target.checked,
                  )
                }
              />
            </th>
          )}
          <th scope="col">{C.deal}</th>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {deals.map((deal) => (
          <DealRowFragment key={deal.uuid} deal={deal} columns={columns} selection={selection} extra={rowExtra?.(deal)} />
        ))}
      </tbody>
    </AdminTable>
  );
}

function DealRowFragment({
  deal,
  columns,
  selection,
  extra,
}: {
  deal: AdminDealRow;
  columns: readonly DealColumn[];
  selection?: DealSelection;
  extra?: ReactNode;
}) {
  return (
    <>
      <tr className={selection?.selected.has(deal.uuid) ? 'table-active' : undefined}>
        {selection && (
          <td>
            <input
              type="checkbox"
              className="form-check-input"
              checked={selection.selected.has(deal.uuid)}
              aria-label={ADMIN_TEXT.bulk.select(deal.title)}
              onChange={() => selection.toggle(deal.uuid)}
            />
          </td>
        )}
        <td>
          <DealName deal={deal} />
        </td>
        {columns.map((column) => (
          <td key={column.header} className={column.className}>
            {column.cell(deal)}
          </td>
        ))}
      </tr>
      {extra && (
        <tr>
          <td colSpan={columns.length + (selection ? 2 : 1)} className="bg-body-tertiary">
            {extra}
          </td>
        </tr>
      )}
    </>
  );
}
