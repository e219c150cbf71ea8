import { SALES_SNAPSHOT_DAYS } from '@solar/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSalesSnapshot } from '../../api';
import { paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { formatCount, formatUsd } from '../../shared/format';
import { AccountPage } from './AccountPage';
import { DailySalesChart, TopItemsChart } from './SalesCharts';
import { OVERVIEW_TEXT } from './text';

const T = OVERVIEW_TEXT.snapshot;
/** The periods offered; the server takes any whole number of days in its range. */
const PERIODS = [7, SALES_SNAPSHOT_DAYS, 90] as const;

function PeriodPicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="small text-secondary text-nowrap">
        {T.range}
      </label>
      <select id={id} className="form-select form-select-sm" value={days} onChange={(event) => onChange(Number(event.target.value))}>
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {T.rangeOption(period)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /my-solar/seller-overview/sales-snapshot: the seller's sales per day and best sellers, from confirmed orders. */
export function SalesSnapshotPage() {
  const [days, setDays] = useState<number>(SALES_SNAPSHOT_DAYS);
  const { data, error, mutate } = useSalesSnapshot(days);

  return (
    <AccountPage title={T.title} under="selling" lead={T.lead} actions={<PeriodPicker days={days} onChange={setDays} />}>
      {!data && (error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />)}
      {data && (
        <>
          <section aria-label={T.totals} className="row g-2 g-md-3 mb-4">
            {(
              [
                [T.sales, formatUsd(data.totals.sales)],
                [T.orders, formatCount(data.totals.orders)],
                [T.units, formatCount(data.totals.units)],
              ] as const
            ).map(([label, value], index) => (
              // The amount takes the whole width on a phone, so it never breaks; orders and units share a row.
              <div key={label} className={index === 0 ? 'col-12 col-md-4' : 'col-6 col-md-4'}>
                <div className="card h-100">
                  <div className="card-body p-2 p-md-3">
                    <div className="small text-secondary">{label}</div>
                    <div className="fs-5 fw-semibold text-nowrap" aria-label={`${label}: ${value}`}>
                      {value}
                    </div>
                  </div>
                </div>
              </div>
            ))}
          </section>
          <div className="row g-3">
            <section className="col-lg-8" aria-labelledby="sales-per-day-title">
              <div className="card h-100">
                <div className="card-body">
                  <h2 id="sales-per-day-title" className="h5 mb-3">
                    {T.perDayTitle}
                  </h2>
                  <DailySalesChart days={data.per_day} total={data.totals.sales} />
                </div>
              </div>
            </section>
            <section className="col-lg-4" aria-labelledby="top-items-title">
              <div className="card h-100">
                <div className="card-body">
                  <h2 id="top-items-title" className="h5 mb-2">
                    {T.topTitle}
                  </h2>
                  <TopItemsChart items={data.top_items} />
                </div>
              </div>
            </section>
          </div>
          <div className="d-flex flex-wrap gap-2 mt-4">
            <Link to={paths.sellerSoldItems} className="btn btn-outline-secondary btn-sm">
              {T.soldItems}
            </Link>
            <Link to={paths.sellerPayoutDetails} className="btn btn-outline-secondary btn-sm">
              {T.payouts}
            </Link>
          </div>
        </>
      )}
    </AccountPage>
  );
}
