/**
 * The compare list (spec: add with no duplicates, remove, reset), kept in localStorage so it survives a
 * reload and is shared by the tabs of one browser. React reads it through `useCompareList()`.
 */
import { localStore } from '../shared/browserStorage';

export const COMPARE_STORAGE_KEY = 'solar.compare';
/** Items side by side on the compare page; more would not fit a row. */
export const COMPARE_LIMIT = 4;

/** What the list keeps of an item: enough for the header and the page to fetch the rest. */
export interface CompareEntry {
  uuid: string;
  id: number;
  name: string;
  image: string;
}

export type AddOutcome = 'added' | 'duplicate' | 'full';

const isEntry = (value: unknown): value is CompareEntry => {
  const entry = value as Partial<CompareEntry> | null;
  return typeof entry?.uuid === 'string' && typeof entry.id === 'number' && typeof entry.name === 'string' && typeof entry.image === 'string';
};

function parse(raw: string | null): readonly CompareEntry[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    // A hand-edited or outdated value keeps only the entries still readable.
    return Array.isArray(value) ? value.filter(isEntry).slice(0, COMPARE_LIMIT) : EMPTY;
  } catch {
    return EMPTY;
  }
}

const EMPTY: readonly CompareEntry[] = [];

// The snapshot must be the same array while nothing changed, so it is rebuilt only when the raw string differs.
let lastRaw: string | null = null;
let lastSnapshot: readonly CompareEntry[] = EMPTY;

/** The list as stored now; the same array until it changes. */
export function getCompareSnapshot(): readonly CompareEntry[] {
  const raw = localStore()?.getItem(COMPARE_STORAGE_KEY) ?? null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSnapshot = parse(raw);
  }
  return lastSnapshot;
}

/** What a server render sees. */
export const getServerCompareSnapshot = (): readonly CompareEntry[] => EMPTY;

const listeners = new Set<() => void>();

function save(entries: readonly CompareEntry[]): void {
  const store = localStore();
  if (!store) return;
  if (entries.length) store.setItem(COMPARE_STORAGE_KEY, JSON.stringify(entries));
  else store.removeItem(COMPARE_STORAGE_KEY);
  for (const listener of [...listeners]) listener();
}

/** Calls `onChange` whenever the list changes, in this tab or (through `storage` events) another. */
export function subscribeCompare(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_STORAGE_KEY) onChange();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Adds an item at the end; an item already listed stays listed once, and a full list takes nothing. */
export function addToCompare(entry: CompareEntry): AddOutcome {
  const entries = getCompareSnapshot();
  if (entries.some((e) => e.uuid === entry.uuid)) return 'duplicate';
  if (entries.length >= COMPARE_LIMIT) return 'full';
  const { uuid, id, name, image } = entry;
  save([...entries, { uuid, id, name, image }]);
  return 'added';
}

export function removeFromCompare(uuid: string): void {
  const entries = getCompareSnapshot();
  if (entries.some((e) => e.uuid === uuid)) save(entries.filter((e) => e.uuid !== uuid));
}

export function resetCompare(): void {
  save(EMPTY);
}
