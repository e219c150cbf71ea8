/**
 * The SearchIndex port contract: one suite, run against the embedded adapter always and against Elasticsearch
 * when ELASTICSEARCH_URL is set. Expected values come either from literals or from plain array operations over
 * the fixture, never from the adapter under test.
 */
import { ElasticsearchSearchIndex } from './adapters/elasticsearch.search-index';
import { EmbeddedSearchIndex } from './adapters/embedded.search-index';
import { InvalidDocumentError, InvalidSearchQueryError, UnknownIndexError } from './search-index.errors';
import { RELEVANCE, type FacetBucket, type IndexDefinition, type SearchIndex, type SearchQuery } from './search-index.port';

interface ShopItem {
  uuid: string;
  name: string;
  description: string;
  brand: string;
  category: 'solar-panels' | 'inverters' | 'batteries';
  condition: 'new' | 'used' | 'refurbished';
  shipping_type: 'free' | 'freight' | 'local-pickup';
  colour: string[];
  state: string;
  status: 'approved' | 'pending';
  is_active: boolean;
  price: number;
  wattage?: number;
  created_at: string;
}

type Row = [
  uuid: string,
  name: string,
  description: string,
  brand: string,
  condition: ShopItem['condition'],
  shipping: ShopItem['shipping_type'],
  colour: string[],
  state: string,
  price: number,
  wattage?: number,
];

const panels: Row[] = [
  [
    'p01',
    'Jinko Tiger Neo 420W Monocrystalline Panel',
    'N-type module with high efficiency for residential roofs.',
    'Jinko',
    'new',
    'free',
    ['black'],
    'CA',
    189,
    420,
  ],
  ['p02', 'Jinko Eagle 330W Polycrystalline Panel', 'Budget module for off-grid cabins.', 'Jinko', 'used', 'freight', ['silver'], 'TX', 95, 330],
  [
    'p03',
    'Jinko Tiger Pro 550W Monocrystalline Panel',
    'Large format module for commercial arrays.',
    'Jinko',
    'new',
    'freight',
    ['black', 'silver'],
    'AZ',
    235,
    550,
  ],
  ['p04', 'Longi Hi-MO 6 430W Monocrystalline Panel', 'All-black module with half-cut cells.', 'Longi', 'new', 'free', ['black'], 'CA', 199, 430],
  ['p05', 'Longi Hi-MO 5 545W Bifacial Panel', 'Monocrystalline PERC cells, glass-glass construction.', 'Longi', 'new', 'freight', ['silver'], 'TX', 215, 545],
  [
    'p06',
    'Longi Hi-MO X 350W Panel',
    'Refurbished module tested to 95 percent of rated output.',
    'Longi',
    'refurbished',
    'local-pickup',
    ['silver'],
    'NY',
    80,
    350,
  ],
  [
    'p07',
    'Canadian Solar HiKu 400W Monocrystalline Panel',
    'Reliable module for homes and businesses.',
    'Canadian Solar',
    'new',
    'freight',
    ['silver'],
    'TX',
    165,
    400,
  ],
  ['p08', 'Canadian Solar BiHiKu 590W Panel', 'Bifacial module for utility scale trackers.', 'Canadian Solar', 'new', 'freight', ['silver'], 'AZ', 240, 590],
  ['p09', 'Canadian Solar Poly 300W Panel', 'Polycrystalline module, light use.', 'Canadian Solar', 'used', 'local-pickup', ['silver'], 'FL', 60, 300],
  ['p10', 'Trina Vertex S 405W Monocrystalline Panel', 'Compact module for small roofs.', 'Trina', 'new', 'free', ['black'], 'FL', 175, 405],
  ['p11', 'Trina Vertex 600W Bifacial Panel', 'High power module for ground mounts.', 'Trina', 'new', 'freight', ['silver'], 'TX', 260, 600],
  ['p12', 'Trina Honey 340W Polycrystalline Panel', 'Proven module for budget systems.', 'Trina', 'used', 'freight', ['silver'], 'CA', 85, 340],
  ['p13', 'REC Alpha Pure 410W Panel', 'Heterojunction monocrystalline cells with lead-free soldering.', 'REC', 'new', 'free', ['black'], 'CA', 230, 410],
  ['p14', 'REC TwinPeak 365W Panel', 'Split cell design.', 'REC', 'refurbished', 'local-pickup', ['black', 'silver'], 'NY', 110, 365],
  ['p15', 'Qcells Q.PEAK DUO 400W Monocrystalline Panel', 'Reliable module with anti-reflective glass.', 'Qcells', 'new', 'free', ['black'], 'NY', 170, 400],
  ['p16', 'aleo Leo 430W Panel', 'N-type cells in an all-black frame.', 'aleo', 'new', 'freight', ['black'], 'AZ', 199, 430],
  ['p17', 'SunPower Maxeon 6 440W Panel', 'Back-contact monocrystalline cells with a 40 year warranty.', 'SunPower', 'new', 'free', ['black'], 'CA', 320, 440],
  ['p18', 'SunPower Performance 3 400W Panel', 'Shingled cells for a clean look.', 'SunPower', 'used', 'freight', ['black'], 'TX', 140, 400],
];
const inverters: Row[] = [
  ['i01', 'SMA Sunny Boy 5.0 String Inverter', 'Single phase grid-tied inverter.', 'SMA', 'new', 'freight', ['white'], 'CA', 1250, 5000],
  ['i02', 'Enphase IQ8 Microinverter', 'Microinverter for one panel, grid-forming.', 'Enphase', 'new', 'free', ['black'], 'TX', 180, 290],
  ['i03', 'Fronius Primo 7.6 Inverter', 'Single phase inverter with dual MPPT.', 'Fronius', 'refurbished', 'freight', ['red'], 'AZ', 900, 7600],
  ['i04', 'Huawei SUN2000 10KTL Three Phase Inverter', 'Commercial string inverter.', 'Huawei', 'new', 'freight', ['white'], 'FL', 1600, 10000],
  ['i05', 'SolarEdge HD-Wave 6000 Inverter', 'Inverter with built-in optimizer support.', 'SolarEdge', 'used', 'local-pickup', ['white'], 'NY', 650, 6000],
  ['i06', 'SMA Sunny Tripower 15 Inverter', 'Three phase inverter for commercial roofs.', 'SMA', 'new', 'freight', ['white'], 'TX', 2900, 15000],
  ['i07', 'Growatt MIN 3000 Inverter', 'Hybrid-ready inverter for small homes.', 'Growatt', 'new', 'free', ['white'], 'CA', 420, 3000],
];
const batteries: Row[] = [
  ['b01', 'Tesla Powerwall 3 Battery', 'Home battery with integrated inverter.', 'Tesla', 'new', 'freight', ['white'], 'CA', 8900],
  ['b02', 'LG RESU 10H Prime Battery', 'Lithium-ion battery for storage.', 'LG', 'refurbished', 'freight', ['white'], 'TX', 4200],
  ['b03', 'BYD Battery-Box Premium HVS', 'Modular high voltage lithium iron phosphate battery.', 'BYD', 'new', 'freight', ['white', 'black'], 'AZ', 5100],
  ['b04', 'Enphase IQ Battery 5P', 'AC-coupled battery with built-in microinverters.', 'Enphase', 'new', 'free', ['white'], 'FL', 3800],
  ['b05', 'Pylontech US3000C Battery', 'Rack battery for off-grid systems.', 'Pylontech', 'used', 'local-pickup', ['black'], 'NY', 900],
];

function toItems(rows: Row[], category: ShopItem['category'], firstDay: number): ShopItem[] {
  return rows.map(([uuid, name, description, brand, condition, shipping_type, colour, state, price, wattage], i): ShopItem => ({
    uuid,
    name,
    description,
    brand,
    category,
    condition,
    shipping_type,
    colour,
    state,
    // One unlisted item, to filter on status and a boolean.
    status: uuid === 'p18' ? 'pending' : 'approved',
    is_active: uuid !== 'p18',
    price,
    ...(wattage === undefined ? {} : { wattage }),
    created_at: new Date(Date.UTC(2025, 0, firstDay + i)).toISOString(),
  }));
}

const ITEMS: readonly ShopItem[] = [...toItems(panels, 'solar-panels', 1), ...toItems(inverters, 'inverters', 21), ...toItems(batteries, 'batteries', 31)];

const definition = (name: string): IndexDefinition => ({
  name,
  idField: 'uuid',
  textFields: [{ field: 'name', boost: 3 }, { field: 'brand', boost: 2 }, { field: 'description' }],
  keywordFields: ['brand', 'category', 'condition', 'shipping_type', 'colour', 'state', 'status', 'is_active'],
  numericFields: ['price', 'wattage'],
  dateFields: ['created_at'],
});

// ---- oracles over the fixture ----
const ids = (items: readonly { uuid: string }[]) => items.map((item) => item.uuid);
const byId = (a: ShopItem, b: ShopItem) => (a.uuid < b.uuid ? -1 : 1);
const mentions = (item: ShopItem, word: RegExp) => word.test(`${item.name} ${item.brand} ${item.description}`);
const sortedIds = (items: readonly ShopItem[]) => ids([...items].sort(byId));
function expectedFacet(items: readonly ShopItem[], values: (item: ShopItem) => (string | number)[]): FacetBucket[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    for (const value of new Set(values(item).map(String))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0)).map(([value, count]) => ({ value, count }));
}

// ---- adapters under test ----
const ELASTICSEARCH_URL = process.env.ELASTICSEARCH_URL?.trim();
const runPrefix = `contract-${process.pid}-${Date.now()}-`;
const adapters: { name: string; create: () => SearchIndex }[] = [{ name: 'embedded', create: () => new EmbeddedSearchIndex() }];
if (ELASTICSEARCH_URL) {
  adapters.push({
    name: 'elasticsearch',
    create: () => new ElasticsearchSearchIndex({ node: ELASTICSEARCH_URL, indexPrefix: runPrefix }),
  });
} else {
  console.info('SearchIndex contract on Elasticsearch skipped: ELASTICSEARCH_URL is not set');
}

describe.each(adapters)('SearchIndex contract: $name', ({ create }) => {
  let searchIndex: SearchIndex;
  const INDEX = 'shop-items';
  const search = (query: SearchQuery) => searchIndex.search<ShopItem>(INDEX, query);
  const hitIds = async (query: SearchQuery) => (await search({ size: 100, ...query })).hits.map((hit) => hit.id);

  beforeAll(async () => {
    searchIndex = create();
    await searchIndex.ensureIndex(definition(INDEX));
    await searchIndex.clear(INDEX);
    await searchIndex.upsert(INDEX, ITEMS);
  });

  afterAll(async () => {
    await searchIndex.dropIndex(INDEX);
    await searchIndex.close();
  });

  describe('reading', () => {
    it('holds every fixture document and returns one by id', async () => {
      expect(await searchIndex.count(INDEX)).toBe(30);
      expect(await searchIndex.get(INDEX, 'p07')).toEqual(ITEMS.find((item) => item.uuid === 'p07'));
      expect(await searchIndex.get(INDEX, 'nope')).toBeUndefined();
    });

    it('returns every document, by id, when there is no text, filter or sort', async () => {
      const result = await search({ size: 100 });
      expect(result.total).toBe(30);
      expect(result.hits.map((hit) => hit.id)).toEqual(sortedIds(ITEMS));
      expect(result.hits.every((hit) => hit.score === 0)).toBe(true);
    });

    describe('text', () => {
      it('matches words in any text field, case-insensitively', async () => {
        const expected = ITEMS.filter((item) => mentions(item, /\bbattery\b/i));
        const result = await search({ text: 'BATTERY', size: 100 });
        expect(result.total).toBe(expected.length);
        expect(new Set(result.hits.map((hit) => hit.id))).toEqual(new Set(ids(expected)));
      });

      it('requires every word by default, and any word with match: any', async () => {
        expect(new Set(await hitIds({ text: 'jinko monocrystalline' }))).toEqual(new Set(['p01', 'p03']));
        expect(await hitIds({ text: 'tesla growatt' })).toEqual([]);
        expect(new Set(await hitIds({ text: 'tesla growatt', match: 'any' }))).toEqual(new Set(['b01', 'i07']));
      });

      it('tolerates typos: "monocrystaline" finds the Monocrystalline items', async () => {
        const expected = ITEMS.filter((item) => mentions(item, /monocrystalline/i));
        expect(expected.length).toBeGreaterThan(5);
        expect(new Set(await hitIds({ text: 'monocrystaline' }))).toEqual(new Set(ids(expected)));
      });

      it('does not forgive typos when fuzzy is off, nor in words under 4 characters', async () => {
        expect(await hitIds({ text: 'monocrystaline', fuzzy: false })).toEqual([]);
        // "SMB" is one edit from "SMA", but 3-letter words must match exactly.
        expect(await hitIds({ text: 'smb' })).toEqual([]);
        expect(new Set(await hitIds({ text: 'sma' }))).toEqual(new Set(['i01', 'i06']));
      });

      it('matches the last word as a prefix: "mono" finds Monocrystalline items', async () => {
        const expected = ITEMS.filter((item) => mentions(item, /\bmono/i));
        expect(new Set(await hitIds({ text: 'mono', prefix: true }))).toEqual(new Set(ids(expected)));
        expect(await hitIds({ text: 'mono' })).toEqual([]);
        expect(new Set(await hitIds({ text: 'jinko mono', prefix: true }))).toEqual(new Set(['p01', 'p03']));
      });

      it('ranks a match in the name above a match in the description', async () => {
        const result = await search({ text: 'bifacial' });
        expect(result.total).toBe(3);
        expect(new Set(result.hits.slice(0, 2).map((hit) => hit.id))).toEqual(new Set(['p05', 'p11']));
        expect(result.hits[2].id).toBe('p08');
        expect(result.hits[1].score).toBeGreaterThan(result.hits[2].score);
      });

      it('matches only the named text fields when a query narrows them', async () => {
        // 'bifacial' is in two names and one description (see the ranking test).
        expect(new Set(await hitIds({ text: 'bifacial', textFields: ['name'] }))).toEqual(new Set(['p05', 'p11']));
        expect(await hitIds({ text: 'bifacial', textFields: ['description'] })).toEqual(['p08']);
        await expect(search({ text: 'bifacial', textFields: ['brand_slug'] })).rejects.toThrow(/not a text field/);
      });

      it('returns the stored document with each hit', async () => {
        const [hit] = (await search({ text: 'powerwall' })).hits;
        expect(hit).toEqual({ id: 'b01', score: expect.any(Number), doc: ITEMS.find((i) => i.uuid === 'b01') });
        expect(hit.score).toBeGreaterThan(0);
      });
    });

    describe('filters', () => {
      it('term on a keyword field', async () => {
        expect(await hitIds({ filters: [{ field: 'category', term: 'inverters' }] })).toEqual(sortedIds(ITEMS.filter((item) => item.category === 'inverters')));
      });

      it('term matches keyword values exactly, spaces and case included', async () => {
        expect(await hitIds({ filters: [{ field: 'brand', term: 'Canadian Solar' }] })).toEqual(['p07', 'p08', 'p09']);
        expect(await hitIds({ filters: [{ field: 'brand', term: 'canadian solar' }] })).toEqual([]);
      });

      it('term with a boolean value', async () => {
        expect(await hitIds({ filters: [{ field: 'is_active', term: false }] })).toEqual(['p18']);
        expect((await search({ filters: [{ field: 'is_active', term: true }] })).total).toBe(29);
      });

      it('terms matches any of the values', async () => {
        expect(await hitIds({ filters: [{ field: 'brand', terms: ['SMA', 'Enphase'] }] })).toEqual(['b04', 'i01', 'i02', 'i06']);
        expect(await hitIds({ filters: [{ field: 'brand', terms: [] }] })).toEqual([]);
      });

      it('term on a numeric field', async () => {
        expect(await hitIds({ filters: [{ field: 'wattage', term: 400 }] })).toEqual(['p07', 'p15', 'p18']);
      });

      it('range with inclusive and exclusive bounds', async () => {
        expect(await hitIds({ filters: [{ field: 'price', range: { gte: 100, lte: 200 } }] })).toEqual(
          sortedIds(ITEMS.filter((item) => item.price >= 100 && item.price <= 200)),
        );
        expect(await hitIds({ filters: [{ field: 'wattage', range: { gt: 6000 } }] })).toEqual(['i03', 'i04', 'i06']);
        expect(await hitIds({ filters: [{ field: 'price', range: { lt: 80 } }] })).toEqual(['p09']);
      });

      it('range on a date field, with ISO strings or epoch milliseconds', async () => {
        const from = '2025-01-31T00:00:00.000Z';
        const expected = sortedIds(ITEMS.filter((item) => item.created_at >= from));
        expect(expected).toEqual(['b01', 'b02', 'b03', 'b04', 'b05']);
        expect(await hitIds({ filters: [{ field: 'created_at', range: { gte: from } }] })).toEqual(expected);
        expect(await hitIds({ filters: [{ field: 'created_at', range: { gte: Date.parse(from) } }] })).toEqual(expected);
      });

      it('matches a multi-valued field when any of its values matches', async () => {
        expect(await hitIds({ filters: [{ field: 'colour', term: 'silver' }] })).toEqual(sortedIds(ITEMS.filter((item) => item.colour.includes('silver'))));
        expect(
          await hitIds({
            filters: [
              { field: 'colour', terms: ['red', 'black'] },
              { field: 'colour', term: 'white' },
            ],
          }),
        ).toEqual(['b03']);
      });

      it('combines text and several filters (all must hold)', async () => {
        const result = await search({
          text: 'panel',
          filters: [
            { field: 'brand', term: 'Jinko' },
            { field: 'price', range: { lte: 200 } },
          ],
        });
        expect(new Set(result.hits.map((hit) => hit.id))).toEqual(new Set(['p01', 'p02']));
        expect(result.total).toBe(2);
      });
    });

    describe('facets', () => {
      it('counts each value over the matching documents, by count then value', async () => {
        const result = await search({ facets: ['brand', 'condition'], size: 0 });
        expect(result.hits).toEqual([]);
        expect(result.total).toBe(30);
        expect(result.facets.brand).toEqual(expectedFacet(ITEMS, (item) => [item.brand]));
        expect(result.facets.condition).toEqual([
          { value: 'new', count: 20 },
          { value: 'used', count: 6 },
          { value: 'refurbished', count: 4 },
        ]);
      });

      it('counts a multi-valued field once per distinct value of each document', async () => {
        const result = await search({ facets: ['colour'], size: 0 });
        expect(result.facets.colour).toEqual(expectedFacet(ITEMS, (item) => item.colour));
        expect(result.facets.colour.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(33);
      });

      it('counts numeric values as strings', async () => {
        const result = await search({ facets: ['wattage'], filters: [{ field: 'category', term: 'solar-panels' }], size: 0 });
        expect(result.facets.wattage[0]).toEqual({ value: '400', count: 3 });
        expect(result.facets.wattage).toEqual(
          expectedFacet(
            ITEMS.filter((item) => item.category === 'solar-panels'),
            (item) => [item.wattage!],
          ),
        );
      });

      it('is disjunctive: a facet ignores the filters on its own field but applies all the others', async () => {
        const panelsOnly = ITEMS.filter((item) => item.category === 'solar-panels');
        const result = await search({
          filters: [
            { field: 'category', term: 'solar-panels' },
            { field: 'brand', term: 'Jinko' },
            { field: 'condition', terms: ['new', 'refurbished'] },
          ],
          facets: ['brand', 'condition'],
          size: 100,
        });
        // The hits honour every filter.
        expect(result.hits.map((hit) => hit.id)).toEqual(['p01', 'p03']);
        expect(result.total).toBe(2);
        // Brand counts: panels in the chosen conditions, whatever the brand, so other brands stay selectable.
        expect(result.facets.brand).toEqual(
          expectedFacet(
            panelsOnly.filter((item) => item.condition !== 'used'),
            (item) => [item.brand],
          ),
        );
        expect(result.facets.brand.find((bucket) => bucket.value === 'Longi')).toEqual({ value: 'Longi', count: 3 });
        // Condition counts: Jinko panels in any condition, including the unselected "used".
        expect(result.facets.condition).toEqual([
          { value: 'new', count: 2 },
          { value: 'used', count: 1 },
        ]);
      });

      it('applies text to facet counts and honours facetSize', async () => {
        const result = await search({ text: 'inverter', facets: ['state'], facetSize: 2, size: 0 });
        const expected = expectedFacet(
          ITEMS.filter((item) => mentions(item, /\binverter\b/i)),
          (item) => [item.state],
        );
        expect(result.facets.state).toEqual(expected.slice(0, 2));
      });
    });

    describe('sort and pagination', () => {
      const byPrice = (order: 'asc' | 'desc') => [...ITEMS].sort((a, b) => (order === 'asc' ? a.price - b.price : b.price - a.price) || byId(a, b));

      it('sorts by a numeric field ascending and descending, ties by id', async () => {
        expect(await hitIds({ sort: [{ field: 'price', order: 'asc' }] })).toEqual(ids(byPrice('asc')));
        expect(await hitIds({ sort: [{ field: 'price', order: 'desc' }] })).toEqual(ids(byPrice('desc')));
        // p04 and p16 share a price: the id decides, in both orders.
        const desc = await hitIds({ sort: [{ field: 'price', order: 'desc' }] });
        expect(desc.indexOf('p04')).toBe(desc.indexOf('p16') - 1);
      });

      it('puts documents missing the sort field last, in both orders', async () => {
        const asc = await hitIds({ sort: [{ field: 'wattage', order: 'asc' }] });
        const desc = await hitIds({ sort: [{ field: 'wattage', order: 'desc' }] });
        const batteryIds = sortedIds(ITEMS.filter((item) => item.wattage === undefined));
        expect(asc.slice(-5)).toEqual(batteryIds);
        expect(desc.slice(-5)).toEqual(batteryIds);
        expect(desc[0]).toBe('i06');
        expect(asc[0]).toBe('i02');
      });

      it('sorts by several fields', async () => {
        const expected = [...ITEMS].sort((a, b) => a.category.localeCompare(b.category) || b.price - a.price || byId(a, b)).map((item) => item.uuid);
        expect(
          await hitIds({
            sort: [
              { field: 'category', order: 'asc' },
              { field: 'price', order: 'desc' },
            ],
          }),
        ).toEqual(expected);
      });

      it('sorts a text field case-insensitively', async () => {
        const names = (await search({ sort: [{ field: 'name' }], size: 100 })).hits.map((hit) => hit.doc.name);
        expect(names[0]).toBe('aleo Leo 430W Panel');
        expect(names).toEqual(ITEMS.map((item) => item.name).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
      });

      it('sorts by relevance when there is text, or on request', async () => {
        const result = await search({ text: 'monocrystalline panel', match: 'any', size: 100 });
        const scores = result.hits.map((hit) => hit.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
        expect(scores[0]).toBeGreaterThan(scores[scores.length - 1]);
        const explicit = await search({ text: 'monocrystalline panel', match: 'any', size: 100, sort: [{ field: RELEVANCE }] });
        expect(explicit.hits.map((hit) => hit.id)).toEqual(result.hits.map((hit) => hit.id));
      });

      it('keeps scores when sorting text results by a field', async () => {
        const result = await search({ text: 'bifacial', sort: [{ field: 'price', order: 'asc' }] });
        expect(result.hits.map((hit) => hit.id)).toEqual(['p05', 'p08', 'p11']);
        expect(result.hits.every((hit) => hit.score > 0)).toBe(true);
      });

      it('pages: page 2 of size 5 gives the next 5, total unchanged', async () => {
        const sort = [{ field: 'price', order: 'asc' as const }];
        const page1 = await search({ sort, page: 1, size: 5 });
        const page2 = await search({ sort, page: 2, size: 5 });
        const all = ids(byPrice('asc'));
        expect(page1.hits.map((hit) => hit.id)).toEqual(all.slice(0, 5));
        expect(page2.hits.map((hit) => hit.id)).toEqual(all.slice(5, 10));
        expect(page1.total).toBe(30);
        expect(page2.total).toBe(30);
        const last = await search({ sort, page: 7, size: 5 });
        expect(last.hits).toEqual([]);
        expect(last.total).toBe(30);
      });

      it('defaults to 20 hits per page', async () => {
        expect((await search({})).hits).toHaveLength(20);
      });
    });

    describe('refusals', () => {
      it('refuses filters, facets and sorts on undeclared or unsuitable fields', async () => {
        await expect(search({ filters: [{ field: 'colour_code', term: 'x' }] })).rejects.toThrow(InvalidSearchQueryError);
        await expect(search({ filters: [{ field: 'name', term: 'x' }] })).rejects.toThrow(InvalidSearchQueryError);
        await expect(search({ filters: [{ field: 'brand', range: { gte: 1 } }] })).rejects.toThrow(InvalidSearchQueryError);
        await expect(search({ filters: [{ field: 'price', term: 'cheap' }] })).rejects.toThrow(InvalidSearchQueryError);
        await expect(search({ facets: ['created_at'] })).rejects.toThrow(InvalidSearchQueryError);
        await expect(search({ sort: [{ field: 'colour_code' }] })).rejects.toThrow(InvalidSearchQueryError);
      });

      it('refuses bad paging', async () => {
        await expect(search({ page: 0 })).rejects.toThrow(InvalidSearchQueryError);
        await expect(search({ size: -1 })).rejects.toThrow(InvalidSearchQueryError);
        await expect(search({ page: 101, size: 100 })).rejects.toThrow(InvalidSearchQueryError);
      });

      it('refuses to work on an index that was not declared', async () => {
        await expect(searchIndex.search('not-declared', {})).rejects.toThrow(UnknownIndexError);
        await expect(searchIndex.upsert('not-declared', [ITEMS[0]])).rejects.toThrow(UnknownIndexError);
      });
    });
  });

  describe('writing', () => {
    const WRITES = 'shop-items-writes';
    const item = (uuid: string) => ITEMS.find((candidate) => candidate.uuid === uuid)!;

    beforeAll(async () => {
      await searchIndex.ensureIndex(definition(WRITES));
    });

    beforeEach(async () => {
      await searchIndex.clear(WRITES);
      await searchIndex.upsert(WRITES, ITEMS);
    });

    afterAll(async () => {
      await searchIndex.dropIndex(WRITES);
    });

    it('upsert replaces the whole document with the same id', async () => {
      const { wattage: _dropped, ...rest } = item('p01');
      const replacement = { ...rest, name: 'Jinko Tiger Neo 3.0 Panel', price: 150 };
      await searchIndex.upsert(WRITES, [replacement]);

      expect(await searchIndex.count(WRITES)).toBe(30);
      expect(await searchIndex.get(WRITES, 'p01')).toEqual(replacement);
      const byName = await searchIndex.search(WRITES, { text: 'tiger neo' });
      expect(byName.hits.map((hit) => hit.id)).toEqual(['p01']);
      expect((await searchIndex.search(WRITES, { text: 'monocrystalline', filters: [{ field: 'brand', term: 'Jinko' }] })).hits.map((hit) => hit.id)).toEqual([
        'p03',
      ]);
      expect((await searchIndex.search(WRITES, { filters: [{ field: 'wattage', term: 420 }] })).total).toBe(0);
      expect((await searchIndex.search(WRITES, { filters: [{ field: 'price', term: 150 }] })).hits.map((hit) => hit.id)).toEqual(['p01']);
    });

    it('upsert adds new documents, with numeric ids as strings', async () => {
      await searchIndex.upsert(WRITES, [{ ...item('b01'), uuid: 42, name: 'Tesla Powerwall 2 Battery' }]);
      expect(await searchIndex.count(WRITES)).toBe(31);
      const result = await searchIndex.search(WRITES, { text: 'powerwall' });
      expect(result.hits.map((hit) => hit.id)).toEqual(['42', 'b01']);
    });

    it("stores a copy: later changes to the caller's object do not leak in", async () => {
      const mutable = { ...item('b02'), uuid: 'x1', colour: ['white'] };
      await searchIndex.upsert(WRITES, [mutable]);
      mutable.colour.push('green');
      mutable.price = 1;
      expect(await searchIndex.get(WRITES, 'x1')).toEqual({ ...item('b02'), uuid: 'x1', colour: ['white'] });
    });

    it('refuses a document with a bad value or no id, writing none of the batch', async () => {
      const good = { ...item('b03'), uuid: 'good' };
      await expect(searchIndex.upsert(WRITES, [good, { ...item('b04'), uuid: 'bad', price: 'expensive' }])).rejects.toThrow(InvalidDocumentError);
      await expect(searchIndex.upsert(WRITES, [{ name: 'no id' }])).rejects.toThrow(InvalidDocumentError);
      expect(await searchIndex.get(WRITES, 'good')).toBeUndefined();
      expect(await searchIndex.count(WRITES)).toBe(30);
    });

    it('remove deletes documents from results, facets and counts, ignoring unknown ids', async () => {
      await searchIndex.remove(WRITES, ['p01', 'p03', 'unknown']);
      expect(await searchIndex.count(WRITES)).toBe(28);
      expect(await searchIndex.get(WRITES, 'p01')).toBeUndefined();
      const result = await searchIndex.search(WRITES, { text: 'jinko', facets: ['brand'] });
      expect(result.hits.map((hit) => hit.id)).toEqual(['p02']);
      expect(result.facets.brand).toEqual([{ value: 'Jinko', count: 1 }]);
    });

    it('writes that do not wait for search become searchable shortly after, in the order they were made', async () => {
      const background = { waitUntilSearchable: false };
      await searchIndex.upsert(WRITES, [{ ...item('b01'), uuid: 'later', name: 'Sonnen Eco 10 Battery' }], background);
      await searchIndex.remove(WRITES, ['p01'], background);
      await searchIndex.upsert(WRITES, [{ ...item('b01'), uuid: 'later', name: 'Sonnen Eco 12 Battery' }], background);
      const deadline = Date.now() + 5_000;
      let found: string[] = [];
      while (Date.now() < deadline) {
        found = (await searchIndex.search<ShopItem>(WRITES, { text: 'sonnen', size: 10 })).hits.map((hit) => hit.doc.name);
        if (found[0] === 'Sonnen Eco 12 Battery' && !(await searchIndex.search(WRITES, { text: 'jinko', size: 10 })).hits.some((hit) => hit.id === 'p01'))
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(found).toEqual(['Sonnen Eco 12 Battery']);
      expect(await searchIndex.count(WRITES)).toBe(30);
    });

    it('clear empties the index, which stays usable', async () => {
      await searchIndex.clear(WRITES);
      expect(await searchIndex.count(WRITES)).toBe(0);
      expect((await searchIndex.search(WRITES, { text: 'panel' })).total).toBe(0);
      await searchIndex.upsert(WRITES, [item('i07')]);
      expect((await searchIndex.search(WRITES, { filters: [{ field: 'brand', term: 'Growatt' }] })).hits.map((hit) => hit.id)).toEqual(['i07']);
    });

    it('ensureIndex again keeps the documents, and can add fields', async () => {
      await searchIndex.ensureIndex(definition(WRITES));
      expect(await searchIndex.count(WRITES)).toBe(30);

      await searchIndex.ensureIndex({ ...definition(WRITES), keywordFields: [...definition(WRITES).keywordFields, 'sku'] });
      // Documents written after a field is added are searchable on it.
      await searchIndex.upsert(WRITES, [{ ...item('i05'), sku: 'SE6000H' }]);
      expect((await searchIndex.search(WRITES, { filters: [{ field: 'sku', term: 'SE6000H' }] })).hits.map((hit) => hit.id)).toEqual(['i05']);
      expect(await searchIndex.count(WRITES)).toBe(30);
    });
  });
});
