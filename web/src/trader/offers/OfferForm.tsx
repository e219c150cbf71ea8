import {
  INCOTERMS,
  LEAD_TIME_DAYS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  US_STATES,
  numberOf,
  offerFigures,
  offerMoqUnits,
  validateOfferProposal,
  type OfferProposal,
  type OfferView,
  type OfferedDeal,
  type PriceUnit,
} from '@solar/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../shared/components/FormField';
import { formatDealPrice, formatWatts } from '../../shared/deals/dealFormat';
import { formatCount, formatUsd } from '../../shared/format';
import { applyServerErrors, contractResolver, reportFailure } from '../../shared/formErrors';
import { DEAL_FORM_TEXT } from '../forms/text';
import { OFFERS_TEXT } from './text';

const T = OFFERS_TEXT.form;
const FIELDS = ['price', 'qty', 'incoterm', 'delivery_state', 'payment_terms', 'lead_time', 'message'] as const;

const INCOTERM_OPTIONS = INCOTERMS.map((term) => ({ value: term, label: DEAL_FORM_TEXT.incoterms[term] }));
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const PAYMENT_OPTIONS = PAYMENT_TERMS.map((terms) => ({ value: terms, label: PAYMENT_TERMS_LABELS[terms] }));
const LEAD_TIME_OPTIONS = LEAD_TIME_DAYS.map((days) => ({ value: days, label: DEAL_FORM_TEXT.days(days) }));

/** The inputs as they hold them: text, so a blank stays blank until the rule speaks. */
export type OfferFormValues = Record<(typeof FIELDS)[number], string>;

/** What the offer's checks need of its deal: the quantities `validateOfferProposal` reads. */
export type OfferRules = OfferedDeal & { available_qty: number };

/** The rules of the deal an existing offer is on, from the summary its view carries (the MOQ already in units). */
export const offerRulesOf = (offer: OfferView): OfferRules => ({
  category_id: offer.deal.category_id,
  moq: offer.deal.moq_qty,
  moq_unit: null,
  panel_wattage: offer.deal.panel_wattage,
  units_per_pallet: null,
  units_per_container: null,
  available_qty: offer.deal.available_qty,
});

/** An offer's standing terms as the counter form starts from them. */
export const valuesOfOffer = (offer: OfferView): OfferFormValues => ({
  price: String(offer.price),
  qty: String(offer.qty),
  incoterm: offer.incoterm,
  delivery_state: offer.delivery_state,
  payment_terms: offer.payment_terms,
  lead_time: String(offer.lead_time),
  message: '',
});

const toProposal = (values: OfferFormValues): OfferProposal => ({
  price: Number(values.price),
  qty: Number(values.qty),
  incoterm: values.incoterm as OfferProposal['incoterm'],
  delivery_state: values.delivery_state,
  payment_terms: values.payment_terms as OfferProposal['payment_terms'],
  lead_time: Number(values.lead_time) as OfferProposal['lead_time'],
  message: values.message.trim() || null,
});

/** What the form tells beside the price and the quantity: what the seller asks, the MOQ and what is available. */
export interface OfferHints {
  askingPrice: number | null;
  moqUnits: string;
  available: number;
}

export interface OfferFormProps {
  rules: OfferRules;
  priceUnit: PriceUnit;
  hints: OfferHints;
  /** The form's first values (a counter starts from the standing terms); blank otherwise. */
  defaults?: OfferFormValues;
  submitLabel: string;
  messageLabel: string;
  /** Sends the proposal; a refusal it throws is shown under the fields it names, or toasted. */
  onSubmit: (proposal: OfferProposal) => Promise<void>;
  onCancel?: () => void;
}

/**
 * A price, a quantity and terms for a deal: a buyer's offer, or either side's counter. The contracts' rule
 * (`validateOfferProposal`, the one the trader service runs) decides every message, and the total the offer
 * comes to is shown as it is typed.
 */
export function OfferForm({ rules, priceUnit, hints, defaults, submitLabel, messageLabel, onSubmit, onCancel }: OfferFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<OfferFormValues>({
    defaultValues: defaults ?? {
      price: '',
      qty: String(offerMoqUnits(rules)),
      incoterm: '',
      delivery_state: '',
      payment_terms: '',
      lead_time: '',
      message: '',
    },
    resolver: contractResolver((input) => validateOfferProposal(input, rules)),
  });
  const [price, qty] = useWatch({ control, name: ['price', 'qty'] });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toProposal(values));
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) reportFailure(error);
    }
  });

  const priceValue = numberOf(price);
  const qtyValue = numberOf(qty);
  const figures = priceValue && qtyValue && Number.isInteger(qtyValue) && qtyValue > 0 ? offerFigures(rules, priceValue, qtyValue) : null;
  const money = priceUnit === 'watt' ? { step: '0.0001', min: 0 } : { step: '0.01', min: 0 };

  return (
    <form noValidate onSubmit={submit} className="offer-form">
      <div className="row g-3">
        <div className="col-sm-6">
          <TextField
            label={T.price[priceUnit]}
            type="number"
            inputMode="decimal"
            {...money}
            registration={register('price')}
            error={errors.price}
            hint={hints.askingPrice === null ? undefined : T.priceHint(formatDealPrice(hints.askingPrice, priceUnit))}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            label={T.qty}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            registration={register('qty')}
            error={errors.qty}
            hint={T.qtyHint(`${formatCount(offerMoqUnits(rules))} units (${hints.moqUnits})`, formatCount(hints.available))}
          />
        </div>
        <div className="col-sm-6">
          <SelectField
            label={T.incoterm}
            placeholder={T.chooseIncoterm}
            options={INCOTERM_OPTIONS}
            registration={register('incoterm')}
            error={errors.incoterm}
          />
        </div>
        <div className="col-sm-6">
          <SelectField
            label={T.deliveryState}
            placeholder={T.chooseState}
            options={STATE_OPTIONS}
            registration={register('delivery_state')}
            error={errors.delivery_state}
          />
        </div>
        <div className="col-sm-6">
          <SelectField
            label={T.paymentTerms}
            placeholder={T.choosePaymentTerms}
            options={PAYMENT_OPTIONS}
            registration={register('payment_terms')}
            error={errors.payment_terms}
          />
        </div>
        <div className="col-sm-6">
          <SelectField
            label={T.leadTime}
            placeholder={T.chooseLeadTime}
            options={LEAD_TIME_OPTIONS}
            registration={register('lead_time')}
            error={errors.lead_time}
          />
        </div>
        <div className="col-12">
          <TextAreaField label={messageLabel} rows={3} registration={register('message')} error={errors.message} />
        </div>
      </div>
      <p className="offer-total mt-3 mb-3" aria-live="polite">
        {figures && (
          <>
            {T.summary} <strong aria-label="Offer total">{formatUsd(figures.total)}</strong>{' '}
            <span className="text-secondary">
              ({formatCount(qtyValue!)} × {formatUsd(figures.unit_price)}
              {figures.total_watts !== null && `, ${formatWatts(figures.total_watts)}`})
            </span>
          </>
        )}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting} className="btn btn-amber px-4">
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {T.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
