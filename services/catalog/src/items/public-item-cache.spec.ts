import { getModelToken } from '@nestjs/mongoose';
import { CATALOG_API } from '@solar/contracts';
import { Outbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { service as catalogService } from '../index';
import { Item } from './item.schema';
import { PublicItemCache } from './public-item-cache';

// Two catalog instances on one store and bus, as a scaled-out deployment runs them: a change made through one
// must reach the product pages the other keeps.
let first: ServiceHarness;
let second: ServiceHarness;
let item: Item;

beforeAll(async () => {
  first = await startServiceHarness(catalogService, { options: { seed: { itemsPerCategory: 1 } } });
  second = await first.startAlongside();
  item = (await first.get<Model<Item>>(getModelToken(Item.name)).findOne({ status: 'approved', is_active: 1 }).lean<Item>())!;
}, 120_000);

afterAll(async () => {
  await first?.close();
});

const pageIn = (instance: ServiceHarness) => instance.http().get(CATALOG_API.item(item.uuid));
/** Until the writing instance has published its events and every consumer has handled them. */
const eventsHandled = async () => {
  await first.get(Outbox).flush();
  await first.whenIdle();
};

it('keeps a product page in each instance and answers it again from there', async () => {
  const shown = await pageIn(second).expect(200);
  expect(second.get(PublicItemCache).size).toBe(1);
  const again = await pageIn(second).expect(200);
  expect(again.headers.etag).toBe(shown.headers.etag);
  expect(again.body).toEqual(shown.body);
});

it('shows a change made through another instance once its event reached this one', async () => {
  await pageIn(first).expect(200);
  await pageIn(second).expect(200);
  const seller = first.tokenOf(item.owner_id, { roles: ['seller'] });
  const price = item.price + 3;
  await first
    .http()
    .post(CATALOG_API.bulkUpdate)
    .set('Authorization', `Bearer ${seller}`)
    .send({ items: [{ uuid: item.uuid, price }] })
    .expect(200);
  // The writing instance shows it at once; the other when it has handled the item's event.
  expect((await pageIn(first).expect(200)).body.data.price).toBe(price);
  await eventsHandled();
  expect((await pageIn(second).expect(200)).body.data.price).toBe(price);

  await first
    .http()
    .put(CATALOG_API.adminItemStatus(item.uuid))
    .set('Authorization', `Bearer ${first.tokenOf('admin-1', { roles: ['admin'] })}`)
    .send({ status: 'rejected', reason: 'Wrong brand' })
    .expect(200);
  await eventsHandled();
  await pageIn(second).expect(404);
});
