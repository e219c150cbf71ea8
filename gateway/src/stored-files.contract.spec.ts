/**
 * The `/files` route's contract: served through the file storage port (`serveStoredFiles`), it answers every request
 * as express.static over a folder holding the same files does, which is how the gateway serves local disk. Run on
 * local disk always (so even the validators must match) and on an S3-compatible bucket when S3_ENDPOINT and
 * S3_BUCKET are set (`bash engines/engines.sh env` prints them), where the bucket's own validators stand in.
 */
import { createFileStorage, LocalDiskFileStorage, loadPlatformConfig, type FileStorage } from '@solar/platform';
import express from 'express';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import { filesFailure, serveStoredFiles } from './stored-files';

const S3_ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_')));

interface Subject {
  storage: FileStorage;
  /** Whether ETag and Last-Modified are the folder's own (local disk) or the bucket's. */
  sameValidators: boolean;
}

const adapters: { name: string; make: (filesDir: string, dataDir: string) => Subject }[] = [
  { name: 'local disk', make: (filesDir) => ({ storage: new LocalDiskFileStorage(filesDir), sameValidators: true }) },
];
if (process.env.S3_ENDPOINT && process.env.S3_BUCKET) {
  adapters.push({
    name: `the S3 bucket ${process.env.S3_BUCKET}`,
    make: (_filesDir, dataDir) => ({
      storage: createFileStorage(loadPlatformConfig({ ...S3_ENV, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) })),
      sameValidators: false,
    }),
  });
} else {
  console.info('/files route contract on S3 skipped: S3_ENDPOINT and S3_BUCKET are not both set');
}

/** Every answer's body as bytes, whatever its type (supertest leaves PDFs unread otherwise). */
const asBytes = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const COMPARED_HEADERS = ['content-type', 'content-length', 'cache-control', 'accept-ranges', 'content-range', 'allow'];

describe.each(adapters)('/files route contract on $name', ({ make }) => {
  let dataDir: string;
  let subject: Subject;
  let reference: express.Express;
  let throughPort: express.Express;
  // A folder per run: a shared bucket keeps what earlier runs left.
  const folder = `contract-files-${process.pid}-${Date.now()}`;
  const files: [name: string, content: Buffer, type: string][] = [
    ['items/seed/cover.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'), 'image/svg+xml'],
    ['items/uploads/0f1e/small.webp', randomBytes(3000), 'image/webp'],
    ['items/uploads/0f1e/datasheet.pdf', Buffer.from('%PDF-1.4\n%test datasheet\n'), 'application/pdf'],
    ['items/.hidden.pdf', Buffer.from('%PDF-1.4 hidden'), 'application/pdf'],
  ];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'solar-files-route-'));
    const filesDir = join(dataDir, 'files');
    const folderOnDisk = new LocalDiskFileStorage(filesDir);
    subject = make(filesDir, dataDir);
    for (const [name, content, type] of files) {
      await folderOnDisk.put(`${folder}/${name}`, content, type);
      if (!subject.sameValidators) await subject.storage.put(`${folder}/${name}`, content, type);
    }
    reference = express().use('/files', express.static(filesDir, { fallthrough: false, maxAge: '1h' }), filesFailure);
    throughPort = express().use('/files', serveStoredFiles(subject.storage), filesFailure);
  });

  afterAll(async () => {
    if (!subject.sameValidators) await Promise.all(files.map(([name]) => subject.storage.remove(`${folder}/${name}`)));
    await subject.storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  type Send = (app: express.Express) => request.Test;

  /** The same request to both routes; the port's answer, after checking it matches express.static's. */
  async function sameAnswer(send: Send): Promise<Response> {
    const expected = await send(reference).buffer(true).parse(asBytes);
    const actual = await send(throughPort).buffer(true).parse(asBytes);
    expect(actual.status).toBe(expected.status);
    for (const header of COMPARED_HEADERS) expect([header, actual.headers[header]]).toEqual([header, expected.headers[header]]);
    if (subject.sameValidators) {
      expect(actual.headers.etag).toBe(expected.headers.etag);
      expect(actual.headers['last-modified']).toBe(expected.headers['last-modified']);
    } else {
      expect(Boolean(actual.headers.etag)).toBe(Boolean(expected.headers.etag));
      expect(Boolean(actual.headers['last-modified'])).toBe(Boolean(expected.headers['last-modified']));
    }
    expect(actual.body).toEqual(expected.body);
    return actual;
  }

  const url = (name: string) => `/files/${folder}/${name}`;

  it('serves each kind of file with its type, length and cache headers', async () => {
    for (const [name, content] of files.filter(([name]) => !name.includes('/.'))) {
      const answer = await sameAnswer((app) => request(app).get(url(name)));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(content);
      expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await sameAnswer((app) => request(app).head(url('items/seed/cover.svg')));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(files[0][1].length));
  });

  it('answers 304 to a caller whose copy is still fresh, and the file to one whose copy is not', async () => {
    const cover = url('items/seed/cover.svg');
    const etags = new Map<express.Express, string>();
    for (const app of [reference, throughPort]) etags.set(app, (await request(app).get(cover)).headers.etag);
    const byEtag = await sameAnswer((app) => request(app).get(cover).set('if-none-match', etags.get(app)!));
    expect(byEtag.status).toBe(304);
    expect(byEtag.headers['content-type']).toBeUndefined();
    expect((await sameAnswer((app) => request(app).get(cover).set('if-none-match', '"another"'))).status).toBe(200);
    const later = new Date(Date.now() + 3_600_000).toUTCString();
    expect((await sameAnswer((app) => request(app).get(cover).set('if-modified-since', later))).status).toBe(304);
    expect((await sameAnswer((app) => request(app).get(cover).set('if-modified-since', 'Thu, 01 Jan 2015 00:00:00 GMT'))).status).toBe(200);
  });

  it('serves one byte range, and the whole file for several or a stale If-Range', async () => {
    const pdf = url('items/uploads/0f1e/datasheet.pdf');
    expect((await sameAnswer((app) => request(app).get(pdf).set('range', 'bytes=2-5'))).status).toBe(206);
    expect((await sameAnswer((app) => request(app).get(pdf).set('range', 'bytes=-4'))).status).toBe(206);
    expect((await sameAnswer((app) => request(app).get(pdf).set('range', 'bytes=3-'))).status).toBe(206);
    expect((await sameAnswer((app) => request(app).get(pdf).set('range', 'bytes=0-1,4-5'))).status).toBe(200);
    expect((await sameAnswer((app) => request(app).get(pdf).set('range', 'bytes=2-5').set('if-range', '"stale"'))).status).toBe(200);
    expect((await sameAnswer((app) => request(app).get(pdf).set('range', 'pages=1'))).status).toBe(200);
  });

  it('answers a range past the end with 416 in the envelope', async () => {
    const answer = await sameAnswer((app) => request(app).get(url('items/uploads/0f1e/datasheet.pdf')).set('range', 'bytes=100000-'));
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${files[2][1].length}`);
  });

  it('answers a missing file, a dot-file and a folder path with 404 File not found', async () => {
    for (const path of [url('items/no-such-picture.webp'), url('items/.hidden.pdf'), url('items/'), '/files/no-such-folder/x.svg']) {
      const answer = await sameAnswer((app) => request(app).get(path));
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 0, success: false, error: 'File not found.' });
    }
  });

  it('refuses a path out of the root, a broken or NUL escape, and other methods as express.static does', async () => {
    expect((await sameAnswer((app) => request(app).get(`/files/${folder}/%2e%2e/%2e%2e/etc/passwd`))).status).toBe(403);
    expect((await sameAnswer((app) => request(app).get('/files/%2e%2e/secret.pdf'))).status).toBe(403);
    expect((await sameAnswer((app) => request(app).get(`/files/${folder}/bad%E0%A4%A.pdf`))).status).toBe(400);
    expect((await sameAnswer((app) => request(app).get(`/files/${folder}/nul%00.pdf`))).status).toBe(400);
    const post = await sameAnswer((app) => request(app).post(url('items/seed/cover.svg')));
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
