import {
  CATALOG_API,
  MESSAGES,
  PRICE_SCALING_MESSAGES,
  parseListingPath,
  SEARCH_API,
  shopSearchBody,
  type ItemDetail,
  type SellerItemDetail,
  type ItemSearchAnswer,
} from '@solar/contracts';
import sharp from 'sharp';
import { validProductForm } from '../support/fixtures';
import { api, eventually, everyPublicItemSearchable, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * The shop over HTTP through the gateway: listing URLs as searches, the seller's product form, ownership and
 * moderation. Seeded items belong to demo-seller-1, demo-seller-2 and demo-both-1.
 */
const PER_CATEGORY = 6;
let market: TestMarketplace;
let seller: string;
let otherSeller: string;
let buyer: string;
let admin: string;

const search = async (url: string, scope = {}) => {
  const [path, query = ''] = url.split('?');
  const body = shopSearchBody(parseListingPath(path!, query).filters, scope);
  const answer = await api<ItemSearchAnswer>(market.url, 'POST', SEARCH_API.itemsSearch, body);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

let subcategoryOfFirst: number;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: PER_CATEGORY });
  const claims = (sub: string, roles: ('customer' | 'seller' | 'admin')[]) => tokenFor(market.config, { sub, roles, firstname: 'Test', lastname: 'User' });
  seller = claims('seller-one', ['seller']);
  otherSeller = claims('seller-two', ['seller']);
  buyer = claims('buyer-one', ['customer']);
  admin = claims('admin-one', ['admin']);
  const categories = await api(market.url, 'POST', CATALOG_API.categoriesSearch, {});
  subcategoryOfFirst = categories.body.data.find((c: { id: number }) => c.id === 1).sub_categories[0].id;
  expect(await everyPublicItemSearchable(market.url)).toBeGreaterThan(PER_CATEGORY * 20 * 0.8);
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

describe('shop listings: a URL is a search', () => {
  it('scopes a category page and counts its facets over what is listed', async () => {
    const all = await search('/shop/product/solar-panels', { category: 'solar-panels' });
    expect(all.total).toBeGreaterThan(0);
    expect(all.items.every((item) => item.category_slug === 'solar-panels')).toBe(true);
    const brandCounts = all.facets.brand_slug!;
    const sum = brandCounts.reduce((n, b) => n + b.count, 0);
    expect(sum).toBe(all.total);

    const brand = brandCounts[0]!;
    const byBrand = await search(`/shop/product/solar-panels/br_${brand.value}`, { category: 'solar-panels' });
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.items.every((item) => item.brand_slug === brand.value)).toBe(true);
  });

  it('filters panels by wattage group, price range and rating, all from path segments', async () => {
    const groups = (await search('/shop/product/solar-panels', { category: 'solar-panels' })).facets.panel_wattage_group!;
    const group = groups[0]!;
    const inGroup = await search(`/shop/product/solar-panels/pw_${group.value}`, { category: 'solar-panels' });
    expect(inGroup.total).toBe(group.count);
    for (const item of inGroup.items) {
      expect(item.panel_wattage).toBeGreaterThanOrEqual(Number(group.value));
      expect(item.panel_wattage).toBeLessThan(Number(group.value) + 100);
    }

    const priced = await search('/shop/find/pr_100-300');
    expect(priced.items.every((item) => item.sale_price >= 100 && item.sale_price <= 300)).toBe(true);
    const rated = await search('/shop/find/ra_4');
    expect(rated.total).toBeGreaterThan(0);
    expect(rated.items.every((item) => item.reviews_avg >= 4)).toBe(true);
  });

  it('sorts by quantity high to low by default, by price on request, and pages without overlap', async () => {
    const first = await search('/shop/find?per_page=24');
    const quantities = first.items.map((item) => item.total_qty);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));

    const cheap = await search('/shop/find?sort_by=price_asc&per_page=24');
    const prices = cheap.items.map((item) => item.sale_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const second = await search('/shop/find?sort_by=price_asc&per_page=24&page_no=2');
    expect(second.page).toBe(2);
    const firstIds = new Set(cheap.items.map((item) => item.uuid));
    expect(second.items.some((item) => firstIds.has(item.uuid))).toBe(false);
    expect(second.items[0]!.sale_price).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
  });

  it("shows seeded items' ratings as the average of their listed reviews", async () => {
    const rated = (await search('/shop/find/ra_1?sort_by=rating_desc')).items[0]!;
    const reviews = await api(market.url, 'GET', `${CATALOG_API.itemReviews(rated.uuid)}?page=1&limit=20`);
    expect(reviews.body.data.reviews_total).toBe(rated.reviews_total);
    expect(reviews.body.data.items).toHaveLength(rated.reviews_total);
    expect(reviews.body.data.reviews_avg).toBe(rated.reviews_avg);
  });

  it('searches text within a category (the ca_ scoped search)', async () => {
    const found = await search('/shop/find/ca_solar-panels?q=mono');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((item) => item.category_slug === 'solar-panels')).toBe(true);
  });
});

describe('the seller product form', () => {
  const post = (body: unknown, token = seller) => api(market.url, 'POST', CATALOG_API.myItems, body, token);

  it('answers every required field of an empty form with its message', async () => {
    const answer = await post({});
    expect(answer.status).toBe(400);
    const errors = answer.body.errors!;
    expect(errors.category_id).toEqual([MESSAGES.validation.categoryRequired]);
    expect(errors.subcategory_id).toEqual([MESSAGES.validation.subCategoryRequired]);
    expect(errors.name).toEqual([MESSAGES.product.titleRequired]);
    expect(errors.meta_name).toEqual([MESSAGES.product.metaTitleRequired]);
    expect(errors.meta_description).toEqual([MESSAGES.product.metaDescriptionRequired]);
    expect(errors.price).toEqual([MESSAGES.product.priceRequired]);
    expect(errors.cost).toEqual([MESSAGES.product.sellerPriceRequired]);
    expect(errors.moq).toEqual([MESSAGES.validation.moqMin]);
    for (const field of ['sku', 'part_number', 'condition', 'brand_id', 'shipping_type', 'weight', 'length', 'width', 'height', 'reseller_id']) {
      expect(errors[field]).toHaveLength(1);
    }
  });

  it("answers the spec's messages for bad values", async () => {
    const answer = await post(
      validProductForm(subcategoryOfFirst, {
        name: 'x'.repeat(66),
        meta_name: 'm'.repeat(101),
        meta_description: 'd'.repeat(251),
        price: -1,
        moq: 0,
        width_unit: 'cm',
        related_ids: [1, 2],
        scalling_price: 1,
        bulk_savings: [
          { min_qty: 10, max_qty: 5, discounted_price: 180 },
          { min_qty: 4, max_qty: 50, discounted_price: 0 },
        ],
      }),
    );
    expect(answer.status).toBe(400);
    const errors = answer.body.errors!;
    expect(errors.name).toEqual([MESSAGES.validation.titleMaxLength]);
    expect(errors.meta_name).toEqual([MESSAGES.product.metaTitleMax]);
    expect(errors.meta_description).toEqual([MESSAGES.product.metaDescriptionMax]);
    expect(errors.price).toEqual([MESSAGES.product.pricePositive]);
    expect(errors.moq).toEqual([MESSAGES.validation.moqMin]);
    expect(errors.height_unit).toEqual([MESSAGES.validation.dimensionUnitsMustMatch]);
    expect(errors.related_ids).toEqual([MESSAGES.validation.relatedProductsCount]);
    expect(errors['bulk_savings.0.max_qty']).toEqual([PRICE_SCALING_MESSAGES.max_qty_not_greater_than_min_qty]);
    expect(errors['bulk_savings.1.min_qty']).toEqual([PRICE_SCALING_MESSAGES.min_qty_not_greater_than_previous_max_qty]);
    expect(errors['bulk_savings.1.discounted_price']).toEqual([PRICE_SCALING_MESSAGES.discount_not_positive]);
  });

  it('refuses a subcategory of another category, and ids that point nowhere', async () => {
    const wrongSub = await post(validProductForm(9999));
    expect(wrongSub.status).toBe(400);
    expect(wrongSub.body.errors!.subcategory_id).toEqual([MESSAGES.validation.subCategoryRequired]);
    const noFile = await post(validProductForm(subcategoryOfFirst, { images: ['not-an-upload'] }));
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors!.images).toEqual([MESSAGES.product.fileUnknown]);
  });

  it('is for sellers only', async () => {
    expect((await post(validProductForm(subcategoryOfFirst), buyer)).status).toBe(403);
    expect((await api(market.url, 'POST', CATALOG_API.myItems, validProductForm(subcategoryOfFirst))).status).toBe(401);
  });
});

describe('a listed item, from the form to the shop', () => {
  let item: ItemDetail;

  it('uploads a picture in the three image sizes and a PDF datasheet', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const upload = async (type: string, content: Buffer, name: string, contentType: string) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', new Blob([new Uint8Array(content)], { type: contentType }), name);
      const res = await fetch(`${market.url}${CATALOG_API.file}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seller}` } });
      return { status: res.status, body: await res.json() };
    };
    const picture = await upload('image', png, 'panel.png', 'image/png');
    expect(picture.status).toBe(201);
    for (const [size, url] of Object.entries(picture.body.data.renditions as Record<string, string>)) {
      const file = Buffer.from(await (await fetch(`${market.url}${url}`)).arrayBuffer());
      const meta = await sharp(file).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(size);
    }
    const notAnImage = await upload('image', Buffer.from('plain text'), 'x.png', 'image/png');
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.body.errors.file).toEqual([MESSAGES.product.fileTypeNotAllowed]);
    const huge = await upload('document', Buffer.alloc(10 * 1024 * 1024 + 1, 32), 'huge.pdf', 'application/pdf');
    expect(huge.status).toBe(413);
    expect(huge.body.errors.file).toEqual([MESSAGES.product.fileTooLarge]);
    const pdf = await upload('document', Buffer.from('%PDF-1.4\n%test\n'), 'datasheet.pdf', 'application/pdf');
    expect(pdf.status).toBe(201);

    const created = await api<ItemDetail>(
      market.url,
      'POST',
      CATALOG_API.myItems,
      validProductForm(subcategoryOfFirst, {
        // The shop's searches for 'helios' find it; the description has markup that must be stored sanitized.
        name: 'Helios Mono 455W Test Panel',
        description: '<p>A test panel.</p><script>alert(1)</script><a href="www.example.com" onclick="steal()">datasheet</a>',
        images: [picture.body.data.uuid],
        documents: [pdf.body.data.uuid],
      }),
      seller,
    );
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('pending');
    item = created.body.data;
    expect(item.images.map((img) => img.type).sort()).toEqual(['1600x675', '300x300', '685x450']);
    expect(item.documents).toHaveLength(1);
    // Stored sanitized: no script, no handler, the link opens in a new tab over https.
    expect(item.description).not.toMatch(/script|onclick/);
    expect(item.description).toContain('href="https://www.example.com"');
    expect(item.description).toContain('target="_blank"');
  });

  it('stays invisible to the public while pending', async () => {
    expect((await api(market.url, 'GET', CATALOG_API.item(item.uuid))).status).toBe(404);
    expect((await api(market.url, 'GET', CATALOG_API.item(item.id))).status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect((await search('/shop/find?q=helios')).items.some((hit) => hit.uuid === item.uuid)).toBe(false);
    const own = await api(market.url, 'POST', CATALOG_API.myItemsSearch, { where: { status: 'pending' } }, seller);
    expect(own.body.data.items.map((i: ItemDetail) => i.uuid)).toContain(item.uuid);
  });

  it('keeps other sellers out of it', async () => {
    expect((await api(market.url, 'GET', CATALOG_API.myItem(item.uuid), undefined, otherSeller)).status).toBe(403);
    expect((await api(market.url, 'PUT', CATALOG_API.myItem(item.uuid), validProductForm(subcategoryOfFirst), otherSeller)).status).toBe(403);
    expect((await api(market.url, 'DELETE', CATALOG_API.myItem(item.uuid), undefined, otherSeller)).status).toBe(403);
    expect((await api(market.url, 'POST', CATALOG_API.myItemsBulkChangeStatus, { uuids: [item.uuid], is_active: 0 }, otherSeller)).status).toBe(403);
    expect((await api(market.url, 'POST', CATALOG_API.bulkUpdate, { items: [{ uuid: item.uuid, price: 1 }] }, otherSeller)).status).toBe(403);
    expect((await api(market.url, 'POST', CATALOG_API.inventoryQohUpdate, { item_uuid: item.uuid, qty: 1 }, otherSeller)).status).toBe(403);
    expect((await api(market.url, 'PUT', CATALOG_API.adminItemStatus(item.uuid), { status: 'approved' }, seller)).status).toBe(403);
  });

  it('appears in its category, brand page and search once an admin approves it', async () => {
    const approved = await api(market.url, 'PUT', CATALOG_API.adminItemStatus(item.uuid), { status: 'approved' }, admin);
    expect(approved.status).toBe(200);
    const page = await api<ItemDetail>(market.url, 'GET', CATALOG_API.item(item.id));
    expect(page.status).toBe(200);
    expect(page.body.data.name).toBe(item.name);

    const category = item.category!.slug;
    const brand = (await api(market.url, 'POST', CATALOG_API.brandsSearch, { where: { id: item.brand_id } })).body.data.items[0].slug;
    const listed = (uuid: string) => (answer: ItemSearchAnswer) => answer.items.some((hit) => hit.uuid === uuid);
    await eventually(() => search(`/shop/product/${category}?sort_by=newest`, { category }), listed(item.uuid));
    await eventually(() => search(`/shop/brands/${brand}?sort_by=newest`, { brand }), listed(item.uuid));
    await eventually(() => search('/shop/find?q=helios'), listed(item.uuid));
  });

  it('changes price, quantity and activity in bulk, and the shop follows', async () => {
    const edited = await api(market.url, 'POST', CATALOG_API.bulkUpdate, { items: [{ uuid: item.uuid, price: 175, total_qty: 12 }] }, seller);
    expect(edited.status).toBe(200);
    await eventually(
      () => search('/shop/find?q=helios'),
      (page) => page.items.some((hit) => hit.uuid === item.uuid && hit.price === 175 && hit.total_qty === 12),
    );
    const badRow = await api(
      market.url,
      'POST',
      CATALOG_API.bulkUpdate,
      {
        items: [
          { uuid: item.uuid, price: 170 },
          { uuid: item.uuid, moq: 0 },
        ],
      },
      seller,
    );
    expect(badRow.status).toBe(400);
    expect((await api<ItemDetail>(market.url, 'GET', CATALOG_API.myItem(item.uuid), undefined, seller)).body.data.price).toBe(175);

    const qoh = await api<ItemDetail>(market.url, 'POST', CATALOG_API.inventoryQohUpdate, { item_uuid: item.uuid, qty: 30 }, seller);
    expect(qoh.body.data.total_qty).toBe(30);

    await api(market.url, 'POST', CATALOG_API.myItemsBulkChangeStatus, { uuids: [item.uuid], is_active: 0 }, seller);
    expect((await api(market.url, 'GET', CATALOG_API.item(item.uuid))).status).toBe(404);
    await api(market.url, 'POST', CATALOG_API.myItemsBulkChangeStatus, { uuids: [item.uuid], is_active: 1 }, seller);
    expect((await api(market.url, 'GET', CATALOG_API.item(item.uuid))).status).toBe(200);
  });

  it('replaces its price-scaling slots by the form rules', async () => {
    const bad = await api(
      market.url,
      'POST',
      CATALOG_API.bulkSavings,
      { item_uuid: item.uuid, scalling_price: 1, bulk_savings: [{ min_qty: 10, max_qty: 5, discounted_price: 170 }] },
      seller,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors!['bulk_savings.0.max_qty']).toEqual([PRICE_SCALING_MESSAGES.max_qty_not_greater_than_min_qty]);
    const none = await api(market.url, 'POST', CATALOG_API.bulkSavings, { item_uuid: item.uuid, scalling_price: true, bulk_savings: [] }, seller);
    expect(none.body.errors!.bulk_savings).toEqual([PRICE_SCALING_MESSAGES.slot_required]);

    const tiers = [
      { min_qty: 10, max_qty: 49, discounted_price: 160 },
      { min_qty: 50, max_qty: 500, discounted_price: 150 },
    ];
    const saved = await api<ItemDetail>(market.url, 'POST', CATALOG_API.bulkSavings, { item_uuid: item.uuid, scalling_price: 1, bulk_savings: tiers }, seller);
    expect(saved.status).toBe(200);
    expect(saved.body.data.bulk_savings).toEqual(tiers);
    expect((await api(market.url, 'GET', CATALOG_API.bulkSavingsOf(item.uuid), undefined, seller)).body.data).toEqual({
      item_uuid: item.uuid,
      scalling_price: 1,
      bulk_savings: tiers,
    });
    expect((await api(market.url, 'POST', CATALOG_API.bulkSavings, { item_uuid: item.uuid, scalling_price: 1, bulk_savings: tiers }, otherSeller)).status).toBe(
      403,
    );
  });

  it('stays live for buyers while an edit of its content waits for moderation, and is gone once deleted', async () => {
    const edited = await api<SellerItemDetail>(
      market.url,
      'PUT',
      CATALOG_API.myItem(item.uuid),
      validProductForm(subcategoryOfFirst, { name: 'Helios Mono 460W Test Panel' }),
      seller,
    );
    expect(edited.status).toBe(200);
    // The live version stays approved and public; the edit waits beside it for an admin.
    expect(edited.body.data.status).toBe('approved');
    expect(edited.body.data.pending_revision?.name).toBe('Helios Mono 460W Test Panel');
    // The form left the pictures out: the waiting revision keeps them.
    expect(edited.body.data.pending_revision?.images.map((img) => img.file_uuid)).toEqual(item.images.map((img) => img.file_uuid));
    const live = await api<ItemDetail>(market.url, 'GET', CATALOG_API.item(item.uuid));
    expect(live.status).toBe(200);
    expect(live.body.data.name).toBe(item.name);

    expect((await api(market.url, 'DELETE', CATALOG_API.myItem(item.uuid), undefined, seller)).status).toBe(200);
    expect((await api(market.url, 'GET', CATALOG_API.myItem(item.uuid), undefined, seller)).status).toBe(404);
    const own = await api(market.url, 'POST', CATALOG_API.myItemsSearch, {}, seller);
    expect(own.body.data.items.map((i: ItemDetail) => i.uuid)).not.toContain(item.uuid);
  });
});
