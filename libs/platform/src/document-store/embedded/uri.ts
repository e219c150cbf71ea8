import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { JournalOptions } from './engine/journal';
import { DEFAULT_TTL_MONITOR_MS, type StoreLocation } from './engine/store';

/*
 * Connection strings for the embedded driver, so mongoose.createConnection(uri, options) works the
 * same way for both engines:
 *   embedded+memory://                                 private in-memory store (tests)
 *   embedded+file:///abs/folder?compactAfterBytes=N&syncEveryWrite=true
 * Both accept ttlMonitorMs=N (how often TTL indexes are applied; 60000 by default).
 */
const MEMORY_SCHEME = 'embedded+memory:';
const FOLDER_SCHEME = 'embedded+file:';

export const DEFAULT_COMPACT_AFTER_BYTES = 64 * 1024 * 1024;

export interface EmbeddedUriTarget {
  location: StoreLocation;
  dbName?: string;
}

export function isEmbeddedUri(uri: string): boolean {
  return uri.startsWith(MEMORY_SCHEME) || uri.startsWith(FOLDER_SCHEME);
}

export interface EmbeddedStoreTuning extends Partial<JournalOptions> {
  ttlMonitorMs?: number;
}

export function embeddedMemoryUri(tuning: Pick<EmbeddedStoreTuning, 'ttlMonitorMs'> = {}): string {
  const url = new URL(`${MEMORY_SCHEME}//`);
  if (tuning.ttlMonitorMs !== undefined) url.searchParams.set('ttlMonitorMs', String(tuning.ttlMonitorMs));
  return url.href;
}

export function embeddedFolderUri(folder: string, tuning: EmbeddedStoreTuning = {}): string {
  const url = new URL(pathToFileURL(resolve(folder)).href.replace(/^file:/, FOLDER_SCHEME));
  if (tuning.compactAfterBytes !== undefined) url.searchParams.set('compactAfterBytes', String(tuning.compactAfterBytes));
  if (tuning.syncEveryWrite) url.searchParams.set('syncEveryWrite', 'true');
  if (tuning.ttlMonitorMs !== undefined) url.searchParams.set('ttlMonitorMs', String(tuning.ttlMonitorMs));
  return url.href;
}

function positiveNumber(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name) ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Invalid ${name} in "${url.href}"`);
  return value;
}

export function parseEmbeddedUri(uri: string): EmbeddedUriTarget {
  if (!isEmbeddedUri(uri)) {
    throw new Error(`"${uri}" is not an embedded document store address (expected ${MEMORY_SCHEME}// or ${FOLDER_SCHEME}///folder).`);
  }
  const url = new URL(uri);
  const dbName = url.searchParams.get('db') ?? undefined;
  const ttlMonitorMs = positiveNumber(url, 'ttlMonitorMs', DEFAULT_TTL_MONITOR_MS);
  if (uri.startsWith(MEMORY_SCHEME)) return { location: { kind: 'memory', ttlMonitorMs }, dbName };
  return {
    location: {
      kind: 'folder',
      dir: fileURLToPath(new URL(`file://${url.pathname}`)),
      journal: {
        compactAfterBytes: positiveNumber(url, 'compactAfterBytes', DEFAULT_COMPACT_AFTER_BYTES),
        syncEveryWrite: url.searchParams.get('syncEveryWrite') === 'true',
      },
      ttlMonitorMs,
    },
    dbName,
  };
}
