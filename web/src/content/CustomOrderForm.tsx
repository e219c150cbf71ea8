import {
  CUSTOM_ORDER_LIMITS,
  CUSTOM_ORDER_UNIT_LABELS,
  CUSTOM_ORDER_UNITS,
  US_STATES,
  UPLOAD_LIMITS,
  validateCustomOrder,
  type CustomOrderCategoryView,
} from '@solar/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { customOrderApi } from './CustomOrderApi';

export interface CustomOrderFormValues {
  category_id: string;
  quantity: string;
  unit: string;
  target_price: string;
  state: string;
  city: string;
  needed_by: string;
  description: string;
  email: string;
}

const EMPTY: CustomOrderFormValues = {
  category_id: '',
  quantity: '',
  unit: 'pieces',
  target_price: '',
  state: '',
  city: '',
  needed_by: '',
  description: '',
  email: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof CustomOrderFormValues)[];
const UNIT_OPTIONS = CUSTOM_ORDER_UNITS.map((value) => ({ value, label: CUSTOM_ORDER_UNIT_LABELS[value] }));
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const ACCEPTED_FILES = [...UPLOAD_LIMITS.documentTypes, ...UPLOAD_LIMITS.imageTypes].join(',');
const MAX_FILE_MB = UPLOAD_LIMITS.maxFileBytes / (1024 * 1024);

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The request as the API takes it: empty optional fields left out. */
export const customOrderBody = (form: CustomOrderFormValues): Record<string, string> =>
  Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ''));

/** The form's messages: the contract's rule, the same the service answers with. */
export const validateCustomOrderForm = (form: CustomOrderFormValues, now = new Date()) => validateCustomOrder(customOrderBody(form), now);

/** A file the form refuses before sending it: the wrong type or too large. */
export function fileProblem(file: File): string | null {
  if (!(ACCEPTED_FILES.split(',') as string[]).includes(file.type)) return 'Attach a PDF datasheet or a JPEG, PNG, WebP or GIF picture.';
  if (file.size > UPLOAD_LIMITS.maxFileBytes) return `The file may be at most ${MAX_FILE_MB} MB.`;
  return null;
}

/** A signed-in buyer's custom order: what, how many, where, by when; with an optional datasheet. */
export function CustomOrderForm({ categories, email, onPosted }: { categories: readonly CustomOrderCategoryView[]; email: string; onPosted: () => void }) {
  const defaults = { ...EMPTY, email };
  const { register, handleSubmit, formState, setError, reset } = useForm<CustomOrderFormValues>({
    resolver: contractResolver((input) => validateCustomOrderForm(input as unknown as CustomOrderFormValues)),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const today = new Date();

  const submit = handleSubmit(async (form) => {
    const file = fileInput.current?.files?.[0];
    const problem = file ? fileProblem(file) : null;
    setFileError(problem);
    if (problem) return;
    try {
      const uploaded = file ? (await customOrderApi.upload(file)).data : null;
      const answer = await customOrderApi.create({ ...customOrderBody(form), ...(uploaded ? { file_uuid: uploaded.uuid } : {}) });
      showSuccess(answer.message ?? 'Your request is posted.');
      reset(defaults);
      if (fileInput.current) fileInput.current.value = '';
      onPosted();
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) reportFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Custom order request">
      <div className="row g-0 gx-sm-3">
        <SelectField
          className="col-12 col-sm-6 mb-3"
          label="Equipment category"
          placeholder="Choose a category"
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          registration={register('category_id')}
          error={errors.category_id}
        />
        <TextField
          className="col-6 col-sm-3 mb-3 pe-2 pe-sm-0"
          label="Quantity"
          inputMode="numeric"
          maxLength={9}
          registration={register('quantity')}
          error={errors.quantity}
        />
        <SelectField
          className="col-6 col-sm-3 mb-3"
          label="Unit"
          placeholder="Unit"
          options={UNIT_OPTIONS}
          registration={register('unit')}
          error={errors.unit}
        />
        <TextField
          className="col-12 col-sm-6 mb-3"
          label="Target price in USD (optional)"
          inputMode="decimal"
          maxLength={12}
          registration={register('target_price')}
          error={errors.target_price}
          hint="For the whole order; sellers see it."
        />
        <TextField
          className="col-12 col-sm-6 mb-3"
          label="Needed by"
          type="date"
          min={day(today)}
          max={day(new Date(today.getTime() + CUSTOM_ORDER_LIMITS.neededByMaxDays * 86_400_000))}
          registration={register('needed_by')}
          error={errors.needed_by}
        />
        <SelectField
          className="col-12 col-sm-6 mb-3"
          label="Delivery state"
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          registration={register('state')}
          error={errors.state}
        />
        <TextField
          className="col-12 col-sm-6 mb-3"
          label="Delivery city"
          autoComplete="address-level2"
          maxLength={CUSTOM_ORDER_LIMITS.cityMax}
          registration={register('city')}
          error={errors.city}
        />
      </div>
      <TextAreaField
        label="What do you need?"
        rows={4}
        maxLength={CUSTOM_ORDER_LIMITS.descriptionMax}
        registration={register('description')}
        error={errors.description}
        hint="Brand or specification, certifications, packaging, anything a seller must know. No phone numbers: sellers answer here."
      />
      <div className="mb-3">
        <label htmlFor="custom-order-file" className="form-label">
          Datasheet or picture (optional)
        </label>
        <input
          id="custom-order-file"
          ref={fileInput}
          type="file"
          accept={ACCEPTED_FILES}
          className={`form-control ${fileError ? 'is-invalid' : ''}`}
          aria-describedby="custom-order-file-hint"
          onChange={() => setFileError(null)}
        />
        {fileError && <div className="invalid-feedback">{fileError}</div>}
        <div id="custom-order-file-hint" className="form-text">
          A PDF or an image up to {MAX_FILE_MB} MB. Anyone browsing the requests can open it.
        </div>
      </div>
      <TextField
        label="Email for answers"
        type="email"
        autoComplete="email"
        maxLength={CUSTOM_ORDER_LIMITS.emailMax}
        registration={register('email')}
        error={errors.email}
        hint="We mail you when a seller answers. Never shown to sellers."
      />
      <button type="submit" className="btn btn-amber px-4" disabled={isSubmitting}>
        {isSubmitting ? 'Posting…' : 'Post my request'}
      </button>
    </form>
  );
}
