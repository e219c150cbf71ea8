import { useId, useState } from 'react';
import { canOrder, snapQuantity, type QuantityBounds } from '../quantity';
import { SHARED_TEXT } from '../text';

const T = SHARED_TEXT.quantity;

export interface QuantityStepperProps {
  bounds: QuantityBounds;
  /** Always a valid quantity (on the grid, within the bounds). */
  value: number;
  onChange: (quantity: number) => void;
  /** The field's label; 'Quantity' by default (a cart line names its item). */
  label?: string;
  /** Keep the label for screen readers only (a table column already says what the field is). */
  hideLabel?: boolean;
  /** A message for under the field (the server refused the quantity). */
  error?: string;
  /** Held while a change is on its way. */
  disabled?: boolean;
}

/**
 * Minus and plus step by `step` between min and max (each disabled at its bound); a typed number is snapped
 * to the nearest valid quantity when the field is left or Enter is pressed.
 */
export function QuantityStepper({ bounds, value, onChange, label = T.label, hideLabel = false, error, disabled = false }: QuantityStepperProps) {
  const id = useId();
  // What is being typed; null shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const orderable = canOrder(bounds) && !disabled;
  const describedBy = error ? `${id}-error ${id}-hint` : `${id}-hint`;

  const commit = () => {
    if (draft === null) return;
    const typed = draft.trim() === '' ? Number.NaN : Number(draft);
    setDraft(null);
    onChange(snapQuantity(Number.isNaN(typed) ? value : typed, bounds));
  };

  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label small fw-semibold mb-1'}>
        {label}
      </label>
      <div className="input-group">
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={T.decrease}
          disabled={!orderable || value <= bounds.min}
          onClick={() => onChange(snapQuantity(value - bounds.step, bounds))}
        >
          <i className="bi bi-dash-lg" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={`form-control text-center${error ? ' is-invalid' : ''}`}
          min={bounds.min}
          max={canOrder(bounds) ? bounds.max : bounds.min}
          step={bounds.step}
          value={draft ?? String(value)}
          disabled={!orderable}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={T.increase}
          disabled={!orderable || value >= bounds.max}
          onClick={() => onChange(snapQuantity(value + bounds.step, bounds))}
        >
          <i className="bi bi-plus-lg" aria-hidden="true" />
        </button>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div id={`${id}-hint`} className="form-text">
        {T.hint(bounds.min, bounds.step)}
      </div>
    </div>
  );
}
