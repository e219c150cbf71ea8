import { AGES, DISCOUNT_UNITS, MESSAGES, type SellerItemDetail } from '@solar/contracts';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { sellerApi, useAllBrands, useCategories, useResellers } from '../api';
import { paths } from '../paths';
import { SelectField, SubmitButton, TextField } from '../shared/components/FormField';
import {
  Col,
  CONDITION_OPTIONS,
  DescriptionField,
  FormSection,
  LateSelect,
  PackageFields,
  SHIPPING_OPTIONS,
  TitleField,
  type Option,
} from '../shared/forms/fields';
import type { FileEntry } from '../shared/forms/files';
import { useLongForm } from '../shared/forms/longForm';
import { FileSections, LongForm, SeoSection } from '../shared/forms/LongFormParts';
import { showSuccess } from '../shared/toast';
import { LocationsPicker } from './LocationsPicker';
import { PriceScalingFields } from './PriceScalingFields';
import { emptyProductValues, formPathOf, productResolver, toProductForm, valuesFromItem, type ProductFormValues } from './productFormValues';
import { RelatedProductsPicker } from './RelatedProductsPicker';
import { SELLER_TEXT } from './text';

const T = SELLER_TEXT;
const F = T.fields;

const AGE_OPTIONS: Option[] = AGES.map((a) => ({ value: a.value, label: a.label }));
const DISCOUNT_UNIT_OPTIONS: Option[] = DISCOUNT_UNITS.map((unit) => ({ value: unit, label: T.discountUnits[unit] }));

/** Form fields a server message may name; the rest of a 400 answer is toasted. */
const FORM_FIELDS = new Set(Object.keys(emptyProductValues()));
const isFormField = (field: string) => FORM_FIELDS.has(field.split('.')[0]);

/** Whether two file lists hold the same files in the same order. */
const sameFiles = (a: readonly FileEntry[], b: readonly FileEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry.url === b[i].url && entry.uuid === b[i].uuid);

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
        <SelectField
          label={F.condition}
          placeholder={T.choose.condition}
          options={CONDITION_OPTIONS}
          registration={register('condition')}
          error={errors.condition}
        />
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
      <PackageFields />
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
  const { form, formRef, requestScroll, saveFailed } = useLongForm<ProductFormValues>(
    { defaultValues: defaults, resolver: productResolver },
    { isFormField, pathOf: formPathOf },
  );
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    // An edit sends the file lists only when they changed (see toProductForm).
    const files = item ? { images: !sameFiles(values.images, defaults.images), documents: !sameFiles(values.documents, defaults.documents) } : undefined;
    const body = toProductForm(values, files);
    try {
      const { message } = item ? await sellerApi.updateItem(item.uuid, body) : await sellerApi.createItem(body);
      showSuccess(message ?? MESSAGES.product.itemSubmitted);
      onSaved();
    } catch (error) {
      saveFailed(error);
    }
  }, requestScroll);

  const S = T.sections;
  return (
    <LongForm form={form} formRef={formRef} onSubmit={submit}>
      <FormSection title={S.category}>
        <CategoryFields />
      </FormSection>
      <FormSection title={S.title}>
        <TitleField label={F.title} />
        <DescriptionField label={F.description} />
      </FormSection>
      <SeoSection title={S.seo} />
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
      <FileSections titles={{ images: S.images, documents: S.documents }} upload={sellerApi.uploadFile} remove={sellerApi.deleteFile} />
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
    </LongForm>
  );
}
