import { MESSAGES, type PayoutSnapshot } from '@solar/contracts';
import { usePayoutAccounts, usePayoutSnapshot } from '../api';
import { Loading, SellerPage } from '../seller/SellerPage';
import { SubmitButton } from '../shared/components/FormField';
import { formatUsd } from '../shared/format';
import { PayoutAccountStatus, currentPayoutAccount } from './PayoutAccountStatus';
import { PAYOUTS_TEXT } from './text';
import { useStartOnboarding } from './useStartOnboarding';

const P = PAYOUTS_TEXT.snapshot;
const A = PAYOUTS_TEXT.accounts;

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="col-sm-6 col-lg-4">
      <div className="card h-100">
        <div className="card-body">
          <div className="small text-secondary">{label}</div>
          <div className="fs-4 fw-semibold">{value}</div>
          {note && <div className="small text-secondary">{note}</div>}
        </div>
      </div>
    </div>
  );
}

function Balances({ snapshot }: { snapshot: PayoutSnapshot }) {
  return (
    <section className="mb-5" aria-labelledby="payout-balances">
      <h2 id="payout-balances" className="h5 mb-3">
        {P.heading}
      </h2>
      <div className="row g-3">
        <Figure label={P.available} value={formatUsd(snapshot.available_balance)} note={P.availableNote} />
        <Figure label={P.pending} value={formatUsd(snapshot.pending_balance)} note={P.pendingNote} />
        <Figure label={P.gross} value={formatUsd(snapshot.gross_sales)} />
        <Figure label={P.fees(snapshot.platform_fee_percent)} value={formatUsd(snapshot.platform_fees)} />
        <Figure label={P.orders} value={String(snapshot.orders_count)} />
        <Figure label={P.units} value={String(snapshot.units_sold)} />
      </div>
    </section>
  );
}

/** /my-solar/seller-overview/payout-details: balances, and the account payouts go to (or its setup). */
export function PayoutDetailsPage() {
  const snapshot = usePayoutSnapshot();
  const accounts = usePayoutAccounts();
  const { start, starting } = useStartOnboarding();
  const account = accounts.data ? currentPayoutAccount(accounts.data) : undefined;

  return (
    <SellerPage title={PAYOUTS_TEXT.pages.payoutDetails}>
      {snapshot.isLoading && !snapshot.data && <Loading />}
      {snapshot.error && !snapshot.data && (
        <div className="alert alert-danger" role="alert">
          {P.failed}
        </div>
      )}
      {snapshot.data && <Balances snapshot={snapshot.data} />}

      <section aria-labelledby="payout-account">
        <h2 id="payout-account" className="h5 mb-3">
          {A.heading}
        </h2>
        {accounts.error && !accounts.data && (
          <div className="alert alert-danger" role="alert">
            {accounts.error.error ?? MESSAGES.toast.genericError}
          </div>
        )}
        {accounts.data && (
          <>
            {account ? <PayoutAccountStatus account={account} /> : <p className="text-secondary">{A.none}</p>}
            {account?.status !== 'active' && (
              <form
                className="mt-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  void start();
                }}
              >
                <SubmitButton busy={starting} className="btn btn-amber">
                  {starting ? A.redirecting : account ? A.continueSetUp : A.setUp}
                </SubmitButton>
              </form>
            )}
          </>
        )}
      </section>
    </SellerPage>
  );
}
