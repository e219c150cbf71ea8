import { getModelToken } from '@nestjs/mongoose';
import { DEAL_MESSAGES, IMAGE_SIZES, MESSAGES, TRADER_API, UPLOAD_LIMITS, type DealView, type SellerDealView, type UploadedFile } from '@solar/contracts';
import { FileStorage, UPLOAD_RATE_LIMIT } from '@solar/platform';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Model } from 'mongoose';
import sharp from 'sharp';
import { BUYER, OTHER_SELLER, SELLER, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { DealFile } from './deal-file.schema';

/** The broker's `attachment` call: sellers' pictures and datasheets for their deals, as the shop's upload takes them. */
let trader: TraderHarness;
let files: Model<DealFile>;
let storage: FileStorage;
const P = MESSAGES.product;

beforeAll(async () => {
  trader = await startTraderHarness();
  files = trader.get<Model<DealFile>>(getModelToken(DealFile.name));
  storage = trader.get(FileStorage);
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const PDF = Buffer.from('%PDF-1.4\n%datasheet\n');
const asOtherSeller = () => trader.token(OTHER_SELLER, ['seller']);

/** A multipart upload; `token` null sends none. */
function upload(type: string | undefined, content: Buffer | undefined, fileName = 'upload.bin', token: string | null = trader.sellerToken()) {
  const call = trader.http().post(TRADER_API.attachment);
  if (token) call.set('Authorization', `Bearer ${token}`);
  if (type !== undefined) call.field('type', type);
  if (content) call.attach('file', content, fileName);
  return call;
}

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

describe('uploading', () => {
  it("stores a picture in every image size, under the upload uuid, recorded as the seller's", async () => {
    const answer = await upload('image', await png(), `${SELLER.company} pallet.png`).expect(201);
    const uploaded = answer.body.data as UploadedFile;
    expect(uploaded).toMatchObject({ uuid: expect.any(String), type: 'image', name: 'Acme-Solar-Supply-pallet.png' });
    expect(Object.keys(uploaded.renditions ?? {}).sort()).toEqual(IMAGE_SIZES.map((size) => size.name).sort());

    const record = await files.findOne({ uuid: uploaded.uuid }).lean<DealFile>();
    expect(record).toMatchObject({ owner_id: SELLER.id, type: 'image' });
    for (const rendition of record!.renditions) {
      expect(rendition.path).toBe(`trader/uploads/${uploaded.uuid}/${rendition.type}.webp`);
      const meta = await sharp((await storage.get(rendition.path))!).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(rendition.type);
      expect(meta.format).toBe('webp');
    }
  });

  it('stores a PDF under a name that does not say who uploaded it', async () => {
    const answer = await upload('document', PDF, `quote from ${SELLER.email}.pdf`).expect(201);
    const uploaded = answer.body.data as UploadedFile;
    expect(uploaded.type).toBe('document');
    expect(uploaded.url).toBe(storage.url(`trader/uploads/${uploaded.uuid}/document.pdf`));
    expect((await storage.get(`trader/uploads/${uploaded.uuid}/document.pdf`))?.equals(PDF)).toBe(true);

    const deal = (await trader.send('post', TRADER_API.create, panelForm({ documents: [uploaded.uuid] })).expect(201)).body.data as SellerDealView;
    await trader.deals.updateOne({ uuid: deal.uuid }, { $set: { status: 'Active' } });
    const seen = (await trader.send('get', TRADER_API.deal(deal.id), undefined, null).expect(200)).body.data as DealView;
    expect(seen.documents).toEqual([{ file_uuid: uploaded.uuid, name: 'Document 1.pdf', url: uploaded.url }]);
    expect(JSON.stringify(seen)).not.toMatch(/whitcombe|quote-from/i);
  });

  it('refuses a type other than image or document, and content that is not the type sent, as the shop does (400)', async () => {
    const wrongType = await upload('script', PDF, 'x.pdf').expect(400);
    expect(wrongType.body.errors).toEqual({ type: [P.fileTypeNotAllowed] });
    const notAnImage = await upload('image', Buffer.from('plain text'), 'x.png').expect(400);
    expect(notAnImage.body.errors).toEqual({ file: [P.fileTypeNotAllowed] });
    const notAPdf = await upload('document', await png(), 'datasheet.pdf').expect(400);
    expect(notAPdf.body.errors).toEqual({ file: [P.fileTypeNotAllowed] });
    const noFile = await upload('image', undefined).expect(400);
    expect(noFile.body.errors).toEqual({ file: [P.fileRequired] });
    expect(await files.countDocuments({ owner_id: SELLER.id, name: { $in: ['x.pdf', 'x.png', 'datasheet.pdf'] } })).toBe(0);
  });

  it('refuses a file over the upload limit (413)', async () => {
    const huge = await upload('document', Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1, 32), 'huge.pdf').expect(413);
    expect(huge.body.errors).toEqual({ file: [P.fileTooLarge] });
  });

  it('is for sellers only: 401 without a session, 403 for a buyer', async () => {
    await upload('document', PDF, 'x.pdf', null).expect(401);
    await upload('document', PDF, 'x.pdf', trader.token(BUYER, ['customer'])).expect(403);
  });
});

describe('using and deleting uploads', () => {
  it("refuses another seller's upload in a deal form (400)", async () => {
    const theirs = (await upload('image', await png(), 'theirs.png', asOtherSeller()).expect(201)).body.data as UploadedFile;
    const answer = await trader.send('post', TRADER_API.create, panelForm({ images: [theirs.uuid] })).expect(400);
    expect(answer.body.errors).toEqual({ images: [DEAL_MESSAGES.fileUnknown] });
  });

  it('deletes an unused upload of its seller, and its stored files', async () => {
    const mine = (await upload('document', PDF, 'spare.pdf').expect(201)).body.data as UploadedFile;
    await trader.send('post', TRADER_API.attachmentDelete(mine.uuid), undefined, asOtherSeller()).expect(403);
    await trader.send('post', TRADER_API.attachmentDelete('0b7a3c1e-5d2f-4e6a-9b8c-1f2e3d4c5b6a')).expect(404);
    expect((await trader.send('post', TRADER_API.attachmentDelete(mine.uuid)).expect(200)).body.data).toEqual({ uuid: mine.uuid });
    expect(await files.exists({ uuid: mine.uuid })).toBeNull();
    expect(await storage.get(`trader/uploads/${mine.uuid}/document.pdf`)).toBeNull();
  });

  it('keeps an upload a deal shows (422)', async () => {
    const picture = (await upload('image', await png(), 'front.png').expect(201)).body.data as UploadedFile;
    await trader.send('post', TRADER_API.create, panelForm({ images: [picture.uuid] })).expect(201);
    const refused = await trader.send('post', TRADER_API.attachmentDelete(picture.uuid)).expect(422);
    expect(refused.body.error).toBe(DEAL_MESSAGES.fileInUse);
    expect(await files.exists({ uuid: picture.uuid })).not.toBeNull();
  });
});

describe('the upload limit', () => {
  const windowMs = UPLOAD_RATE_LIMIT.windowSeconds * 1000;

  it('takes 60 uploads per seller in 10 minutes, then answers 429 with Retry-After and stores nothing; other sellers still upload', async () => {
    expect(UPLOAD_RATE_LIMIT).toEqual({ points: 60, windowSeconds: 600 });
    // Windows start on multiples of their length: start early enough in one that the uploads cannot cross into the next.
    const left = windowMs - (Date.now() % windowMs);
    if (left < 15_000) await sleep(left + 50);
    const busy = trader.token('seller-busy-uploader', ['seller']);
    for (let n = 1; n <= UPLOAD_RATE_LIMIT.points; n++) await upload('document', PDF, `sheet-${n}.pdf`, busy).expect(201);

    const refused = await upload('document', PDF, 'one-too-many.pdf', busy).expect(429);
    expect(refused.body).toMatchObject({ success: false, error: MESSAGES.product.tooManyUploads });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_RATE_LIMIT.windowSeconds);
    expect(await files.countDocuments({ owner_id: 'seller-busy-uploader' })).toBe(UPLOAD_RATE_LIMIT.points);
    // One limit over every upload: a picture is refused alike.
    await upload('image', await png(), 'late.png', busy).expect(429);

    await upload('document', PDF, 'mine.pdf', asOtherSeller()).expect(201);
  }, 60_000);
});
