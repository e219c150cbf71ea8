import { useId, useState } from 'react';
import { canOrder, snapQuantity, type QuantityBounds } from './quantity';
import { PRODUCT_TEXT } from './text';

const T = PRODUCT_TEXT.quantity;

export interface QuantityStepperProps {
  bounds: QuantityBounds;
  /** Always a valid quantity (on the grid, within the bounds). */
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * Minus and plus step by `step` between min and max (each disabled at its bound); a typed number is snapped
 * to the nearest valid quantity when the field is left or Enter is pressed.
 */
export function QuantityStepper({ bounds, value, onChange }: QuantityStepperProps) {
  const id = useId();
  // What is being typed; null shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const orderable = canOrder(bounds);

  const commit = () => {
    if (draft === null) return;
    const typed = draft.trim() === '' ? Number.NaN : Number(draft);
    setDraft(null);
    onChange(snapQuantity(Number.isNaN(typed) ? value : typed, bounds));
  };

  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className="form-label small fw-semibold mb-1">
        {T.label}
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
          className="form-control text-center"
          min={bounds.min}
          max={orderable ? bounds.max : bounds.min}
          step={bounds.step}
          value={draft ?? String(value)}
          disabled={!orderable}
          aria-describedby={`${id}-hint`}
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
      <div id={`${id}-hint`} className="form-text">
        {T.hint(bounds.min, bounds.step)}
      </div>
    </div>
  );
}
