import {
  AGES,
  CONDITIONS,
  DIMENSION_UNITS,
  DISCOUNT_UNITS,
  LIMITS,
  MESSAGES,
  SHIPPING_TYPES,
  WEIGHT_UNITS,
  sanitizeRichText,
  type SellerItemDetail,
} from '@solar/contracts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError, sellerApi, useAllBrands, useCategories, useResellers } from '../api';
import { paths } from '../paths';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../shared/components/FormField';
import { reportFailure } from '../shared/formErrors';
import { showErrors, showSuccess } from '../shared/toast';
import { FormSection } from './fields';
import { FileUploads } from './FileUploads';
import { LocationsPicker } from './LocationsPicker';
import { PriceScalingFields } from './PriceScalingFields';
import {
  emptyProductValues,
  formPathOf,
  productResolver,
  toProductForm,
  valuesFromItem,
  type FileEntry,
  type ProductFormValues,
} from './productFormValues';
import { RelatedProductsPicker } from './RelatedProductsPicker';
import { SELLER_TEXT } from './text';

const T = SELLER_TEXT;
const F = T.fields;

type Option = { value: string | number; label: string };

const CONDITION_OPTIONS: Option[] = CONDITIONS.map((c) => ({ value: c.value, label: c.label }));
const AGE_OPTIONS: Option[] = AGES.map((a) => ({ value: a.value, label: a.label }));
const SHIPPING_OPTIONS: Option[] = SHIPPING_TYPES.map((type) => ({ value: type, label: T.shippingTypes[type] }));
const DISCOUNT_UNIT_OPTIONS: Option[] = DISCOUNT_UNITS.map((unit) => ({ value: unit, label: T.discountUnits[unit] }));
const WEIGHT_UNIT_OPTIONS: Option[] = WEIGHT_UNITS.map((unit) => ({ value: unit, label: unit }));
const DIMENSION_UNIT_OPTIONS: Option[] = DIMENSION_UNITS.map((unit) => ({ value: unit, label: unit }));

/** Form fields a server message may name; the rest of a 400 answer is toasted. */
const FORM_FIELDS = new Set(Object.keys(emptyProductValues()));
const isFormField = (field: string) => FORM_FIELDS.has(field.split('.')[0]);

/** Whether two file lists hold the same files in the same order. */
const sameFiles = (a: readonly FileEntry[], b: readonly FileEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry.url === b[i].url && entry.uuid === b[i].uuid);

/**
 * Brings the first message of the form into view and focuses its control, in page order (react-hook-form's
 * own focus knows only registered inputs, not the pickers and slot lists).
 */
function scrollToFirstError(form: HTMLFormElement | null): void {
  const message = form?.querySelector<HTMLElement>('.invalid-feedback');
  if (!form || !message) return;
  const control = Array.from(form.querySelectorAll<HTMLElement>('[aria-describedby]')).find((element) =>
    (element.getAttribute('aria-describedby') ?? '').split(' ').includes(message.id),
  );
  (control ?? message).scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  control?.focus({ preventScroll: true });
}

/** A select whose options arrive later (categories, brands, resellers): controlled, so the value shows once they do. */
function LateSelect({
  name,
  label,
  placeholder,
  options,
  onPicked,
}: {
  name: FieldPath<ProductFormValues>;
  label: string;
  placeholder: string;
  options: Option[];
  onPicked?: () => void;
}) {
  const { control } = useFormContext<ProductFormValues>();
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

function CategoryFields() {
  const { control, setValue } = useFormContext<ProductFormValues>();
  const { data: categories = [] } = useCategories();
  const categoryId = useWatch({ control, name: 'category_id' });
  const subcategories = categories.find((category) => String(category.id) === categoryId)?.sub_categories ?? [];
  return (
    <div className="row g-0 gx-sm-3">
      <div className="col-sm-6">
        <LateSelect
          name="category_id"
          label={F.category}
          placeholder={T.choose.category}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          // A subcategory belongs to one category: choosing another category starts it over.
          onPicked={() => setValue('subcategory_id', '')}
        />
      </div>
      <div className="col-sm-6">
        <LateSelect
          name="subcategory_id"
          label={F.subcategory}
          placeholder={T.choose.subcategory}
          options={subcategories.map((s) => ({ value: String(s.id), label: s.name }))}
        />
      </div>
    </div>
  );
}

function TitleField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const title = useWatch({ control, name: 'name' });
  const over = title.length > LIMITS.titleMax;
  return (
    <TextField
      label={F.title}
      registration={register('name')}
      error={errors.name}
      hint={
        <span className={over ? 'text-danger' : undefined} aria-live="polite">
          {T.hints.titleCount(title.length, LIMITS.titleMax)}
        </span>
      }
    />
  );
}

function DescriptionFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const description = useWatch({ control, name: 'description' });
  const preview = useMemo(() => sanitizeRichText(description), [description]);
  return (
    <>
      <TextAreaField label={F.description} rows={8} registration={register('description')} error={errors.description} hint={T.hints.description} />
      {preview && (
        <div className="description-preview border rounded-3 p-3" aria-label={T.hints.preview}>
          <div className="small text-secondary mb-2">{T.hints.preview}</div>
          {/* Sanitized by the same rule the product page uses: no scripts, no inline handlers. */}
          <div dangerouslySetInnerHTML={{ __html: preview }} />
        </div>
      )}
    </>
  );
}

/** Half-width columns on wide screens, the usual rhythm of this form. */
const Col = ({ children, size = 'col-sm-6' }: { children: ReactNode; size?: string }) => <div className={size}>{children}</div>;

function PricingFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
  const whole = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
  return (
    <div className="row g-0 gx-sm-3">
      <Col size="col-sm-4">
        <TextField label={F.price} {...money} registration={register('price', { deps: ['discount'] })} error={errors.price} />
      </Col>
      <Col size="col-sm-4">
        <TextField label={F.sellerPrice} {...money} registration={register('cost')} error={errors.cost} />
      </Col>
      <Col size="col-sm-4">
        <TextField label={F.msrp} {...money} registration={register('msrp')} error={errors.msrp} />
      </Col>
      <Col>
        <TextField label={F.discount} {...money} registration={register('discount', { deps: ['discount_unit'] })} error={errors.discount} />
      </Col>
      <Col>
        <SelectField
          label={F.discountUnit}
          placeholder={T.choose.discountUnit}
          options={DISCOUNT_UNIT_OPTIONS}
          registration={register('discount_unit', { deps: ['discount'] })}
          error={errors.discount_unit}
        />
      </Col>
      <Col size="col-sm-3">
        <TextField label={F.moq} {...whole} min={1} registration={register('moq', { deps: ['max_qty'] })} error={errors.moq} />
      </Col>
      <Col size="col-sm-3">
        <TextField label={F.maxQty} {...whole} registration={register('max_qty')} error={errors.max_qty} hint={T.hints.maxQty} />
      </Col>
      <Col size="col-sm-3">
        <TextField label={F.qtyStep} {...whole} min={1} registration={register('qty_step')} error={errors.qty_step} />
      </Col>
      <Col size="col-sm-3">
        <TextField label={F.totalQty} {...whole} registration={register('total_qty')} error={errors.total_qty} />
      </Col>
    </div>
  );
}

function IdentificationFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { brands = [] } = useAllBrands();
  const { data: resellers = [] } = useResellers();
  return (
    <div className="row g-0 gx-sm-3">
      <Col>
        <TextField label={F.sku} registration={register('sku')} error={errors.sku} />
      </Col>
      <Col>
        <TextField label={F.partNumber} registration={register('part_number')} error={errors.part_number} />
      </Col>
      <Col>
        <TextField label={F.mpn} registration={register('mpn')} error={errors.mpn} />
      </Col>
      <Col>
        <TextField label={F.upc} registration={register('upc')} error={errors.upc} />
      </Col>
      <Col>
        <SelectField label={F.condition} placeholder={T.choose.condition} options={CONDITION_OPTIONS} registration={register('condition')} error={errors.condition} />
      </Col>
      <Col>
        <SelectField label={F.age} placeholder={T.choose.age} options={AGE_OPTIONS} registration={register('age')} error={errors.age} />
      </Col>
      <Col>
        <LateSelect name="brand_id" label={F.brand} placeholder={T.choose.brand} options={brands.map((b) => ({ value: String(b.id), label: b.name }))} />
      </Col>
      <Col>
        <LateSelect
          name="reseller_id"
          label={F.reseller}
          placeholder={T.choose.reseller}
          options={resellers.map((r) => ({ value: String(r.id), label: r.company_name ? `${r.name} (${r.company_name})` : r.name }))}
        />
      </Col>
      <Col size="col-12">
        <TextField label={F.tags} registration={register('tags')} error={errors.tags} hint={T.hints.tags} />
      </Col>
    </div>
  );
}

function ShippingFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const shippingType = useWatch({ control, name: 'shipping_type' });
  const size = { type: 'number', min: 0, step: 'any', inputMode: 'decimal' } as const;
  // The same-unit rule speaks under the height unit, so a change of any unit asks it again.
  const unitSelect = (name: 'length_unit' | 'width_unit' | 'height_unit', label: string) => (
    <SelectField
      label={label}
      placeholder={T.choose.unit}
      options={DIMENSION_UNIT_OPTIONS}
      registration={register(name, { deps: name === 'height_unit' ? [] : ['height_unit'] })}
      error={errors[name]}
    />
  );
  return (
    <div className="row g-0 gx-sm-3">
      <Col>
        <SelectField
          label={F.shippingType}
          placeholder={T.choose.shippingType}
          options={SHIPPING_OPTIONS}
          registration={register('shipping_type', { deps: ['shipping_cost'] })}
          error={errors.shipping_type}
        />
      </Col>
      <Col>
        {shippingType === 'estimated_shipping' && (
          <TextField
            label={F.shippingCost}
            type="number"
            min={0}
            step="0.01"
            registration={register('shipping_cost')}
            error={errors.shipping_cost}
            hint={T.hints.shippingCost}
          />
        )}
      </Col>
      <Col size="col-8 col-sm-4">
        <TextField label={F.weight} {...size} registration={register('weight')} error={errors.weight} />
      </Col>
      <Col size="col-4 col-sm-2">
        <SelectField label={F.weightUnit} placeholder={T.choose.unit} options={WEIGHT_UNIT_OPTIONS} registration={register('weight_unit')} error={errors.weight_unit} />
      </Col>
      <Col>
        <TextField label={F.packageType} registration={register('package_type')} error={errors.package_type} />
      </Col>
      <Col size="col-8 col-sm-4">
        <TextField label={F.length} {...size} registration={register('length')} error={errors.length} />
      </Col>
      <Col size="col-4 col-sm-2">{unitSelect('length_unit', F.lengthUnit)}</Col>
      <Col size="col-8 col-sm-4">
        <TextField label={F.width} {...size} registration={register('width')} error={errors.width} />
      </Col>
      <Col size="col-4 col-sm-2">{unitSelect('width_unit', F.widthUnit)}</Col>
      <Col size="col-8 col-sm-4">
        <TextField label={F.height} {...size} registration={register('height')} error={errors.height} />
      </Col>
      <Col size="col-4 col-sm-2">{unitSelect('height_unit', F.heightUnit)}</Col>
      <p className="form-text mt-0">{T.hints.dimensions}</p>
    </div>
  );
}

function SpecsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const watts = { type: 'number', min: 0, step: 'any', inputMode: 'decimal' } as const;
  return (
    <div className="row g-0 gx-sm-3">
      <Col size="col-sm-4">
        <TextField label={F.panelWattage} {...watts} registration={register('panel_wattage')} error={errors.panel_wattage} />
      </Col>
      <Col size="col-sm-4">
        <TextField label={F.wattage} {...watts} registration={register('wattage')} error={errors.wattage} />
      </Col>
      <Col size="col-sm-4">
        <TextField label={F.colour} registration={register('colour')} error={errors.colour} />
      </Col>
    </div>
  );
}

export interface ProductFormProps {
  /** The item being edited; a new item when left out. */
  item?: SellerItemDetail;
  /** After the server accepted the item. */
  onSaved: () => void;
}

/**
 * The seller's product form, for a new item (POST my/items) and an edit (PUT my/items/{uuid}). The rule the
 * catalog runs (`validateProductForm`) decides every message; the server's 400 field messages land under the
 * same fields. Either way the page scrolls to the first message.
 */
export function ProductForm({ item, onSaved }: ProductFormProps) {
  const defaults = useMemo(() => (item ? valuesFromItem(item) : emptyProductValues()), [item]);
  const form = useForm<ProductFormValues>({ defaultValues: defaults, resolver: productResolver, shouldFocusError: false });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const [scrollRequest, setScrollRequest] = useState(0);
  const requestScroll = () => setScrollRequest((n) => n + 1);

  useEffect(() => {
    if (scrollRequest > 0) scrollToFirstError(formRef.current);
  }, [scrollRequest]);

  const submit = handleSubmit(async (values) => {
    // An edit sends the file lists only when they changed (see toProductForm).
    const files = item
      ? { images: !sameFiles(values.images, defaults.images), documents: !sameFiles(values.documents, defaults.documents) }
      : undefined;
    const body = toProductForm(values, files);
    try {
      const { message } = item ? await sellerApi.updateItem(item.uuid, body) : await sellerApi.createItem(body);
      showSuccess(message ?? MESSAGES.product.itemSubmitted);
      onSaved();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
      const placed = fieldErrors.filter(([field]) => isFormField(field));
      for (const [field, messages] of placed) {
        setError(formPathOf(field) as FieldPath<ProductFormValues>, { type: 'server', message: messages[0] });
      }
      const elsewhere = fieldErrors.filter(([field]) => !isFormField(field)).flatMap(([, messages]) => messages);
      if (elsewhere.length > 0) showErrors(elsewhere);
      if (placed.length === 0 && elsewhere.length === 0) reportFailure(error);
      requestScroll();
    }
  }, requestScroll);

  const S = T.sections;
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submit} className="product-form">
        <FormSection title={S.category}>
          <CategoryFields />
        </FormSection>
        <FormSection title={S.title}>
          <TitleField />
          <DescriptionFields />
        </FormSection>
        <FormSection title={S.seo}>
          <TextField label={F.metaTitle} registration={register('meta_name')} error={errors.meta_name} />
          <TextAreaField label={F.metaDescription} rows={3} registration={register('meta_description')} error={errors.meta_description} />
        </FormSection>
        <FormSection title={S.pricing}>
          <PricingFields />
        </FormSection>
        <FormSection title={S.identification}>
          <IdentificationFields />
        </FormSection>
        <FormSection title={S.shipping}>
          <ShippingFields />
        </FormSection>
        <FormSection title={S.specs}>
          <SpecsFields />
        </FormSection>
        <FormSection title={S.related}>
          <RelatedProductsPicker ownItemId={item?.id} />
        </FormSection>
        <FormSection title={S.priceScaling}>
          <PriceScalingFields />
        </FormSection>
        <FormSection title={S.images}>
          <FileUploads type="image" />
        </FormSection>
        <FormSection title={S.documents}>
          <FileUploads type="document" />
        </FormSection>
        <FormSection title={S.locations}>
          <LocationsPicker />
        </FormSection>
        <div className="d-flex gap-2 product-form-actions">
          <SubmitButton busy={isSubmitting} className="btn btn-amber px-4">
            {item ? T.actions.saveItem : T.actions.submitItem}
          </SubmitButton>
          <Link to={paths.sellerMyListing} className="btn btn-outline-secondary">
            {T.actions.cancel}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
