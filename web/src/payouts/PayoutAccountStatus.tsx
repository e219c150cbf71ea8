import type { PayoutAccount } from '@solar/contracts';
import { formatDate } from '../shared/format';
import { PAYOUTS_TEXT } from './text';

const A = PAYOUTS_TEXT.accounts;

/** The account the seller is paid to: the active one, else the newest one still being set up. */
export function currentPayoutAccount(accounts: readonly PayoutAccount[]): PayoutAccount | undefined {
  return accounts.find((account) => account.status === 'active') ?? [...accounts].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}

/** One payout account: provider, status badge and since when. */
export function PayoutAccountStatus({ account }: { account: PayoutAccount }) {
  const active = account.status === 'active';
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="text-capitalize">{account.provider}</span>
      <span className={`badge ${active ? 'text-bg-success' : 'text-bg-warning'}`}>{PAYOUTS_TEXT.status[account.status]}</span>
      <span className="small text-secondary">{A.since(formatDate(account.created_at))}</span>
    </div>
  );
}
