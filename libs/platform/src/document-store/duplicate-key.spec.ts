import { mongo, Schema, type Connection } from 'mongoose';
import { createDocumentStoreConnection } from './document-store.connection';
import { isDuplicateKeyError } from './duplicate-key';
import { duplicateKeyError } from './embedded/engine/errors';

describe('isDuplicateKeyError', () => {
  it('recognises the embedded engine’s E11000', () => {
    const error = duplicateKeyError('shop.accounts', 'email_1', { email: 1 }, { email: 'a@b.c' });
    expect(isDuplicateKeyError(error)).toBe(true);
    expect(isDuplicateKeyError(error) && error.keyValue).toEqual({ email: 'a@b.c' });
  });

  it('recognises MongoDB’s MongoServerError for a unique index', () => {
    const error = new mongo.MongoServerError({
      message: 'E11000 duplicate key error collection: shop.orders index: order_number_1 dup key: { order_number: "SO-1" }',
      code: 11000,
      keyPattern: { order_number: 1 },
      keyValue: { order_number: 'SO-1' },
    });
    expect(isDuplicateKeyError(error)).toBe(true);
    expect(isDuplicateKeyError(error) && error.keyValue).toEqual({ order_number: 'SO-1' });
  });

  it('recognises a plain object carrying the code, as a bulk write reports it', () => {
    expect(isDuplicateKeyError({ code: 11000 })).toBe(true);
  });

  it.each([
    ['another server error', new mongo.MongoServerError({ message: 'not primary', code: 10107 })],
    ['an error without a code', new Error('E11000 in the message only')],
    ['the code as text', { code: '11000' }],
    ['null', null],
    ['undefined', undefined],
    ['a number', 11000],
  ])('refuses %s', (_what, error) => {
    expect(isDuplicateKeyError(error)).toBe(false);
  });

  describe('on the embedded store', () => {
    let connection: Connection;
    beforeAll(async () => {
      connection = await createDocumentStoreConnection({ service: 'duplicate-key-spec' });
    });
    afterAll(() => connection?.close());

    it('recognises what a unique index refusing an insert throws', async () => {
      const accounts = connection.model('Account', new Schema({ email: { type: String, unique: true } }, { collection: 'accounts' }));
      await accounts.init();
      await accounts.create({ email: 'a@b.c' });
      const error: unknown = await accounts.create({ email: 'a@b.c' }).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(isDuplicateKeyError(error)).toBe(true);
      expect(isDuplicateKeyError(error) && error.keyValue).toEqual({ email: 'a@b.c' });
    });
  });
});
