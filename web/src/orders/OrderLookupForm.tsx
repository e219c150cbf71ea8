import { CHECKOUT_MESSAGES, Collector, MESSAGES, isValidEmail, text, type FieldErrors, type OrderStatusRequest, type OrderView } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, ordersApi } from '../api';
import { SubmitButton, TextField } from '../shared/components/FormField';
import { contractResolver, serverMessage } from '../shared/formErrors';
import { ORDERS_TEXT } from './text';

const L = ORDERS_TEXT.lookup;

/** Both fields required; the e-mail with the checkout's own message for a malformed one. */
export function orderLookupErrors(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  c.check('order_number', [[!text(input.order_number), L.orderNumberRequired]]);
  c.check('email', [
    [!text(input.email), CHECKOUT_MESSAGES.emailRequired],
    [!isValidEmail(text(input.email)), MESSAGES.validation.checkoutEmailInvalid],
  ]);
  return c.errors;
}

export interface OrderLookupFormProps {
  /** Prefills the order number (the confirmation page after the e-mail was lost). */
  orderNumber?: string;
  onFound: (query: OrderStatusRequest, order: OrderView) => void;
  /** Called as a lookup starts: the page drops the previous answer, so a failure never sits above a stale order. */
  onLookup?: () => void;
}

/** Order number and e-mail -> the order; the server's message when the pair matches none. */
export function OrderLookupForm({ orderNumber = '', onFound, onLookup }: OrderLookupFormProps) {
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OrderStatusRequest>({ defaultValues: { order_number: orderNumber, email: '' }, resolver: contractResolver(orderLookupErrors) });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    onLookup?.();
    const query = { order_number: values.order_number.trim(), email: values.email.trim() };
    try {
      onFound(query, await ordersApi.orderStatus(query));
    } catch (error) {
      setFailure(serverMessage(error) ?? (error instanceof ApiError && error.status === 404 ? CHECKOUT_MESSAGES.orderNotFound : MESSAGES.toast.genericError));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="order-lookup mb-4" aria-label={L.submit}>
      <p className="text-secondary">{L.intro}</p>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <div className="row g-0 gx-sm-3 align-items-start">
        <div className="col-sm-5">
          <TextField label={L.orderNumber} autoComplete="off" registration={register('order_number')} error={errors.order_number} />
        </div>
        <div className="col-sm-5">
          <TextField label={L.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        </div>
        <div className="col-sm-2 pt-sm-4 mt-sm-2">
          <SubmitButton busy={isSubmitting}>{L.submit}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
