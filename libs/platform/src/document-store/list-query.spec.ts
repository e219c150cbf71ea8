/*
 * The list-query helper: the page arithmetic, and one page of a collection as a search object asks for it.
 * The store part runs on the embedded store always, and on MongoDB when MONGODB_URI is set.
 */
import { SEARCH_LIMIT_MAX, type NormalisedSearchObject } from '@solar/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import { createDocumentStoreConnection } from './document-store.connection';
import { findPage, lastPage, pageOf, pageSkip, slicePage, type ListQuery } from './list-query';

describe('page arithmetic', () => {
  it('has a first page even for no items', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(pageOf([], 0, { page: 1, limit: 20 })).toEqual({ items: [], total: 0, page: 1, limit: 20, last_page: 1 });
  });

  it('counts a partly filled last page', () => {
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
    expect(lastPage(25, 10)).toBe(3);
  });

  it('skips the rows of the pages before', () => {
    expect(pageSkip({ page: 1, limit: 10 })).toBe(0);
    expect(pageSkip({ page: 3, limit: 10 })).toBe(20);
  });

  it('answers the fields in the order the API always had them', () => {
    expect(Object.keys(pageOf(['a'], 1, { page: 1, limit: 5 }))).toEqual(['items', 'total', 'page', 'limit', 'last_page']);
  });

  it('slices a list held in memory, a page past the end answering no items', () => {
    const letters = ['a', 'b', 'c', 'd', 'e'];
    expect(slicePage(letters, { page: 2, limit: 2 })).toEqual({ items: ['c', 'd'], total: 5, page: 2, limit: 2, last_page: 3 });
    expect(slicePage(letters, { page: 3, limit: 2 })).toEqual({ items: ['e'], total: 5, page: 3, limit: 2, last_page: 3 });
    expect(slicePage(letters, { page: 9, limit: 2 })).toEqual({ items: [], total: 5, page: 9, limit: 2, last_page: 3 });
  });
});

interface Panel {
  id: number;
  owner_id: string;
  name: string;
  status: string;
  watts: number;
  batch: number;
  brand_code?: string | null;
}

const PANELS: Panel[] = [
  { id: 1, owner_id: 'seller-a', name: 'Mono 400', status: 'approved', watts: 400, batch: 1, brand_code: 'JNK' },
  { id: 2, owner_id: 'seller-a', name: 'Mono 450', status: 'pending', watts: 450, batch: 1, brand_code: 'JNK' },
  { id: 3, owner_id: 'seller-a', name: 'Poly 300 (b-grade)', status: 'approved', watts: 300, batch: 2, brand_code: null },
  { id: 4, owner_id: 'seller-a', name: 'Bifacial 500', status: 'rejected', watts: 500, batch: 2 },
  { id: 5, owner_id: 'seller-a', name: 'mono 420', status: 'approved', watts: 420, batch: 2, brand_code: 'TRN' },
  { id: 6, owner_id: 'seller-b', name: 'Mono 400', status: 'approved', watts: 400, batch: 1, brand_code: 'JNK' },
];

const PANELS_LIST: ListQuery = {
  allowList: { fields: [], where: ['status', 'brand'], whereIn: ['status', 'id'], orderby: ['watts', 'batch', 'id'], query: ['name'] },
  storedAs: { brand: 'brand_code' },
  defaultSort: { field: 'id', direction: 'desc' },
  tieBreak: { id: 1 },
  defaultLimit: 2,
};

const engines: Array<[string, string | undefined]> = [['the embedded store', undefined]];
if (process.env.MONGODB_URI) engines.push(['MongoDB', process.env.MONGODB_URI]);

describe.each(engines)('findPage on %s', (_engine, mongodbUri) => {
  let connection: Connection;
  let panels: Model<Panel>;
  const ofSellerA = { filter: { owner_id: 'seller-a' } };
  const ids = async (search: NormalisedSearchObject, list: ListQuery = PANELS_LIST) =>
    (await findPage(panels, search, list, ofSellerA)).items.map((panel) => panel.id);

  beforeAll(async () => {
    connection = await createDocumentStoreConnection({ service: 'list-query-spec', ...(mongodbUri ? { mongodbUri } : {}) });
    panels = connection.model<Panel>(
      'Panel',
      new Schema<Panel>(
        { id: Number, owner_id: String, name: String, status: String, watts: Number, batch: Number, brand_code: { type: String, default: undefined } },
        { collection: 'list_query_panels', versionKey: false },
      ),
    );
    await panels.deleteMany({});
    await panels.insertMany(PANELS);
  });
  afterAll(async () => {
    await panels?.deleteMany({});
    await connection?.close();
  });

  it('answers the first page in the default order, within the base filter', async () => {
    const page = await findPage(panels, {}, PANELS_LIST, ofSellerA);
    expect(page).toMatchObject({ total: 5, page: 1, limit: 2, last_page: 3 });
    expect(page.items.map((panel) => panel.id)).toEqual([5, 4]);
  });

  it('answers a page past the end with no items and the real total', async () => {
    expect(await findPage(panels, { page: 4 }, PANELS_LIST, ofSellerA)).toMatchObject({ items: [], total: 5, page: 4, limit: 2, last_page: 3 });
  });

  it('answers last_page 1 when nothing matches', async () => {
    expect(await findPage(panels, { where: { status: 'archived' } }, PANELS_LIST, ofSellerA)).toEqual({ items: [], total: 0, page: 1, limit: 2, last_page: 1 });
  });

  it('caps the limit at the list maximum, SEARCH_LIMIT_MAX unless it says otherwise', async () => {
    expect((await findPage(panels, { limit: 1000 }, PANELS_LIST, ofSellerA)).limit).toBe(SEARCH_LIMIT_MAX);
    const capped = await findPage(panels, { limit: 1000 }, { ...PANELS_LIST, maxLimit: 3 }, ofSellerA);
    expect(capped).toMatchObject({ limit: 3, total: 5, last_page: 2 });
    expect(capped.items).toHaveLength(3);
  });

  it('filters on where and where_in, under the stored name', async () => {
    expect(await ids({ where: { status: 'approved' }, limit: 10 })).toEqual([5, 3, 1]);
    expect(await ids({ where_in: { status: ['pending', 'rejected'] }, limit: 10 })).toEqual([4, 2]);
    expect(await ids({ where: { brand: 'JNK' }, limit: 10 })).toEqual([2, 1]);
  });

  it('reads where: null as "null or missing", or as no filter when the list says so', async () => {
    expect(await ids({ where: { brand: null }, limit: 10 })).toEqual([4, 3]);
    expect(await ids({ where: { brand: null }, limit: 10 }, { ...PANELS_LIST, whereNull: 'any' })).toEqual([5, 4, 3, 2, 1]);
  });

  it('never applies a name the allow-list does not hold', async () => {
    expect(await ids({ where: { owner_id: 'seller-b', watts: 400 }, orderby: [{ field: 'name', direction: 'asc' }], limit: 10 })).toEqual([5, 4, 3, 2, 1]);
  });

  it('keeps the base filter when the search names the same field', async () => {
    const list: ListQuery = { ...PANELS_LIST, allowList: { ...PANELS_LIST.allowList, where: ['owner_id'] } };
    expect(await ids({ where: { owner_id: 'seller-b' }, limit: 10 }, list)).toEqual([]);
  });

  it('matches the text anywhere in the searchable fields, ignoring case, as a literal', async () => {
    expect(await ids({ query: { term: 'mono 4', fields: ['name'] }, limit: 10 })).toEqual([5, 2, 1]);
    expect(await ids({ query: { term: '(b-grade)', fields: ['name'] }, limit: 10 })).toEqual([3]);
    expect(await ids({ query: { term: '.*', fields: ['name'] }, limit: 10 })).toEqual([]);
    const twoFields: ListQuery = { ...PANELS_LIST, allowList: { ...PANELS_LIST.allowList, query: ['name', 'status'] } };
    expect(await ids({ query: { term: 'REJ', fields: ['name', 'status'] }, limit: 10 }, twoFields)).toEqual([4]);
  });

  it('sorts by the first orderby entry, equal keys in tie-break order', async () => {
    expect(await ids({ orderby: [{ field: 'watts', direction: 'asc' }], limit: 10 })).toEqual([3, 1, 5, 2, 4]);
    expect(await ids({ orderby: [{ field: 'batch', direction: 'desc' }], limit: 10 })).toEqual([3, 4, 5, 1, 2]);
  });

  it('lets the chosen order win over the tie-break on the same field', async () => {
    expect(await ids({ orderby: [{ field: 'id', direction: 'desc' }], limit: 10 })).toEqual([5, 4, 3, 2, 1]);
  });

  it('pages without overlap or gaps', async () => {
    const byBatch = (page: number) => ids({ orderby: [{ field: 'batch', direction: 'asc' }], page });
    expect([...(await byBatch(1)), ...(await byBatch(2)), ...(await byBatch(3))]).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers the mapper’s items for the whole page', async () => {
    const toItems = jest.fn((docs: Panel[]) => Promise.resolve(docs.map((panel) => `${panel.id}:${panel.name}`)));
    const page = await findPage(panels, { page: 2 }, PANELS_LIST, { ...ofSellerA, toItems });
    expect(page).toEqual({ items: ['3:Poly 300 (b-grade)', '2:Mono 450'], total: 5, page: 2, limit: 2, last_page: 3 });
    expect(toItems).toHaveBeenCalledTimes(1);
  });
});
