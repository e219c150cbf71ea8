/**
 * The 50 US states plus the District of Columbia, Puerto Rico and the US Virgin Islands, in alphabetical
 * order. A state has three forms: its id (its position in that order: what account addresses and seller
 * locations send and answer), its two-letter code (what checkout, item locations, orders, events and the shop
 * filters use, and the one form documents store, see StoredUsState) and its name (what people read). Convert
 * between them with the functions below, never with a lookup of one's own.
 */
export const US_STATES = [
  { id: 1, name: 'Alabama', code: 'AL' },
  { id: 2, name: 'Alaska', code: 'AK' },
  { id: 3, name: 'Arizona', code: 'AZ' },
  { id: 4, name: 'Arkansas', code: 'AR' },
  { id: 5, name: 'California', code: 'CA' },
  { id: 6, name: 'Colorado', code: 'CO' },
  { id: 7, name: 'Connecticut', code: 'CT' },
  { id: 8, name: 'Delaware', code: 'DE' },
  { id: 9, name: 'District of Columbia', code: 'DC' },
  { id: 10, name: 'Florida', code: 'FL' },
  { id: 11, name: 'Georgia', code: 'GA' },
  { id: 12, name: 'Hawaii', code: 'HI' },
  { id: 13, name: 'Idaho', code: 'ID' },
  { id: 14, name: 'Illinois', code: 'IL' },
  { id: 15, name: 'Indiana', code: 'IN' },
  { id: 16, name: 'Iowa', code: 'IA' },
  { id: 17, name: 'Kansas', code: 'KS' },
  { id: 18, name: 'Kentucky', code: 'KY' },
  { id: 19, name: 'Louisiana', code: 'LA' },
  { id: 20, name: 'Maine', code: 'ME' },
  { id: 21, name: 'Maryland', code: 'MD' },
  { id: 22, name: 'Massachusetts', code: 'MA' },
  { id: 23, name: 'Michigan', code: 'MI' },
  { id: 24, name: 'Minnesota', code: 'MN' },
  { id: 25, name: 'Mississippi', code: 'MS' },
  { id: 26, name: 'Missouri', code: 'MO' },
  { id: 27, name: 'Montana', code: 'MT' },
  { id: 28, name: 'Nebraska', code: 'NE' },
  { id: 29, name: 'Nevada', code: 'NV' },
  { id: 30, name: 'New Hampshire', code: 'NH' },
  { id: 31, name: 'New Jersey', code: 'NJ' },
  { id: 32, name: 'New Mexico', code: 'NM' },
  { id: 33, name: 'New York', code: 'NY' },
  { id: 34, name: 'North Carolina', code: 'NC' },
  { id: 35, name: 'North Dakota', code: 'ND' },
  { id: 36, name: 'Ohio', code: 'OH' },
  { id: 37, name: 'Oklahoma', code: 'OK' },
  { id: 38, name: 'Oregon', code: 'OR' },
  { id: 39, name: 'Pennsylvania', code: 'PA' },
  { id: 40, name: 'Puerto Rico', code: 'PR' },
  { id: 41, name: 'Rhode Island', code: 'RI' },
  { id: 42, name: 'South Carolina', code: 'SC' },
  { id: 43, name: 'South Dakota', code: 'SD' },
  { id: 44, name: 'Tennessee', code: 'TN' },
  { id: 45, name: 'Texas', code: 'TX' },
  { id: 46, name: 'Utah', code: 'UT' },
  { id: 47, name: 'Vermont', code: 'VT' },
  { id: 48, name: 'Virgin Islands', code: 'VI' },
  { id: 49, name: 'Virginia', code: 'VA' },
  { id: 50, name: 'Washington', code: 'WA' },
  { id: 51, name: 'West Virginia', code: 'WV' },
  { id: 52, name: 'Wisconsin', code: 'WI' },
  { id: 53, name: 'Wyoming', code: 'WY' },
] as const;

export type UsState = (typeof US_STATES)[number];
export type UsStateId = UsState['id'];
export type UsStateCode = UsState['code'];
export type UsStateName = UsState['name'];

const BY_ID = new Map<number, UsState>(US_STATES.map((state) => [state.id, state]));
const BY_CODE_OR_NAME = new Map<string, UsState>(
  US_STATES.flatMap((state) => [[state.code.toLowerCase(), state] as const, [state.name.toLowerCase(), state] as const]),
);

/** The state of an id, given as a number or as numeric text (as forms send it); undefined for any other id. */
export function usStateById(id: unknown): UsState | undefined {
  if (typeof id !== 'number' && typeof id !== 'string') return undefined;
  return BY_ID.get(Number(id));
}

/** The state of a two-letter code or a name, in any case, spaces around ignored ('tx', 'Texas'). */
export const findUsState = (codeOrName: string): UsState | undefined => BY_CODE_OR_NAME.get(codeOrName.trim().toLowerCase());

/**
 * The state in whichever of its forms `value` holds: an id (a number or numeric text), a code or a name. For
 * values already checked or stored; a form's input is read with the one lookup of the form it takes
 * (usStateById or findUsState), so that a form never starts taking another one.
 */
export function usStateOf(value: unknown): UsState | undefined {
  if (typeof value === 'number') return usStateById(value);
  if (typeof value !== 'string') return undefined;
  return /^\s*\d+\s*$/.test(value) ? usStateById(value) : findUsState(value);
}

/** id ↔ code ↔ name: the state's id, code or name, from any of its forms (undefined when no state has it). */
export const usStateId = (state: unknown): UsStateId | undefined => usStateOf(state)?.id;
export const usStateCode = (state: unknown): UsStateCode | undefined => usStateOf(state)?.code;
export const usStateName = (state: unknown): UsStateName | undefined => usStateOf(state)?.name;

/**
 * A state as documents store it: the two-letter code. Account addresses and seller locations written before
 * the code was the one stored form hold the id (a number): read a stored state with usStateOf, which takes
 * both, and find documents by state with storedUsStateForms.
 */
export type StoredUsState = UsStateCode | number;

/** Every form a document may hold the state of `id` in (its code, and its id in older documents): for queries. */
export function storedUsStateForms(id: number): StoredUsState[] {
  const state = usStateById(id);
  return state ? [state.code, state.id] : [id];
}

/**
 * The id an answer gives for a stored state (account addresses and seller locations answer the id): the
 * code's id, or the id an older document holds, as it is.
 */
export const storedUsStateId = (stored: StoredUsState): number => (typeof stored === 'number' ? stored : (usStateOf(stored)?.id ?? 0));
