import type { AdminDashboard } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { useAdminDashboard } from '../api';
import { WeeklyBarChart } from '../shared/components/WeeklyVolumeChart';
import { formatWatts } from '../shared/deals/dealFormat';
import { formatCount, formatUsd } from '../shared/format';
import { adminPath } from './adminPages';
import { AdminPage, ReadState } from './parts';
import { ADMIN_TEXT } from './text';

const D = ADMIN_TEXT.dashboard;

function Figure({ icon, label, value, to }: { icon: string; label: string; value: string; to?: string }) {
  const body = (
    <span className="card-body py-3 d-block">
      <i className={`bi bi-${icon} text-amber`} aria-hidden="true" />
      <span className="d-block fs-5 fw-semibold mt-1 text-break">{value}</span>
      <span className="d-block small">{label}</span>
    </span>
  );
  return (
    <li className="col">
      {to ? (
        <Link to={to} className="card h-100 text-decoration-none text-body" aria-label={`${label}: ${value}`}>
          {body}
        </Link>
      ) : (
        <div className="card h-100">{body}</div>
      )}
    </li>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const queue = (kind: 'deal' | 'item' | 'all') => adminPath('listing', { kind, status: 'Pending' });
  return (
    <ul className="row row-cols-2 row-cols-md-4 g-2 list-unstyled mb-4" aria-label={D.figures}>
      <Figure icon="hourglass-split" label={D.pendingDeals} value={formatCount(data.pending.deals)} to={queue('deal')} />
      <Figure icon="box-seam" label={D.pendingItems} value={formatCount(data.pending.items)} to={queue('item')} />
      <Figure icon="pencil-square" label={D.pendingEdits} value={formatCount(data.pending.edits)} to={queue('all')} />
      <Figure icon="lightning-charge" label={D.activeDeals} value={formatCount(data.active_deals)} to={adminPath('listing-status', { status: 'Active' })} />
      <Figure icon="file-earmark-text" label={D.contractsWeek} value={formatCount(data.contracts_this_week)} to={adminPath('sold-deals')} />
      <Figure icon="sun" label={D.tradedWatts} value={formatWatts(data.traded_watts)} />
      <Figure icon="cash-stack" label={D.tradedUsd} value={formatUsd(data.traded_usd)} />
    </ul>
  );
}

function WeeklyChart({ data }: { data: AdminDashboard }) {
  const weeks = data.weekly;
  const contracts = weeks.reduce((sum, week) => sum + week.contracts, 0);
  return (
    <section className="card" aria-labelledby="admin-weekly">
      <div className="card-body">
        <h2 id="admin-weekly" className="h5 mb-3">
          {D.chartTitle}
        </h2>
        <WeeklyBarChart
          weeks={weeks.map((week) => week.week_start)}
          series={[{ key: 'usd', label: D.legend, colour: 'var(--solar-navy-3)', values: weeks.map((week) => week.usd) }]}
          format={formatUsd}
          label={([total = 0]) => D.chartLabel(weeks.length, formatUsd(total))}
          weekTitle={(index, label) => D.weekTitle(label, formatUsd(weeks[index]!.usd), weeks[index]!.contracts, formatWatts(weeks[index]!.watts))}
          scale={D.scale}
          caption={([total = 0]) => D.totals(formatUsd(total), contracts)}
          empty={D.chartEmpty}
        />
      </div>
    </section>
  );
}

/** Counts of what waits and of the trading, and the weekly graph of paid contracts. */
export function DashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <AdminPage page="dashboard" intro={D.intro}>
      <ReadState read={dashboard}>
        {(data) => (
          <>
            <Figures data={data} />
            <WeeklyChart data={data} />
          </>
        )}
      </ReadState>
    </AdminPage>
  );
}
