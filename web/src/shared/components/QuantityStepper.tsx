import { useId, useState } from 'react';
import { formatCount } from '../format';
import { canOrder, snapQuantity, snapReason, type QuantityBounds, type SnapReason } from '../quantity';
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
  // Why the last typed number was changed: a shopper who typed 99999999 hears it became the stock.
  const [snapped, setSnapped] = useState<{ reason: SnapReason; quantity: number } | null>(null);
  const orderable = canOrder(bounds) && !disabled;
  const describedBy = [error && `${id}-error`, `${id}-hint`, snapped && `${id}-snapped`].filter(Boolean).join(' ');

  const commit = () => {
    if (draft === null) return;
    const typed = draft.trim() === '' ? Number.NaN : Number(draft);
    setDraft(null);
    const quantity = snapQuantity(Number.isNaN(typed) ? value : typed, bounds);
    const reason = snapReason(typed, bounds);
    setSnapped(reason ? { reason, quantity } : null);
    onChange(quantity);
  };
  const step = (quantity: number) => {
    setSnapped(null);
    onChange(quantity);
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
          onClick={() => step(snapQuantity(value - bounds.step, bounds))}
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
          onClick={() => step(snapQuantity(value + bounds.step, bounds))}
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
      <div id={`${id}-snapped`} className={snapped ? 'form-text text-warning-emphasis' : 'visually-hidden'} role="status">
        {snapped && snappedText(snapped.reason, snapped.quantity, bounds)}
      </div>
    </div>
  );
}

function snappedText(reason: SnapReason, quantity: number, bounds: QuantityBounds): string {
  if (reason === 'max') return T.snapped.max(formatCount(bounds.max));
  if (reason === 'min') return T.snapped.min(formatCount(bounds.min));
  return T.snapped.step(formatCount(bounds.step), formatCount(quantity));
}
