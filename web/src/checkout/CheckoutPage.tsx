import { CHECKOUT_MESSAGES, MESSAGES, type CartAnswer, type Delivery, type ShippingQuote } from '@solar/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { trackPurchase, type PurchasedOrder } from '../analytics';
import { ApiError, ordersApi, useCart, useProfile, useShippingQuote, useStoredSession } from '../api';
import { paths, shopSearchPath } from '../paths';
import { CardLogos } from '../shared/components/CardLogos';
import { SubmitButton } from '../shared/components/FormField';
import { Logo } from '../shared/components/Logo';
import { applyServerErrors } from '../shared/formErrors';
import { CardFields } from '../shared/forms/CardFields';
import { useDebounced } from '../shared/hooks/useDebounced';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { CheckoutAddressFields } from './CheckoutAddressFields';
import { CHECKOUT_FIELDS, checkoutRequestOf, checkoutResolver, initialCheckoutValues, quoteDestination, type CheckoutValues } from './checkoutForm';
import { confirmationPath, rememberOrderEmail } from './confirmation';
import { OrderSummary } from './OrderSummary';
import { CHECKOUT_TEXT } from './text';

const T = CHECKOUT_TEXT;

/** Typing a zip asks for one quote once it stops changing, not one per key. */
export const QUOTE_DEBOUNCE_MS = 400;

/** The fields a signed-in buyer's profile fills in while they are still empty. */
const PROFILE_FIELDS = ['firstname', 'lastname', 'email'] as const;

/** The purchase event's view of the order just placed: the cart's lines and the quote that priced them. */
function purchasedOrderOf(orderNumber: string, cart: CartAnswer, quote: ShippingQuote | undefined): PurchasedOrder {
  return {
    order_number: orderNumber,
    order_items: cart.items.map((line) => ({
      item_id: line.item.id,
      name: line.item.name,
      brand_name: line.item.brand.name,
      category_name: line.item.category.name,
      qty: line.qty,
      price: line.price,
    })),
    total_amount: quote?.total_amount ?? cart.subtotal,
    tax: quote?.tax ?? 0,
    shipping_cost: quote?.shipping_cost ?? 0,
  };
}

/** The form, once the cart has lines. */
function CheckoutForm({ cart, onCartChanged }: { cart: CartAnswer; onCartChanged: () => void }) {
  const navigate = useNavigate();
  const { session } = useStoredSession();
  const { data: profile } = useProfile();
  const {
    register,
    handleSubmit,
    control,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({
    defaultValues: initialCheckoutValues(session ? profile : null),
    resolver: checkoutResolver,
    mode: 'onBlur',
  });

  // The profile may arrive after the form: it fills what the buyer has not typed yet.
  useEffect(() => {
    if (!profile) return;
    for (const block of ['shipping', 'billing'] as const) {
      for (const key of PROFILE_FIELDS) {
        if (!getValues(`${block}.${key}`)) setValue(`${block}.${key}`, profile[key]);
      }
    }
  }, [profile, getValues, setValue]);

  // One key per checkout attempt: a resubmit after a lost answer repeats the attempt (the server answers it once),
  // while any edit of the form makes the next submit a new attempt.
  const attemptKey = useRef<string | null>(null);
  useEffect(() => {
    const subscription = watch(() => {
      attemptKey.current = null;
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const [declined, setDeclined] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const [state, zip, delivery, billingSameAsShipping] = useWatch({
    control,
    name: ['shipping.state', 'shipping.zip', 'delivery', 'billingSameAsShipping'],
  });
  const destination = quoteDestination({ state, zip });
  const wanted = destination ? JSON.stringify({ ...destination, delivery }) : '';
  const settled = useDebounced(wanted, QUOTE_DEBOUNCE_MS);
  const quoteRequest = wanted && settled ? (JSON.parse(settled) as { state: string; zip: string; delivery: Delivery }) : null;
  const { data: quote, error: quoteError, isLoading: quoting, isValidating } = useShippingQuote(quoteRequest);
  const shownQuote = quoteRequest ? quote : undefined;
  const pickupAvailable = shownQuote?.lines.some((line) => line.pickup_available) ?? false;

  // A new address whose items cannot be collected takes the pickup choice away.
  useEffect(() => {
    if (shownQuote && !pickupAvailable && getValues('delivery') === 'local_pickup') setValue('delivery', 'ship');
  }, [shownQuote, pickupAvailable, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    setDeclined(undefined);
    setFailure(undefined);
    const request = checkoutRequestOf(values);
    const key = (attemptKey.current ??= crypto.randomUUID());
    try {
      const { data: answer } = await ordersApi.checkout(request, key);
      attemptKey.current = null;
      rememberOrderEmail(answer.order_number, request.shipping.email);
      trackPurchase(purchasedOrderOf(answer.order_number, cart, shownQuote));
      navigate(confirmationPath(answer.order_number));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure(MESSAGES.toast.genericError);
        return;
      }
      // The session-timeout toast has said it all.
      if (error.sessionExpired) return;
      if (error.status === 402) {
        attemptKey.current = null;
        setDeclined(error.error ?? CHECKOUT_MESSAGES.cardDeclined);
        return;
      }
      // No answer, a server fault or 'already being processed': the same attempt may be sent again.
      const sameAttemptMayRepeat = error.status === 0 || error.status >= 500 || error.status === 409;
      if (!sameAttemptMayRepeat) attemptKey.current = null;
      const shownFields = values.billingSameAsShipping ? CHECKOUT_FIELDS.filter((field) => !field.startsWith('billing.')) : CHECKOUT_FIELDS;
      if (applyServerErrors(error, shownFields, setError)) return;
      // Stock that ran out meanwhile changes what the cart can hold.
      if (error.status === 422) onCartChanged();
      setFailure(error.status === 0 ? T.networkRetry : error.details.join(' ') || error.message);
    }
  });

  const F = T.fields;
  const S = T.sections;
  return (
    <form noValidate onSubmit={submit} className="row g-4" aria-label={T.title}>
      <div className="col-lg-7">
        <fieldset className="mb-4">
          <legend className="h5">{S.shipping}</legend>
          <CheckoutAddressFields block="shipping" register={register} errors={errors} />
        </fieldset>

        <div className="form-check mb-3">
          <input id="billing-same" type="checkbox" className="form-check-input" {...register('billingSameAsShipping')} />
          <label htmlFor="billing-same" className="form-check-label">
            {F.billingSameAsShipping}
          </label>
        </div>
        {!billingSameAsShipping && (
          <fieldset className="mb-4">
            <legend className="h5">{S.billing}</legend>
            <CheckoutAddressFields block="billing" register={register} errors={errors} />
          </fieldset>
        )}

        <fieldset className="mb-4">
          <legend className="h5">{S.delivery}</legend>
          <div className="form-check">
            <input id="delivery-ship" type="radio" value="ship" className="form-check-input" {...register('delivery')} />
            <label htmlFor="delivery-ship" className="form-check-label">
              {T.delivery.ship}
            </label>
          </div>
          {pickupAvailable ? (
            <div className="form-check">
              <input id="delivery-pickup" type="radio" value="local_pickup" className="form-check-input" {...register('delivery')} />
              <label htmlFor="delivery-pickup" className="form-check-label">
                {T.delivery.localPickup}
              </label>
            </div>
          ) : (
            !shownQuote && <p className="form-text mb-0">{T.delivery.pickupNote}</p>
          )}
        </fieldset>

        <fieldset className="mb-4">
          <legend className="h5">{S.payment}</legend>
          <div className="mb-3">
            <CardLogos />
          </div>
          {declined && (
            <div className="alert alert-danger" role="alert">
              {declined}
            </div>
          )}
          <CardFields register={register} errors={errors.payment} />
        </fieldset>
      </div>

      <div className="col-lg-5">
        <OrderSummary
          cart={cart}
          quote={shownQuote}
          quoting={Boolean(quoteRequest) && (quoting || isValidating) && !shownQuote}
          quoteFailed={Boolean(quoteError)}
        />
        {failure && (
          <div className="alert alert-danger mt-3" role="alert">
            {failure}
          </div>
        )}
        <div className="mt-3">
          <SubmitButton busy={isSubmitting}>{isSubmitting ? T.placingOrder : T.placeOrder}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

/** /shop/checkout: shipping, billing, delivery and card, with the cart's summary; shown without header and footer. */
export function CheckoutPage() {
  usePageTitle(T.title);
  const { data: cart, error, isLoading, mutate } = useCart();
  return (
    <div className="checkout-page">
      <div className="border-bottom bg-white">
        <div className="container d-flex align-items-center justify-content-between py-3">
          <Logo />
          <Link to={paths.cart} className="small">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            {T.backToCart}
          </Link>
        </div>
      </div>
      <div className="container py-4 py-lg-5">
        <h1 className="h2 mb-4">{T.title}</h1>
        {!cart && isLoading && <div className="spinner-border text-secondary" role="status" aria-label={T.loadingCart} />}
        {!cart && error && (
          <div className="alert alert-danger" role="alert">
            {T.cartFailed}
          </div>
        )}
        {cart && cart.items.length === 0 && (
          <div className="text-center py-5">
            <i className="bi bi-cart-x fs-1 text-secondary" aria-hidden="true" />
            <p className="lead mt-3">{CHECKOUT_MESSAGES.cartEmpty}</p>
            <Link to={shopSearchPath('')} className="btn btn-amber">
              {T.continueShopping}
            </Link>
          </div>
        )}
        {cart && cart.items.length > 0 && <CheckoutForm cart={cart} onCartChanged={() => void mutate()} />}
      </div>
    </div>
  );
}
