import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { FileStorage } from '../file-storage.port';

/** Files under `<dataDir>/files`, served by the gateway at `/files/...`. */
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
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    await rm(this.resolve(path), { force: true });
  }

  url(path: string): string {
    return `${this.publicPrefix}/${path.split(sep).join('/')}`;
  }

  private resolve(path: string): string {
    const clean = normalize(path).replace(/^([/\\])+/, '');
    if (clean.startsWith('..')) throw new Error(`File path escapes the storage root: ${path}`);
    return join(this.root, clean);
  }
}
