import { ADVANCED_PRICE_RANGE } from '../enums/constants';
import { MESSAGES } from '../messages';

export type AdvancedEquipment = 'panels' | 'other';

export interface AdvancedPriceCheck {
  /** The values to keep in the form; panel prices are clamped to 0..1. */
  min: number;
  max: number;
  /** Toast to show when a panel price had to be clamped. */
  clampedMessage?: string;
  /** Inline errors under the min and max inputs. */
  errors: { min?: string; max?: string };
  /** 'View All Items' is disabled while an inline error shows. */
  canSubmit: boolean;
}

/**
 * The advanced 'Configure Your Deal' price inputs (second spec, section 5). `changed` names the input the
 * user just edited, which is the one that gets the min/max ordering error.
 */
export function checkAdvancedPriceRange(equipment: AdvancedEquipment, min: number, max: number, changed: 'min' | 'max'): AdvancedPriceCheck {
  const result: AdvancedPriceCheck = { min, max, errors: {}, canSubmit: true };
  if (equipment === 'panels') {
    const { min: low, max: high } = ADVANCED_PRICE_RANGE.panels;
    const clamp = (v: number): number => Math.min(high, Math.max(low, v));
    if (clamp(min) !== min || clamp(max) !== max) {
      result.min = clamp(min);
      result.max = clamp(max);
      result.clampedMessage = MESSAGES.advancedFilter.panelPriceOutOfRange;
    }
  }
  if (result.min > result.max) {
    if (changed === 'min') result.errors.min = MESSAGES.advancedFilter.minAboveMax;
    else result.errors.max = MESSAGES.advancedFilter.maxBelowMin;
  }
  result.canSubmit = result.errors.min === undefined && result.errors.max === undefined;
  return result;
}
