import { CUSTOM_ORDER_LIMITS, validateCustomOrderAnswer, type CustomOrderView } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../accounts/useSession';
import { loginPath, paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { TextAreaField, TextField } from '../shared/components/FormField';
import { Pager } from '../shared/components/Pager';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { showSuccess } from '../shared/toast';
import { customOrderApi, useCustomOrderCategories, useCustomOrders } from './CustomOrderApi';
import { CustomOrderCard } from './CustomOrderCard';

const TITLE = 'Custom Order Listing';

interface AnswerForm {
  link: string;
  message: string;
}

/** A seller's answer: a link to one of their listings or deals here, and a short note. */
function AnswerForm({ order, onAnswered }: { order: CustomOrderView; onAnswered: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<AnswerForm>({
    resolver: contractResolver(validateCustomOrderAnswer),
    defaultValues: { link: '', message: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (form) => {
    try {
      const answer = await customOrderApi.answer(order.id, { link: form.link.trim(), message: form.message });
      showSuccess(answer.message ?? 'Answer sent.');
      onAnswered();
    } catch (error) {
      if (!applyServerErrors(error, ['link', 'message'], setError)) reportFailure(error);
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Answer this request" className="border-top pt-3 mt-2">
      <TextField
        label="Your listing or deal"
        placeholder="/product/... or /trader/deal/..."
        maxLength={CUSTOM_ORDER_LIMITS.linkMax}
        registration={register('link')}
        error={errors.link}
        hint="The path of the page on this site, as in your browser's address bar after the site name."
      />
      <TextAreaField
        label="Message to the buyer"
        rows={3}
        maxLength={CUSTOM_ORDER_LIMITS.answerMessageMax}
        registration={register('message')}
        error={errors.message}
      />
      <button type="submit" className="btn btn-amber btn-sm" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send answer'}
      </button>
    </form>
  );
}

function SellerActions({ order, onAnswered }: { order: CustomOrderView; onAnswered: () => void }) {
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(false);
  if (answered) return <p className="small text-success mb-0">Answer sent: the buyer was mailed.</p>;
  if (!open)
    return (
      <button type="button" className="btn btn-outline-dark btn-sm align-self-start" onClick={() => setOpen(true)}>
        Answer with a listing
      </button>
    );
  return (
    <AnswerForm
      order={order}
      onAnswered={() => {
        setAnswered(true);
        onAnswered();
      }}
    />
  );
}

/** /custom-order-listing: open requests of buyers, newest first, by category; sellers answer with a listing. */
export function CustomOrderListingPage() {
  usePageTitle(TITLE);
  const { isSeller, isSignedIn } = useSession();
  const { pathname } = useLocation();
  const [category, setCategory] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const categories = useCustomOrderCategories();
  const orders = useCustomOrders(category, page);

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={TITLE} />
      <h1 className="h2 mt-3 mb-2">{TITLE}</h1>
      <p className="lead text-secondary">
        Equipment buyers are looking for and could not find in the shop. Sellers: answer with one of your listings or deals.
      </p>
      <div className="d-flex flex-column flex-sm-row gap-2 align-items-sm-end mb-4">
        <div style={{ minWidth: '16rem' }}>
          <label htmlFor="custom-order-category" className="form-label small text-secondary mb-1">
            Category
          </label>
          <select
            id="custom-order-category"
            className="form-select"
            value={category ?? ''}
            onChange={(event) => {
              setCategory(event.target.value ? Number(event.target.value) : null);
              setPage(1);
            }}
          >
            <option value="">All categories</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <Link to={paths.customOrderFulfillment} className="btn btn-amber ms-sm-auto">
          Post a request
        </Link>
      </div>
      {!isSignedIn && (
        <p className="small text-secondary">
          Sellers: <Link to={loginPath(pathname)}>sign in</Link> to answer a request.
        </p>
      )}
      {orders.error && <ErrorAlert error={orders.error} onRetry={() => void orders.mutate()} />}
      {!orders.data && !orders.error && <Loading />}
      {orders.data && orders.data.items.length === 0 && <p className="text-secondary">No open requests{category ? ' in this category' : ''} right now.</p>}
      {orders.data && orders.data.items.length > 0 && (
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-4">
          {orders.data.items.map((order) => (
            <li className="col" key={order.id}>
              <CustomOrderCard order={order}>{isSeller && <SellerActions order={order} onAnswered={() => void orders.mutate()} />}</CustomOrderCard>
            </li>
          ))}
        </ul>
      )}
      {orders.data && orders.data.last_page > 1 && <Pager page={page} lastPage={orders.data.last_page} onPage={setPage} label="Request pages" />}
    </div>
  );
}
