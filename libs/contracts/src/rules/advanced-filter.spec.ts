import { MESSAGES } from '../messages';
import { checkAdvancedPriceRange } from './advanced-filter';

describe('checkAdvancedPriceRange', () => {
  it('clamps panel prices per watt to 0..1 and says why', () => {
    const result = checkAdvancedPriceRange('panels', -0.2, 1.5, 'max');
    expect(result).toMatchObject({ min: 0, max: 1, clampedMessage: 'For panels, the value cannot be greater than 1 or less than 0.' });
    expect(result.canSubmit).toBe(true);
  });

  it('does not clamp other equipment', () => {
    expect(checkAdvancedPriceRange('other', 5, 50000, 'min')).toEqual({ min: 5, max: 50000, errors: {}, canSubmit: true });
  });

  it('flags the edited input when min exceeds max and blocks View All Items', () => {
    expect(checkAdvancedPriceRange('other', 500, 100, 'min')).toMatchObject({
      errors: { min: MESSAGES.advancedFilter.minAboveMax },
      canSubmit: false,
    });
    expect(checkAdvancedPriceRange('panels', 0.5, 0.2, 'max')).toMatchObject({
      errors: { max: 'Max price cannot be less than min price.' },
      canSubmit: false,
    });
  });
});
