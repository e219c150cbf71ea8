import type { OwnCustomOrderView } from '@solar/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../accounts/useSession';
import { loginPath, paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { formatDate } from '../shared/format';
import { reportFailure } from '../shared/formErrors';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { showSuccess } from '../shared/toast';
import { customOrderApi, useCustomOrderCategories, useOwnCustomOrders } from './CustomOrderApi';
import { CustomOrderCard } from './CustomOrderCard';
import { CustomOrderForm } from './CustomOrderForm';

const TITLE = 'Custom Order Fulfillment';

function OwnRequest({ order, onChanged }: { order: OwnCustomOrderView; onChanged: () => void }) {
  const [closing, setClosing] = useState(false);
  const close = async () => {
    setClosing(true);
    try {
      const answer = await customOrderApi.close(order.id);
      showSuccess(answer.message ?? 'Closed.');
      onChanged();
    } catch (error) {
      reportFailure(error);
    } finally {
      setClosing(false);
    }
  };
  return (
    <CustomOrderCard order={order} showAnswerCount={false}>
      <h4 className="h6 mt-2">{order.answers.length === 0 ? 'No answers yet' : `Answers (${order.answers.length})`}</h4>
      {order.answers.length > 0 && (
        <ul className="list-unstyled small mb-3">
          {order.answers.map((answer) => (
            <li key={`${answer.link}-${answer.created_at}`} className="border rounded p-2 mb-2">
              <p className="mb-1" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {answer.message}
              </p>
              <Link to={answer.link} className="fw-semibold">
                See the offer
              </Link>
              <span className="text-secondary ms-2">{formatDate(answer.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
      {order.status === 'open' ? (
        <button type="button" className="btn btn-outline-secondary btn-sm align-self-start" disabled={closing} onClick={() => void close()}>
          {closing ? 'Closing…' : 'Close this request'}
        </button>
      ) : (
        <p className="small text-secondary mb-0">Closed: sellers no longer see it.</p>
      )}
    </CustomOrderCard>
  );
}

/** /custom-order-fulfillment: how custom orders work, the request form for buyers, and their requests with answers. */
export function CustomOrderFulfillmentPage() {
  usePageTitle(TITLE);
  const { isSignedIn, isCustomer, profile } = useSession();
  const { pathname } = useLocation();
  const categories = useCustomOrderCategories();
  const own = useOwnCustomOrders(isCustomer);

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={TITLE} />
      <div className="mx-auto mt-3" style={{ maxWidth: '56rem' }}>
        <h1 className="h2 mb-2">{TITLE}</h1>
        <p className="lead text-secondary">Can't find the equipment you need in the shop? Describe it once and let sellers come to you.</p>
        <ol className="text-secondary ps-3 mb-4">
          <li>Post what you need: category, quantity, delivery place and date, and a datasheet if you have one.</li>
          <li>
            Your request appears on the <Link to={paths.customOrderListing}>custom order listing</Link> with your city and state only: no name, no email.
          </li>
          <li>Sellers answer with one of their listings or deals on this site. We mail you each answer, and you see them all below.</li>
          <li>You buy or negotiate on the seller's listing as usual, and close the request when you are done.</li>
        </ol>

        <h2 className="h4 mt-4 mb-3">Post a request</h2>
        {!isSignedIn && (
          <div className="alert alert-light border d-flex flex-column flex-sm-row gap-2 align-items-sm-center">
            <span className="flex-grow-1">Sign in with a buyer account to post a request and see its answers.</span>
            <Link to={loginPath(pathname)} className="btn btn-amber">
              Sign in
            </Link>
          </div>
        )}
        {isSignedIn && !isCustomer && (
          <div className="alert alert-light border">
            Requests are posted from a buyer account. Sellers answer them on the <Link to={paths.customOrderListing}>custom order listing</Link>.
          </div>
        )}
        {isCustomer && categories.error && <ErrorAlert error={categories.error} onRetry={() => void categories.mutate()} />}
        {isCustomer && !categories.data && !categories.error && <Loading />}
        {isCustomer && categories.data && <CustomOrderForm categories={categories.data} email={profile?.email ?? ''} onPosted={() => void own.mutate()} />}

        {isCustomer && (
          <section aria-labelledby="own-requests" className="mt-5">
            <h2 id="own-requests" className="h4 mb-3">
              Your requests
            </h2>
            {own.error && <ErrorAlert error={own.error} onRetry={() => void own.mutate()} />}
            {!own.data && !own.error && <Loading />}
            {own.data && own.data.length === 0 && <p className="text-secondary">You have not posted a request yet.</p>}
            {own.data && own.data.length > 0 && (
              <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-3">
                {own.data.map((order) => (
                  <li className="col" key={order.id}>
                    <OwnRequest order={order} onChanged={() => void own.mutate()} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
