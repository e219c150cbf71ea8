import { validateCardPayment, type CheckoutPayment } from '@solar/contracts';
import type { Resolver } from 'react-hook-form';
import { nestErrors } from './longForm';

/** The card as sent: trimmed, and the spaces typed to group the digits are the reader's, not the number's. */
export const cardPaymentOf = (payment: CheckoutPayment): CheckoutPayment => ({
  card_holder_name: payment.card_holder_name.trim(),
  card_number: payment.card_number.replace(/[\s-]/g, ''),
  cvc: payment.cvc.trim(),
  expiry_date: payment.expiry_date.trim(),
});

/** A form of the card alone (a trader contract's payment). */
export interface CardPaymentValues {
  payment: CheckoutPayment;
}

export const emptyCardPayment = (): CardPaymentValues => ({ payment: { card_holder_name: '', card_number: '', cvc: '', expiry_date: '' } });

/** Validation by `validateCardPayment`, the rule the orders service runs on a contract's payment. */
export const cardPaymentResolver: Resolver<CardPaymentValues> = (values) => {
  const errors = validateCardPayment({ payment: cardPaymentOf(values.payment) });
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: nestErrors<CardPaymentValues>(errors) };
};
