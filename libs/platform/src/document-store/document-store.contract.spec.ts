/*
 * The document store port contract: behaviour services rely on, through mongoose models.
 * Runs on the embedded store always (in memory and on a folder) and on MongoDB when MONGODB_URI is set.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Test } from '@nestjs/testing';
import { getModelToken } from '@nestjs/mongoose';
import mongoose, { type Connection, type Model, Schema, Types } from 'mongoose';
import {
  DocumentStoreCorruptError,
  DocumentStoreModeConflictError,
  DocumentStoreModule,
  type DocumentStoreOptions,
  EmbeddedStoreUnsupportedError,
  createDocumentStoreConnection,
  embeddedDriver,
  embeddedFolderUri,
  embeddedMemoryUri,
  resolveDocumentStoreTarget,
} from './index';

const MONGODB_URI = process.env.MONGODB_URI;
const CHILD_SCRIPT = join(__dirname, 'test-support', 'store-child.cjs');

interface Item {
  uuid: string;
  name: string;
  price: number;
  stock: number;
  sku?: string;
  tags: string[];
  specs?: { brand?: string; watts?: number };
  variants: Array<{ sku: string; qty: number }>;
  sellerId?: Types.ObjectId;
  listPrice?: Types.Decimal128;
  availableFrom?: Date;
  createdAt?: Date;
  updatedAt?: Date;
}

interface Review {
  itemUuid: string;
  userId: string;
  rating: number;
}

interface Account {
  login: string;
  couponCode?: string;
}

interface Contact {
  name: string;
  email?: string | null;
}

const itemSchema = new Schema<Item>(
  {
    uuid: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    price: { type: Number, default: 0 },
    stock: { type: Number, default: 0 },
    sku: { type: String, index: true },
    tags: { type: [String], default: [] },
    specs: { brand: String, watts: Number },
    variants: { type: [{ _id: false, sku: String, qty: Number }], default: [] },
    sellerId: Schema.Types.ObjectId,
    listPrice: Schema.Types.Decimal128,
    availableFrom: Date,
  },
  { timestamps: true },
);

const reviewSchema = new Schema<Review>({ itemUuid: String, userId: String, rating: Number });
reviewSchema.index({ itemUuid: 1, userId: 1 }, { unique: true });

const accountSchema = new Schema<Account>({
  login: { type: String, required: true },
  couponCode: { type: String, unique: true, sparse: true },
});

// Only the partial-index test builds this one: an engine without partial indexes fails just that test.
const contactSchema = new Schema<Contact>({ name: { type: String, required: true }, email: { type: String, default: null } });
contactSchema.index({ email: 1 }, { unique: true, partialFilterExpression: { email: { $type: 'string' } } });

/**
 * MongoDB features this suite checks for the embedded engine's sake, which no service uses. A stand-in server
 * may lack them (FerretDB 1.x lacks all three); `MONGODB_LACKS` (comma-separated, printed by the engines
 * script with the URI) leaves their tests out on it, saying so, while everything the services rely on still runs.
 */
const OPTIONAL_FEATURES = {
  decimal128: 'Decimal128 values',
  'partial-indexes': 'partial indexes (partialFilterExpression)',
  'index-plans': 'query plans that name the index (explain)',
} as const;
type OptionalFeature = keyof typeof OPTIONAL_FEATURES;
const MONGODB_LACKS = new Set(
  (process.env.MONGODB_LACKS ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean),
);
for (const feature of MONGODB_LACKS) {
  if (!(feature in OPTIONAL_FEATURES)) throw new Error(`MONGODB_LACKS names an unknown feature: ${feature}`);
}

interface Models {
  Item: Model<Item>;
  Review: Model<Review>;
  Account: Model<Account>;
}

async function registerModels(connection: Connection): Promise<Models> {
  const models: Models = {
    Item: connection.model<Item>('Item', itemSchema),
    Review: connection.model<Review>('Review', reviewSchema),
    Account: connection.model<Account>('Account', accountSchema),
  };
  // Indexes are built by init(); unique constraints exist from then on, as with MongoDB.
  await Promise.all(Object.values(models).map((model: Model<unknown>) => model.init()));
  return models;
}

async function errorOf(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected the operation to fail');
}

function item(uuid: string, fields: Partial<Item> = {}): Partial<Item> {
  return { uuid, name: `Item ${uuid}`, price: 10, stock: 5, ...fields };
}

const scratch = mkdtempSync(join(tmpdir(), 'document-store-contract-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folderCounter = 0;
function freshDataDir(): string {
  return join(scratch, `data-${++folderCounter}`);
}

interface EngineCase {
  label: string;
  options: () => DocumentStoreOptions;
  lacks?: ReadonlySet<string>;
}

const engines: EngineCase[] = [
  { label: 'embedded store in memory', options: () => ({ service: 'contract' }) },
  { label: 'embedded store on a folder', options: () => ({ service: 'contract', dataDir: freshDataDir() }) },
];
if (MONGODB_URI) {
  engines.push({
    label: 'MongoDB',
    options: () => ({ service: `contract_${process.pid}_${Date.now()}`, mongodbUri: MONGODB_URI }),
    lacks: MONGODB_LACKS,
  });
} else {
  console.info('Document store contract: the MongoDB run is skipped because MONGODB_URI is not set.');
}

describe.each(engines)('document store contract on the $label', ({ options, lacks = new Set() }) => {
  /** `it`, unless the engine lacks the optional feature the test needs. */
  const itNeeding = (feature: OptionalFeature, name: string, body: () => Promise<void>) => {
    if (!lacks.has(feature)) return it(name, body);
    console.info(
      `Document store contract on ${options().mongodbUri ? 'MongoDB' : 'the embedded store'}: "${name}" is left out, the server lacks ${OPTIONAL_FEATURES[feature]} (MONGODB_LACKS).`,
    );
  };
  let connection: Connection;
  let Item: Model<Item>;
  let Review: Model<Review>;
  let Account: Model<Account>;
  let onMongoDb = false;

  beforeAll(async () => {
    const settings = options();
    onMongoDb = settings.mongodbUri !== undefined;
    connection = await createDocumentStoreConnection(settings);
    ({ Item, Review, Account } = await registerModels(connection));
  });

  afterAll(async () => {
    if (onMongoDb) await connection.dropDatabase();
    await connection.close();
  });

  beforeEach(async () => {
    await Promise.all([Item.deleteMany({}), Review.deleteMany({}), Account.deleteMany({})]);
  });

  describe('CRUD through models', () => {
    it('creates, reads, updates and deletes a document', async () => {
      const created = await Item.create(item('crud-1', { tags: ['panel'] }));
      expect(created._id).toBeInstanceOf(Types.ObjectId);

      const found = await Item.findById(created._id);
      expect(found?.name).toBe('Item crud-1');

      found!.price = 99;
      found!.tags.push('mono');
      await found!.save();
      const reloaded = await Item.findOne({ uuid: 'crud-1' }).lean();
      expect(reloaded).toMatchObject({ price: 99, tags: ['panel', 'mono'] });

      const deleted = await Item.deleteOne({ uuid: 'crud-1' });
      expect(deleted.deletedCount).toBe(1);
      expect(await Item.findById(created._id)).toBeNull();
    });

    it('keeps ObjectId and Date values as their types', async () => {
      const sellerId = new Types.ObjectId();
      const availableFrom = new Date('2025-03-01T10:00:00.000Z');
      await Item.create(item('types-1', { sellerId, availableFrom }));

      const lean = await Item.findOne({ sellerId }).lean();
      expect(lean?.sellerId).toBeInstanceOf(Types.ObjectId);
      expect(lean?.sellerId?.equals(sellerId)).toBe(true);
      expect(lean?.availableFrom).toBeInstanceOf(Date);
      expect(lean?.availableFrom?.toISOString()).toBe(availableFrom.toISOString());
    });

    itNeeding('decimal128', 'keeps Decimal128 values as their type', async () => {
      await Item.create(item('types-2', { listPrice: Types.Decimal128.fromString('1234.50') }));
      const lean = await Item.findOne({ uuid: 'types-2' }).lean();
      expect(lean?.listPrice).toBeInstanceOf(Types.Decimal128);
      expect(lean?.listPrice?.toString()).toBe('1234.50');
    });

    it('never shares objects between callers and the store', async () => {
      const raw = { uuid: 'copy-1', name: 'Raw', tags: ['a'], stock: 1 };
      await Item.collection.insertOne(raw);
      raw.tags.push('changed after insert');

      const first = await Item.findOne({ uuid: 'copy-1' }).lean();
      first!.tags.push('changed after read');

      const second = await Item.findOne({ uuid: 'copy-1' }).lean();
      expect(second?.tags).toEqual(['a']);
    });

    it('counts documents', async () => {
      await Item.insertMany([item('c1', { price: 5 }), item('c2', { price: 15 }), item('c3', { price: 25 })]);
      expect(await Item.countDocuments({ price: { $gte: 10 } })).toBe(2);
      expect(await Item.estimatedDocumentCount()).toBe(3);
    });
  });

  describe('queries', () => {
    beforeEach(async () => {
      await Item.insertMany([
        item('q1', {
          name: 'Mono Panel 400',
          price: 120,
          tags: ['panel', 'mono'],
          specs: { brand: 'Sunix', watts: 400 },
          variants: [
            { sku: 'q1-a', qty: 3 },
            { sku: 'q1-b', qty: 12 },
          ],
        }),
        item('q2', {
          name: 'Poly Panel 300',
          price: 80,
          tags: ['panel', 'poly'],
          specs: { brand: 'Sunix', watts: 300 },
          variants: [{ sku: 'q2-a', qty: 1 }],
        }),
        item('q3', {
          name: 'Hybrid Inverter',
          price: 900,
          tags: ['inverter'],
          specs: { brand: 'Voltra', watts: 5000 },
          variants: [],
        }),
        item('q4', { name: 'Cable 6mm', price: 2, tags: ['cable'], specs: { brand: 'Wirecraft' } }),
      ]);
    });

    it('filters with $in, $gte, $regex, $elemMatch and nested paths', async () => {
      expect(uuidsIn(await Item.find({ uuid: { $in: ['q1', 'q3', 'nope'] } }).lean())).toEqual(['q1', 'q3']);
      expect(uuidsIn(await Item.find({ price: { $gte: 80, $lt: 900 } }).lean())).toEqual(['q1', 'q2']);
      expect(uuidsIn(await Item.find({ name: { $regex: '^.*panel', $options: 'i' } }).lean())).toEqual(['q1', 'q2']);
      expect(uuidsIn(await Item.find({ name: /inverter$/i }).lean())).toEqual(['q3']);
      expect(uuidsIn(await Item.find({ variants: { $elemMatch: { qty: { $gte: 10 } } } }).lean())).toEqual(['q1']);
      expect(uuidsIn(await Item.find({ 'specs.brand': 'Sunix', 'specs.watts': { $gt: 350 } }).lean())).toEqual(['q1']);
      expect(uuidsIn(await Item.find({ 'variants.sku': 'q2-a' }).lean())).toEqual(['q2']);
      expect(uuidsIn(await Item.find({ tags: 'panel' }).lean())).toEqual(['q1', 'q2']);
      expect(uuidsIn(await Item.find({ $or: [{ price: { $lt: 5 } }, { tags: 'inverter' }] }).lean())).toEqual(['q3', 'q4']);
    });

    it('sorts, skips and limits', async () => {
      const page = await Item.find({}).sort({ price: -1 }).skip(1).limit(2).lean();
      expect(page.map((doc) => doc.uuid)).toEqual(['q1', 'q2']);

      // Without a sort, documents come in insertion order, paged the same way.
      expect((await Item.find({ tags: 'panel' }).skip(1).limit(1).lean()).map((doc) => doc.uuid)).toEqual(['q2']);
      expect((await Item.find({ price: 120, tags: 'panel' }).lean()).map((doc) => doc.uuid)).toEqual(['q1']);

      const byBrandThenPrice = await Item.find({}).sort({ 'specs.brand': 1, price: -1 }).lean();
      expect(byBrandThenPrice.map((doc) => doc.uuid)).toEqual(['q1', 'q2', 'q3', 'q4']);
    });

    it('projects fields', async () => {
      const [picked] = await Item.find({ uuid: 'q1' }).select({ name: 1, price: 1, _id: 0 }).lean();
      expect(picked).toEqual({ name: 'Mono Panel 400', price: 120 });

      const [withoutVariants] = await Item.find({ uuid: 'q1' }).select('-variants -tags').lean();
      expect(withoutVariants).not.toHaveProperty('variants');
      expect(withoutVariants).not.toHaveProperty('tags');
      expect(withoutVariants).toHaveProperty('specs.brand', 'Sunix');
    });

    it('iterates a cursor asynchronously', async () => {
      const seen: string[] = [];
      for await (const doc of Item.find({ tags: 'panel' }).sort({ uuid: 1 }).cursor()) seen.push(doc.uuid);
      expect(seen).toEqual(['q1', 'q2']);
    });

    itNeeding('index-plans', 'answers an equality on an indexed field from the index', async () => {
      await Item.insertMany(Array.from({ length: 40 }, (_, i) => item(`bulk-${i}`, { sku: `SKU-${i}` })));

      const indexed = (await Item.find({ sku: 'SKU-7' }).explain('executionStats')) as unknown as Record<string, Record<string, unknown>>;
      expect(JSON.stringify(indexed.queryPlanner)).toContain('sku_1');
      expect(indexed.executionStats.totalDocsExamined).toBe(1);

      const scanned = (await Item.find({ name: 'Item bulk-7' }).explain('executionStats')) as unknown as Record<string, Record<string, unknown>>;
      expect(scanned.executionStats.totalDocsExamined).toBe(44);
    });

    it('aggregates with $match, $group and $sort', async () => {
      const totals = await Item.aggregate<{ _id: string; stock: number; items: number }>([
        { $match: { price: { $gte: 50 } } },
        { $group: { _id: '$specs.brand', stock: { $sum: '$stock' }, items: { $sum: 1 } } },
        { $sort: { items: -1, _id: 1 } },
      ]);
      expect(totals).toEqual([
        { _id: 'Sunix', stock: 10, items: 2 },
        { _id: 'Voltra', stock: 5, items: 1 },
      ]);
    });

    it('lists distinct values, including array elements', async () => {
      expect((await Item.distinct('specs.brand')).sort()).toEqual(['Sunix', 'Voltra', 'Wirecraft']);
      expect((await Item.distinct('tags', { price: { $gte: 80 } })).sort()).toEqual(['inverter', 'mono', 'panel', 'poly']);
    });
  });

  describe('updates', () => {
    it('applies $set, $inc, $push, $pull and $addToSet', async () => {
      await Item.create(item('u1', { stock: 10, tags: ['a', 'b'], variants: [{ sku: 'v1', qty: 1 }] }));

      await Item.updateOne({ uuid: 'u1' }, { $set: { name: 'Renamed', 'specs.brand': 'Sunix' }, $inc: { stock: -3 }, $push: { tags: 'c' } });
      await Item.updateOne({ uuid: 'u1' }, { $pull: { tags: 'a' }, $addToSet: { variants: { sku: 'v2', qty: 2 } } });
      await Item.updateOne({ uuid: 'u1' }, { $addToSet: { tags: 'b' } });

      const updated = await Item.findOne({ uuid: 'u1' }).lean();
      expect(updated).toMatchObject({
        name: 'Renamed',
        stock: 7,
        tags: ['b', 'c'],
        specs: { brand: 'Sunix' },
        variants: [
          { sku: 'v1', qty: 1 },
          { sku: 'v2', qty: 2 },
        ],
      });
    });

    it('updates many documents and reports the counts', async () => {
      await Item.insertMany([item('m1', { price: 10 }), item('m2', { price: 10 }), item('m3', { price: 20 })]);
      const result = await Item.updateMany({ price: 10 }, { $set: { price: 12 } });
      expect(result).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
      expect(await Item.countDocuments({ price: 12 })).toBe(2);
    });

    it('sets $setOnInsert fields and timestamps only when an upsert inserts', async () => {
      const first = await Item.updateOne({ uuid: 'up-1' }, { $set: { price: 5 }, $setOnInsert: { name: 'Created by upsert' } }, { upsert: true });
      expect(first).toMatchObject({ upsertedCount: 1, matchedCount: 0 });
      const inserted = await Item.findOne({ uuid: 'up-1' }).lean();
      expect(inserted).toMatchObject({ uuid: 'up-1', price: 5, name: 'Created by upsert' });
      expect(inserted?.createdAt).toBeInstanceOf(Date);
      expect(inserted?.updatedAt).toBeInstanceOf(Date);

      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await Item.updateOne({ uuid: 'up-1' }, { $set: { price: 6 }, $setOnInsert: { name: 'Ignored' } }, { upsert: true });
      expect(second).toMatchObject({ upsertedCount: 0, matchedCount: 1, modifiedCount: 1 });
      const updated = await Item.findOne({ uuid: 'up-1' }).lean();
      expect(updated).toMatchObject({ price: 6, name: 'Created by upsert' });
      expect(updated?.createdAt?.getTime()).toBe(inserted?.createdAt?.getTime());
      expect(updated!.updatedAt!.getTime()).toBeGreaterThan(inserted!.updatedAt!.getTime());
    });

    it('upserts a document whose _id is named in the filter (counters)', async () => {
      const Counter = connection.model('Counter', new Schema({ _id: String, value: Number }, { versionKey: false }));
      const first = await Counter.findOneAndUpdate({ _id: 'item' }, { $inc: { value: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
      expect(first).toEqual({ _id: 'item', value: 1 });
      const second = await Counter.findOneAndUpdate({ _id: 'item' }, { $inc: { value: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
      expect(second).toEqual({ _id: 'item', value: 2 });
      await Counter.updateOne({ _id: 'brand' }, { $max: { value: 40 } }, { upsert: true });
      await Counter.updateOne({ _id: 'brand' }, { $max: { value: 30 } }, { upsert: true });
      expect(await Counter.findById('brand').lean()).toEqual({ _id: 'brand', value: 40 });
      expect(await Counter.countDocuments()).toBe(2);
    });

    it('finds and modifies one document, honouring returnDocument, sort, projection and upsert', async () => {
      await Item.insertMany([item('f1', { price: 30, stock: 1 }), item('f2', { price: 40, stock: 1 })]);

      const before = await Item.findOneAndUpdate({}, { $inc: { stock: 5 } }, { sort: { price: -1 } }).lean();
      expect(before).toMatchObject({ uuid: 'f2', stock: 1 });

      const after = await Item.findOneAndUpdate(
        { uuid: 'f1' },
        { $set: { name: 'After' } },
        { returnDocument: 'after', projection: { name: 1, uuid: 1 } },
      ).lean();
      expect(after).toEqual({ _id: expect.any(Types.ObjectId), uuid: 'f1', name: 'After' });

      expect(await Item.findOneAndUpdate({ uuid: 'none' }, { $set: { price: 1 } })).toBeNull();

      const upserted = await Item.findOneAndUpdate({ uuid: 'f3' }, { $set: { name: 'Upserted', price: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
      expect(upserted).toMatchObject({ uuid: 'f3', name: 'Upserted', price: 1 });

      const replaced = await Item.findOneAndReplace({ uuid: 'f3' }, { uuid: 'f3', name: 'Replaced', price: 2, stock: 0 }, { returnDocument: 'after' }).lean();
      expect(replaced).toMatchObject({ uuid: 'f3', name: 'Replaced', price: 2 });
      expect(replaced?._id.equals(upserted!._id)).toBe(true);

      const removed = await Item.findOneAndDelete({ uuid: 'f2' }).lean();
      expect(removed).toMatchObject({ uuid: 'f2', stock: 6 });
      expect(await Item.countDocuments()).toBe(2);
    });

    it('replaces a whole document and keeps its _id', async () => {
      const original = await Item.create(item('r1', { tags: ['x'] }));
      const result = await Item.replaceOne({ uuid: 'r1' }, { uuid: 'r1', name: 'Replacement', price: 1, stock: 1 });
      expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      const replaced = await Item.findById(original._id).lean();
      expect(replaced).toMatchObject({ uuid: 'r1', name: 'Replacement' });
      expect(replaced?.tags).toEqual([]);
    });

    it('never takes stock below zero under 50 concurrent conditional decrements', async () => {
      await Item.create(item('stock-1', { stock: 45 }));
      const quantity = 2;

      const outcomes = await Promise.all(
        Array.from({ length: 50 }, () =>
          Item.findOneAndUpdate({ uuid: 'stock-1', stock: { $gte: quantity } }, { $inc: { stock: -quantity } }, { returnDocument: 'after' }).lean(),
        ),
      );

      const successes = outcomes.filter((outcome) => outcome !== null);
      expect(successes).toHaveLength(22);
      expect(successes.every((outcome) => outcome!.stock >= 0)).toBe(true);
      expect(new Set(successes.map((outcome) => outcome!.stock)).size).toBe(22);
      expect((await Item.findOne({ uuid: 'stock-1' }).lean())?.stock).toBe(1);
    });
  });

  describe('unique indexes', () => {
    it('rejects a duplicate with E11000, keyPattern and keyValue', async () => {
      await Item.create(item('dup-1'));
      const error = await errorOf(Item.create(item('dup-1', { name: 'Second' })));
      expect(error.name).toBe('MongoServerError');
      expect(error.code).toBe(11000);
      expect(error.keyPattern).toEqual({ uuid: 1 });
      expect(error.keyValue).toEqual({ uuid: 'dup-1' });
      expect(await Item.countDocuments({ uuid: 'dup-1' })).toBe(1);
    });

    it('rejects an update that would duplicate a key, leaving the document unchanged', async () => {
      await Item.insertMany([item('k1'), item('k2')]);
      const error = await errorOf(Item.updateOne({ uuid: 'k2' }, { $set: { uuid: 'k1', price: 1 } }));
      expect(error.code).toBe(11000);
      expect(await Item.findOne({ uuid: 'k2' }).lean()).toMatchObject({ price: 10 });
    });

    it('enforces compound unique indexes on the combination', async () => {
      await Review.create({ itemUuid: 'i1', userId: 'u1', rating: 5 });
      await Review.create({ itemUuid: 'i1', userId: 'u2', rating: 4 });
      const error = await errorOf(Review.create({ itemUuid: 'i1', userId: 'u1', rating: 1 }));
      expect(error.code).toBe(11000);
      expect(error.keyValue).toEqual({ itemUuid: 'i1', userId: 'u1' });
    });

    it('lets a sparse unique index skip documents without the value', async () => {
      await Account.create({ login: 'a' });
      await Account.create({ login: 'b' });
      await Account.create({ login: 'c', couponCode: 'WELCOME' });

      const duplicateCoupon = await errorOf(Account.create({ login: 'e', couponCode: 'WELCOME' }));
      expect(duplicateCoupon.code).toBe(11000);
      expect(duplicateCoupon.keyValue).toEqual({ couponCode: 'WELCOME' });
      expect(await Account.countDocuments()).toBe(3);
    });

    itNeeding('partial-indexes', 'lets a partial unique index skip documents outside its filter', async () => {
      const Contact = connection.model<Contact>('Contact', contactSchema);
      await Contact.init();
      await Contact.create({ name: 'a' });
      await Contact.create({ name: 'b', email: null });
      await Contact.create({ name: 'c', email: 'c@example.com' });

      const duplicateEmail = await errorOf(Contact.create({ name: 'd', email: 'c@example.com' }));
      expect(duplicateEmail.code).toBe(11000);
      expect(duplicateEmail.keyValue).toEqual({ email: 'c@example.com' });
      expect(await Contact.countDocuments()).toBe(3);
    });

    it('stops an ordered insertMany at the first duplicate', async () => {
      await Item.create(item('im-2'));
      const error = await errorOf(Item.insertMany([item('im-1'), item('im-2'), item('im-3')]));
      expect(error.code).toBe(11000);
      expect(uuidsIn(await Item.find().lean())).toEqual(['im-1', 'im-2']);
    });

    it('continues an unordered insertMany past duplicates', async () => {
      await Item.create(item('iu-2'));
      const error = await errorOf(Item.insertMany([item('iu-1'), item('iu-2'), item('iu-3')], { ordered: false }));
      expect(error.code).toBe(11000);
      expect(uuidsIn(await Item.find().lean())).toEqual(['iu-1', 'iu-2', 'iu-3']);
    });
  });

  it('runs a bulkWrite of mixed operations', async () => {
    await Item.insertMany([item('b1', { price: 1 }), item('b2', { price: 1 }), item('b3', { price: 1 })]);
    const result = await Item.bulkWrite([
      { insertOne: { document: item('b4') as Item } },
      { updateOne: { filter: { uuid: 'b1' }, update: { $set: { price: 2 } } } },
      { updateMany: { filter: { price: 1 }, update: { $inc: { stock: 1 } } } },
      { deleteOne: { filter: { uuid: 'b3' } } },
      {
        replaceOne: {
          filter: { uuid: 'b5' },
          replacement: item('b5', { name: 'Upserted by replace' }) as Item,
          upsert: true,
        },
      },
    ]);
    expect(result).toMatchObject({
      insertedCount: 1,
      matchedCount: 3,
      modifiedCount: 3,
      deletedCount: 1,
      upsertedCount: 1,
    });
    expect(uuidsIn(await Item.find().lean())).toEqual(['b1', 'b2', 'b4', 'b5']);
    expect(await Item.findOne({ uuid: 'b2' }).lean()).toMatchObject({ price: 1, stock: 6 });
  });
});

function uuidsIn(docs: Array<{ uuid: string }>): string[] {
  return docs.map((doc) => doc.uuid).sort();
}

describe('embedded store specifics', () => {
  let connection: Connection;
  let Item: Model<Item>;

  beforeAll(async () => {
    connection = await createDocumentStoreConnection({ service: 'specifics' });
    ({ Item } = await registerModels(connection));
  });

  afterAll(() => connection.close());

  it('rejects $text queries with a message that says why', async () => {
    const error = await errorOf(Item.find({ $text: { $search: 'panel' } }).exec());
    expect(error).toBeInstanceOf(EmbeddedStoreUnsupportedError);
    expect(error.message).toMatch(/does not support the \$text query operator/);
  });

  it('refuses to mix MongoDB and embedded connections in one process', async () => {
    const error = await errorOf(createDocumentStoreConnection({ service: 'elsewhere', mongodbUri: 'mongodb://127.0.0.1:9/elsewhere' }));
    expect(error).toBeInstanceOf(DocumentStoreModeConflictError);
    expect(error.message).toMatch(/one driver per process/);
  });

  it('removes documents whose TTL index date has passed', async () => {
    const ttlConnection = await mongoose.createConnection(embeddedMemoryUri({ ttlMonitorMs: 20 }), { dbName: 'ttl' }).asPromise();
    const Code = ttlConnection.model('Code', new Schema({ code: String, expiresAt: { type: Date, expires: 0 } }));
    await Code.init();
    await Code.create([
      { code: 'expired', expiresAt: new Date(Date.now() - 1000) },
      { code: 'valid', expiresAt: new Date(Date.now() + 60_000) },
      { code: 'no date' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await Code.find().lean()).map((doc) => doc.code).sort()).toEqual(['no date', 'valid']);
    await ttlConnection.close();
  });

  it('creates a collection once: the second attempt fails with NamespaceExists (48)', async () => {
    await connection.createCollection('explicit');
    const error = await errorOf(connection.db!.createCollection('explicit'));
    expect(error).toMatchObject({ code: 48, codeName: 'NamespaceExists' });
    const names = (await connection.listCollections()).map((info) => info.name);
    expect(names).toEqual(expect.arrayContaining(['explicit', 'items']));
  });
});

interface ChildRun {
  code: number | null;
  lines: string[];
}

function runChild(args: string[], onLine?: (line: string, kill: () => void) => void): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD_SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      onLine?.(line, () => child.kill('SIGKILL'));
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 1) reject(new Error(`child failed: ${stderr}`));
      else resolve({ code: signal === 'SIGKILL' ? null : code, lines });
    });
  });
}

describe('embedded store durability', () => {
  const entrySchema = new Schema({ seq: { type: Number, index: true }, label: String });

  async function openEntries(dataDir: string, service = 'durable') {
    const connection = await createDocumentStoreConnection({ service, dataDir });
    const Entry = connection.model('Entry', entrySchema);
    await Entry.init();
    return { connection, Entry };
  }

  function journalFiles(dbFolder: string): string[] {
    return readdirSync(dbFolder)
      .filter((file) => /^journal-\d+\.bson$/.test(file))
      .map((file) => join(dbFolder, file));
  }

  it('keeps every write across close and reopen, compacting the journal on close', async () => {
    const dataDir = freshDataDir();
    const first = await openEntries(dataDir);
    await first.Entry.insertMany(Array.from({ length: 20 }, (_, seq) => ({ seq, label: 'v1' })));
    await first.Entry.updateMany({ seq: { $lt: 5 } }, { $set: { label: 'v2' } });
    await first.Entry.deleteOne({ seq: 19 });
    await first.connection.close();

    const dbFolder = join(dataDir, 'durable', 'durable');
    expect(existsSync(join(dbFolder, 'snapshot.bson'))).toBe(true);
    expect(journalFiles(dbFolder).map((file) => readFileSync(file).length)).toEqual([0]);

    const second = await openEntries(dataDir);
    expect(await second.Entry.countDocuments()).toBe(19);
    expect(await second.Entry.countDocuments({ label: 'v2' })).toBe(5);
    const indexNames = (await second.Entry.listIndexes()).map((index: { name: string }) => index.name);
    expect(indexNames).toEqual(expect.arrayContaining(['_id_', 'seq_1']));
    await second.connection.close();
  });

  it('compacts into a snapshot once the journal passes its threshold, losing nothing', async () => {
    const folder = join(freshDataDir(), 'small-journal');
    if ((mongoose.Connection as unknown) !== embeddedDriver.Connection) mongoose.setDriver(embeddedDriver);
    const open = () => mongoose.createConnection(embeddedFolderUri(folder, { compactAfterBytes: 2048 }), { dbName: 'small' }).asPromise();

    const connection = await open();
    const Entry = connection.model('Entry', entrySchema);
    for (let seq = 0; seq < 60; seq++) await Entry.create({ seq, label: 'x'.repeat(50) });
    const dbFolder = join(folder, 'small');
    expect(existsSync(join(dbFolder, 'snapshot.bson'))).toBe(true);
    expect(readFileSync(journalFiles(dbFolder)[0]).length).toBeLessThan(2048 + 200);
    // Reopen from the files as a crash would leave them: copy the folder while it is open.
    const crashImage = `${folder}-crash-image`;
    cpSync(folder, crashImage, { recursive: true, filter: (source) => !source.endsWith('store.lock') });
    await connection.close();

    for (const reopenFolder of [folder, crashImage]) {
      const reopened = await mongoose.createConnection(embeddedFolderUri(reopenFolder), { dbName: 'small' }).asPromise();
      expect(await reopened.model('Entry', entrySchema).countDocuments()).toBe(60);
      await reopened.close();
    }
  });

  it('ignores a torn last journal record and keeps appending after it', async () => {
    const dataDir = freshDataDir();
    const live = await openEntries(dataDir);
    await live.Entry.insertMany(Array.from({ length: 10 }, (_, seq) => ({ seq })));
    await live.Entry.create({ seq: 10 });
    // The files as a crash would leave them (journal not compacted), then a record cut short.
    const crashDir = `${dataDir}-crash`;
    cpSync(dataDir, crashDir, { recursive: true, filter: (source) => !source.endsWith('store.lock') });
    await live.connection.close();
    const [journal] = journalFiles(join(crashDir, 'durable', 'durable'));
    const halfRecord = Buffer.alloc(40, 7);
    halfRecord.writeUInt32LE(500, 0);
    appendFileSync(journal, halfRecord);

    const recovered = await openEntries(crashDir);
    expect(await recovered.Entry.countDocuments()).toBe(11);
    await recovered.Entry.create({ seq: 11 });
    await recovered.connection.close();

    const reopened = await openEntries(crashDir);
    expect((await reopened.Entry.find().sort({ seq: 1 }).lean()).map((doc) => doc.seq)).toEqual(Array.from({ length: 12 }, (_, seq) => seq));
    await reopened.connection.close();
  });

  it('refuses a journal damaged before its last record, naming the file', async () => {
    const dataDir = freshDataDir();
    const live = await openEntries(dataDir);
    for (let seq = 0; seq < 5; seq++) await live.Entry.create({ seq });
    const crashDir = `${dataDir}-crash`;
    cpSync(dataDir, crashDir, { recursive: true, filter: (source) => !source.endsWith('store.lock') });
    await live.connection.close();
    const [journal] = journalFiles(join(crashDir, 'durable', 'durable'));
    const bytes = readFileSync(journal);
    bytes[20] ^= 0xff;
    writeFileSync(journal, bytes);

    const error = await errorOf(openEntries(crashDir));
    expect(error).toBeInstanceOf(DocumentStoreCorruptError);
    expect(error.message).toContain(journal);
  });

  it('keeps every acknowledged write when the process is killed with SIGKILL mid-stream', async () => {
    const dataDir = freshDataDir();
    let lastAcknowledged = -1;
    const run = await runChild(['write-until-killed', dataDir, 'killed'], (line, kill) => {
      const match = /^ack (\d+)$/.exec(line);
      if (!match) return;
      lastAcknowledged = Number(match[1]);
      if (lastAcknowledged === 300) kill();
    });
    expect(run.code).toBeNull();
    expect(lastAcknowledged).toBeGreaterThanOrEqual(300);

    // The killed process left its lock behind; its pid is gone, so the folder opens.
    const { connection, Entry } = await openEntries(dataDir, 'killed');
    const stored = new Set((await Entry.find().lean()).map((doc) => doc.seq as number));
    const missing = Array.from({ length: lastAcknowledged + 1 }, (_, seq) => seq).filter((seq) => !stored.has(seq));
    expect(missing).toEqual([]);
    await connection.close();
  });
});

describe('choosing the engine', () => {
  it('uses MongoDB when given a connection string, naming the database after the service unless the string does', () => {
    expect(resolveDocumentStoreTarget({ service: 'catalog', mongodbUri: 'mongodb://db:27017' })).toEqual({
      engine: 'mongodb',
      uri: 'mongodb://db:27017',
      dbName: 'catalog',
    });
    const named = 'mongodb://user:secret@db1:27017,db2:27017/shop?replicaSet=rs0';
    expect(resolveDocumentStoreTarget({ service: 'catalog', mongodbUri: named, dataDir: '/var/data' })).toEqual({
      engine: 'mongodb',
      uri: named,
    });
  });

  it('keeps the data under <dataDir>/<service> without MongoDB, and in memory without either', () => {
    const onDisk = resolveDocumentStoreTarget({ service: 'search', dataDir: '/var/data' });
    expect(onDisk).toMatchObject({ engine: 'embedded', dbName: 'search', folder: '/var/data/search' });
    expect(onDisk.uri).toBe('embedded+file:///var/data/search');
    expect(resolveDocumentStoreTarget({ service: 'search' })).toEqual({
      engine: 'embedded',
      uri: 'embedded+memory://',
      dbName: 'search',
    });
    expect(() => resolveDocumentStoreTarget({ service: '../etc' })).toThrow(/Invalid service name/);
  });
});

describe('DocumentStoreModule', () => {
  const widgetSchema = new Schema({ name: String });

  async function startApp(service: string, dataDir: string) {
    const moduleRef = await Test.createTestingModule({
      imports: [DocumentStoreModule.forRoot({ service, dataDir }), DocumentStoreModule.forFeature([{ name: 'Widget', schema: widgetSchema }])],
    }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    await app.init();
    return { app, Widget: app.get<Model<{ name: string }>>(getModelToken('Widget')) };
  }

  it('gives each Nest app in one process its own store', async () => {
    const dataDir = freshDataDir();
    const catalog = await startApp('catalog', dataDir);
    const search = await startApp('search', dataDir);

    await catalog.Widget.create({ name: 'in catalog' });
    expect(await search.Widget.countDocuments()).toBe(0);
    await search.Widget.create({ name: 'in search' });

    await Promise.all([catalog.app.close(), search.app.close()]);
    expect(readdirSync(dataDir).sort()).toEqual(['catalog', 'search']);

    const reopened = await startApp('catalog', dataDir);
    expect((await reopened.Widget.find().lean()).map((widget) => widget.name)).toEqual(['in catalog']);
    await reopened.app.close();
  });

  it('keeps a second process out of an open store folder until the app closes', async () => {
    const dataDir = freshDataDir();
    const { app, Widget } = await startApp('catalog', dataDir);
    await Widget.create({ name: 'held' });

    const refused = await runChild(['open', dataDir, 'catalog']);
    expect(refused.code).toBe(3);
    const error = JSON.parse(refused.lines[0]) as { name: string; message: string };
    expect(error.name).toBe('DocumentStoreLockedError');
    expect(error.message).toContain(join(dataDir, 'catalog'));
    expect(error.message).toContain('already open in another process');

    await app.close();
    const allowed = await runChild(['open', dataDir, 'catalog']);
    expect(allowed).toEqual({ code: 0, lines: ['opened'] });
  });
});
