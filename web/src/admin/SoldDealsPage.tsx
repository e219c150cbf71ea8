import { ADMIN_LIMITS, type AdminDealRow, type AdminSoldDealRow } from '@solar/contracts';
import { useState } from 'react';
import { useAdminSoldDeals } from '../api';
import { formatCount, formatUsd } from '../shared/format';
import { DEAL_COLUMNS, DealsTable, type DealColumn } from './deals';
import { AdminPage, ListFooter, ReadState } from './parts';
import { ADMIN_TEXT } from './text';

const S = ADMIN_TEXT.sold;

const sold = (deal: AdminDealRow) => deal as AdminSoldDealRow;

const COLUMNS: DealColumn[] = [
  DEAL_COLUMNS.seller,
  DEAL_COLUMNS.status,
  DEAL_COLUMNS.price,
  { header: S.soldQty, cell: (deal) => formatCount(sold(deal).sold_qty), className: 'text-end' },
  { header: ADMIN_TEXT.bulk.qty, cell: (deal) => formatCount(deal.total_qty), className: 'text-end' },
  { header: S.contracts, cell: (deal) => formatCount(sold(deal).contracts), className: 'text-end' },
  { header: S.total, cell: (deal) => formatUsd(sold(deal).sold_total), className: 'text-end text-nowrap' },
  DEAL_COLUMNS.updated,
];

/** Every seller's deals with sales, or under contract or sold out (TRADER_ADMIN_API.getSoldDeals). */
export function SoldDealsPage() {
  const [page, setPage] = useState(1);
  const deals = useAdminSoldDeals({ page_no: page, per_page: ADMIN_LIMITS.pageSize });
  return (
    <AdminPage page="sold-deals" intro={S.intro}>
      <ReadState read={deals} empty={S.empty} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <DealsTable label={ADMIN_TEXT.common.deal} deals={data.items} columns={COLUMNS} />
            <ListFooter page={data} label={ADMIN_TEXT.common.deal} onPage={setPage} />
          </>
        )}
      </ReadState>
    </AdminPage>
  );
}
