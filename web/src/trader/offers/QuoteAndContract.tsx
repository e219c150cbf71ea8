import {
  DISCOUNT_TYPES,
  EXTRA_CHARGE_TYPES,
  QUOTE_LIMITS,
  TAX_CHARGE_TYPES,
  numberOf,
  quoteTotalProblem,
  quoteTotals,
  validateTaxLegal,
  type ContractView,
  type DiscountType,
  type ExtraChargeType,
  type OfferView,
  type QuoteCharge,
  type QuoteTotals,
  type QuoteView,
  type TaxLegalRequest,
} from '@solar/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ApiError, contractsApi, useContract, useContractPayment, useQuote, useRevalidateNegotiation, useRevalidateOffers } from '../../api';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { SubmitButton } from '../../shared/components/FormField';
import { formatDealPrice, formatWatts } from '../../shared/deals/dealFormat';
import { formatCount, formatDate, formatUsd } from '../../shared/format';
import { reportFailure } from '../../shared/formErrors';
import { CardFields } from '../../shared/forms/CardFields';
import { cardPaymentOf, cardPaymentResolver, emptyCardPayment, type CardPaymentValues } from '../../shared/forms/cardPayment';
import { showSuccess } from '../../shared/toast';
import { OFFERS_TEXT } from './text';

const T = OFFERS_TEXT;

/** The offers whose card shows a quote or a contract: agreed, the seller's standing terms, or contracted. */
const WITH_QUOTE = ['Accepted', 'Countered', 'Contract', 'Cancelled'] as const;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** What a quote version or a contract comes to, line by line. */
function TotalsTable({ totals }: { totals: QuoteTotals }) {
  const percent = totals.discount?.type === 'percent' ? totals.discount.value : null;
  return (
    <table className="table table-sm small mb-2 quote-totals">
      <tbody>
        <tr>
          <th scope="row" className="fw-normal">
            {T.quote.goods}
          </th>
          <td className="text-end">{formatUsd(totals.subtotal)}</td>
        </tr>
        {totals.discount_amount > 0 && (
          <tr>
            <th scope="row" className="fw-normal">
              {T.quote.discountLine(percent)}
            </th>
            <td className="text-end">−{formatUsd(totals.discount_amount)}</td>
          </tr>
        )}
        {totals.charges.map((charge, index) => (
          <tr key={`${charge.type}-${index}`}>
            <th scope="row" className="fw-normal">
              {charge.rate === null ? charge.label : `${charge.label} (${charge.rate}%)`}
            </th>
            <td className="text-end">{formatUsd(charge.amount)}</td>
          </tr>
        ))}
        <tr className="fw-semibold">
          <th scope="row">{T.quote.total}</th>
          <td className="text-end">{formatUsd(totals.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

interface QuoteFormValues {
  charges: Array<{ type: ExtraChargeType; value: string; label: string }>;
  discountType: DiscountType | '';
  discountValue: string;
  legal_text: string;
}

const requestOf = (values: QuoteFormValues): TaxLegalRequest => ({
  charges: values.charges.map((charge) => ({ type: charge.type, value: Number(charge.value), label: charge.type === 'Custom' ? charge.label.trim() : null })),
  discount: values.discountType ? { type: values.discountType, value: Number(values.discountValue) } : null,
  legal_text: values.legal_text.trim() || null,
});

const valuesOf = (quote: QuoteView): QuoteFormValues => {
  const extras = quote.draft ?? { charges: [], discount: null, legal_text: '' };
  return {
    charges: extras.charges.map((charge) => ({ type: charge.type, value: String(charge.value), label: charge.label ?? '' })),
    discountType: extras.discount?.type ?? '',
    discountValue: extras.discount ? String(extras.discount.value) : '',
    legal_text: extras.legal_text,
  };
};

/**
 * The seller's quote form: the extra charges of the spec's types, a discount and legal terms, with the totals as
 * they are typed. `validateTaxLegal` (the trader service's rule) speaks under each field. Saving keeps the
 * extras; sending saves them and sends them as a new version.
 */
function QuoteForm({ offer, quote, onDone }: { offer: OfferView; quote: QuoteView; onDone: () => void }) {
  const revalidate = useRevalidateNegotiation();
  const revalidateOffers = useRevalidateOffers();
  const { register, control, handleSubmit, formState } = useForm<QuoteFormValues>({ defaultValues: valuesOf(quote) });
  const { fields, append, remove } = useFieldArray({ control, name: 'charges' });
  const watched = useWatch({ control }) as QuoteFormValues;
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const request = requestOf({ ...watched, charges: watched.charges ?? [] });
  const validCharges = request.charges.filter((charge) => numberOf(charge.value) !== undefined) as QuoteCharge[];
  const totals = quoteTotals(offer.total, validCharges, request.discount && numberOf(request.discount.value) !== undefined ? request.discount : null);
  const errorOf = (field: string) => errors[field]?.[0];

  const submit = (send: boolean) =>
    handleSubmit(async (values) => {
      const body = requestOf(values);
      const found = validateTaxLegal(body as unknown as Record<string, unknown>, offer.total);
      // The service refuses a quote that does not come to more than $0 (a card cannot pay it): say so here.
      const totalProblem = Object.keys(found).length ? null : quoteTotalProblem(quoteTotals(offer.total, body.charges, body.discount).total);
      if (totalProblem) found.total = [totalProblem];
      setErrors(found);
      if (Object.keys(found).length) return;
      try {
        const saved = await contractsApi.saveTaxLegal(offer.id, body);
        const { message } = send ? await contractsApi.sendQuote(offer.id) : saved;
        if (message) showSuccess(message);
        await Promise.all([revalidate(offer.id), revalidateOffers()]);
        onDone();
      } catch (error) {
        if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) setErrors(error.errors);
        else reportFailure(error);
      }
    });

  return (
    <form noValidate className="quote-form" onSubmit={(event) => void submit(true)(event)}>
      <fieldset className="mb-3">
        <legend className="h6">{T.quote.charges}</legend>
        {fields.map((field, index) => {
          const type = watched.charges?.[index]?.type ?? field.type;
          const isTax = TAX_CHARGE_TYPES.includes(type);
          return (
            <div key={field.id} className="row g-2 align-items-start mb-2">
              <div className="col-12 col-sm-4">
                <label className="form-label small mb-1" htmlFor={`charge-type-${field.id}`}>
                  {T.quote.chargeType}
                </label>
                <select id={`charge-type-${field.id}`} className="form-select form-select-sm" {...register(`charges.${index}.type`)}>
                  {EXTRA_CHARGE_TYPES.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </div>
              {type === 'Custom' && (
                <div className="col-12 col-sm-4">
                  <label className="form-label small mb-1" htmlFor={`charge-label-${field.id}`}>
                    {T.quote.chargeLabel}
                  </label>
                  <input
                    id={`charge-label-${field.id}`}
                    className={`form-control form-control-sm ${errorOf(`charges.${index}.label`) ? 'is-invalid' : ''}`}
                    maxLength={60}
                    {...register(`charges.${index}.label`)}
                  />
                  <div className="invalid-feedback">{errorOf(`charges.${index}.label`)}</div>
                </div>
              )}
              <div className="col-8 col-sm-3">
                <label className="form-label small mb-1" htmlFor={`charge-value-${field.id}`}>
                  {T.quote.chargeValue(isTax)}
                </label>
                <input
                  id={`charge-value-${field.id}`}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={0}
                  className={`form-control form-control-sm ${errorOf(`charges.${index}.value`) ? 'is-invalid' : ''}`}
                  {...register(`charges.${index}.value`)}
                />
                <div className="invalid-feedback">{errorOf(`charges.${index}.value`)}</div>
              </div>
              <div className="col-4 col-sm-1 d-flex align-items-end">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary mt-sm-4"
                  onClick={() => remove(index)}
                  aria-label={`${T.quote.removeCharge} ${type}`}
                >
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </button>
              </div>
            </div>
          );
        })}
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => append({ type: 'Logistics', value: '', label: '' })}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {T.quote.addCharge}
        </button>
      </fieldset>
      <fieldset className="row g-2 mb-3">
        <legend className="h6">{T.quote.discount}</legend>
        <div className="col-7 col-sm-5">
          <select aria-label={T.quote.discount} className="form-select form-select-sm" {...register('discountType')}>
            <option value="">{T.quote.discountNone}</option>
            {DISCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'percent' ? T.quote.discountPercent : T.quote.discountFixed}
              </option>
            ))}
          </select>
        </div>
        {watched.discountType && (
          <div className="col-5 col-sm-3">
            <input
              aria-label={T.quote.discountValue}
              type="number"
              inputMode="decimal"
              step="0.01"
              min={0}
              className={`form-control form-control-sm ${errorOf('discount.value') ? 'is-invalid' : ''}`}
              {...register('discountValue')}
            />
            <div className="invalid-feedback">{errorOf('discount.value')}</div>
          </div>
        )}
      </fieldset>
      <div className="mb-3">
        <label className="form-label small" htmlFor={`legal-${offer.id}`}>
          {T.quote.legalText}
        </label>
        <textarea
          id={`legal-${offer.id}`}
          rows={3}
          maxLength={5000}
          className={`form-control form-control-sm ${errorOf('legal_text') ? 'is-invalid' : ''}`}
          {...register('legal_text')}
        />
        <div className="invalid-feedback">{errorOf('legal_text')}</div>
      </div>
      <TotalsTable totals={totals} />
      {errorOf('total') && (
        <div className="text-danger small mb-2" role="alert">
          {errorOf('total')}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busy={formState.isSubmitting}>{T.quote.send}</SubmitButton>
        <button type="button" className="btn btn-outline-secondary" disabled={formState.isSubmitting} onClick={(event) => void submit(false)(event)}>
          {T.quote.save}
        </button>
        <button type="button" className="btn btn-link" onClick={onDone}>
          {T.form.cancel}
        </button>
      </div>
    </form>
  );
}

/** The quote as both sides read it: the newest version, and the buyer's signature when it still stands. */
function QuoteSection({ offer }: { offer: OfferView }) {
  // The seller reads their draft before sending; the others have a quote to read once one was sent.
  const { data: quote, error } = useQuote(offer.quoted || offer.side === 'seller' ? offer.id : null);
  const revalidate = useRevalidateNegotiation();
  const revalidateOffers = useRevalidateOffers();
  const [editing, setEditing] = useState(false);
  const [signing, setSigning] = useState(false);
  const [confirmingSign, setConfirmingSign] = useState(false);
  // A counter the seller did not quote is only a counter: nothing to show the buyer yet.
  if ((!offer.quoted && offer.side !== 'seller') || (error && isNotFound(error)))
    return offer.status === 'Accepted' ? (
      <Titled title={T.quote.title}>
        <p className="small text-secondary mb-0">{T.quote.none}</p>
      </Titled>
    ) : null;
  if (!quote) return null;
  const current = quote.current;
  const canQuote = quote.side === 'seller' && (offer.status === 'Accepted' || offer.status === 'Countered');

  const sign = async () => {
    if (!current) return;
    setSigning(true);
    try {
      const { message } = await contractsApi.signQuote(offer.id, current.version);
      if (message) showSuccess(message);
    } catch (failure) {
      reportFailure(failure);
    } finally {
      setSigning(false);
      setConfirmingSign(false);
    }
    await Promise.all([revalidate(offer.id), revalidateOffers()]);
  };

  if (editing) {
    return (
      <Titled title={T.quote.title}>
        <QuoteForm offer={offer} quote={quote} onDone={() => setEditing(false)} />
      </Titled>
    );
  }
  return (
    <Titled title={T.quote.title}>
      {current ? (
        <>
          <p className="small text-secondary mb-1">
            {T.quote.version(current.version, quote.versions.length)} · {formatDate(current.sent_at)}
          </p>
          <TotalsTable totals={current.totals} />
          {current.legal_text && <p className="small text-secondary text-pre-wrap">{current.legal_text}</p>}
          {!quote.signable && quote.contract_status === null && <p className="small text-warning-emphasis">{T.quote.stale}</p>}
        </>
      ) : (
        quote.side !== 'seller' && <p className="small text-secondary mb-0">{T.quote.none}</p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {quote.side === 'buyer' && quote.signable && current && (
          <button type="button" className="btn btn-success" disabled={signing} onClick={() => setConfirmingSign(true)}>
            {signing && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {T.quote.sign(current.version)}
          </button>
        )}
        {canQuote && (
          <button type="button" className="btn btn-outline-primary" onClick={() => setEditing(true)}>
            {current ? T.quote.edit : T.quote.prepare}
          </button>
        )}
      </div>
      {confirmingSign && current && (
        <ConfirmDialog
          title={T.quote.signDialog.title}
          confirmLabel={T.quote.signDialog.confirm}
          confirmClassName="btn btn-success"
          busy={signing}
          onConfirm={() => void sign()}
          onCancel={() => setConfirmingSign(false)}
        >
          <p>{T.quote.signDialog.binds(current.version, formatUsd(current.totals.total))}</p>
          <p>{T.quote.signDialog.hold}</p>
          <p className="mb-0">{T.quote.signDialog.names}</p>
        </ConfirmDialog>
      )}
    </Titled>
  );
}

/** The buyer's card for a signed contract, and the payment's progress once sent (the saga settles it). */
function PayContract({ contract }: { contract: ContractView }) {
  const revalidate = useRevalidateNegotiation();
  const revalidateOffers = useRevalidateOffers();
  const [paying, setPaying] = useState(false);
  // A payment sent from this page is read at once; the contract says so of one sent before (a failed capture).
  const [sent, setSent] = useState(false);
  const { data: payment } = useContractPayment(contract.payment_sent || sent ? contract.offer_id : null);
  const { register, handleSubmit, formState } = useForm<CardPaymentValues>({ defaultValues: emptyCardPayment(), resolver: cardPaymentResolver });
  const settled = payment && ['captured', 'voided', 'failed'].includes(payment.status);
  if (payment?.status === 'captured' && contract.status !== 'Paid') void Promise.all([revalidate(contract.offer_id), revalidateOffers()]);
  const inFlight = payment && !settled;

  if (!paying || inFlight) {
    return (
      <div className="mt-2">
        {payment && (
          <p className={`small mb-2 ${payment.status === 'failed' ? 'text-danger-emphasis' : 'text-secondary'}`} role="status">
            {T.contract.payment[payment.status]}
          </p>
        )}
        {!inFlight && (
          <button type="button" className="btn btn-primary" onClick={() => setPaying(true)}>
            {T.contract.pay}
          </button>
        )}
      </div>
    );
  }
  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await contractsApi.payContract(contract.offer_id, cardPaymentOf(values.payment));
      if (message) showSuccess(message);
      setSent(true);
      await revalidate(contract.offer_id);
    } catch (error) {
      // 409: a payment is already under way (sent from another tab): show its progress.
      if (error instanceof ApiError && error.status === 409) setSent(true);
      reportFailure(error);
    }
  });
  return (
    <form noValidate className="border-top pt-3 mt-3" onSubmit={(event) => void submit(event)}>
      <h3 className="h6">{T.contract.payTitle}</h3>
      <CardFields register={register} errors={formState.errors.payment} />
      <div className="d-flex gap-2">
        <SubmitButton busy={formState.isSubmitting}>
          {formState.isSubmitting ? T.contract.paying : T.contract.payNow(formatUsd(contract.totals.total))}
        </SubmitButton>
        <button type="button" className="btn btn-link" onClick={() => setPaying(false)}>
          {T.form.cancel}
        </button>
      </div>
    </form>
  );
}

/** A contract: both parties named, the lot and its totals, the PDF, and what each side may still do. */
export function ContractSummary({ contract }: { contract: ContractView }) {
  const revalidate = useRevalidateNegotiation();
  const revalidateOffers = useRevalidateOffers();
  const [busy, setBusy] = useState(false);
  const [callingOff, setCallingOff] = useState(false);
  const [reason, setReason] = useState('');
  const summary = useRef<HTMLDivElement>(null);
  const status = useRef(contract.status);
  // Paid while the buyer watched: the card form folds away, so bring the contract's new state into view.
  useEffect(() => {
    if (status.current !== contract.status && contract.status === 'Paid') summary.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    status.current = contract.status;
  }, [contract.status]);

  const download = async () => {
    try {
      await contractsApi.downloadContractPdf(contract.offer_id);
    } catch (error) {
      reportFailure(error);
    }
  };
  const callOff = async () => {
    setBusy(true);
    try {
      const { message } = await contractsApi.cancelContract(contract.offer_id, reason.trim().slice(0, QUOTE_LIMITS.reasonMax));
      if (message) showSuccess(message);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
      setCallingOff(false);
    }
    await Promise.all([revalidate(contract.offer_id), revalidateOffers()]);
  };

  return (
    <div className="contract-summary" ref={summary}>
      <p className="small mb-2">
        <span className={`badge me-2 ${contract.status === 'Paid' ? 'text-bg-success' : contract.status === 'Cancelled' ? 'text-bg-dark' : 'text-bg-primary'}`}>
          {T.contract.status[contract.status]}
        </span>
        <span className="text-secondary">{T.contract.signedAt(formatDate(contract.signed_at))}</span>
      </p>
      <dl className="row small mb-2">
        <dt className="col-4 col-sm-3">{T.contract.seller}</dt>
        <dd className="col-8 col-sm-9 text-break">
          {contract.seller.name} · {contract.seller.email}
        </dd>
        <dt className="col-4 col-sm-3">{T.contract.buyer}</dt>
        <dd className="col-8 col-sm-9 text-break">
          {contract.buyer.name} · {contract.buyer.email}
        </dd>
        <dt className="col-4 col-sm-3">{T.card.qty}</dt>
        <dd className="col-8 col-sm-9">
          {formatCount(contract.qty)} · {formatDealPrice(contract.price, contract.price_unit)}
          {contract.total_watts !== null && ` · ${formatWatts(contract.total_watts)}`}
        </dd>
      </dl>
      <TotalsTable totals={contract.totals} />
      {contract.status === 'Cancelled' && <p className="small text-danger-emphasis">{T.contract.cancelled(contract.cancel_reason)}</p>}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={() => void download()}>
          <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
          {T.contract.download}
        </button>
        {contract.status === 'Signed' && (
          <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={() => setCallingOff(true)}>
            {T.contract.cancel}
          </button>
        )}
      </div>
      {callingOff && (
        <ConfirmDialog
          title={T.contract.cancelDialog.title}
          confirmLabel={T.contract.cancelDialog.confirm}
          cancelLabel={T.contract.cancelDialog.keep}
          confirmClassName="btn btn-danger"
          busy={busy}
          onConfirm={() => void callOff()}
          onCancel={() => setCallingOff(false)}
        >
          <p>{T.contract.cancelDialog.releases}</p>
          <p>{T.contract.cancelDialog.final}</p>
          <label className="form-label small" htmlFor={`call-off-reason-${contract.offer_id}`}>
            {T.contract.cancelDialog.reason}
          </label>
          <textarea
            id={`call-off-reason-${contract.offer_id}`}
            rows={3}
            maxLength={QUOTE_LIMITS.reasonMax}
            className="form-control form-control-sm"
            aria-describedby={`call-off-reason-hint-${contract.offer_id}`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div id={`call-off-reason-hint-${contract.offer_id}`} className="form-text">
            {T.contract.cancelDialog.reasonHint}
          </div>
        </ConfirmDialog>
      )}
      {contract.side === 'buyer' && contract.status === 'Signed' && <PayContract contract={contract} />}
    </div>
  );
}

/** The contract on a contracted offer, or the quote before. */
function ContractSection({ offer }: { offer: OfferView }) {
  const { data: contract, error } = useContract(offer.id);
  if (error && isNotFound(error)) return offer.status === 'Cancelled' ? null : <QuoteSection offer={offer} />;
  if (!contract) return null;
  return (
    <Titled title={T.contract.title}>
      <ContractSummary contract={contract} />
    </Titled>
  );
}

/** A part of the offer's card under its own heading. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-top pt-3 mt-3" aria-label={title}>
      <h3 className="h6">{title}</h3>
      {children}
    </section>
  );
}

/** The quote and contract part of an offer's card, for offers that have reached them. */
export function QuoteAndContract({ offer }: { offer: OfferView }) {
  if (!(WITH_QUOTE as readonly string[]).includes(offer.status)) return null;
  return offer.status === 'Contract' || offer.status === 'Cancelled' ? <ContractSection offer={offer} /> : <QuoteSection offer={offer} />;
}
