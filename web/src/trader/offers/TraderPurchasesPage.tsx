import type { ContractStatus } from '@solar/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useContracts } from '../../api';
import { paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { FilterTabs } from '../../shared/components/FilterTabs';
import { Pager } from '../../shared/components/Pager';
import { formatCount } from '../../shared/format';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { ContractSummary } from './QuoteAndContract';
import { OFFERS_TEXT } from './text';

const T = OFFERS_TEXT.purchases;
const TABS = ['all', 'Signed', 'Paid', 'Cancelled'] as const;
type Tab = (typeof TABS)[number];

/**
 * /my-{product}/buying-overview/purchases (My Trader Purchases): the trader contracts the signed-in buyer
 * signed, with each contract's parties, totals, PDF and, while it waits, its payment.
 */
export function TraderPurchasesPage({ trail }: { trail: { label: string; to: string }[] }) {
  usePageTitle(T.title);
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useContracts('buyer', page, tab === 'all' ? undefined : (tab as ContractStatus));
  const labels = TABS.map((key) => T.tabs[key]);
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={T.title} trail={trail} />
      <h1 className="h2 mt-3 mb-2">{T.title}</h1>
      <p className="text-secondary small">{T.intro}</p>
      <FilterTabs
        labels={labels}
        active={T.tabs[tab]}
        label={T.title}
        onSelect={(label) => {
          setTab(TABS[labels.indexOf(label)] ?? 'all');
          setPage(1);
        }}
      />
      {error ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <p className="text-center text-secondary py-5">{T.empty}</p>
      ) : (
        <>
          {data.items.map((contract) => (
            <article key={contract.id} className="card mb-3" aria-labelledby={`contract-${contract.id}`}>
              <div className="card-body">
                <h2 id={`contract-${contract.id}`} className="h6 d-flex flex-wrap gap-2 align-items-baseline">
                  <Link to={contract.deal.path} className="me-auto">
                    {contract.deal.name}
                  </Link>
                  <span className="small text-secondary fw-normal">{T.qty(formatCount(contract.qty))}</span>
                </h2>
                <ContractSummary contract={contract} />
                <Link to={`${paths.traderOfferOrBid}?tab=bids`} className="small d-inline-block mt-2">
                  {T.open}
                </Link>
              </div>
            </article>
          ))}
          <Pager page={data.page} lastPage={data.last_page} label={T.title} onPage={setPage} />
        </>
      )}
    </div>
  );
}
