import {
  COMPANY_TIERS,
  COLOURS,
  CONNECTORS,
  DEAL_INVENTORY_TYPES,
  FRONT_LOAD_RATINGS_PA,
  INCOTERMS,
  LEAD_TIME_DAYS,
  MOQ_UNITS,
  OFFER_VALIDITY_DAYS,
  PANEL_TECHNOLOGIES,
  PHASES,
  PRODUCT_INPUT_LIMITS,
  REAR_LOAD_RATINGS_PA,
  SECTORS,
  US_STATES,
  dealFigures,
  isPanelCategory,
  moqInUnits,
  numberOf,
  type MoqUnit,
} from '@solar/contracts';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAllBrands } from '../../api';
import { SelectField, TextField } from '../../shared/components/FormField';
import { formatCount, formatUsd } from '../../shared/format';
import { CONDITION_OPTIONS, Col, GroupMessage, LateSelect, PackageFields, SHIPPING_OPTIONS, describedBy, type Option } from '../../shared/forms/fields';
import { FORM_TEXT } from '../../shared/forms/text';
import { categoriesFor, type DealFormValues, type Equipment } from './dealFormValues';
import { DEAL_FORM_TEXT } from './text';

/*
 * The sections of the deal form, each reading the form through its context. The enumerations are the
 * contracts' (spec, section 9), shown by the labels of DEAL_FORM_TEXT.
 */

const T = DEAL_FORM_TEXT;
const F = T.fields;
const S = FORM_TEXT.fields;

const optionsOf = <V extends string | number>(values: readonly V[], labelOf: (value: V) => string = String): Option[] =>
  values.map((value) => ({ value, label: labelOf(value) }));

const INCOTERM_OPTIONS = optionsOf(INCOTERMS, (term) => T.incoterms[term]);
const LEAD_TIME_OPTIONS = optionsOf(LEAD_TIME_DAYS, T.days);
const OFFER_VALIDITY_OPTIONS = optionsOf(OFFER_VALIDITY_DAYS, T.days);
const STATE_OPTIONS: Option[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const TECHNOLOGY_OPTIONS = optionsOf(PANEL_TECHNOLOGIES);
const COLOUR_OPTIONS = optionsOf(COLOURS, (colour) => T.colours[colour]);
const CONNECTOR_OPTIONS = optionsOf(CONNECTORS, (connector) => T.connectors[connector]);
const FRONT_LOAD_OPTIONS = optionsOf(FRONT_LOAD_RATINGS_PA, (pa) => T.pascal(formatCount(pa)));
const REAR_LOAD_OPTIONS = optionsOf(REAR_LOAD_RATINGS_PA, (pa) => T.pascal(formatCount(pa)));
const TIER_OPTIONS = optionsOf(COMPANY_TIERS);
const PHASE_OPTIONS = optionsOf(PHASES);
const SECTOR_OPTIONS: Option[] = SECTORS.map((sector) => ({ value: sector.value, label: sector.label }));
/** Panels and MW count panels: only a panel deal offers them. */
const PANEL_MOQ_UNITS = optionsOf(MOQ_UNITS, (unit) => T.moqUnits[unit]);
const OTHER_MOQ_UNITS = optionsOf(
  MOQ_UNITS.filter((unit) => unit === 'pallets' || unit === 'containers'),
  (unit) => T.moqUnits[unit],
);

const whole = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
/** The deal rule's bound of the SKU and the part number (longer reads as missing): typing stops there. */
const CODE_MAX = 100;

/** A select of one of the form's fields, with its message under it. */
function Choice({
  name,
  label,
  options,
  placeholder = T.choose.option,
}: {
  name: keyof DealFormValues;
  label: string;
  options: Option[];
  placeholder?: string;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<DealFormValues>();
  return <SelectField label={label} placeholder={placeholder} options={options} registration={register(name)} error={errors[name] as never} />;
}

/** Category and subcategory, among the equipment's categories; another category starts the subcategory over. */
export function CategoryFields({ equipment }: { equipment: Equipment }) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<DealFormValues>();
  const categories = categoriesFor(equipment);
  const categoryId = useWatch({ control, name: 'category_id' });
  const subcategories = categories.find((category) => String(category.id) === categoryId)?.subcategories ?? [];
  return (
    <div className="row g-0 gx-sm-3">
      <Col>
        <SelectField
          label={S.category}
          placeholder={T.choose.category}
          options={categories.map((category) => ({ value: String(category.id), label: category.label }))}
          registration={register('category_id', { onChange: () => setValue('subcategory_id', '') })}
          error={errors.category_id}
        />
      </Col>
      <Col>
        <SelectField
          label={S.subcategory}
          placeholder={T.choose.subcategory}
          options={subcategories.map((subcategory) => ({ value: String(subcategory.id), label: subcategory.name }))}
          registration={register('subcategory_id')}
          error={errors.subcategory_id}
        />
      </Col>
    </div>
  );
}

/** Optional choices a seller may leave out ('Not specified'): the field, its label, its options. */
type OptionalChoice = readonly [name: keyof DealFormValues, label: string, options: Option[]];

const PANEL_CHOICES: readonly OptionalChoice[] = [
  ['panel_technology', F.panelTechnology, TECHNOLOGY_OPTIONS],
  ['colour', F.colour, COLOUR_OPTIONS],
  ['connector_type', F.connector, CONNECTOR_OPTIONS],
  ['front_load', F.frontLoad, FRONT_LOAD_OPTIONS],
  ['rear_load', F.rearLoad, REAR_LOAD_OPTIONS],
  ['company_tier', F.companyTier, TIER_OPTIONS],
];
const INVERTER_CHOICES: readonly OptionalChoice[] = [['phase', F.phase, PHASE_OPTIONS]];
const TERM_CHOICES: readonly OptionalChoice[] = [
  ['lead_time', F.leadTime, LEAD_TIME_OPTIONS],
  ['offer_validity', F.offerValidity, OFFER_VALIDITY_OPTIONS],
  ['sector', F.sector, SECTOR_OPTIONS],
];

/** Each optional choice in its column. */
const optionalChoices = (choices: readonly OptionalChoice[]) =>
  choices.map(([name, label, options]) => (
    <Col key={name}>
      <Choice name={name} label={label} options={options} placeholder={T.choose.notSaid} />
    </Col>
  ));

/** What a panel deal states about its modules; the wattage is what its price per watt is multiplied by. */
export function PanelSpecFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<DealFormValues>();
  return (
    <div className="row g-0 gx-sm-3">
      <Col>
        <TextField label={F.panelWattage} {...whole} min={1} registration={register('panel_wattage', { deps: ['moq'] })} error={errors.panel_wattage} />
      </Col>
      {optionalChoices(PANEL_CHOICES)}
    </div>
  );
}

export const InverterSpecFields = () => <div className="row g-0 gx-sm-3">{optionalChoices(INVERTER_CHOICES)}</div>;

/** A whole number of at least 1 from an input, or null. */
const count = (value: string): number | null => {
  const n = numberOf(value);
  return n !== undefined && Number.isInteger(n) && n >= 1 ? n : null;
};

/**
 * The figures buyers will read, computed as the trader service computes them (dealFigures): a panel's price and
 * the lot's value and watts, and the MOQ with the units it stands for. Shown once the numbers they need are in.
 */
function DealPreview() {
  const { control } = useFormContext<DealFormValues>();
  const [categoryId, price, wattage, totalQty, moq, moqUnit, perPallet, perContainer] = useWatch({
    control,
    name: ['category_id', 'price', 'panel_wattage', 'total_qty', 'moq', 'moq_unit', 'units_per_pallet', 'units_per_container'],
  });
  const category = Number(categoryId);
  const panels = isPanelCategory(category);
  const unitPrice = numberOf(price);
  const quantity = count(totalQty);
  const minimum = count(moq);
  const deal = {
    category_id: category,
    price: unitPrice !== undefined && unitPrice > 0 ? unitPrice : null,
    total_qty: quantity ?? 0,
    moq: minimum ?? 0,
    moq_unit: (moqUnit || null) as MoqUnit | null,
    panel_wattage: panels ? count(wattage) : null,
    units_per_pallet: count(perPallet),
    units_per_container: count(perContainer),
  };
  const figures = dealFigures(deal);
  const lines: string[] = [];
  if (quantity !== null && figures.unit_price !== null && figures.lot_value !== null) {
    const lot = T.preview.lotValue(formatUsd(figures.lot_value));
    lines.push(
      panels && figures.total_watts !== null
        ? [T.preview.perPanel(formatUsd(figures.unit_price)), lot, T.preview.totalWatts(`${formatCount(figures.total_watts)} W`)].join(', ')
        : lot.charAt(0).toUpperCase() + lot.slice(1),
    );
  }
  if (minimum !== null) {
    const units = deal.moq_unit && deal.moq_unit !== 'panels' ? moqInUnits(deal) : null;
    lines.push(T.preview.minimumOrder(figures.moq_units, units === null ? null : T.preview.moqCount(formatCount(units), panels)));
  }
  if (lines.length === 0) return null;
  return (
    <div className="col-12 mb-3">
      <div className="bg-body-tertiary rounded-3 p-3" role="status" aria-label={T.preview.label}>
        <div className="small text-secondary mb-1">{T.preview.label}</div>
        {lines.map((line) => (
          <div key={line} className="fw-semibold">
            {line}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Price (per watt for panels, per unit otherwise), quantities and the MOQ with its unit, and the live figures. */
export function PriceFields({ equipment }: { equipment: Equipment }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<DealFormValues>();
  const panels = equipment === 'panel';
  const money = { type: 'number', min: 0, inputMode: 'decimal' } as const;
  return (
    <div className="row g-0 gx-sm-3">
      <Col>
        <TextField
          label={panels ? F.pricePerWatt : F.pricePerUnit}
          {...money}
          step={panels ? '0.0001' : '0.01'}
          registration={register('price')}
          error={errors.price}
          hint={panels ? T.hints.pricePerWatt : undefined}
        />
      </Col>
      <Col>
        <TextField label={F.msrp} {...money} step="0.01" registration={register('msrp')} error={errors.msrp} />
      </Col>
      <Col>
        <TextField label={F.totalQty} {...whole} registration={register('total_qty', { deps: ['moq'] })} error={errors.total_qty} />
      </Col>
      <Col>
        <TextField label={F.um} registration={register('um')} error={errors.um} hint={T.hints.um} maxLength={PRODUCT_INPUT_LIMITS.shortTextMax} />
      </Col>
      <Col>
        <TextField label={F.moq} {...whole} min={1} registration={register('moq')} error={errors.moq} />
      </Col>
      <Col>
        <SelectField
          label={F.moqUnit}
          placeholder={panels ? T.choose.option : T.choose.moqUnitOther}
          options={panels ? PANEL_MOQ_UNITS : OTHER_MOQ_UNITS}
          registration={register('moq_unit', { deps: ['moq'] })}
          error={errors.moq_unit}
        />
      </Col>
      <Col>
        <TextField
          label={F.unitsPerPallet}
          {...whole}
          min={1}
          registration={register('units_per_pallet', { deps: ['moq_unit'] })}
          error={errors.units_per_pallet}
        />
      </Col>
      <Col>
        <TextField
          label={F.unitsPerContainer}
          {...whole}
          min={1}
          registration={register('units_per_container', { deps: ['moq_unit'] })}
          error={errors.units_per_container}
        />
      </Col>
      <p className="form-text mt-0">{T.hints.moqUnit}</p>
      <DealPreview />
    </div>
  );
}

/** Condition, brand, the seller's codes and the tags. */
export function IdentificationFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<DealFormValues>();
  const { brands = [] } = useAllBrands();
  return (
    <div className="row g-0 gx-sm-3">
      <Col>
        <Choice name="condition" label={S.condition} options={CONDITION_OPTIONS} placeholder={FORM_TEXT.choose.condition} />
      </Col>
      <Col>
        <LateSelect<DealFormValues>
          name="brand_id"
          label={S.brand}
          placeholder={FORM_TEXT.choose.brand}
          options={brands.map((brand) => ({ value: String(brand.id), label: brand.name }))}
        />
      </Col>
      <Col>
        <TextField label={S.sku} registration={register('sku')} error={errors.sku} maxLength={CODE_MAX} />
      </Col>
      <Col>
        <TextField label={S.partNumber} registration={register('part_number')} error={errors.part_number} maxLength={CODE_MAX} />
      </Col>
      <Col>
        <TextField label={S.mpn} registration={register('mpn')} error={errors.mpn} maxLength={PRODUCT_INPUT_LIMITS.shortTextMax} />
      </Col>
      <Col>
        <TextField label={S.upc} registration={register('upc')} error={errors.upc} maxLength={PRODUCT_INPUT_LIMITS.shortTextMax} />
      </Col>
      <Col size="col-12">
        <TextField label={S.tags} registration={register('tags')} error={errors.tags} hint={T.hints.tags} />
      </Col>
    </div>
  );
}

/** Stock on hand, or pre-production with the date it will be available. */
function InventoryChoice() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<DealFormValues>();
  const inventory = useWatch({ control, name: 'inventory' });
  const groupId = useId();
  return (
    <>
      <Col>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-2">{F.inventory}</legend>
          {DEAL_INVENTORY_TYPES.map((type) => (
            <div key={type} className="form-check form-check-inline">
              <input
                id={`${groupId}-${type}`}
                type="radio"
                value={type}
                className={`form-check-input${errors.inventory ? ' is-invalid' : ''}`}
                aria-describedby={describedBy(groupId, errors.inventory)}
                {...register('inventory', { deps: ['available_date'] })}
              />
              <label htmlFor={`${groupId}-${type}`} className="form-check-label">
                {T.inventoryTypes[type]}
              </label>
            </div>
          ))}
          <GroupMessage groupId={groupId} error={errors.inventory} />
        </fieldset>
      </Col>
      <Col>
        {inventory === 'pre_production' && (
          <TextField label={F.availableDate} type="date" registration={register('available_date')} error={errors.available_date} />
        )}
      </Col>
    </>
  );
}

/** How the deal is traded: incoterm, lead time, how long offers stay valid, the market it suits, where and when the stock is. */
export function TermsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<DealFormValues>();
  return (
    <div className="row g-0 gx-sm-3">
      <Col>
        <Choice name="incoterm" label={F.incoterm} options={INCOTERM_OPTIONS} />
      </Col>
      <Col>
        <Choice name="state" label={F.state} options={STATE_OPTIONS} placeholder={T.choose.state} />
      </Col>
      {optionalChoices(TERM_CHOICES)}
      <InventoryChoice />
      <Col>
        <TextField label={F.publishDate} type="date" registration={register('publish_date')} error={errors.publish_date} hint={T.hints.publishDate} />
      </Col>
    </div>
  );
}

/** Shipping type, then the package's weight and size. */
export function ShippingFields() {
  return (
    <div className="row g-0 gx-sm-3">
      <Col>
        <Choice name="shipping_type" label={S.shippingType} options={SHIPPING_OPTIONS} placeholder={FORM_TEXT.choose.shippingType} />
      </Col>
      <PackageFields />
    </div>
  );
}
