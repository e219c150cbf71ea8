import { toInches, toPounds } from './index';

describe('toPounds', () => {
  it('keeps pounds and converts kilograms', () => {
    expect(toPounds(12, 'lb')).toBe(12);
    expect(toPounds(10, 'kg')).toBeCloseTo(22.0462, 4);
    expect(toPounds(1, 'kg')).toBeCloseTo(2.20462, 5);
  });

  it('reads the unit ignoring case and spaces, "lbs" as pounds, and no unit as pounds', () => {
    expect(toPounds(3, ' LB ')).toBe(3);
    expect(toPounds(3, 'lbs')).toBe(3);
    expect(toPounds(3, 'KG')).toBeCloseTo(6.6139, 4);
    expect(toPounds(3, '')).toBe(3);
  });

  it('refuses a unit it does not know', () => {
    expect(() => toPounds(3, 'stone')).toThrow(/Unknown weight unit "stone"/);
  });
});

describe('toInches', () => {
  it('converts every dimension unit of the product form to inches', () => {
    expect(toInches(7, 'in')).toBe(7);
    expect(toInches(2, 'ft')).toBe(24);
    expect(toInches(2.54, 'cm')).toBeCloseTo(1, 10);
    expect(toInches(254, 'mm')).toBeCloseTo(10, 10);
    expect(toInches(1, 'm')).toBeCloseTo(39.3701, 4);
  });

  it('takes no unit as inches and refuses an unknown one', () => {
    expect(toInches(5, '')).toBe(5);
    expect(() => toInches(5, 'yd')).toThrow(/Unknown dimension unit "yd"/);
  });
});
