/**
 * The embedded engine's text matching does bounded work whatever text it is given: a maximum-length query of
 * many typo-prone words, or a 90,000-character word (which once held the process for over 15 s), looks up at
 * most TEXT_QUERY_LIMITS.maxWords terms and expands at most maxFuzzyWords of them fuzzily. Asserted on the
 * work MiniSearch is asked to do (EmbeddedSearchIndex.textWork), not on wall-clock time.
 */
import { TEXT_QUERY_LIMITS, type IndexDefinition } from '../search-index.port';
import { normalizeQuery, resolveIndexSchema } from '../search-index.schema';
import { buildSearchRequest } from './elasticsearch.search-index';
import { EmbeddedSearchIndex } from './embedded.search-index';

const INDEX: IndexDefinition = {
  name: 'work-bound',
  idField: 'uuid',
  textFields: [{ field: 'name', boost: 3 }, { field: 'description' }],
  keywordFields: ['uuid'],
  numericFields: [],
};

// A vocabulary of thousands of terms, as the seeded shop has: made-up words of 4 to 14 letters.
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const word = (min = 4, max = 14) =>
  Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => 'abcdefghiklmnoprstuvwy'[Math.floor(random() * 22)]).join('');
const vocabulary = Array.from({ length: 4000 }, () => word());

/** `length` characters of words from the vocabulary, each with one letter changed: every one typo-prone. */
function misspeltQuery(length: number): string {
  let text = '';
  while (text.length < length) {
    const w = vocabulary[Math.floor(random() * vocabulary.length)]!;
    const at = Math.floor(random() * w.length);
    text += (text ? ' ' : '') + w.slice(0, at) + (w[at] === 'x' ? 'z' : 'x') + w.slice(at + 1);
  }
  return text.slice(0, length).trim();
}

let index: EmbeddedSearchIndex;

beforeAll(async () => {
  index = new EmbeddedSearchIndex();
  await index.ensureIndex(INDEX);
  const docs = Array.from({ length: 1500 }, (_, i) => ({
    uuid: `d${i}`,
    name: Array.from({ length: 4 }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' '),
    description: Array.from({ length: 12 }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' '),
  }));
  docs.push({ uuid: 'mono', name: 'Helios Monocrystalline Panel', description: 'A panel.' });
  await index.upsert(INDEX.name, docs);
});

/** The work one search does. */
async function workOf(text: string, options: { prefix?: boolean; match?: 'all' | 'any' } = {}) {
  const before = { ...index.textWork };
  await index.search(INDEX.name, { text, ...options });
  return { terms: index.textWork.terms - before.terms, fuzzyTerms: index.textWork.fuzzyTerms - before.fuzzyTerms };
}

describe('EmbeddedSearchIndex: bounded text matching', () => {
  it('still forgives a typo in an ordinary query', async () => {
    const result = await index.search(INDEX.name, { text: 'monocrystaline', match: 'any' });
    expect(result.hits.map((h) => h.id)).toContain('mono');
    expect(await workOf('monocrystaline')).toEqual({ terms: 1, fuzzyTerms: 1 });
  });

  it('matches a 200-character query of typo-prone words on at most maxWords terms, maxFuzzyWords of them fuzzily', async () => {
    const text = misspeltQuery(200);
    expect(text.split(' ').length).toBeGreaterThan(TEXT_QUERY_LIMITS.maxWords);
    for (const match of ['all', 'any'] as const) {
      const work = await workOf(text, { match, prefix: true });
      expect(work.terms).toBe(TEXT_QUERY_LIMITS.maxWords);
      expect(work.fuzzyTerms).toBe(TEXT_QUERY_LIMITS.maxFuzzyWords);
    }
  });

  it('looks a repeated word up once', async () => {
    expect(await workOf('panel panel PANEL panel, panel')).toEqual({ terms: 1, fuzzyTerms: 1 });
  });

  it('does the same bounded work for 90 kB of text, and matches an over-long word exactly', async () => {
    expect(await workOf(misspeltQuery(90_000), { match: 'any' })).toEqual({ terms: TEXT_QUERY_LIMITS.maxWords, fuzzyTerms: TEXT_QUERY_LIMITS.maxFuzzyWords });
    // The single 90,000-character word that froze the process: one exact lookup, no fuzzy expansion.
    expect(await workOf('solarpanel'.repeat(9_000), { prefix: true })).toEqual({ terms: 1, fuzzyTerms: 0 });
    const longest = 'x'.repeat(TEXT_QUERY_LIMITS.fuzzyMaxLength);
    expect(await workOf(longest)).toEqual({ terms: 1, fuzzyTerms: 1 });
    expect(await workOf(`${longest}x`)).toEqual({ terms: 1, fuzzyTerms: 0 });
  });
});

describe('the Elasticsearch adapter asks for the same bounded work', () => {
  it('sends at most maxWords word clauses, fuzziness only on the words the embedded engine matches fuzzily', () => {
    const schema = resolveIndexSchema(INDEX);
    const text = `${misspeltQuery(150)} ${'solarpanel'.repeat(5)}`;
    const request = buildSearchRequest(schema, normalizeQuery(schema, { text, prefix: true }));
    const clauses = JSON.stringify(request.query);
    const wordClauses = (request.query as { bool: { must: unknown[] } }).bool.must;
    expect(wordClauses).toHaveLength(TEXT_QUERY_LIMITS.maxWords);
    expect(clauses.match(/"fuzziness"/g)).toHaveLength(TEXT_QUERY_LIMITS.maxFuzzyWords);
    expect(clauses.match(/"max_expansions":50/g)!.length).toBeGreaterThanOrEqual(TEXT_QUERY_LIMITS.maxFuzzyWords);
  });
});

describe('EmbeddedSearchIndex: results kept between searches', () => {
  it('answers a repeated search and its other pages from what it computed, and never after a write', async () => {
    const cached = new EmbeddedSearchIndex();
    await cached.ensureIndex(INDEX);
    await cached.upsert(INDEX.name, [
      { uuid: 'a', name: 'Mono panel', description: 'first' },
      { uuid: 'b', name: 'Mono panel', description: 'second' },
    ]);
    const page = (from: number) => cached.search(INDEX.name, { text: 'mono', match: 'any', from, size: 1 });
    expect((await page(0)).total).toBe(2);
    const work = cached.textWork.terms;
    expect((await page(1)).hits).toHaveLength(1);
    expect(cached.textWork.terms).toBe(work);

    await cached.upsert(INDEX.name, [{ uuid: 'c', name: 'Mono panel', description: 'third' }]);
    expect((await page(0)).total).toBe(3);
    await cached.upsert(INDEX.name, [{ uuid: 'a', name: 'Poly panel', description: 'renamed' }]);
    expect((await page(0)).total).toBe(2);
    await cached.remove(INDEX.name, ['b']);
    expect((await page(0)).hits.map((hit) => hit.id)).toEqual(['c']);
    await cached.clear(INDEX.name);
    expect((await page(0)).total).toBe(0);
    // An answer is the caller's to change: the next one is not.
    await cached.upsert(INDEX.name, [{ uuid: 'd', name: 'Mono panel', description: 'fourth' }]);
    const first = await page(0);
    (first.hits[0]!.doc as { name: string }).name = 'changed by a caller';
    expect(((await page(0)).hits[0]!.doc as { name: string }).name).toBe('Mono panel');
  });
});
