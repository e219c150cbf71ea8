import { posix, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** What serving a stored file needs before it sends a byte: the headers and the answer to a conditional request. */
export interface StoredFileInfo {
  /** Length in bytes. */
  size: number;
  contentType: string;
  lastModified: Date;
  /** Changes whenever the content does (quoted, as in an HTTP `ETag` header). */
  etag: string;
}

/** The bytes from `start` to `end`, both included (as in an HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A path that would leave the storage root (`../...`), or names no file (the root, a folder). */
export class FilePathError extends Error {
  constructor(
    message: string,
    /** True for a path out of the root: the gateway refuses it (403) rather than looking for it (404). */
    readonly escapesRoot: boolean,
  ) {
    super(message);
  }
}

/**
 * The file storage port, and its own injection token: where uploaded and generated files live. Local disk on one
 * machine (`LocalDiskFileStorage`), an S3-compatible bucket (`S3FileStorage`) when several machines share them.
 * Paths are relative, `/`-separated (`items/uploads/<uuid>/small.webp`), and every adapter reads a path the same way
 * (`storagePath`), so a file's URL does not depend on where it is kept.
 */
export abstract class FileStorage {
  /** Writes (or replaces) the file. Callers name files with the extension of their type: local disk goes by it. */
  abstract put(path: string, content: Buffer | string, contentType: string): Promise<void>;
  abstract get(path: string): Promise<Buffer | null>;
  /** Removing a file that is not there is not an error. */
  abstract remove(path: string): Promise<void>;
  /** The URL a browser loads the file from. */
  abstract url(path: string): string;
  /** Size, type and validators of the file; null when there is none. */
  abstract stat(path: string): Promise<StoredFileInfo | null>;
  /** The file's content (or the range of it), streamed rather than held in memory; null when there is none. */
  abstract read(path: string, range?: ByteRange): Promise<Readable | null>;

  /** Releases connections when the application stops; local disk holds none. */
  async close(): Promise<void> {}
}

/**
 * The canonical form of a stored file's path, shared by the adapters: `.` and `..` segments resolved, leading
 * slashes (and backslashes) dropped. A path that climbs out of the root, or names the root itself, is refused.
 */
export function storagePath(path: string): string {
  const clean = posix.normalize(path).replace(/^[/\\]+/, '');
  if (clean === '..' || clean.startsWith('../')) throw new FilePathError(`File path escapes the storage root: ${path}`, true);
  if (clean === '' || clean === '.' || clean.endsWith('/')) throw new FilePathError(`File path names no file: ${path}`, false);
  return clean;
}

/** The URL under which the gateway serves a stored file (`/files/<path>`), the same whichever adapter keeps it. */
export function servedFileUrl(publicPrefix: string, path: string): string {
  return `${publicPrefix}/${path.split(sep).join('/')}`;
}
