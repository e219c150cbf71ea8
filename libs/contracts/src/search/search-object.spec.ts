import { SEARCH_OBJECT_ERRORS, SEARCH_TEXT_MAX, validateSearchObject, type SearchAllowList } from './search-object';

const ITEMS: SearchAllowList = {
  fields: ['uuid', 'name', 'price', 'created_at'],
  where: ['status', 'is_active', 'category_id'],
  whereIn: ['category_id', 'brand_id'],
  with: ['images', 'brand', 'bulk_savings'],
  orderby: ['created_at', 'price'],
  query: ['name', 'part_number', 'sku', 'tags'],
};

describe('validateSearchObject', () => {
  it('normalises a valid body', () => {
    const result = validateSearchObject(
      {
        fields: 'uuid, name',
        with: ['images', 'brand'],
        where: { status: 'approved', is_active: 1 },
        where_in: { category_id: [1, 2] },
        query: '*mono*',
        limit: 5,
        orderby: 'created_at DESC',
        page: 2,
      },
      ITEMS,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        fields: ['uuid', 'name'],
        with: ['images', 'brand'],
        where: { status: 'approved', is_active: 1 },
        where_in: { category_id: [1, 2] },
        query: { term: '*mono*', fields: ['name', 'part_number', 'sku', 'tags'] },
        limit: 5,
        orderby: [{ field: 'created_at', direction: 'desc' }],
        page: 2,
      },
    });
  });

  it('accepts orderby as an object and several orders', () => {
    const result = validateSearchObject({ orderby: [{ price: 'asc' }, 'created_at desc'] }, ITEMS);
    expect(result).toEqual({
      ok: true,
      value: {
        orderby: [
          { field: 'price', direction: 'asc' },
          { field: 'created_at', direction: 'desc' },
        ],
      },
    });
  });

  it('treats a missing body as an empty search', () => {
    expect(validateSearchObject(undefined, ITEMS)).toEqual({ ok: true, value: {} });
  });

  it('rejects operator injection in keys and values', () => {
    const result = validateSearchObject(
      {
        where: { status: { $ne: 'rejected' }, $where: 'sleep(1000)', is_active: '$gt' },
        where_in: { brand_id: [{ $gt: 0 }] },
        $or: [{ status: 'rejected' }],
      },
      ITEMS,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['$or', 'where.$where', 'where.is_active', 'where.status', 'where_in.brand_id']);
    expect(result.errors['where.$where']).toEqual(['Operators are not allowed ("$where").']);
    expect(result.errors['where.is_active']).toEqual(['Operators are not allowed ("$gt").']);
  });

  it('rejects fields, relations and sort keys outside the allow-list', () => {
    const result = validateSearchObject({ fields: ['password'], with: ['owner'], where: { owner_id: 'u1' }, orderby: 'cost ASC' }, ITEMS);
    expect(result).toEqual({
      ok: false,
      errors: {
        fields: ['"password" is not allowed here.'],
        with: ['"owner" is not allowed here.'],
        'where.owner_id': ['"owner_id" is not allowed here.'],
        orderby: ['"cost" is not allowed here.'],
      },
    });
  });

  it('rejects unknown keys, non-scalar where values, bad limits and bad orders', () => {
    const result = validateSearchObject({ where: { status: ['approved'] }, limit: 101, orderby: 'price SIDEWAYS', per_page: 10, page: 0 }, ITEMS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['limit', 'orderby', 'page', 'per_page', 'where.status']);
    expect(validateSearchObject({ limit: 0 }, ITEMS).ok).toBe(false);
    expect(validateSearchObject({ limit: 2.5 }, ITEMS).ok).toBe(false);
    expect(validateSearchObject({ limit: 100 }, ITEMS).ok).toBe(true);
  });

  it('rejects a body that is not an object, and a query where the endpoint has none', () => {
    expect(validateSearchObject([1, 2], ITEMS)).toEqual({ ok: false, errors: { body: ['The search body must be a JSON object.'] } });
    expect(validateSearchObject({ query: 'x' }, { fields: ['name'] })).toEqual({
      ok: false,
      errors: { query: ['Free-text search is not available here.'] },
    });
  });

  it('lets a query narrow the searchable fields, but only to allowed ones', () => {
    expect(validateSearchObject({ query: { term: 'tiger', fields: ['sku'] } }, ITEMS)).toEqual({
      ok: true,
      value: { query: { term: 'tiger', fields: ['sku'] } },
    });
    expect(validateSearchObject({ query: { term: 'tiger', fields: ['owner_id'] } }, ITEMS).ok).toBe(false);
  });
});

describe('validateSearchObject with prototype tricks', () => {
  it('accepts prototype-less objects and rejects __proto__ keys', () => {
    const where = Object.assign(Object.create(null) as Record<string, unknown>, { status: 'approved' });
    expect(validateSearchObject({ where }, ITEMS)).toEqual({ ok: true, value: { where: { status: 'approved' } } });
    const polluted = JSON.parse('{"where":{"__proto__":{"isAdmin":true}}}') as unknown;
    expect(validateSearchObject(polluted, ITEMS)).toEqual({ ok: false, errors: { 'where.__proto__': ['"__proto__" is not allowed here.'] } });
  });
});

describe('validateSearchObject: free-text length', () => {
  const words = (length: number) => 'mono panel inverter battery '.repeat(Math.ceil(length / 28)).slice(0, length);

  it(`takes a search text of up to ${SEARCH_TEXT_MAX} characters, as text or as a term`, () => {
    const longest = `x${words(SEARCH_TEXT_MAX - 2)}y`;
    expect(longest).toHaveLength(SEARCH_TEXT_MAX);
    expect(validateSearchObject({ query: longest }, ITEMS)).toMatchObject({ ok: true, value: { query: { term: longest } } });
    expect(validateSearchObject({ query: { term: longest } }, ITEMS)).toMatchObject({ ok: true, value: { query: { term: longest } } });
    // Surrounding blanks are not part of the text.
    expect(validateSearchObject({ query: `   ${longest}   ` }, ITEMS).ok).toBe(true);
  });

  it('refuses a longer one with a message on the field, whatever its shape', () => {
    const tooLong = `x${words(SEARCH_TEXT_MAX - 1)}y`;
    expect(validateSearchObject({ query: tooLong }, ITEMS)).toEqual({ ok: false, errors: { query: [SEARCH_OBJECT_ERRORS.queryTooLong] } });
    expect(validateSearchObject({ query: { term: tooLong } }, ITEMS)).toEqual({ ok: false, errors: { 'query.term': [SEARCH_OBJECT_ERRORS.queryTooLong] } });
    expect(validateSearchObject({ query: 'a'.repeat(90_000) }, ITEMS)).toEqual({ ok: false, errors: { query: [SEARCH_OBJECT_ERRORS.queryTooLong] } });
    expect(SEARCH_OBJECT_ERRORS.queryTooLong).toBe('The search text may have at most 200 characters.');
  });
});
