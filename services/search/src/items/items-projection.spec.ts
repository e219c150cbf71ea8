import { randomUUID } from 'node:crypto';
import type { CatalogItemPayload } from '@solar/contracts';
import { SEARCH_INDEX, type SearchIndex } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { service as searchService } from '../index';
import { ItemsProjection } from './items-projection';

let search: ServiceHarness;

beforeAll(async () => {
  search = await startServiceHarness(searchService);
}, 60_000);

afterAll(async () => {
  await search?.close();
});

afterEach(() => jest.restoreAllMocks());

/** An item that is not public (no status): its index write is a removal. */
const hiddenItem = (uuid: string, revision: number) => ({ uuid, id: 1, revision, name: 'Hidden panel' }) as CatalogItemPayload;

it("completes the index when an item event is delivered again after a crash between the read model's write and the index's", async () => {
  const projection = search.get(ItemsProjection);
  const indexWrites = jest.spyOn(search.get<SearchIndex>(SEARCH_INDEX), 'remove').mockRejectedValueOnce(new Error('process died'));
  const uuid = randomUUID();

  await expect(projection.apply(hiddenItem(uuid, 2))).rejects.toThrow('process died');
  expect(await projection.apply(hiddenItem(uuid, 2))).toBe(true); // the redelivery
  expect(indexWrites).toHaveBeenCalledTimes(2);

  // An older revision is still ignored, in the read model and in the index.
  expect(await projection.apply(hiddenItem(uuid, 1))).toBe(false);
  expect(indexWrites).toHaveBeenCalledTimes(2);
});
