import type { DIMENSION_UNITS, WEIGHT_UNITS } from '@solar/contracts';

type WeightUnit = (typeof WEIGHT_UNITS)[number];
type DimensionUnit = (typeof DIMENSION_UNITS)[number];

export const POUNDS_PER_KILOGRAM = 2.2046226218;

const POUNDS_PER: Readonly<Record<WeightUnit, number>> = { lb: 1, kg: POUNDS_PER_KILOGRAM };
const INCHES_PER: Readonly<Record<DimensionUnit, number>> = { in: 1, ft: 12, cm: 1 / 2.54, mm: 1 / 25.4, m: 100 / 2.54 };

// Spellings seen in seller data besides the form's own unit names.
const ALIASES: Readonly<Record<string, string>> = { lbs: 'lb', kgs: 'kg' };

/**
 * Reads a unit name ignoring case and spaces; an empty one is the base unit, since items listed before
 * units were recorded carry none. An unknown unit throws: a guessed unit would misprice the parcel.
 */
function unitFactor<U extends string>(factors: Readonly<Record<U, number>>, unit: string, base: U, kind: string): number {
  const given = (unit ?? '').trim().toLowerCase();
  const name = given === '' ? base : (ALIASES[given] ?? given);
  if (!Object.prototype.hasOwnProperty.call(factors, name)) {
    throw new RangeError(`Unknown ${kind} unit "${unit}" (expected one of ${Object.keys(factors).join(', ')})`);
  }
  return factors[name as U];
}

/** A weight in WEIGHT_UNITS (lb, kg) as pounds; an empty unit means pounds. */
export function toPounds(value: number, unit: string): number {
  return value * unitFactor(POUNDS_PER, unit, 'lb', 'weight');
}

/** A length in DIMENSION_UNITS (in, ft, cm, mm, m) as inches; an empty unit means inches. */
export function toInches(value: number, unit: string): number {
  return value * unitFactor(INCHES_PER, unit, 'in', 'dimension');
}
