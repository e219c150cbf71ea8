import {
  ADVANCED_PRICE_RANGE,
  MESSAGES,
  MOQ_UNIT_FILTER_VALUES,
  WATTAGE_GROUPS,
  buildListingPath,
  categorySlug,
  checkAdvancedPriceRange,
  type ListingFilters,
} from '@solar/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths';
import { Modal } from '../../shared/components/Modal';
import { showError } from '../../shared/toast';
import { moqUnitLabel } from './dealLabels';
import { DEAL_CATEGORY_PAGES } from './dealLocation';
import { BROWSE_TEXT } from './text';

const M = MESSAGES.dealFilter;
const T = BROWSE_TEXT.modal;

const SOLAR_PANELS = categorySlug('Solar Panels');
/** Equipment the modal offers, by the category each stands for (the deal index's slug). */
const EQUIPMENT = DEAL_CATEGORY_PAGES.filter((page) => ['Solar Panels', 'Solar Inverters', 'Solar Batteries'].includes(page.label));
/** Inverters and batteries are not sold by panel wattage nor by pallet, container or MW. */
const PER_UNIT_ONLY = new Set([categorySlug('Solar Inverters'), categorySlug('Solar Batteries')]);

type PriceInput = 'min' | 'max';

interface DealConfiguration {
  /** The chosen equipment's category slug; none chosen searches every category. */
  equipment?: string;
  /** The inputs' text, so a value can be typed digit by digit ('0.', '0.2'). */
  min: string;
  max: string;
  /** The input edited last: the one a min/max ordering message goes under. */
  changed: PriceInput;
  /** The input whose panel price was just clamped into 0..1. */
  clamped?: PriceInput;
  /** A panel wattage group by its lower bound. */
  wattage?: number;
  moqUnit?: string;
}

const START: DealConfiguration = {
  min: String(ADVANCED_PRICE_RANGE.default.min),
  max: String(ADVANCED_PRICE_RANGE.default.max),
  changed: 'min',
};

/** '' and text that is not a number are not a price yet. */
const priceOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The one price field a slider and its number input edit together. */
function PriceField({
  which,
  label,
  unit,
  value,
  bounds,
  error,
  hint,
  onChange,
}: {
  which: PriceInput;
  label: string;
  /** 'per Watt' or 'per Unit'. */
  unit: string;
  value: string;
  bounds: { min: number; max: number; step: number };
  error?: string;
  hint?: string;
  onChange: (which: PriceInput, text: string) => void;
}) {
  const id = useId();
  const number = priceOf(value);
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="col-12 col-sm-6">
      <input
        type="range"
        className="form-range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={Number.isFinite(number) ? Math.min(bounds.max, Math.max(bounds.min, number)) : bounds.min}
        aria-label={which === 'min' ? T.minSlider : T.maxSlider}
        onChange={(event) => onChange(which, event.target.value)}
      />
      <label className="form-label small mb-1" htmlFor={id}>
        {label} <span className="text-secondary">{unit}</span>
      </label>
      <div className="input-group input-group-sm">
        <span className="input-group-text">$</span>
        <input
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(which, event.target.value)}
        />
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text text-danger-emphasis">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A row of toggle buttons of which at most one is on. */
function ChoiceButtons<T extends string | number>({
  title,
  choices,
  chosen,
  round = false,
  onChoose,
}: {
  title: string;
  choices: readonly { value: T; label: string }[];
  chosen: T | undefined;
  round?: boolean;
  onChoose: (value: T | undefined) => void;
}) {
  return (
    <div className="mb-3" role="group" aria-label={title}>
      <div className="form-label">{title}</div>
      <div className="d-flex flex-wrap gap-2">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className={`btn btn-sm ${chosen === choice.value ? 'btn-dark' : 'btn-outline-dark'} ${round ? 'rounded-circle p-0' : 'rounded-pill px-3'}`}
            style={round ? { width: '3.5rem', height: '3.5rem' } : undefined}
            aria-pressed={chosen === choice.value}
            onClick={() => onChoose(chosen === choice.value ? undefined : choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The advanced 'Configure Your Deal' filter (spec, sections 2 and 5): equipment, a price range (per watt for
 * panels, 0 to 1 in steps of 0.001; per unit otherwise, 1 to 100000), panel wattage and quantity unit. 'View All
 * Items' opens /trader/find{wattage}{quantity}{category}/pr_{min}-{max}, written by the listing codec, and
 * starts the form over.
 */
export function ConfigureDealModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const equipmentName = useId();
  const [form, setForm] = useState<DealConfiguration>(START);
  const panels = form.equipment === SOLAR_PANELS;
  const kind = panels ? 'panels' : 'other';
  const bounds = panels ? ADVANCED_PRICE_RANGE.panels : ADVANCED_PRICE_RANGE.other;
  const bulkUnits = form.equipment === undefined || !PER_UNIT_ONLY.has(form.equipment);

  const low = priceOf(form.min);
  const high = priceOf(form.max);
  const complete = Number.isFinite(low) && Number.isFinite(high);
  const check = complete ? checkAdvancedPriceRange(kind, low, high, form.changed) : undefined;
  const canView = check?.canSubmit ?? false;

  const chooseEquipment = (equipment: string) => {
    const range = equipment === SOLAR_PANELS ? ADVANCED_PRICE_RANGE.panels : ADVANCED_PRICE_RANGE.default;
    const keepsUnits = !PER_UNIT_ONLY.has(equipment);
    setForm({
      equipment,
      min: String(range.min),
      max: String(range.max),
      changed: 'min',
      wattage: keepsUnits ? form.wattage : undefined,
      moqUnit: keepsUnits ? form.moqUnit : undefined,
    });
  };

  const changePrice = (which: PriceInput, text: string) => {
    const next: DealConfiguration = { ...form, [which]: text, changed: which, clamped: undefined };
    const value = priceOf(text);
    if (Number.isFinite(value)) {
      // Only the edited input can be out of range (the other was checked when it was edited), so it stands in for an unset other.
      const other = priceOf(form[which === 'min' ? 'max' : 'min']);
      const pair = Number.isFinite(other) ? { min: which === 'min' ? value : other, max: which === 'max' ? value : other } : { min: value, max: value };
      const result = checkAdvancedPriceRange(kind, pair.min, pair.max, which);
      if (result.clampedMessage) {
        showError(result.clampedMessage);
        next[which] = String(result[which]);
        next.clamped = which;
      }
    }
    setForm(next);
  };

  const viewAll = () => {
    if (!canView) return;
    const filters: ListingFilters = { price: { min: low, max: high } };
    if (form.wattage !== undefined) filters.panelWattage = [String(form.wattage)];
    if (form.moqUnit !== undefined) filters.moqUnit = [form.moqUnit];
    if (form.equipment !== undefined) filters.category = form.equipment;
    setForm(START);
    onClose();
    navigate(buildListingPath(paths.traderFind, filters));
  };

  const priceField = (which: PriceInput, label: string) => (
    <PriceField
      which={which}
      label={label}
      unit={panels ? M.perWatt : M.perUnit}
      value={form[which]}
      bounds={bounds}
      error={check?.errors[which]}
      hint={form.clamped === which ? MESSAGES.advancedFilter.panelPriceHint : undefined}
      onChange={changePrice}
    />
  );

  return (
    <Modal title={M.title} onClose={onClose}>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{T.equipment}</legend>
        <div className="d-flex flex-wrap gap-3">
          {EQUIPMENT.map((page) => (
            <div key={page.categorySlug} className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name={equipmentName}
                id={`${equipmentName}-${page.slug}`}
                checked={form.equipment === page.categorySlug}
                onChange={() => chooseEquipment(page.categorySlug)}
              />
              <label className="form-check-label" htmlFor={`${equipmentName}-${page.slug}`}>
                {page.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{T.priceRange}</legend>
        <div className="row g-3">
          {priceField('min', T.minPrice)}
          {priceField('max', T.maxPrice)}
        </div>
      </fieldset>
      {bulkUnits && (
        <>
          <ChoiceButtons
            title={T.panelWattage}
            round
            choices={WATTAGE_GROUPS.map((group) => ({ value: group.min, label: `${group.min}W` }))}
            chosen={form.wattage}
            onChoose={(wattage) => setForm({ ...form, wattage })}
          />
          <ChoiceButtons
            title={T.quantityUnit}
            choices={MOQ_UNIT_FILTER_VALUES.map((unit) => ({ value: unit as string, label: moqUnitLabel(unit) }))}
            chosen={form.moqUnit}
            onChoose={(moqUnit) => setForm({ ...form, moqUnit })}
          />
        </>
      )}
      <button type="button" className="btn btn-amber w-100" disabled={!canView} onClick={viewAll}>
        {M.viewAllItems}
      </button>
    </Modal>
  );
}

/** The 'Advance' button and the modal it opens. */
export function AdvanceButton({ className = 'btn btn-outline-dark' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <i className="bi bi-sliders me-1" aria-hidden="true" />
        {M.openButton}
      </button>
      {open && <ConfigureDealModal onClose={() => setOpen(false)} />}
    </>
  );
}
