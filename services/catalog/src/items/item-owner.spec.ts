import { getModelToken } from '@nestjs/mongoose';
import { CATALOG_INTERNAL_API, type ListingOwner } from '@solar/contracts';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { service as catalogService } from '../index';
import { Item } from './item.schema';

/** `internal/items/{id}/owner`: who sells a public item, for links a seller gives to their own listings (custom-order answers). */
let catalog: ServiceHarness;
let items: Model<Item>;

beforeAll(async () => {
  catalog = await startServiceHarness(catalogService, { options: { seed: { itemsPerCategory: 1 } } });
  items = catalog.get(getModelToken(Item.name));
}, 60_000);

afterAll(async () => {
  await catalog?.close();
});

const ownerAs = (id: number | string, token: string | null = catalog.tokenOf('service:content', { roles: ['admin'] })) => {
  const call = catalog.http().get(CATALOG_INTERNAL_API.itemOwner(id));
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
};

it("answers a public item's seller, and 404 for an item that is not public or does not exist", async () => {
  const [shown, hidden] = await items.find({ status: 'approved', is_active: 1 }).sort({ id: 1 }).limit(2).lean<Item[]>();
  expect((await ownerAs(shown!.id).expect(200)).body.data as ListingOwner).toEqual({ owner_id: shown!.owner_id });
  await items.updateOne({ id: hidden!.id }, { $set: { status: 'pending' } });
  await ownerAs(hidden!.id).expect(404);
  await ownerAs(999_999).expect(404);
  await ownerAs('abc').expect(400);
});

it('is for services and admins only: 401 without a token, 403 for a seller', async () => {
  const [shown] = await items.find({ status: 'approved', is_active: 1 }).limit(1).lean<Item[]>();
  await ownerAs(shown!.id, null).expect(401);
  await ownerAs(shown!.id, catalog.tokenOf('some-seller', { roles: ['seller'] })).expect(403);
});
