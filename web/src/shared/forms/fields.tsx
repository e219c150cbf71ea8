import { CONDITIONS, DIMENSION_UNITS, LIMITS, SHIPPING_TYPES, WEIGHT_UNITS, sanitizeRichText } from '@solar/contracts';
import { useMemo, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, TextAreaField, TextField, type FieldMessage } from '../components/FormField';
import { FORM_TEXT } from './text';

/**
 * Form pieces of the seller's long forms (the shop's product form, the trader's deal form) that the shared
 * FormField module does not have: the message of a group of controls (the related-product picker, the
 * price-scaling slots, the files), the section frame, and the fields both forms have alike. Messages follow
 * FormField's layout: under the control, in an `invalid-feedback` linked as its description.
 */

/** The id a group's message gets, so its main control can name it in aria-describedby. */
export const messageIdOf = (groupId: string): string => `${groupId}-error`;

/** A group's message, shown under the group. */
export function GroupMessage({ groupId, error }: { groupId: string; error?: FieldMessage }) {
  if (!error?.message) return null;
  return (
    <div id={messageIdOf(groupId)} className="invalid-feedback d-block">
      {error.message}
    </div>
  );
}

/** aria-describedby for a group's main control: its message when there is one, plus any hint. */
export const describedBy = (groupId: string, error?: FieldMessage, hintId?: string): string | undefined =>
  [error?.message ? messageIdOf(groupId) : '', hintId ?? ''].filter(Boolean).join(' ') || undefined;

/**
 * The section frame of the long forms: a card with a heading. Not labelled by its heading on purpose: a
 * section named 'Category' would then share its name with the Category select.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card seller-section mb-4">
      <div className="card-body">
        <h2 className="h5 mb-3">{title}</h2>
        {children}
      </div>
    </section>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

export const CONDITION_OPTIONS: Option[] = CONDITIONS.map((c) => ({ value: c.value, label: c.label }));
export const SHIPPING_OPTIONS: Option[] = SHIPPING_TYPES.map((type) => ({ value: type, label: FORM_TEXT.shippingTypes[type] }));
const WEIGHT_UNIT_OPTIONS: Option[] = WEIGHT_UNITS.map((unit) => ({ value: unit, label: unit }));
const DIMENSION_UNIT_OPTIONS: Option[] = DIMENSION_UNITS.map((unit) => ({ value: unit, label: unit }));

/** Half-width columns on wide screens, the usual rhythm of these forms; one column on a phone. */
export const Col = ({ children, size = 'col-sm-6' }: { children: ReactNode; size?: string }) => <div className={size}>{children}</div>;

/** A select whose options arrive later (categories, brands, resellers): controlled, so the value shows once they do. */
export function LateSelect<T extends FieldValues = FieldValues>({
  name,
  label,
  placeholder,
  options,
  onPicked,
}: {
  name: FieldPath<T>;
  label: string;
  placeholder: string;
  options: Option[];
  onPicked?: () => void;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          placeholder={placeholder}
          options={options}
          error={fieldState.error}
          value={String(field.value)}
          registration={{
            name: field.name,
            ref: field.ref,
            onBlur: async () => field.onBlur(),
            onChange: async (event: { target: { value: string } }) => {
              field.onChange(event.target.value);
              onPicked?.();
            },
          }}
        />
      )}
    />
  );
}

/** The form's `name` field: the title, with a live count against the spec's 65 characters. */
export function TitleField({ label }: { label: string }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<{ name: string }>();
  const title = useWatch({ control, name: 'name' });
  const over = title.length > LIMITS.titleMax;
  return (
    <TextField
      label={label}
      registration={register('name')}
      error={errors.name}
      hint={
        <span className={over ? 'text-danger' : undefined} aria-live="polite">
          {FORM_TEXT.hints.titleCount(title.length, LIMITS.titleMax)}
        </span>
      }
    />
  );
}

/** The form's `description` field (rich text), with a preview sanitized as the public page will show it. */
/**
 * The description with a live preview of what will be stored: `keep` is the rule the server stores it by (the
 * shop's rich text by default; a deal's anonymous rich text, without links, pictures or contact details).
 */
export function DescriptionField({
  label,
  hint = FORM_TEXT.hints.description,
  keep = sanitizeRichText,
}: {
  label: string;
  hint?: string;
  keep?: (html: string) => string;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<{ description: string }>();
  const description = useWatch({ control, name: 'description' });
  const preview = useMemo(() => keep(description), [description, keep]);
  const T = FORM_TEXT.hints;
  return (
    <>
      <TextAreaField label={label} rows={8} registration={register('description')} error={errors.description} hint={hint} />
      {preview && (
        <div className="description-preview border rounded-3 p-3" aria-label={T.preview}>
          <div className="small text-secondary mb-2">{T.preview}</div>
          {/* Sanitized by the same rule the public pages use: no scripts, no inline handlers. */}
          <div dangerouslySetInnerHTML={{ __html: preview }} />
        </div>
      )}
    </>
  );
}

type Dimension = 'length' | 'width' | 'height';

/** The values PackageFields fills: a product's and a deal's alike. */
export type PackageValues = Record<'weight' | 'weight_unit' | 'package_type' | Dimension | `${Dimension}_unit`, string>;

export const EMPTY_PACKAGE_VALUES: PackageValues = {
  weight: '',
  weight_unit: '',
  package_type: '',
  length: '',
  length_unit: '',
  width: '',
  width_unit: '',
  height: '',
  height_unit: '',
};

/** A loaded item's or deal's weight and size as the inputs hold them ('' where it has none). */
export function packageValuesOf(listing: Record<keyof PackageValues, string | number | null | undefined>): PackageValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  const entries = (Object.keys(EMPTY_PACKAGE_VALUES) as (keyof PackageValues)[]).map((field) => [field, text(listing[field])]);
  return Object.fromEntries(entries) as PackageValues;
}

/**
 * Weight, package type, and length, width and height, each with its unit: columns of a `.row` the caller
 * opens. The same-unit rule speaks under the height unit, so a change of any unit asks it again.
 */
export function PackageFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PackageValues>();
  const F = FORM_TEXT.fields;
  const unit = FORM_TEXT.choose.unit;
  const size = { type: 'number', min: 0, step: 'any', inputMode: 'decimal' } as const;
  const dimension = (name: Dimension, label: string, unitLabel: string) => {
    const unitName = `${name}_unit` as const;
    return (
      <>
        <Col size="col-8 col-sm-4">
          <TextField label={label} {...size} registration={register(name)} error={errors[name]} />
        </Col>
        <Col size="col-4 col-sm-2">
          <SelectField
            label={unitLabel}
            placeholder={unit}
            options={DIMENSION_UNIT_OPTIONS}
            registration={register(unitName, { deps: name === 'height' ? [] : ['height_unit'] })}
            error={errors[unitName]}
          />
        </Col>
      </>
    );
  };
  return (
    <>
      <Col size="col-8 col-sm-4">
        <TextField label={F.weight} {...size} registration={register('weight')} error={errors.weight} />
      </Col>
      <Col size="col-4 col-sm-2">
        <SelectField label={F.weightUnit} placeholder={unit} options={WEIGHT_UNIT_OPTIONS} registration={register('weight_unit')} error={errors.weight_unit} />
      </Col>
      <Col>
        <TextField label={F.packageType} registration={register('package_type')} error={errors.package_type} />
      </Col>
      {dimension('length', F.length, F.lengthUnit)}
      {dimension('width', F.width, F.widthUnit)}
      {dimension('height', F.height, F.heightUnit)}
      <p className="form-text mt-0">{FORM_TEXT.hints.dimensions}</p>
    </>
  );
}
