/**
 * The bulk quantity stepper's rule (spec: it respects min, max and step). Valid quantities are moq,
 * moq + step, moq + 2*step, ... up to the largest one that fits under the cap.
 */

export interface QuantityBounds {
  /** The smallest quantity one may order (the MOQ, at least 1). */
  min: number;
  /** The largest valid quantity (on the step grid); below `min` when none can be ordered. */
  max: number;
  step: number;
}

export interface QuantityRules {
  moq: number;
  /** 0: no limit but the stock. */
  max_qty: number;
  total_qty: number;
  qty_step: number;
}

const wholeAtLeast = (value: number, floor: number): number => (Number.isFinite(value) ? Math.max(floor, Math.floor(value)) : floor);

export function quantityBounds(item: QuantityRules): QuantityBounds {
  const min = wholeAtLeast(item.moq, 1);
  const step = wholeAtLeast(item.qty_step, 1);
  const stock = wholeAtLeast(item.total_qty, 0);
  // A seller's order limit never lets one order more than is on hand.
  const cap = item.max_qty > 0 ? Math.min(Math.floor(item.max_qty), stock) : stock;
  const max = cap < min ? cap : min + Math.floor((cap - min) / step) * step;
  return { min, max, step };
}

/** Whether any quantity can be ordered at all. */
export const canOrder = (bounds: QuantityBounds): boolean => bounds.max >= bounds.min;

/**
 * The valid quantity nearest to `value` (a typed number, possibly off the grid or out of range). Not a
 * number gives the minimum.
 */
export function snapQuantity(value: number, { min, max, step }: QuantityBounds): number {
  if (!Number.isFinite(value) || max < min) return min;
  const onGrid = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, onGrid));
}

/** Why a typed quantity became another: above the most one can order, below the minimum, or off the step grid. */
export type SnapReason = 'max' | 'min' | 'step';

/** The reason `typed` snaps to something else (null: it stands as typed, or nothing was typed). */
export function snapReason(typed: number, bounds: QuantityBounds): SnapReason | null {
  if (!Number.isFinite(typed) || !canOrder(bounds) || snapQuantity(typed, bounds) === typed) return null;
  if (typed > bounds.max) return 'max';
  if (typed < bounds.min) return 'min';
  return 'step';
}
