import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { JournalOptions } from './engine/journal';
import type { StoreLocation } from './engine/store';

/*
 * Connection strings for the embedded driver, so mongoose.createConnection(uri, options) works the
 * same way for both engines:
 *   embedded+memory:                                   private in-memory store (tests)
 *   embedded+file:///abs/folder?compactAfterBytes=N&syncEveryWrite=true
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

export function embeddedMemoryUri(): string {
  return `${MEMORY_SCHEME}//`;
}

export function embeddedFolderUri(folder: string, journal: Partial<JournalOptions> = {}): string {
  const url = new URL(pathToFileURL(resolve(folder)).href.replace(/^file:/, FOLDER_SCHEME));
  if (journal.compactAfterBytes !== undefined) url.searchParams.set('compactAfterBytes', String(journal.compactAfterBytes));
  if (journal.syncEveryWrite) url.searchParams.set('syncEveryWrite', 'true');
  return url.href;
}

export function parseEmbeddedUri(uri: string): EmbeddedUriTarget {
  if (!isEmbeddedUri(uri)) {
    throw new Error(
      `"${uri}" is not an embedded document store address (expected ${MEMORY_SCHEME}// or ${FOLDER_SCHEME}///folder).`,
    );
  }
  const url = new URL(uri);
  const dbName = url.searchParams.get('db') ?? undefined;
  if (uri.startsWith(MEMORY_SCHEME)) return { location: { kind: 'memory' }, dbName };
  const compactAfterBytes = Number(url.searchParams.get('compactAfterBytes') ?? DEFAULT_COMPACT_AFTER_BYTES);
  if (!Number.isFinite(compactAfterBytes) || compactAfterBytes <= 0) {
    throw new Error(`Invalid compactAfterBytes in "${uri}"`);
  }
  const dir = fileURLToPath(new URL(`file://${url.pathname}`));
  return {
    location: {
      kind: 'folder',
      dir,
      journal: { compactAfterBytes, syncEveryWrite: url.searchParams.get('syncEveryWrite') === 'true' },
    },
    dbName,
  };
}
