import { getModelToken } from '@nestjs/mongoose';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { service as catalogService } from '../index';
import { Item } from '../items/item.schema';
import { ItemsService } from '../items/items.service';
import { StockLedgerEntry } from './stock-ledger.schema';
import { StockReservationsService } from './stock-reservations.service';

/**
 * Catalog's side of the order saga, driven directly: the same order handled twice (a redelivery, or a second
 * catalog instance after a rebalance), a crash halfway through an order, and many orders racing for one item.
 */
let catalog: ServiceHarness;
let stock: StockReservationsService;
let items: ItemsService;
let itemModel: Model<Item>;
let ledger: Model<StockLedgerEntry>;
let uuids: string[] = [];

const placed = (order_number: string, lines: { item_uuid: string; qty: number }[]) => ({
  order_number,
  owner_id: 'buyer-1',
  lines,
  placed_at: new Date().toISOString(),
});
const state = async (uuid: string) => {
  const item = (await itemModel.findOne({ uuid }).lean<Item>())!;
  return { stock: item.stock, total_qty: item.total_qty, reserved: item.reservations.map((r) => [r.order_number, r.qty]) };
};
const setOnHand = (uuid: string, units: number) => items.update(uuid, { total_qty: units, reservations: [] });

beforeAll(async () => {
  catalog = await startServiceHarness(catalogService, { options: { seed: { itemsPerCategory: 1 } } });
  stock = catalog.get(StockReservationsService);
  items = catalog.get(ItemsService);
  itemModel = catalog.get(getModelToken(Item.name));
  ledger = catalog.get(getModelToken(StockLedgerEntry.name));
  uuids = (await itemModel.find({ status: 'approved', is_active: 1 }).limit(6).lean<Item[]>()).map((i) => i.uuid);
}, 120_000);

afterAll(async () => {
  await catalog?.close();
});

it('reserves every line of an order, once, however often the order arrives', async () => {
  const [a, b] = uuids;
  await setOnHand(a!, 10);
  await setOnHand(b!, 5);
  const order = placed('SM-TEST-001', [
    { item_uuid: a!, qty: 3 },
    { item_uuid: b!, qty: 5 },
  ]);
  await Promise.all([stock.onOrderPlaced(order), stock.onOrderPlaced(order)]);
  await stock.onOrderPlaced(order);
  expect(await state(a!)).toEqual({ stock: 7, total_qty: 10, reserved: [['SM-TEST-001', 3]] });
  expect(await state(b!)).toEqual({ stock: 0, total_qty: 5, reserved: [['SM-TEST-001', 5]] });
  expect((await ledger.findOne({ order_number: 'SM-TEST-001' }).lean())!.status).toBe('reserved');

  const confirmed = {
    order_number: 'SM-TEST-001',
    owner_id: 'buyer-1',
    lines: order.lines.map((l) => ({ ...l, seller_id: 's', price: 1 })),
    total_amount: 1,
    confirmed_at: '',
  };
  await stock.onOrderConfirmed(confirmed);
  await stock.onOrderConfirmed(confirmed);
  expect(await state(a!)).toEqual({ stock: 7, total_qty: 7, reserved: [] });
  expect(await state(b!)).toEqual({ stock: 0, total_qty: 0, reserved: [] });
});

it('rejects the whole order when one line is short, holding nothing', async () => {
  const [, , c, d] = uuids;
  await setOnHand(c!, 10);
  await setOnHand(d!, 1);
  await stock.onOrderPlaced(
    placed('SM-TEST-002', [
      { item_uuid: c!, qty: 4 },
      { item_uuid: d!, qty: 2 },
    ]),
  );
  expect(await state(c!)).toEqual({ stock: 10, total_qty: 10, reserved: [] });
  expect(await state(d!)).toEqual({ stock: 1, total_qty: 1, reserved: [] });
  const entry = (await ledger.findOne({ order_number: 'SM-TEST-002' }).lean())!;
  expect(entry.status).toBe('rejected');
});

it('finishes an order a crash left half reserved, and a cancellation gives the units back once', async () => {
  const [, , , , e, f] = uuids;
  await setOnHand(e!, 6);
  await setOnHand(f!, 6);
  const order = placed('SM-TEST-003', [
    { item_uuid: e!, qty: 2 },
    { item_uuid: f!, qty: 2 },
  ]);
  // The process died after claiming the order and reserving its first line.
  await ledger.create({ order_number: 'SM-TEST-003', status: 'reserving', lines: order.lines });
  await items.update(e!, { reservations: [{ order_number: 'SM-TEST-003', qty: 2, reserved_at: new Date() }] });
  await stock.onOrderPlaced(order);
  expect(await state(e!)).toEqual({ stock: 4, total_qty: 6, reserved: [['SM-TEST-003', 2]] });
  expect(await state(f!)).toEqual({ stock: 4, total_qty: 6, reserved: [['SM-TEST-003', 2]] });

  const cancelled = { order_number: 'SM-TEST-003', owner_id: 'buyer-1', reason: 'payment failed', lines: order.lines, cancelled_at: '' };
  await Promise.all([stock.onOrderCancelled(cancelled), stock.onOrderCancelled(cancelled)]);
  expect(await state(e!)).toEqual({ stock: 6, total_qty: 6, reserved: [] });
  expect(await state(f!)).toEqual({ stock: 6, total_qty: 6, reserved: [] });
  expect((await ledger.findOne({ order_number: 'SM-TEST-003' }).lean())!.status).toBe('released');
});

it('never holds more than the stock when many orders race for one item', async () => {
  const [hot] = uuids;
  await setOnHand(hot!, 5);
  const orders = Array.from({ length: 16 }, (_, i) => placed(`SM-RACE-${i}`, [{ item_uuid: hot!, qty: 1 }]));
  await Promise.all(orders.map((o) => stock.onOrderPlaced(o)));
  const after = await state(hot!);
  expect(after.reserved).toHaveLength(5);
  expect(after.stock).toBe(0);
  const outcomes = await ledger.find({ order_number: { $regex: '^SM-RACE-' } }).lean();
  expect(outcomes.filter((o) => o.status === 'reserved')).toHaveLength(5);
  expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(11);
});

it('keeps reserved units out of stock when the seller changes the quantity on hand', async () => {
  const [, item] = uuids;
  await setOnHand(item!, 8);
  await stock.onOrderPlaced(placed('SM-TEST-004', [{ item_uuid: item!, qty: 3 }]));
  await items.update(item!, { total_qty: 10 });
  expect(await state(item!)).toEqual({ stock: 7, total_qty: 10, reserved: [['SM-TEST-004', 3]] });
  await items.update(item!, { total_qty: 2 });
  expect((await state(item!)).stock).toBe(0);
});

it('holds nothing for an order whose cancellation arrived before its placement', async () => {
  const [, , , item] = uuids;
  await setOnHand(item!, 4);
  const lines = [{ item_uuid: item!, qty: 2 }];
  await stock.onOrderCancelled({ order_number: 'SM-TEST-005', owner_id: 'buyer-1', reason: 'timed out', lines, cancelled_at: '' });
  await stock.onOrderPlaced(placed('SM-TEST-005', lines));
  expect(await state(item!)).toEqual({ stock: 4, total_qty: 4, reserved: [] });
  expect((await ledger.findOne({ order_number: 'SM-TEST-005' }).lean())!.status).toBe('released');
});
