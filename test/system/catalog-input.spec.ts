import {
  CATALOG_API,
  CATALOG_INTERNAL_API,
  COMMUNITY_INPUT_LIMITS,
  ITEM_BODY_ERRORS,
  MESSAGES,
  PAGE_QUERY_ERRORS,
  PRICE_SCALING_MESSAGES,
  PRODUCT_INPUT_LIMITS,
  SEARCH_API,
  SEARCH_BODY_ERRORS,
  SEARCH_OBJECT_ERRORS,
  type ItemSearchAnswer,
  type SellerItemDetail,
  type SellerLocation,
} from '@solar/contracts';
import { emptyProductValues, toProductForm } from '../../web/src/seller/productFormValues';
import { validProductForm } from '../support/fixtures';
import { api, startTestMarketplace, tokenFor, type ApiAnswer, type TestMarketplace } from '../support/marketplace';
import { BODY_NOT_AN_OBJECT, expectFieldErrors, sendRaw } from '../support/requests';

/**
 * What the catalog takes (bodies, queries and path parameters of the shop's catalog calls, of the seller area,
 * of reviews, questions and the discussion board), checked by its request DTO before any handler runs: a wrong type, a list
 * where one value belongs, a list too long or nested too deep, and a field nobody declared each answer 400 with
 * field errors in the API envelope, never a 500. The bodies the web sends still pass.
 */
let market: TestMarketplace;
let seller: string;
let admin: string;
let subcategory: number;
const P = MESSAGES.product;
const V = MESSAGES.validation;
const UNKNOWN_KEY = SEARCH_OBJECT_ERRORS.unknownKey;

const post = (path: string, body?: unknown, token = seller) => api(market.url, 'POST', path, body, token);
const put = (path: string, body: unknown, token = seller) => api(market.url, 'PUT', path, body, token);
const get = (path: string, token?: string) => api(market.url, 'GET', path, undefined, token);
const postRaw = (path: string, raw: string, token = seller) => sendRaw(market.url, 'POST', path, raw, token);

/** A 400 in the envelope that names `field` among its field errors. */
function expectFieldError(answer: ApiAnswer, field: string): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: 0, success: false });
  expect(Object.keys(answer.body.errors ?? {})).toContain(field);
}

let item: SellerItemDetail;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 1 });
  seller = tokenFor(market.config, { sub: 'input-seller', roles: ['seller'], firstname: 'Ines', lastname: 'Seller' });
  admin = tokenFor(market.config, { sub: 'input-admin', roles: ['admin'], firstname: 'Ada', lastname: 'Admin' });
  const categories = await post(CATALOG_API.categoriesSearch, {});
  subcategory = categories.body.data.find((c: { id: number }) => c.id === 1).sub_categories[0].id;
  const created = await post(CATALOG_API.myItems, validProductForm(subcategory));
  expect(created.status).toBe(201);
  item = created.body.data;
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

describe('the product form', () => {
  it('takes the body the web builds from its form', async () => {
    const values = {
      ...emptyProductValues(),
      category_id: '1',
      subcategory_id: String(subcategory),
      name: 'Web Form Panel',
      description: '<p>Typed in the browser.</p>',
      meta_name: 'Web Form Panel',
      meta_description: 'Typed in the browser.',
      price: '210.50',
      cost: '150',
      discount: '5',
      discount_unit: 'percent' as const,
      total_qty: '12',
      sku: 'WEB-1',
      part_number: 'PN-WEB',
      condition: 'new',
      age: '2',
      brand_id: '1',
      tags: 'mono, bifacial',
      shipping_type: 'estimated_shipping',
      shipping_cost: '12.5',
      weight: '45',
      weight_unit: 'lb',
      length: '70',
      length_unit: 'in',
      width: '40',
      width_unit: 'in',
      height: '1.5',
      height_unit: 'in',
      package_type: 'box',
      panel_wattage: '410',
      colour: 'black',
      scalling_price: true,
      bulk_savings: [{ min_qty: '10', max_qty: '49', discounted_price: '200' }],
    };
    const created = await post(CATALOG_API.myItems, toProductForm(values));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Web Form Panel',
      age: '2',
      tags: ['mono', 'bifacial'],
      bulk_savings: [{ min_qty: 10, max_qty: 49, discounted_price: 200 }],
    });
    const edited = await put(
      CATALOG_API.myItem(created.body.data.uuid),
      toProductForm({ ...values, name: 'Web Form Panel 2' }, { images: false, documents: false }),
    );
    expect(edited.status).toBe(200);
  });

  it('answers 400 on short_name when it is a number', async () => {
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { short_name: 12345 })), { short_name: ['short_name must be a string'] });
  });

  it('answers 400 on tags given as a text, an object, a list of lists or too many', async () => {
    for (const tags of ['solar', { a: 1 }, 7]) {
      expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { tags })), { tags: ['tags must be an array'] });
    }
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { tags: [['mono'], 'bifacial'] })), {
      tags: ['each value in tags must be a string'],
    });
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { tags: [[[[[['deep']]]]]] })), {
      tags: ['each value in tags must be a string'],
    });
    expectFieldError(
      await post(CATALOG_API.myItems, validProductForm(subcategory, { tags: Array.from({ length: PRODUCT_INPUT_LIMITS.tagsMax + 1 }, (_, i) => `t${i}`) })),
      'tags',
    );
    expectFieldError(await post(CATALOG_API.myItems, validProductForm(subcategory, { tags: ['x'.repeat(PRODUCT_INPUT_LIMITS.tagMax + 1)] })), 'tags');
    expect(
      (await post(CATALOG_API.myItems, validProductForm(subcategory, { tags: Array.from({ length: PRODUCT_INPUT_LIMITS.tagsMax }, (_, i) => `t${i}`) })))
        .status,
    ).toBe(201);
  });

  it('answers 400 to tags nested 1000 deep before anything reads them', async () => {
    const form = JSON.stringify(validProductForm(subcategory)).slice(0, -1);
    const answer = await postRaw(CATALOG_API.myItems, `${form},"tags":${'['.repeat(1000)}${']'.repeat(1000)}}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 0, success: false, error: 'The request body is nested too deeply.' });
  });

  it('answers 400 on age when it is an object', async () => {
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { age: { years: 2 } })), { age: ['age must be a string'] });
  });

  it("answers each numeric field given as an object, a list, a boolean or a word with the field's message", async () => {
    for (const value of [{ n: 1 }, [1], true, 'abc']) {
      expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { price: value })), { price: [P.priceRequired] });
      expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { total_qty: value })), { total_qty: [P.quantityRequired] });
      expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { category_id: value })), { category_id: [V.categoryRequired] });
    }
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { name: { en: 'Panel' } })), { name: [P.titleRequired] });
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { locations: 'north' })), { locations: [P.locationsInvalid] });
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { locations: [{ location_id: { $ne: null }, qty: 1 }] })), {
      'locations.0.location_id': [P.locationsInvalid],
    });
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { images: [{ uuid: 'x' }] })), { images: [P.filesInvalid] });
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { related_ids: ['1', '2', '3', '4'] })), {
      related_ids: [V.relatedProductsCount],
    });
    expectFieldErrors(
      await post(
        CATALOG_API.myItems,
        validProductForm(subcategory, { scalling_price: 1, bulk_savings: [{ min_qty: [1], max_qty: 5, discounted_price: 150 }] }),
      ),
      { 'bulk_savings.0.min_qty': [PRICE_SCALING_MESSAGES.min_qty_required] },
    );
  });

  it('answers 400 on a price of 1e308, and never lets a non-number through', async () => {
    expectFieldError(await post(CATALOG_API.myItems, validProductForm(subcategory, { price: 1e308 })), 'price');
    expectFieldError(
      await postRaw(CATALOG_API.myItems, JSON.stringify(validProductForm(subcategory, { price: 199.99 })).replace('"price":199.99', '"price":1e999')),
      'price',
    );
    expectFieldError(await post(CATALOG_API.myItems, validProductForm(subcategory, { price: '1e999' })), 'price');
  });

  it('refuses fields it does not know, nested ones too', async () => {
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { is_admin: true })), { is_admin: [UNKNOWN_KEY] });
    expectFieldErrors(await post(CATALOG_API.myItems, validProductForm(subcategory, { owner_id: 'someone-else', status: 'approved' })), {
      owner_id: [UNKNOWN_KEY],
      status: [UNKNOWN_KEY],
    });
    expectFieldErrors(
      await post(CATALOG_API.myItems, validProductForm(subcategory, { bulk_savings: [{ min_qty: 1, max_qty: 5, discounted_price: 150, note: 'x' }] })),
      { 'bulk_savings.0.note': [UNKNOWN_KEY] },
    );
    expectFieldErrors(await put(CATALOG_API.myItem(item.uuid), validProductForm(subcategory, { $where: '1' })), {
      $where: [SEARCH_OBJECT_ERRORS.operator('$where')],
    });
  });

  it('answers 400 to a JSON list or a bare JSON text as the whole body', async () => {
    const list = await postRaw(CATALOG_API.myItems, JSON.stringify([validProductForm(subcategory)]));
    expectFieldErrors(list, BODY_NOT_AN_OBJECT);
    expectFieldErrors(await postRaw(CATALOG_API.myItems, '"a product"'), BODY_NOT_AN_OBJECT);
    expectFieldErrors(await postRaw(CATALOG_API.locations, '42'), BODY_NOT_AN_OBJECT);
  });
});

describe('the shop', () => {
  it('answers 400 on q given twice or too long, and on a page or limit that is not a whole number', async () => {
    expectFieldErrors(await get(`${CATALOG_API.brands}?q=a&q=b`), { q: [SEARCH_OBJECT_ERRORS.queryParamShape] });
    expectFieldErrors(await get(`${CATALOG_API.brands}?q=${'x'.repeat(201)}`), { q: [SEARCH_OBJECT_ERRORS.queryTooLong] });
    expectFieldErrors(await get(`${CATALOG_API.brands}?page=abc`), { page: [PAGE_QUERY_ERRORS.page] });
    expectFieldErrors(await get(`${CATALOG_API.brands}?page=1&page=2`), { page: [PAGE_QUERY_ERRORS.page] });
    expectFieldErrors(await get(`${CATALOG_API.brands}?limit=1e3`), { limit: [PAGE_QUERY_ERRORS.limit] });
    expectFieldErrors(await get(`${CATALOG_API.brands}?sort=name`), { sort: [UNKNOWN_KEY] });
    const found = await get(`${CATALOG_API.brands}?page=1&limit=5&q=${encodeURIComponent('  a ')}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ page: 1, limit: 5 });
  });

  it('answers 400 on search bodies of the wrong shape, and on ids that are not numbers', async () => {
    expectFieldErrors(await post(CATALOG_API.categoriesSearch, { where: { id: 'one' } }), { 'where.id': [SEARCH_BODY_ERRORS.notANumber] });
    expectFieldErrors(await post(CATALOG_API.categoriesWithCounts, { where_in: { id: [1, 'two'] } }), { 'where_in.id': [SEARCH_BODY_ERRORS.notNumbers] });
    expectFieldErrors(await post(CATALOG_API.brandsSearch, { where: { id: { $gt: 0 } } }), { 'where.id': [SEARCH_OBJECT_ERRORS.notAScalar] });
    expectFieldErrors(await post(CATALOG_API.brandsSearch, { limit: '10' }), { limit: [SEARCH_OBJECT_ERRORS.limitRange] });
    expectFieldErrors(await post(CATALOG_API.categoriesSearch, { colour: 'red' }), { colour: [UNKNOWN_KEY] });
    expectFieldErrors(await postRaw(CATALOG_API.brandsSearch, '[1, 2]'), BODY_NOT_AN_OBJECT);
    const byId = await post(CATALOG_API.categoriesWithCounts, { where: { id: '1' } });
    expect(byId.status).toBe(200);
    expect(byId.body.data.map((c: { id: number }) => c.id)).toEqual([1]);
  });

  it('answers 400 on a related-items id that is not a whole number, and 404 on one of no public item', async () => {
    expectFieldErrors(await get(CATALOG_API.related('abc' as unknown as number)), { id: ['Must be a whole number.'] });
    expectFieldErrors(await get(CATALOG_API.related('1.5' as unknown as number)), { id: ['Must be a whole number.'] });
    expect((await get(CATALOG_API.related(99_999_999))).status).toBe(404);
  });
});

describe('the seller area', () => {
  const warehouse = { name: 'Input depot', address: '1 Input Way', unit: 'Dock 1', city: 'Phoenix', state: 3, zip: '85001' };

  it('answers 400 on a non-numeric where in locations/search', async () => {
    expectFieldErrors(await post(CATALOG_API.locationsSearch, { where: { state: 'Arizona' } }), { 'where.state': [SEARCH_BODY_ERRORS.notANumber] });
    expectFieldErrors(await post(CATALOG_API.locationsSearch, { where: { state: [3] } }), { 'where.state': [SEARCH_OBJECT_ERRORS.notAScalar] });
    const location = (await post(CATALOG_API.locations, warehouse)).body.data as SellerLocation;
    const found = await post(CATALOG_API.locationsSearch, { where: { state: '3' } });
    expect(found.status).toBe(200);
    expect(found.body.data.items.map((l: SellerLocation) => l.id)).toContain(location.id);
  });

  it("answers 400 on a location's fields of the wrong type, with the address rule's messages", async () => {
    expectFieldErrors(await post(CATALOG_API.locations, { ...warehouse, state: { id: 3 } }), { state: [V.stateRequired] });
    expectFieldErrors(await post(CATALOG_API.locations, { ...warehouse, zip: 85001 }), { zip: [V.zipInvalid] });
    expectFieldErrors(await post(CATALOG_API.locations, { ...warehouse, city: ['Phoenix', 'Tucson'] }), { city: [V.cityRequired] });
    expectFieldErrors(await post(CATALOG_API.locations, { ...warehouse, country: 'US' }), { country: [UNKNOWN_KEY] });
    expect((await post(CATALOG_API.locations, { ...warehouse, state: '3' })).status).toBe(201);
  });

  it("answers 400 on a reseller's fields of the wrong type", async () => {
    expectFieldErrors(await post(CATALOG_API.resellers, { name: 42, company_name: 'Acme' }), { name: [P.resellerNameRequired] });
    expectFieldErrors(await post(CATALOG_API.resellers, { name: 'Acme', company_name: 'Acme', email: { a: 1 } }), { email: ['email must be a string'] });
    expectFieldErrors(await post(CATALOG_API.resellersSearch, { query: ['a'] }), { query: [SEARCH_OBJECT_ERRORS.queryShape] });
    expectFieldErrors(await get(CATALOG_API.reseller('abc' as unknown as number), seller), { id: ['Must be a whole number.'] });
    expectFieldErrors(await post(CATALOG_API.resellerDelete('2.5' as unknown as number), undefined), { id: ['Must be a whole number.'] });
    expect((await get(CATALOG_API.reseller(99_999), seller)).status).toBe(404);
  });

  it('answers 400 on the bulk calls, quantity on hand and price scaling given the wrong types', async () => {
    expectFieldErrors(await post(CATALOG_API.myItemsBulkChangeStatus, { uuids: item.uuid, is_active: 1 }), { uuids: [ITEM_BODY_ERRORS.uuids] });
    expectFieldErrors(await post(CATALOG_API.myItemsBulkChangeStatus, { uuids: [item.uuid], is_active: '1' }), { is_active: [ITEM_BODY_ERRORS.isActive] });
    expectFieldErrors(await post(CATALOG_API.bulkUpdate, { items: { uuid: item.uuid } }), { items: [ITEM_BODY_ERRORS.bulkItems] });
    expectFieldErrors(await post(CATALOG_API.bulkUpdate, { items: [] }), { items: [ITEM_BODY_ERRORS.bulkItems] });
    expectFieldErrors(await post(CATALOG_API.bulkUpdate, { items: ['x'] }), { 'items.0': [ITEM_BODY_ERRORS.bulkItems] });
    expectFieldErrors(await post(CATALOG_API.bulkUpdate, { items: [{ uuid: item.uuid, price: { $gt: 0 } }] }), { 'items.0.price': [P.pricePositive] });
    expectFieldErrors(await post(CATALOG_API.bulkUpdate, { items: [{ uuid: item.uuid, status: 'approved' }] }), { 'items.0.status': [UNKNOWN_KEY] });
    expectFieldErrors(await post(CATALOG_API.inventoryQohUpdate, { item_uuid: item.uuid, qty: [5] }), { qty: [P.quantityWhole] });
    expectFieldErrors(await post(CATALOG_API.inventoryQohUpdate, { item_uuid: 7, qty: 5 }), { item_uuid: [P.itemRequired] });
    expectFieldErrors(await post(CATALOG_API.bulkSavings, { item_uuid: item.uuid, scalling_price: 1, bulk_savings: 'none' }), {
      bulk_savings: ['bulk_savings must be an array'],
    });
    expectFieldErrors(await post(CATALOG_API.bulkSavings, { item_uuid: item.uuid, scalling_price: 'yes', bulk_savings: [] }), {
      scalling_price: [expect.any(String)],
    });

    const unchanged = await get(CATALOG_API.myItem(item.uuid), seller);
    expect(unchanged.body.data).toMatchObject({ price: 189.5, total_qty: 40, is_active: 1, scalling_price: 0 });
  });

  it('answers 400 on an upload of a type other than image or document', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n')], { type: 'application/pdf' }), 'x.pdf');
    form.append('type', 'script');
    const res = await fetch(`${market.url}${CATALOG_API.file}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seller}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 0, success: false, errors: { type: [P.fileTypeNotAllowed] } });
    const extra = new FormData();
    extra.append('file', new Blob([Buffer.from('%PDF-1.4\n')], { type: 'application/pdf' }), 'x.pdf');
    extra.append('type', 'document');
    extra.append('owner_id', 'someone-else');
    const refused = await fetch(`${market.url}${CATALOG_API.file}`, { method: 'POST', body: extra, headers: { authorization: `Bearer ${seller}` } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { owner_id: [UNKNOWN_KEY] } });
  });

  it("answers 400 on the search's where of the wrong type in my/items/search", async () => {
    expectFieldErrors(await post(CATALOG_API.myItemsSearch, { where: { brand_id: 'acme' } }), { 'where.brand_id': [SEARCH_BODY_ERRORS.notANumber] });
    const own = await post(CATALOG_API.myItemsSearch, { where: { is_active: '1' } });
    expect(own.status).toBe(200);
    expect(own.body.data.items.length).toBeGreaterThan(0);
  });
});

describe('the internal export', () => {
  it('answers 400 on after_id or limit that are not whole numbers', async () => {
    const catalog = market.services.catalog.split(',')[0];
    const exported = (query: string) => api(catalog, 'GET', `${CATALOG_INTERNAL_API.itemsExport}${query}`, undefined, admin);
    expectFieldErrors(await exported('?after_id=abc'), { after_id: ['Must be a whole number of at least 0.'] });
    expectFieldErrors(await exported('?limit=500'), { limit: [PAGE_QUERY_ERRORS.limit] });
    expectFieldErrors(await exported('?after_id=1&after_id=2'), { after_id: ['Must be a whole number of at least 0.'] });
    const page = await exported('?after_id=0&limit=2');
    expect(page.status).toBe(200);
  });
});

describe('reviews, questions and the discussion board', () => {
  let buyer: string;
  let publicItem: string;

  beforeAll(async () => {
    buyer = tokenFor(market.config, { sub: 'input-buyer', roles: ['customer'], firstname: 'Ivo', lastname: 'Buyer' });
    const hits = (await post(SEARCH_API.itemsSearch, { limit: 1 })).body.data as ItemSearchAnswer;
    publicItem = hits.items[0]!.uuid;
  });

  it("answers 400 on an item's reviews asked with a page or limit that is not one whole number", async () => {
    expectFieldErrors(await get(`${CATALOG_API.itemReviews(publicItem)}?page=a&page=b`), { page: [PAGE_QUERY_ERRORS.page] });
    expectFieldErrors(await get(`${CATALOG_API.itemReviews(publicItem)}?page=abc`), { page: [PAGE_QUERY_ERRORS.page] });
    expectFieldErrors(await get(`${CATALOG_API.itemReviews(publicItem)}?limit=1e3`), { limit: [PAGE_QUERY_ERRORS.limit] });
    expectFieldErrors(await get(`${CATALOG_API.itemReviews(publicItem)}?sort=rating`), { sort: [UNKNOWN_KEY] });
    const page = await get(`${CATALOG_API.itemReviews(publicItem)}?page=1&limit=5`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ page: 1, limit: 5 });
  });

  it("answers 400 on a review's fields of the wrong type, unknown fields and a body that is no object", async () => {
    const review = (body: unknown) => post(CATALOG_API.itemReviews(publicItem), body, buyer);
    for (const rating of [[5], { stars: 5 }, true, 'five']) {
      expectFieldErrors(await review({ rating, comment: 'Fine.' }), { rating: [P.ratingRequired] });
    }
    expectFieldErrors(await review({ rating: 5, comment: { text: 'Fine.' } }), { comment: [P.commentRequired] });
    expectFieldErrors(await review({ rating: 5, comment: ['Fine.'] }), { comment: [P.commentRequired] });
    expectFieldErrors(await review({ rating: 5, comment: 'x'.repeat(COMMUNITY_INPUT_LIMITS.textMax + 1) }), { comment: [P.commentTooLong] });
    expectFieldErrors(await review({ rating: 5, comment: 'Fine.', user_id: 'someone-else' }), { user_id: [UNKNOWN_KEY] });
    expectFieldErrors(await postRaw(CATALOG_API.itemReviews(publicItem), JSON.stringify([{ rating: 5, comment: 'Fine.' }]), buyer), BODY_NOT_AN_OBJECT);
    expectFieldErrors(await postRaw(CATALOG_API.itemReviews(publicItem), '"five stars"', buyer), BODY_NOT_AN_OBJECT);
    // The rating as a form sends it, numeric text, still passes.
    const saved = await review({ rating: '4', comment: 'Typed in a form.' });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ rating: 4, comment: 'Typed in a form.' });
  });

  it('answers 400 on reviews/list and reviews/my-list filtered by something that is not a number, never a 500', async () => {
    expectFieldErrors(await post(CATALOG_API.reviewsList, { where: { rating: 'abc' } }), { 'where.rating': [SEARCH_BODY_ERRORS.notANumber] });
    expectFieldErrors(await post(CATALOG_API.reviewsList, { where: { item_id: 'one' } }), { 'where.item_id': [SEARCH_BODY_ERRORS.notANumber] });
    expectFieldErrors(await post(CATALOG_API.reviewsList, { where: { rating: { $gt: 1 } } }), { 'where.rating': [SEARCH_OBJECT_ERRORS.notAScalar] });
    expectFieldErrors(await post(CATALOG_API.reviewsList, { where: { rating: [5] } }), { 'where.rating': [SEARCH_OBJECT_ERRORS.notAScalar] });
    expectFieldErrors(await post(CATALOG_API.reviewsList, { limit: '10' }), { limit: [SEARCH_OBJECT_ERRORS.limitRange] });
    expectFieldErrors(await post(CATALOG_API.reviewsList, { colour: 'red' }), { colour: [UNKNOWN_KEY] });
    expectFieldErrors(await postRaw(CATALOG_API.reviewsList, '[1, 2]'), BODY_NOT_AN_OBJECT);
    expectFieldErrors(await post(CATALOG_API.reviewsMyList, { where: { rating: 'abc' } }, buyer), { 'where.rating': [SEARCH_BODY_ERRORS.notANumber] });
    const fours = await post(CATALOG_API.reviewsList, { where: { item_uuid: publicItem, rating: '4' } });
    expect(fours.status).toBe(200);
    // The seeded item may have four-star reviews of its own: every review the filter answers is a four.
    const ratings = fours.body.data.items.map((r: { rating: number }) => r.rating);
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((rating: number) => rating === 4)).toBe(true);
    expect((await post(CATALOG_API.reviewsMyList, { where: { rating: 4 } }, buyer)).body.data.total).toBe(1);
  });

  it("answers 400 on a question's or a post's fields of the wrong type, and unknown fields", async () => {
    expectFieldErrors(await post(CATALOG_API.itemsAsk, { item_uuid: 7, question: 'In stock?' }, buyer), { item_uuid: [P.itemRequired] });
    expectFieldErrors(await post(CATALOG_API.itemsAsk, { item_uuid: [publicItem], question: 'In stock?' }, buyer), { item_uuid: [P.itemRequired] });
    expectFieldErrors(await post(CATALOG_API.itemsAsk, { item_uuid: publicItem, question: ['In stock?'] }, buyer), { question: [P.questionRequired] });
    expectFieldErrors(await post(CATALOG_API.itemsAsk, { item_uuid: publicItem, question: 'In stock?', seller_id: 'x' }, buyer), { seller_id: [UNKNOWN_KEY] });
    expectFieldErrors(await postRaw(CATALOG_API.itemsAsk, '"In stock?"', buyer), BODY_NOT_AN_OBJECT);

    expectFieldErrors(await post(CATALOG_API.discussionCreate, { item_uuid: publicItem, message: 5 }, buyer), { message: [P.questionRequired] });
    expectFieldErrors(await post(CATALOG_API.discussionCreate, { item_uuid: { $ne: null }, message: 'Hello' }, buyer), { item_uuid: [P.itemRequired] });
    expectFieldErrors(await post(CATALOG_API.discussionCreate, { item_uuid: publicItem, message: 'Hello', parent_id: 5 }, buyer), {
      parent_id: ['parent_id must be a string'],
    });
    expectFieldErrors(await post(CATALOG_API.discussionCreate, { item_uuid: publicItem, message: 'Hello', is_seller: true }, buyer), {
      is_seller: [UNKNOWN_KEY],
    });
    expectFieldErrors(await postRaw(CATALOG_API.discussionCreate, JSON.stringify([{ item_uuid: publicItem, message: 'Hello' }]), buyer), BODY_NOT_AN_OBJECT);
    // What the product page sends passes: a thread, then a reply with parent_id.
    const thread = await post(CATALOG_API.discussionCreate, { item_uuid: publicItem, message: 'What is the warranty?' }, buyer);
    expect(thread.status).toBe(201);
    const reply = await post(CATALOG_API.discussionCreate, { item_uuid: publicItem, message: 'Thanks!', parent_id: thread.body.data.id }, buyer);
    expect(reply.status).toBe(201);
  });

  it('answers 400 on a discussion list of the wrong shape', async () => {
    expectFieldErrors(await post(CATALOG_API.discussionList, { where: { item_uuid: [publicItem] } }), { 'where.item_uuid': [SEARCH_OBJECT_ERRORS.notAScalar] });
    expectFieldErrors(await post(CATALOG_API.discussionList, { where: { item_uuid: publicItem }, page: 'a' }), { page: [SEARCH_OBJECT_ERRORS.pageRange] });
    expectFieldErrors(await post(CATALOG_API.discussionList, { where: { item_uuid: publicItem }, sort: 'new' }), { sort: [UNKNOWN_KEY] });
    expectFieldErrors(await postRaw(CATALOG_API.discussionList, '"threads"'), BODY_NOT_AN_OBJECT);
    const board = await post(CATALOG_API.discussionList, { where: { item_uuid: publicItem }, page: 1, limit: 10 });
    expect(board.status).toBe(200);
    expect(board.body.data.total).toBeGreaterThan(0);
  });
});
