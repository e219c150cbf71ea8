import { getModelToken } from '@nestjs/mongoose';
import { CATALOG_API, CATEGORIES, DEMO_BRANDS, IMAGE_SIZES, type ItemView } from '@solar/contracts';
import { FileStorage, seedUuid } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { Brand } from '../brands/brand.schema';
import { Item } from '../items/item.schema';
import { service as catalogService } from '../index';

/** A small seed (one item per category), as the system tests start it: what a shopper opens on a product page. */
let catalog: ServiceHarness;

beforeAll(async () => {
  catalog = await startServiceHarness(catalogService, { options: { seed: { itemsPerCategory: 1 } } });
}, 120_000);

afterAll(async () => {
  await catalog?.close();
});

const files = () => catalog.get(FileStorage);

it('seeds one item per category, each with three pictures in every size and a datasheet', async () => {
  const items = await catalog.get<Model<Item>>(getModelToken(Item.name)).find().sort({ id: 1 }).lean<Item[]>();
  expect(items).toHaveLength(CATEGORIES.length);
  for (const item of items) {
    const orders = new Set(item.images.map((image) => image.orderofimage));
    expect(orders).toEqual(new Set([0, 1, 2]));
    for (const order of orders) {
      expect(
        item.images
          .filter((image) => image.orderofimage === order)
          .map((image) => image.type)
          .sort(),
      ).toEqual(IMAGE_SIZES.map((size) => size.name).sort());
    }
    expect(item.documents.length).toBeGreaterThanOrEqual(1);
  }
  // Pictures differ between categories: a panel is not drawn like an inverter.
  const fronts = await Promise.all(
    items
      .slice(0, 2)
      .map(async (item) => (await files().get(item.images.find((image) => image.orderofimage === 0 && image.type === '685x450')!.path))!.toString()),
  );
  expect(fronts[0]).not.toEqual(fronts[1]);
  expect(fronts[0]).toMatch(/^<svg [^>]*width="685" height="450"/);
});

it('shows the datasheet on the product page as a downloadable PDF', async () => {
  const uuid = seedUuid('item-1');
  const item = (await catalog.http().get(CATALOG_API.item(uuid)).expect(200)).body.data as ItemView;
  expect(item.name).toMatch(/^LONGi Hi-MO 6 4\d\dW Monocrystalline Module$/);
  const watts = item.name.match(/(\d+)W/)![1];
  const path = `products/longi-hi-mo-6-${watts}w/datasheet.pdf`;
  expect(item.documents).toEqual([{ name: `LONGi Hi-MO 6 ${watts}W datasheet.pdf`, path, url: `/files/${path}`, file_uuid: null }]);
  const pdf = (await files().get(item.documents[0]!.path))!;
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(item.images.filter((image) => image.type === '300x300')).toHaveLength(3);
  expect(item.condition).toBe('new');
  expect(item.age).toBe('');
  expect(Number(item.msrp)).toBeGreaterThan(Number(item.price));
});

it('gives every brand a stored logo', async () => {
  const brands = await catalog.get<Model<Brand>>(getModelToken(Brand.name)).find().sort({ id: 1 }).lean<Brand[]>();
  expect(brands.map((brand) => brand.name)).toEqual([...DEMO_BRANDS]);
  for (const brand of brands) expect(brand.logo).toMatch(/^\/files\/brands\/[a-z0-9-]+\.svg$/);
  const logo = (await files().get(brands[0]!.logo.replace('/files/', '')))!.toString();
  expect(logo).toContain('>Jinko Solar<');
});
