import express, { type Request, type Response } from 'express';
import { Schema, type Connection } from 'mongoose';
import request from 'supertest';
import { createDocumentStoreConnection } from '../document-store';
import { etagOf, PUBLIC_READ_MAX_AGE_MS, PublicReadCache, writesAnnouncedPlugin } from './public-read-cache';

/** A read whose answer is the current `value`, counting how often the handler really ran. */
function appOver(cache: PublicReadCache, state: { value: number; reads: number; pause?: Promise<void> }) {
  const app = express();
  app.use(express.json());
  const answer = async (_req: Request, res: Response) => {
    state.reads++;
    const value = state.value;
    await state.pause;
    if (value < 0) return void res.status(404).json({ status: 0, success: false, error: 'Item not found.' });
    res.json({ status: 1, success: true, data: { value } });
  };
  app.get(
    '/items/:id',
    cache.middleware((req) => req.path),
    answer,
  );
  app.post(
    '/items/search',
    cache.middleware((req) => JSON.stringify(req.body)),
    answer,
  );
  return app;
}

describe('PublicReadCache', () => {
  it('answers a repeated read from what it kept, with a strong ETag, and 304 to a caller who has it', async () => {
    const state = { value: 1, reads: 0 };
    const app = appOver(new PublicReadCache(), state);
    const first = await request(app).get('/items/7').expect(200);
    expect(first.headers).toMatchObject({ 'cache-control': 'public, no-cache', vary: 'Authorization', etag: etagOf(JSON.stringify(first.body)) });
    const again = await request(app).get('/items/7').expect(200);
    expect(again.body).toEqual({ status: 1, success: true, data: { value: 1 } });
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await request(app).get('/items/7').set('If-None-Match', first.headers.etag).expect(304);
    expect(unchanged.text).toBe('');
    expect(state.reads).toBe(1);
    await request(app).get('/items/8').expect(200);
    expect(state.reads).toBe(2);
  });

  it('reads afresh after an invalidation, and the old ETag no longer matches', async () => {
    const state = { value: 1, reads: 0 };
    const cache = new PublicReadCache();
    const app = appOver(cache, state);
    const first = await request(app).get('/items/7');
    state.value = 2;
    cache.invalidate();
    const changed = await request(app).get('/items/7').set('If-None-Match', first.headers.etag).expect(200);
    expect(changed.body.data.value).toBe(2);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('does not keep what was read while a write went on', async () => {
    let release!: () => void;
    const state = { value: 1, reads: 0, pause: new Promise<void>((resolve) => (release = resolve)) };
    const cache = new PublicReadCache();
    const app = appOver(cache, state);
    const during = request(app)
      .get('/items/7')
      .then((res) => res);
    while (state.reads === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // The write lands while the read above is between its read and its answer.
    state.value = 2;
    cache.invalidate();
    release();
    expect((await during).body.data.value).toBe(1);
    state.pause = Promise.resolve();
    expect((await request(app).get('/items/7')).body.data.value).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('keeps no failure, and nothing asked with a token', async () => {
    const state = { value: -1, reads: 0 };
    const app = appOver(new PublicReadCache(), state);
    await request(app).get('/items/7').expect(404);
    state.value = 3;
    expect((await request(app).get('/items/7').expect(200)).body.data.value).toBe(3);
    state.value = 4;
    const withToken = await request(app).get('/items/9').set('Authorization', 'Bearer caller-a').expect(200);
    expect(withToken.headers['cache-control']).toBeUndefined();
    // The read with a token filled nothing: the next one without runs the handler.
    expect((await request(app).get('/items/9').expect(200)).body.data.value).toBe(4);
    expect(state.reads).toBe(4);
  });

  it('keeps search answers by their parsed body, and a POST never answers 304', async () => {
    const state = { value: 5, reads: 0 };
    const app = appOver(new PublicReadCache(), state);
    const first = await request(app).post('/items/search').send({ query: 'mono', limit: 2 }).expect(200);
    await request(app).post('/items/search').set('Content-Type', 'application/json').send('{ "query": "mono",  "limit": 2 }').expect(200);
    await request(app).post('/items/search').set('If-None-Match', first.headers.etag).send({ query: 'mono', limit: 2 }).expect(200);
    await request(app).post('/items/search').send({ query: 'mono', limit: 3 }).expect(200);
    expect(state.reads).toBe(2);
  });

  it('forgets answers older than its longest keep, and the oldest one past its size', async () => {
    let now = 0;
    const state = { value: 1, reads: 0 };
    const app = appOver(new PublicReadCache(2, PUBLIC_READ_MAX_AGE_MS, () => now), state);
    await request(app).get('/items/1');
    now += PUBLIC_READ_MAX_AGE_MS + 1;
    await request(app).get('/items/1');
    expect(state.reads).toBe(2);
    await request(app).get('/items/2');
    await request(app).get('/items/3');
    await request(app).get('/items/2');
    expect(state.reads).toBe(4);
    await request(app).get('/items/1');
    expect(state.reads).toBe(5);
  });
});

describe('writesAnnouncedPlugin', () => {
  let connection: Connection;

  beforeAll(async () => {
    connection = await createDocumentStoreConnection({ service: 'public-read-cache-spec' });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('drops the kept answers on every kind of write to its collection, and on no other', async () => {
    const schema = new Schema({ uuid: String, price: Number });
    schema.plugin(writesAnnouncedPlugin);
    const Items = connection.model('CachedItem', schema);
    const Others = connection.model('OtherThing', new Schema({ name: String }));
    const cache = new PublicReadCache();
    cache.invalidateOnWrites(connection, Items.collection.name);
    const dropsOn = async (write: () => Promise<unknown>) => {
      const app = appOver(cache, { value: 1, reads: 0 });
      await request(app).get('/items/warm');
      expect(cache.size).toBe(1);
      await write();
      return cache.size === 0;
    };
    expect(await dropsOn(() => Items.create({ uuid: 'a', price: 1 }))).toBe(true);
    expect(await dropsOn(() => Items.insertMany([{ uuid: 'b', price: 2 }]))).toBe(true);
    expect(await dropsOn(() => Items.updateOne({ uuid: 'a' }, { $set: { price: 3 } }))).toBe(true);
    expect(await dropsOn(() => Items.findOneAndUpdate({ uuid: 'a' }, { $set: { price: 4 } }))).toBe(true);
    expect(await dropsOn(() => Items.updateMany({}, { $inc: { price: 1 } }))).toBe(true);
    expect(await dropsOn(() => Items.bulkWrite([{ updateOne: { filter: { uuid: 'b' }, update: { $set: { price: 9 } } } }]))).toBe(true);
    expect(await dropsOn(() => Items.deleteOne({ uuid: 'b' }))).toBe(true);
    expect(await dropsOn(() => Items.deleteMany({}))).toBe(true);
    expect(await dropsOn(() => Others.create({ name: 'unrelated' }))).toBe(false);
  });
});
