/**
 * The FileStorage port contract: one suite, run on local disk always and on an S3-compatible bucket when
 * S3_ENDPOINT and S3_BUCKET are set (`bash engines/engines.sh env` prints them, with the credentials, for the
 * engines' S3 server). Each run writes under a folder of its own, so runs can share a bucket.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Logger, type LoggerService } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { loadPlatformConfig, type PlatformConfig } from '../config';
import { LocalDiskFileStorage } from './adapters/local.file-storage';
import { S3FileStorage } from './adapters/s3.file-storage';
import { createFileStorage, FileStorageModule } from './file-storage.module';
import { FilePathError, FileStorage } from './file-storage.port';

/** The bucket settings as the engines print them, read through the same validation as a service's. */
const S3_ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_')));

interface StorageUnderTest {
  storage: FileStorage;
  teardown(): Promise<void>;
}

function onLocalDisk(): StorageUnderTest {
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-files-'));
  return {
    storage: new LocalDiskFileStorage(join(dataDir, 'files')),
    teardown: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function inTheBucket(): StorageUnderTest {
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-files-'));
  const storage = createFileStorage(loadPlatformConfig({ ...S3_ENV, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }));
  return {
    storage,
    async teardown() {
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const adapters: { name: string; make: () => StorageUnderTest }[] = [{ name: 'local disk', make: onLocalDisk }];
if (process.env.S3_ENDPOINT && process.env.S3_BUCKET) {
  adapters.push({ name: `the S3 bucket ${process.env.S3_BUCKET} at ${process.env.S3_ENDPOINT}`, make: inTheBucket });
} else {
  console.info('FileStorage contract on S3 skipped: S3_ENDPOINT and S3_BUCKET are not both set');
}

async function readAll(stream: Readable): Promise<{ content: Buffer; chunks: number; largestChunk: number }> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Buffer));
  return { content: Buffer.concat(parts), chunks: parts.length, largestChunk: Math.max(0, ...parts.map((part) => part.length)) };
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe.each(adapters)('FileStorage contract on $name', ({ make }) => {
  let subject: StorageUnderTest;
  let storage: FileStorage;
  // A folder per test and run: a shared bucket keeps what earlier runs left.
  let folder: string;
  let written: string[];
  const put = async (path: string, content: Buffer | string, contentType: string) => {
    written.push(path);
    await storage.put(path, content, contentType);
  };

  beforeEach(() => {
    subject = make();
    storage = subject.storage;
    folder = `contract/${process.pid}-${Date.now()}-${randomBytes(4).toString('hex')}`;
    written = [];
  });
  afterEach(async () => {
    await Promise.all(written.map((path) => storage.remove(path)));
    await subject.teardown();
  });

  it('keeps a file and gives it back whole, as a stream, with its size, type and validators', async () => {
    const content = randomBytes(5000);
    const before = Date.now();
    await put(`${folder}/items/picture.webp`, content, 'image/webp');

    expect(await storage.get(`${folder}/items/picture.webp`)).toEqual(content);
    expect((await readAll((await storage.read(`${folder}/items/picture.webp`))!)).content).toEqual(content);
    const { lastModified, ...info } = (await storage.stat(`${folder}/items/picture.webp`))!;
    expect(info).toEqual({ size: 5000, contentType: 'image/webp', etag: expect.stringMatching(/^(W\/)?".+"$/) });
    // Servers keep whole seconds; allow for clocks a little apart.
    expect(Math.abs(lastModified.getTime() - before)).toBeLessThan(60_000);
  });

  it('answers null for a file that is not there, and removing one is no error', async () => {
    expect(await storage.get(`${folder}/missing.pdf`)).toBeNull();
    expect(await storage.stat(`${folder}/missing.pdf`)).toBeNull();
    expect(await storage.read(`${folder}/missing.pdf`)).toBeNull();
    expect(await storage.read(`${folder}/missing.pdf`, { start: 0, end: 9 })).toBeNull();
    await expect(storage.remove(`${folder}/missing.pdf`)).resolves.toBeUndefined();
  });

  it('removes a file and leaves its neighbours', async () => {
    await put(`${folder}/a.pdf`, '%PDF-1.4 a', 'application/pdf');
    await put(`${folder}/b.pdf`, '%PDF-1.4 b', 'application/pdf');
    await storage.remove(`${folder}/a.pdf`);
    expect(await storage.get(`${folder}/a.pdf`)).toBeNull();
    expect(await storage.stat(`${folder}/a.pdf`)).toBeNull();
    expect((await storage.get(`${folder}/b.pdf`))?.toString()).toBe('%PDF-1.4 b');
  });

  it('keeps the content type of each kind of file the app stores', async () => {
    const kinds: [name: string, type: string][] = [
      ['small.webp', 'image/webp'],
      ['cover.svg', 'image/svg+xml'],
      ['datasheet.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
    ];
    for (const [name, type] of kinds) await put(`${folder}/${name}`, `content of ${name}`, type);
    for (const [name, type] of kinds) expect((await storage.stat(`${folder}/${name}`))?.contentType).toBe(type);
  });

  it('replaces a file written again: new content, size and validator', async () => {
    await put(`${folder}/seed.svg`, '<svg>one</svg>', 'image/svg+xml');
    const first = await storage.stat(`${folder}/seed.svg`);
    await put(`${folder}/seed.svg`, '<svg>version two</svg>', 'image/svg+xml');
    expect((await storage.get(`${folder}/seed.svg`))?.toString()).toBe('<svg>version two</svg>');
    const second = await storage.stat(`${folder}/seed.svg`);
    expect(second?.size).toBe(Buffer.byteLength('<svg>version two</svg>'));
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('reads a byte range, both ends included', async () => {
    await put(`${folder}/digits.pdf`, '0123456789', 'application/pdf');
    expect((await readAll((await storage.read(`${folder}/digits.pdf`, { start: 2, end: 5 }))!)).content.toString()).toBe('2345');
    expect((await readAll((await storage.read(`${folder}/digits.pdf`, { start: 9, end: 9 }))!)).content.toString()).toBe('9');
  });

  it('names one file however its path is written, and serves it at /files/<path>', async () => {
    await put(`/${folder}/./docs/../manual.pdf`, '%PDF-1.4 manual', 'application/pdf');
    written.push(`${folder}/manual.pdf`);
    expect((await storage.get(`${folder}/manual.pdf`))?.toString()).toBe('%PDF-1.4 manual');
    expect(storage.url('items/uploads/0f1e/small.webp')).toBe('/files/items/uploads/0f1e/small.webp');
  });

  it('refuses a path out of its root, or naming no file, before touching anything', async () => {
    for (const path of ['../escape.pdf', `${folder}/../../../escape.pdf`, '..', 'a/../../escape.pdf', '\\../escape.pdf']) {
      await expect(storage.put(path, 'x', 'application/pdf')).rejects.toMatchObject({ escapesRoot: true });
      await expect(storage.get(path)).rejects.toThrow(FilePathError);
      await expect(storage.stat(path)).rejects.toThrow(FilePathError);
      await expect(storage.read(path)).rejects.toThrow(FilePathError);
      await expect(storage.remove(path)).rejects.toThrow(FilePathError);
    }
    for (const path of ['', '.', '/', `${folder}/`]) {
      await expect(storage.put(path, 'x', 'application/pdf')).rejects.toMatchObject({ escapesRoot: false });
    }
  });

  it('streams a large file in pieces, whole and in part', async () => {
    const size = 24 * 1024 * 1024;
    const content = randomBytes(size);
    await put(`${folder}/large.pdf`, content, 'application/pdf');
    expect((await storage.stat(`${folder}/large.pdf`))?.size).toBe(size);

    const whole = await readAll((await storage.read(`${folder}/large.pdf`))!);
    expect(whole.content.length).toBe(size);
    expect(sha256(whole.content)).toBe(sha256(content));
    // Delivered as it arrives, not as one buffer of the whole file.
    expect(whole.chunks).toBeGreaterThan(1);
    expect(whole.largestChunk).toBeLessThan(size);

    const tail = await readAll((await storage.read(`${folder}/large.pdf`, { start: size - 1_000_000, end: size - 1 }))!);
    expect(sha256(tail.content)).toBe(sha256(content.subarray(size - 1_000_000)));
  });
});

describe('local disk specifics', () => {
  it('keeps files under the folder it is given, and nothing above it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'solar-files-'));
    try {
      const storage = new LocalDiskFileStorage(join(dataDir, 'files'));
      await storage.put('items/seed/cover.svg', '<svg/>', 'image/svg+xml');
      expect(existsSync(join(dataDir, 'files', 'items', 'seed', 'cover.svg'))).toBe(true);
      await expect(storage.put('../outside.svg', '<svg/>', 'image/svg+xml')).rejects.toThrow(FilePathError);
      expect(existsSync(join(dataDir, 'outside.svg'))).toBe(false);
      // A folder is not a file.
      expect(await storage.stat('items/seed')).toBeNull();
      expect(await storage.read('items/seed')).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('FileStorageModule', () => {
  const silentLogger: LoggerService = { log() {}, error() {}, warn() {}, debug() {} };
  let dataDir: string;
  beforeAll(() => Logger.overrideLogger(silentLogger));
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'solar-files-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function storageFor(env: NodeJS.ProcessEnv): Promise<{ storage: FileStorage; close(): Promise<void> }> {
    const config: PlatformConfig = loadPlatformConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });
    const moduleRef = await Test.createTestingModule({ imports: [FileStorageModule.forRoot(config)] })
      .setLogger(silentLogger)
      .compile();
    await moduleRef.init();
    return { storage: moduleRef.get(FileStorage), close: () => moduleRef.close() };
  }

  it('keeps files under <dataDir>/files when no bucket is set', async () => {
    const { storage, close } = await storageFor({});
    expect(storage).toBeInstanceOf(LocalDiskFileStorage);
    await storage.put('items/a.svg', '<svg/>', 'image/svg+xml');
    expect(existsSync(join(dataDir, 'files', 'items', 'a.svg'))).toBe(true);
    await close();
  });

  it('puts them in the bucket when S3_BUCKET is set, and closes its client with the application', async () => {
    // Nothing is sent until an operation runs, so no server is needed to check the choice.
    const { storage, close } = await storageFor({ S3_BUCKET: 'solar-files', S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(storage).toBeInstanceOf(S3FileStorage);
    const closing = jest.spyOn(storage, 'close');
    await close();
    expect(closing).toHaveBeenCalledTimes(1);
  });
});
