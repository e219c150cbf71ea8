import { getModelToken } from '@nestjs/mongoose';
import { CATALOG_INTERNAL_API, DEMO_BRANDS, type CatalogBrandRecord } from '@solar/contracts';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { service as catalogService } from '../index';
import { Brand } from './brand.schema';

/** `internal/brands`: every brand with its status, for the services whose records name brands by id (the trader's deals). */
let catalog: ServiceHarness;

beforeAll(async () => {
  catalog = await startServiceHarness(catalogService, { options: { seed: { itemsPerCategory: 0 } } });
}, 60_000);

afterAll(async () => {
  await catalog?.close();
});

const brandsAs = (token: string | null) => {
  const call = catalog.http().get(CATALOG_INTERNAL_API.brands);
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
};

it('answers every brand by id with what a brand list shows, inactive ones with their status', async () => {
  await catalog.get<Model<Brand>>(getModelToken(Brand.name)).updateOne({ id: 2 }, { $set: { status: 'inactive' } });
  const service = catalog.tokenOf('service:trader', { roles: ['admin'] });
  const brands = (await brandsAs(service).expect(200)).body.data as CatalogBrandRecord[];
  expect(brands.map((brand) => brand.name)).toEqual([...DEMO_BRANDS]);
  expect(brands[0]).toEqual({
    id: 1,
    name: 'Jinko Solar',
    slug: 'jinko-solar',
    logo: '/files/brands/jinko-solar.svg',
    status: 'active',
    heading: 'Jinko Solar',
    meta_title: 'Jinko Solar | Solar Marketplace',
    meta_description: 'Buy Jinko Solar solar equipment.',
  });
  expect(brands[1]).toMatchObject({ id: 2, name: 'LONGi', status: 'inactive' });
});

it('is for services and admins only: 401 without a token, 403 for a seller', async () => {
  await brandsAs(null).expect(401);
  await brandsAs(catalog.tokenOf('some-seller', { roles: ['seller'] })).expect(403);
});
