import { containerCount, palletCount, roundContainers, roundHalfUp, roundPallets } from './rounding';

describe('roundHalfUp', () => {
  it('rounds halves up where binary floating point would round down', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(1.255, 2)).toBe(1.26);
    expect(roundHalfUp(0.125, 2)).toBe(0.13);
  });

  it('rounds negative halves away from zero', () => {
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(-0.001, 2)).toBe(0);
    expect(Object.is(roundHalfUp(-0.001, 2), -0)).toBe(false);
  });

  it('handles whole numbers, tiny and large values', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4)).toBe(2);
    expect(roundHalfUp(1e-7, 2)).toBe(0);
    expect(roundHalfUp(5e-7, 6)).toBe(0.000001);
    expect(roundHalfUp(123456789.125, 2)).toBe(123456789.13);
  });

  it('rejects a negative or fractional number of decimals', () => {
    expect(() => roundHalfUp(1, -1)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 1.5)).toThrow(RangeError);
  });
});

describe('pallet and container figures', () => {
  it('rounds pallets to 2 and containers to 4 decimals', () => {
    expect(roundPallets(1.23456)).toBe(1.23);
    expect(roundContainers(0.123456)).toBe(0.1235);
    expect(palletCount(100, 31)).toBe(3.23);
    expect(containerCount(100, 620)).toBe(0.1613);
    expect(palletCount(10, 0)).toBe(0);
  });
});
