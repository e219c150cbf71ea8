import { Module, type INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { AddressRequest } from '@solar/contracts';
import { DocumentStoreModule } from '@solar/platform';
import type { Model } from 'mongoose';
import { LocationsService } from './locations.service';
import { SellerLocationDoc, SellerLocationSchema } from './seller-location.schema';

/**
 * Seller locations store the state as its code and answer it as its id; a location saved by an older version
 * holds the id, and reads, searches and updates the same.
 */
@Module({
  imports: [
    DocumentStoreModule.forRoot({ service: 'catalog-locations-test' }),
    DocumentStoreModule.forFeature([{ name: SellerLocationDoc.name, schema: SellerLocationSchema }]),
  ],
  providers: [LocationsService],
})
class LocationsModule {}

const SELLER = 'seller-1';
const TEXAS = 45;
const COLORADO = 6;

let app: INestApplication;
let locations: LocationsService;
let docs: Model<SellerLocationDoc>;

beforeAll(async () => {
  app = (await Test.createTestingModule({ imports: [LocationsModule] }).compile()).createNestApplication({ logger: false });
  await app.init();
  locations = app.get(LocationsService);
  docs = app.get(getModelToken(SellerLocationDoc.name));
  // Saved by an older version, straight into the store: the state as its id.
  await docs.collection.insertOne({
    id: 'older-depot',
    owner_id: SELLER,
    name: 'Older depot',
    address: '1 Main St',
    unit: '4',
    city: 'Austin',
    state: TEXAS,
    zip: '78701',
    created_at: new Date('2025-06-01T10:00:00Z'),
    updated_at: new Date('2025-06-01T10:00:00Z'),
  });
});

afterAll(() => app?.close());

const storedState = async (id: string) => (await docs.collection.findOne({ id }))?.state;
const form = (name: string, state: number): AddressRequest => ({ name, address: '9 Elm St', unit: 'B', city: 'Somewhere', state, zip: '80202' });

it('stores a new location with the state code and answers the id', async () => {
  const created = await locations.create(SELLER, form('New depot', TEXAS));
  expect(created.state).toBe(TEXAS);
  expect(await storedState(created.id)).toBe('TX');
  expect(await locations.get(SELLER, created.id)).toMatchObject({ name: 'New depot', state: TEXAS });
});

it('answers a location saved with the state id as before', async () => {
  expect(await locations.get(SELLER, 'older-depot')).toEqual({
    id: 'older-depot',
    name: 'Older depot',
    address: '1 Main St',
    unit: '4',
    city: 'Austin',
    state: TEXAS,
    zip: '78701',
    created_at: '2025-06-01T10:00:00.000Z',
  });
});

it('finds a state in both stored forms', async () => {
  await locations.create(SELLER, form('Mountain depot', COLORADO));
  const inTexas = await locations.search(SELLER, { where: { state: TEXAS } });
  expect(inTexas.items.map((l) => [l.name, l.state])).toEqual([
    ['Older depot', TEXAS],
    ['New depot', TEXAS],
  ]);
  expect(inTexas.total).toBe(2);
  expect((await locations.search(SELLER, { where: { state: COLORADO } })).items.map((l) => l.name)).toEqual(['Mountain depot']);
  expect((await locations.search(SELLER, { where: { state: 1 } })).total).toBe(0);
  // No state named: every location.
  expect((await locations.search(SELLER, {})).total).toBe(3);
});

it('moves an older location to the state code when it is saved again', async () => {
  const saved = await locations.update(SELLER, 'older-depot', form('Older depot', TEXAS));
  expect(saved.state).toBe(TEXAS);
  expect(await storedState('older-depot')).toBe('TX');
});
