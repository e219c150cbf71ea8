import { MESSAGES } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { usePayoutAccounts } from '../api';
import { Loading, SellerPage } from '../seller/SellerPage';
import { SubmitButton } from '../shared/components/FormField';
import { PayoutAccountStatus, currentPayoutAccount } from './PayoutAccountStatus';
import { PAYOUT_DETAILS_PATH } from './payoutPaths';
import { PAYOUTS_TEXT } from './text';
import { useStartOnboarding } from './useStartOnboarding';

const O = PAYOUTS_TEXT.onboarding;

/**
 * /my-solar/seller-overview/stripe-onboarding: where the payment provider sends the seller back to. Shows
 * whether the payout account is ready yet.
 */
export function StripeOnboardingPage() {
  const { data: accounts, error, isLoading, isValidating, mutate } = usePayoutAccounts();
  const { start, starting } = useStartOnboarding();
  const account = accounts ? currentPayoutAccount(accounts) : undefined;

  return (
    <SellerPage title={PAYOUTS_TEXT.pages.onboarding}>
      <p className="text-secondary">{O.intro}</p>
      {isLoading && !accounts && <Loading />}
      {error && !accounts && (
        <div className="alert alert-danger" role="alert">
          {error.error ?? MESSAGES.toast.genericError}
        </div>
      )}
      {accounts && (
        <div className="card mb-4">
          <div className="card-body">
            {account && <PayoutAccountStatus account={account} />}
            <p role="status" className="mt-2 mb-0">
              {account?.status === 'active' ? O.active : account ? O.pending : O.none}
            </p>
            {account?.status !== 'active' && (
              <div className="d-flex flex-wrap gap-2 mt-3">
                {account && (
                  <button type="button" className="btn btn-outline-secondary" disabled={isValidating} onClick={() => void mutate()}>
                    {O.checkAgain}
                  </button>
                )}
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    void start();
                  }}
                >
                  <SubmitButton busy={starting} className="btn btn-amber">
                    {starting ? PAYOUTS_TEXT.accounts.redirecting : account ? PAYOUTS_TEXT.accounts.continueSetUp : PAYOUTS_TEXT.accounts.setUp}
                  </SubmitButton>
                </form>
              </div>
            )}
          </div>
        </div>
      )}
      <Link to={PAYOUT_DETAILS_PATH}>
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {O.back}
      </Link>
    </SellerPage>
  );
}
