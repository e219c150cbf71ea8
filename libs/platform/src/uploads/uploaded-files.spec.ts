import { IMAGE_SIZES, MESSAGES, UPLOAD_LIMITS } from '@solar/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { LocalDiskFileStorage } from '../file-storage';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../http/domain-errors';
import { UploadedFiles, safeUploadName, type IncomingFile } from './uploaded-files';

/** How every service takes a seller's upload: what it stores, under which names, and what it refuses. */
const dataDir = mkdtempSync(join(tmpdir(), 'solar-uploads-'));
const storage = new LocalDiskFileStorage(join(dataDir, 'files'));
const uploads = new UploadedFiles(storage);
const P = MESSAGES.product;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const incoming = (buffer: Buffer, originalname: string): IncomingFile => ({ buffer, originalname, mimetype: 'application/octet-stream', size: buffer.length });
const fieldErrorsOf = async (attempt: Promise<unknown>) => {
  const error = await attempt.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).errors;
};

it('stores a picture as a webp on white in every image size', async () => {
  const png = await sharp({ create: { width: 1200, height: 400, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 0 } } })
    .png()
    .toBuffer();
  const stored = await uploads.store('things/1', 'image', incoming(png, 'My Panel (front).png'));
  expect(stored).toMatchObject({ type: 'image', name: 'My-Panel-front-.png', size: png.length });
  expect(stored.renditions.map((r) => r.type)).toEqual(IMAGE_SIZES.map((size) => size.name));
  for (const rendition of stored.renditions) {
    const meta = await sharp((await storage.get(rendition.path))!).metadata();
    expect({ path: rendition.path, size: `${meta.width}x${meta.height}`, format: meta.format, alpha: meta.hasAlpha }).toEqual({
      path: `things/1/${rendition.type}.webp`,
      size: rendition.type,
      format: 'webp',
      alpha: false,
    });
  }
});

it('stores a PDF under its uploaded name, or under the one the service gives', async () => {
  const pdf = Buffer.from('%PDF-1.4\n%sheet\n');
  expect((await uploads.store('things/2', 'document', incoming(pdf, 'data sheet'))).renditions).toEqual([
    { type: 'original', path: 'things/2/data-sheet.pdf' },
  ]);
  const renamed = await uploads.store('things/3', 'document', incoming(pdf, 'acme quote.pdf'), { documentFileName: 'document.pdf' });
  expect(renamed).toMatchObject({ name: 'acme-quote.pdf', renditions: [{ type: 'original', path: 'things/3/document.pdf' }] });
  expect((await storage.get('things/3/document.pdf'))?.equals(pdf)).toBe(true);
});

it("refuses with the product form's field messages", async () => {
  expect(await fieldErrorsOf(uploads.store('x', 'image', undefined))).toEqual({ file: [P.fileRequired] });
  expect(await fieldErrorsOf(uploads.store('x', 'video', incoming(Buffer.from('%PDF-'), 'a.pdf')))).toEqual({ type: [P.fileTypeNotAllowed] });
  expect(await fieldErrorsOf(uploads.store('x', 'image', incoming(Buffer.from('<svg/>'), 'a.svg')))).toEqual({ file: [P.fileTypeNotAllowed] });
  expect(await fieldErrorsOf(uploads.store('x', 'document', incoming(Buffer.from('MZ'), 'a.pdf')))).toEqual({ file: [P.fileTypeNotAllowed] });
  const huge = { ...incoming(Buffer.from('%PDF-'), 'a.pdf'), size: UPLOAD_LIMITS.maxFileBytes + 1 };
  expect(await fieldErrorsOf(uploads.store('x', 'document', huge))).toEqual({ file: [P.fileTooLarge] });
});

it("tells an unknown upload (404) from someone else's (403)", () => {
  const file = { uuid: 'u1', owner_id: 'seller-1', type: 'document' as const, name: 'a.pdf', renditions: [] };
  expect(uploads.ownedBy(file, 'seller-1')).toBe(file);
  expect(() => uploads.ownedBy(file, 'seller-2')).toThrow(ForbiddenError);
  expect(() => uploads.ownedBy(null, 'seller-1')).toThrow(NotFoundError);
});

it('names an upload safely', () => {
  expect(safeUploadName('../../etc/passwd')).toBe('..-..-etc-passwd');
  expect(safeUploadName('***')).toBe('document.pdf');
});
