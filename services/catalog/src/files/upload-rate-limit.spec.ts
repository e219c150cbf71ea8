import { getModelToken } from '@nestjs/mongoose';
import { CATALOG_API, MESSAGES } from '@solar/contracts';
import { UPLOAD_RATE_LIMIT } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import { service as catalogService } from '../index';
import { ItemFile } from './item-file.schema';

/** The shop's upload (`file`) under the platform's one upload limit per account. */
let catalog: ServiceHarness;

beforeAll(async () => {
  catalog = await startServiceHarness(catalogService, { options: { seed: { itemsPerCategory: 0 } } });
}, 60_000);

afterAll(async () => {
  await catalog?.close();
});

const datasheet = Buffer.from('%PDF-1.4\n%datasheet\n');
const uploadAs = (seller: string, name: string) =>
  catalog
    .http()
    .post(CATALOG_API.file)
    .set('Authorization', `Bearer ${catalog.tokenOf(seller, { roles: ['seller'] })}`)
    .field('type', 'document')
    .attach('file', datasheet, name);

it('takes 60 uploads per seller in 10 minutes, then answers 429 with Retry-After and stores nothing more', async () => {
  // Windows start on multiples of their length: start early enough in one that the uploads cannot cross into the next.
  const windowMs = UPLOAD_RATE_LIMIT.windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 15_000) await sleep(left + 50);
  const files = catalog.get<Model<ItemFile>>(getModelToken(ItemFile.name));
  for (let n = 1; n <= UPLOAD_RATE_LIMIT.points; n++) await uploadAs('shop-uploader', `spec-${n}.pdf`).expect(201);

  const refused = await uploadAs('shop-uploader', 'one-too-many.pdf').expect(429);
  expect(refused.body).toMatchObject({ status: 0, success: false, error: MESSAGES.product.tooManyUploads });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(UPLOAD_RATE_LIMIT.windowSeconds);
  expect(await files.countDocuments({ owner_id: 'shop-uploader' })).toBe(UPLOAD_RATE_LIMIT.points);

  // The limit is each account's own.
  await uploadAs('another-shop-seller', 'spec.pdf').expect(201);
}, 60_000);
