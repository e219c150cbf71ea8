import { Link } from 'react-router-dom';
import { useStoredSession } from '../api';
import { accountPath, loginPath, paths } from '../paths';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { BecomeRoleButton } from './RoleChange';

/**
 * /register-business/seller: where the Sell chooser sends everyone who is not a seller yet. A visitor signs up
 * as a seller (or signs in first); a signed-in buyer adds the seller role to the account they have; a seller
 * is sent on to list an item.
 */
export function RegisterBusinessPage() {
  const { session } = useStoredSession();
  usePageTitle('Register Your Business');
  const isSeller = session?.role.includes('seller') ?? false;
  return (
    <div className="container py-5 register-business" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">Register Your Business</h1>
      <p className="text-secondary">
        Sell solar equipment at fixed prices in the shop, or list bulk deals on the trader platform. A seller account gets a seller area with listings, sold
        items, payouts and a storefront.
      </p>
      {!session && (
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to={paths.registerSeller} className="btn btn-amber">
            Create a seller account
          </Link>
          <Link to={loginPath(paths.registerBusinessSeller)} className="btn btn-outline-secondary">
            I already have an account
          </Link>
        </div>
      )}
      {session && !isSeller && (
        <div className="mt-4">
          <p>Your account can buy today. Add selling to it: your sign-in stays the same.</p>
          <BecomeRoleButton role="seller" />
        </div>
      )}
      {isSeller && (
        <div className="mt-4">
          <p>Your account can already sell.</p>
          <Link to={accountPath('seller-overview/sell-an-item')} className="btn btn-amber">
            Sell an item
          </Link>
        </div>
      )}
    </div>
  );
}
