import { SANDBOX_TEST_CARDS, type CheckoutPayment } from '@solar/contracts';
import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../components/FormField';
import { FORM_TEXT } from './text';

const T = FORM_TEXT.card;

/** Only the sandbox test cards work on this install; the page says so, with the numbers. */
function SandboxCardsNote() {
  const D = T.demo;
  const cards = [
    [SANDBOX_TEST_CARDS.succeeds, D.succeeds],
    [SANDBOX_TEST_CARDS.declined, D.declined],
    [SANDBOX_TEST_CARDS.failsAfterAuthorization, D.failsAfterAuthorization],
  ] as const;
  return (
    <aside className="alert alert-info small mb-3" aria-label={D.title}>
      <div className="fw-semibold">{D.title}</div>
      <p className="mb-1">{D.intro}</p>
      <ul className="mb-0">
        {cards.map(([number, outcome]) => (
          <li key={number}>
            <code>{number}</code>: {outcome}
          </li>
        ))}
      </ul>
    </aside>
  );
}

type PaymentErrors = Partial<Record<keyof CheckoutPayment, FieldError>>;

/**
 * The card of a form whose values hold `payment` (the cart's checkout, a trader contract's payment): holder,
 * number, CVC and expiry, with the sandbox's test cards named above them.
 */
export function CardFields<T extends FieldValues & { payment: CheckoutPayment }>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors?: PaymentErrors;
}) {
  const F = T.fields;
  const field = (key: keyof CheckoutPayment) => register(`payment.${key}` as Path<T>);
  return (
    <>
      <SandboxCardsNote />
      <div className="row g-0 gx-sm-3">
        <div className="col-12">
          <TextField label={F.cardHolderName} autoComplete="cc-name" registration={field('card_holder_name')} error={errors?.card_holder_name} />
        </div>
        <div className="col-sm-6">
          <TextField label={F.cardNumber} inputMode="numeric" autoComplete="cc-number" registration={field('card_number')} error={errors?.card_number} />
        </div>
        <div className="col-6 col-sm-3">
          <TextField label={F.cvc} inputMode="numeric" autoComplete="cc-csc" registration={field('cvc')} error={errors?.cvc} />
        </div>
        <div className="col-6 col-sm-3">
          <TextField label={F.expiryDate} placeholder="MM/YY" autoComplete="cc-exp" registration={field('expiry_date')} error={errors?.expiry_date} />
        </div>
      </div>
    </>
  );
}
