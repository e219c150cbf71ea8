import { CONTENT_LIMITS, RV_BATTERY_CHOICES, RV_BATTERY_LABELS, RV_TYPE_LABELS, RV_TYPES, validateRvSurvey } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contentApi } from '../api/content';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { SelectField, TextAreaField, TextField } from '../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { showSuccess } from '../shared/toast';

const TITLE = 'RV Solar Quotation';

interface RvForm {
  name: string;
  email: string;
  phone: string;
  rv_type: string;
  roof_length_ft: string;
  daily_kwh: string;
  budget_usd: string;
  battery: string;
  zip: string;
  appliances: string;
  notes: string;
}

const EMPTY: RvForm = {
  name: '',
  email: '',
  phone: '',
  rv_type: '',
  roof_length_ft: '',
  daily_kwh: '',
  budget_usd: '',
  battery: 'not-sure',
  zip: '',
  appliances: '',
  notes: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof RvForm)[];
const RV_OPTIONS = RV_TYPES.map((value) => ({ value, label: RV_TYPE_LABELS[value] }));
const BATTERY_OPTIONS = RV_BATTERY_CHOICES.map((value) => ({ value, label: RV_BATTERY_LABELS[value] }));

/** /rv-quotation: a survey of the RV and what it must power, for a quotation from our RV solar team. */
export function RvQuotationPage() {
  usePageTitle(TITLE);
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<RvForm>({ resolver: contractResolver(validateRvSurvey), defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (form) => {
    const body = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== ''));
    try {
      const answer = await contentApi.rvSurvey(body);
      const message = answer.message ?? 'Thank you!';
      setSent(message);
      showSuccess(message);
      reset(EMPTY);
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) reportFailure(error);
    }
  });

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={TITLE} />
      <div className="mx-auto mt-3" style={{ maxWidth: '48rem' }}>
        <h1 className="h2 mb-2">{TITLE}</h1>
        <p className="lead text-secondary">
          Tell us about your RV and what you run on the road. Our team sizes the panels, charge controller, battery and inverter and sends a quotation within
          two business days.
        </p>
        {sent && (
          <div className="alert alert-success" role="status">
            {sent}
          </div>
        )}
        <form noValidate onSubmit={submit} aria-label="RV quotation survey">
          <h2 className="h5 mt-4 mb-3">About you</h2>
          <div className="row g-0 gx-sm-3">
            <TextField
              className="col-12 col-sm-6 mb-3"
              label="Name"
              autoComplete="name"
              maxLength={CONTENT_LIMITS.nameMax}
              registration={register('name')}
              error={errors.name}
            />
            <TextField
              className="col-12 col-sm-6 mb-3"
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={CONTENT_LIMITS.emailMax}
              registration={register('email')}
              error={errors.email}
            />
            <TextField
              className="col-12 col-sm-6 mb-3"
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={CONTENT_LIMITS.phoneMax}
              registration={register('phone')}
              error={errors.phone}
            />
            <TextField
              className="col-12 col-sm-6 mb-3"
              label="ZIP code (optional)"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              registration={register('zip')}
              error={errors.zip}
            />
          </div>
          <h2 className="h5 mt-2 mb-3">Your RV</h2>
          <div className="row g-0 gx-sm-3">
            <SelectField
              className="col-12 col-sm-6 mb-3"
              label="RV type"
              placeholder="Choose your RV type"
              options={RV_OPTIONS}
              registration={register('rv_type')}
              error={errors.rv_type}
            />
            <TextField
              className="col-12 col-sm-6 mb-3"
              label="Usable roof length (feet)"
              inputMode="numeric"
              maxLength={3}
              registration={register('roof_length_ft')}
              error={errors.roof_length_ft}
              hint="The length free of vents, AC units and hatches."
            />
            <TextField
              className="col-12 col-sm-6 mb-3"
              label="Daily use in kWh (optional)"
              inputMode="decimal"
              maxLength={6}
              registration={register('daily_kwh')}
              error={errors.daily_kwh}
              hint="A fridge, lights and laptops use about 2 to 3 kWh a day."
            />
            <TextField
              className="col-12 col-sm-6 mb-3"
              label="Budget in USD (optional)"
              inputMode="numeric"
              maxLength={8}
              registration={register('budget_usd')}
              error={errors.budget_usd}
            />
            <SelectField
              className="col-12 col-sm-6 mb-3"
              label="Battery"
              placeholder="Choose a battery"
              options={BATTERY_OPTIONS}
              registration={register('battery')}
              error={errors.battery}
            />
          </div>
          <TextAreaField
            label="What do you want to power? (optional)"
            rows={3}
            maxLength={CONTENT_LIMITS.rvNotesMax}
            registration={register('appliances')}
            error={errors.appliances}
            hint="For example: 12V fridge, roof fan, CPAP, induction hob, air conditioner."
          />
          <TextAreaField
            label="Anything else (optional)"
            rows={3}
            maxLength={CONTENT_LIMITS.rvNotesMax}
            registration={register('notes')}
            error={errors.notes}
          />
          <button type="submit" className="btn btn-amber px-4" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Request my quotation'}
          </button>
        </form>
      </div>
    </div>
  );
}
