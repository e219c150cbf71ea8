import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { contentType } from 'mime-types';
import { type ByteRange, FileStorage, servedFileUrl, type StoredFileInfo, storagePath } from '../file-storage.port';

/** Files under `<dataDir>/files`, served by the gateway at `/files/...` (express.static over the same folder). */
export class LocalDiskFileStorage extends FileStorage {
  constructor(
    private readonly root: string,
    private readonly publicPrefix = '/files',
  ) {
    super();
  }

  async put(path: string, content: Buffer | string): Promise<void> {
    const target = this.resolve(path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }

  async get(path: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(path));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    await rm(this.resolve(path), { force: true });
  }

  url(path: string): string {
    return servedFileUrl(this.publicPrefix, path);
  }

  async stat(path: string): Promise<StoredFileInfo | null> {
    try {
      const found = await stat(this.resolve(path));
      if (!found.isFile()) return null;
      return {
        size: found.size,
        // A folder keeps no type: the extension decides, as it does for express.static over this folder.
        contentType: contentType(path.slice(path.lastIndexOf('/') + 1)) || 'application/octet-stream',
        lastModified: found.mtime,
        // The validator express.static sends for the same file: size and modification time.
        etag: `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(path: string, range?: ByteRange): Promise<Readable | null> {
    let handle;
    try {
      handle = await open(this.resolve(path), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    // Opening a folder succeeds; reading it would fail half-way through an answer.
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      return null;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  private resolve(path: string): string {
    return join(this.root, storagePath(path));
  }
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
