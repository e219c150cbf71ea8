import {
  CATALOG_API,
  MESSAGES,
  SEARCH_API,
  type DiscussionPost,
  type ItemDetail,
  type PageOf,
  type Reseller,
  type ReviewsAnswer,
  type ReviewView,
  type SellerLocation,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { readMailbox } from '@solar/platform';
import { randomUUID } from 'node:crypto';
import { api, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * Reviews, questions to the seller, the item discussion board, resellers and warehouse locations, over HTTP
 * through the gateway. Seeded items belong to demo-seller-1, demo-seller-2 and demo-both-1.
 */
let market: TestMarketplace;
const P = MESSAGES.product;
const V = MESSAGES.validation;
const demo = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;

type Roles = ('customer' | 'seller' | 'admin')[];
/** A token for a demo account, with the names identity puts in its tokens. */
const tokenOf = (id: string, roles: Roles = demo(id).roles as Roles) =>
  tokenFor(market.config, { sub: id, roles, firstname: demo(id).firstname, lastname: demo(id).lastname });
let buyer: string;
let seller1: string;
let seller2: string;
let both: string;

const post = (path: string, body?: unknown, token?: string) => api(market.url, 'POST', path, body, token);
const get = (path: string, token?: string) => api(market.url, 'GET', path, undefined, token);
const put = (path: string, body: unknown, token?: string) => api(market.url, 'PUT', path, body, token);
const del = (path: string, token?: string) => api(market.url, 'DELETE', path, undefined, token);

/** A seller's own items through the seller area (any status). */
async function ownItems(token: string, where: Record<string, unknown>): Promise<ItemDetail[]> {
  const { status, body } = await post(CATALOG_API.myItemsSearch, { where, limit: 100 }, token);
  expect(status).toBe(200);
  return body.data.items;
}
const publicItemsOf = (token: string) => ownItems(token, { status: 'approved', is_active: 1 });

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 2 });
  buyer = tokenOf('demo-buyer-1');
  seller1 = tokenOf('demo-seller-1');
  seller2 = tokenOf('demo-seller-2');
  both = tokenOf('demo-both-1');
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

describe('reviews', () => {
  let item: ItemDetail;
  beforeAll(async () => {
    [item] = await publicItemsOf(seller1);
  });

  it('answers 400 with the form messages of every wrong field', async () => {
    const empty = await post(CATALOG_API.itemReviews(item.uuid), {}, buyer);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ status: 0, success: false });
    expect(empty.body.errors).toEqual({ rating: [P.ratingRequired], comment: [P.commentRequired] });

    const wrong = await post(CATALOG_API.itemReviews(item.uuid), { rating: 4.5, comment: 'x'.repeat(2001) }, buyer);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ rating: [P.ratingRequired], comment: [P.commentTooLong] });
  });

  it('takes reviews from signed-in customers only, never from the item’s own seller', async () => {
    const form = { rating: 5, comment: 'Great panel.' };
    expect((await post(CATALOG_API.itemReviews(item.uuid), form)).status).toBe(401);
    // A seller-only account is no customer; a guest holds no role at all.
    expect((await post(CATALOG_API.itemReviews(item.uuid), form, seller2)).status).toBe(403);
    const guest = tokenFor(market.config, { sub: randomUUID(), roles: [], guest: true });
    expect((await post(CATALOG_API.itemReviews(item.uuid), form, guest)).status).toBe(403);

    const [ownItem] = await publicItemsOf(both);
    const own = await post(CATALOG_API.itemReviews(ownItem!.uuid), form, both);
    expect(own.status).toBe(403);
    expect((await get(CATALOG_API.itemReviews(ownItem!.uuid))).body.data.total).toBe(0);

    expect((await post(CATALOG_API.itemReviews(randomUUID()), form, buyer)).status).toBe(404);
  });

  it('publishes one review per buyer and item; a second, even a simultaneous one, is a 409', async () => {
    const first = await post(CATALOG_API.itemReviews(item.uuid), { rating: 5, comment: '  Solid output, arrived well packed.  ' }, buyer);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(P.reviewSaved);
    expect(first.body.data).toMatchObject<Partial<ReviewView>>({
      item_uuid: item.uuid,
      item_id: item.id,
      author: 'Bella B.',
      rating: 5,
      comment: 'Solid output, arrived well packed.',
    });
    // The author shows by display name: no account id, not even to the author.
    expect(first.body.data).not.toHaveProperty('user_id');

    const again = await post(CATALOG_API.itemReviews(item.uuid), { rating: 1, comment: 'Changed my mind.' }, buyer);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ review: [P.alreadyReviewed] });

    const racer = tokenFor(market.config, { sub: `racer-${randomUUID()}`, roles: ['customer'] });
    const racing = await Promise.all([1, 2].map(() => post(CATALOG_API.itemReviews(item.uuid), { rating: 4, comment: 'Twice?' }, racer)));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    // A token without names shows a neutral author.
    expect(racing.find((r) => r.status === 201)!.body.data.author).toBe('Verified buyer');
  });

  it('keeps the item’s average and total in step with its reviews', async () => {
    const third = tokenFor(market.config, { sub: `buyer-${randomUUID()}`, roles: ['customer'], firstname: 'dana', lastname: 'brook' });
    expect((await post(CATALOG_API.itemReviews(item.uuid), { rating: '4', comment: 'Good value.' }, third)).status).toBe(201);

    // 5, 4 and 4 stars.
    const detail = await get(CATALOG_API.item(item.uuid));
    expect(detail.body.data).toMatchObject({ reviews_total: 3, reviews_avg: 4.33 });

    const page1 = await get(`${CATALOG_API.itemReviews(item.uuid)}?page=1&limit=2`);
    expect(page1.status).toBe(200);
    const answer = page1.body.data as ReviewsAnswer;
    expect(answer).toMatchObject({ reviews_total: 3, reviews_avg: 4.33, total: 3, page: 1, limit: 2, last_page: 2 });
    expect(answer.distribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 });
    expect(answer.items.map((r) => r.author)).toEqual(['dana B.', 'Verified buyer']); // newest first
    const page2 = (await get(`${CATALOG_API.itemReviews(item.uuid)}?page=2&limit=2`)).body.data as ReviewsAnswer;
    expect(page2.items.map((r) => r.author)).toEqual(['Bella B.']);

    // The search index hears of it through catalog.item.updated.
    await eventually(
      async () => (await post(SEARCH_API.itemsSearch, { query: item.name, limit: 50 })).body.data.items as { uuid: string; reviews_total: number }[],
      (hits) => hits.some((h) => h.uuid === item.uuid && h.reviews_total === 3),
    );
  });

  it('lists reviews by item or stars, and a buyer’s own', async () => {
    const byItem = await post(CATALOG_API.reviewsList, { where: { item_id: item.id }, orderby: 'rating ASC' });
    expect(byItem.status).toBe(200);
    expect((byItem.body.data as PageOf<ReviewView>).items.map((r) => r.rating)).toEqual([4, 4, 5]);
    const fives = await post(CATALOG_API.reviewsList, { where: { item_uuid: item.uuid, rating: 5 } });
    expect(fives.body.data.items.map((r: ReviewView) => r.author)).toEqual(['Bella B.']);
    // Public answers carry no account id an attacker could pass on as a cart owner.
    const forItem = await get(`${CATALOG_API.itemReviews(item.uuid)}?page=1&limit=20`);
    for (const answer of [byItem, fives, forItem]) {
      for (const review of answer.body.data.items) expect(review).not.toHaveProperty('user_id');
      expect(JSON.stringify(answer.body)).not.toContain('demo-buyer-1');
    }
    expect((await post(CATALOG_API.reviewsList, { where: { user_id: 'demo-buyer-1' } })).status).toBe(400);

    const mine = await post(CATALOG_API.reviewsMyList, {}, buyer);
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.map((r: ReviewView) => r.item_uuid)).toEqual([item.uuid]);
    expect((await post(CATALOG_API.reviewsMyList, {})).status).toBe(401);
  });
});

describe('asking the seller', () => {
  it('checks the question, the item and that the asker is signed in', async () => {
    const [item] = await publicItemsOf(seller2);
    const empty = await post(CATALOG_API.itemsAsk, { item_uuid: item!.uuid, question: '   ' }, buyer);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ question: [P.questionRequired] });
    const noItem = await post(CATALOG_API.itemsAsk, { question: 'x'.repeat(1001) }, buyer);
    expect(noItem.body.errors).toEqual({ question: [P.questionTooLong], item_uuid: [P.itemRequired] });

    expect((await post(CATALOG_API.itemsAsk, { item_uuid: item!.uuid, question: 'In stock?' })).status).toBe(401);
    const guest = tokenFor(market.config, { sub: randomUUID(), roles: [], guest: true });
    expect((await post(CATALOG_API.itemsAsk, { item_uuid: item!.uuid, question: 'In stock?' }, guest)).status).toBe(401);

    // Seeded data holds items that are switched off or not yet approved: nobody can ask about those.
    const hidden = (await Promise.all([seller1, seller2, both].map((t) => ownItems(t, { is_active: 0 })))).flat()[0];
    expect(hidden).toBeDefined();
    expect((await post(CATALOG_API.itemsAsk, { item_uuid: hidden!.uuid, question: 'In stock?' }, buyer)).status).toBe(404);
    expect((await post(CATALOG_API.itemsAsk, { item_uuid: randomUUID(), question: 'In stock?' }, buyer)).status).toBe(404);
  });

  it('answers at once and mails the seller the question with the asker’s address', async () => {
    const [item] = await publicItemsOf(seller1);
    const question = `Does the ${item!.name} ship with MC4 connectors? (${randomUUID()})`;
    const asked = await post(CATALOG_API.itemsAsk, { item_uuid: item!.uuid, question }, buyer);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(P.questionSent);
    // The asker learns nothing of the seller's account, and gets no account id back.
    expect(asked.body.data).toMatchObject({ item_uuid: item!.uuid, question });
    expect(asked.body.data).not.toHaveProperty('seller_id');
    expect(asked.body.data).not.toHaveProperty('asker_id');

    const mails = await eventually(
      async () => readMailbox(market.dataDir, demo('demo-seller-1').email),
      (list) => list.some((m) => m.text.includes(question)),
    );
    const mail = mails.find((m) => m.text.includes(question))!;
    expect(mail.subject).toBe(`A question about ${item!.name}`);
    expect(mail.text).toContain(demo('demo-buyer-1').email);
    expect(mail.text).toContain(`/product/${item!.id}/`);
    // Only the seller is mailed.
    expect((await readMailbox(market.dataDir, demo('demo-buyer-1').email)).some((m) => m.text.includes(question))).toBe(false);
  });
});

describe('the item discussion board', () => {
  let item: ItemDetail;
  let otherItem: ItemDetail;
  beforeAll(async () => {
    [item, otherItem] = await publicItemsOf(seller1);
  });
  const list = (body: unknown) => post(CATALOG_API.discussionList, body);

  it('takes posts from signed-in users, checked like questions', async () => {
    expect((await post(CATALOG_API.discussionCreate, { item_uuid: item.uuid, message: 'Hello' })).status).toBe(401);
    const empty = await post(CATALOG_API.discussionCreate, { item_uuid: item.uuid, message: '' }, buyer);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ message: [P.questionRequired] });
    expect((await post(CATALOG_API.discussionCreate, { item_uuid: randomUUID(), message: 'Hello' }, buyer)).status).toBe(404);
  });

  it('shows threads oldest first with their replies, the seller’s marked', async () => {
    const first = await post(CATALOG_API.discussionCreate, { item_uuid: item.uuid, message: 'What is the warranty?' }, buyer);
    expect(first.status).toBe(201);
    const thread = first.body.data as DiscussionPost;
    expect(thread).toMatchObject({ item_uuid: item.uuid, parent_id: null, author: 'Bella B.', is_seller: false, replies: [] });

    const answer = await post(CATALOG_API.discussionCreate, { item_uuid: item.uuid, message: '25 years on output.', parent_id: thread.id }, seller1);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ parent_id: thread.id, author: 'Sam S.', is_seller: true });
    const thanks = await post(CATALOG_API.discussionCreate, { item_uuid: item.uuid, message: 'Thanks!', parent_id: thread.id }, buyer);
    expect(thanks.status).toBe(201);
    const second = await post(CATALOG_API.discussionCreate, { item_uuid: item.uuid, message: 'Is a pallet price possible?' }, both);
    expect(second.body.data).toMatchObject({ author: 'Tara T.', is_seller: false });

    // Replies are one level deep, and only to a thread of the same item.
    const nested = await post(CATALOG_API.discussionCreate, { item_uuid: item.uuid, message: 'Nested', parent_id: answer.body.data.id }, buyer);
    expect(nested.status).toBe(400);
    expect(Object.keys(nested.body.errors ?? {})).toEqual(['parent_id']);
    const elsewhere = await post(CATALOG_API.discussionCreate, { item_uuid: otherItem.uuid, message: 'Wrong item', parent_id: thread.id }, buyer);
    expect(elsewhere.status).toBe(400);

    const page1 = await list({ where: { item_uuid: item.uuid }, limit: 1 });
    expect(page1.status).toBe(200);
    const threads = page1.body.data as PageOf<DiscussionPost>;
    expect(threads).toMatchObject({ total: 2, page: 1, limit: 1, last_page: 2 });
    expect(threads.items[0]).toMatchObject({ id: thread.id, message: 'What is the warranty?' });
    expect(threads.items[0]!.replies.map((r) => [r.message, r.is_seller])).toEqual([
      ['25 years on output.', true],
      ['Thanks!', false],
    ]);
    const page2 = (await list({ where: { item_uuid: item.uuid }, limit: 1, page: 2 })).body.data as PageOf<DiscussionPost>;
    expect(page2.items.map((t) => t.message)).toEqual(['Is a pallet price possible?']);

    // The public board names authors and marks the seller, but carries no account id.
    const board = await list({ where: { item_uuid: item.uuid } });
    const posts = (board.body.data as PageOf<DiscussionPost>).items.flatMap((t) => [t, ...t.replies]);
    expect(posts).toHaveLength(4);
    for (const one of [...posts, thread, answer.body.data]) expect(one).not.toHaveProperty('user_id');
    for (const id of ['demo-buyer-1', 'demo-seller-1', 'demo-both-1']) expect(JSON.stringify(board.body)).not.toContain(id);
    expect((await list({ where: { item_uuid: otherItem.uuid } })).body.data.total).toBe(0);
  });

  it('needs the item to list', async () => {
    const missing = await list({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ 'where.item_uuid': [P.itemRequired] });
  });
});

describe('resellers', () => {
  const DEFAULT = { id: 1, name: 'Direct from seller', owner_id: null };

  it('are for sellers only', async () => {
    expect((await get(CATALOG_API.resellersList)).status).toBe(401);
    expect((await get(CATALOG_API.resellersList, buyer)).status).toBe(403);
  });

  it('start with the shared default reseller, which nobody can change or delete', async () => {
    const { status, body } = await get(CATALOG_API.resellersList, seller2);
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject(DEFAULT);
    expect((await get(CATALOG_API.reseller(1), seller2)).body.data).toMatchObject(DEFAULT);

    const change = await put(CATALOG_API.reseller(1), { name: 'Mine now', company_name: 'Me' }, seller2);
    expect(change.status).toBe(403);
    expect(change.body.error).toBe(P.defaultResellerLocked);
    const remove = await post(CATALOG_API.resellerDelete(1), undefined, seller2);
    expect(remove.status).toBe(403);
    expect(remove.body.error).toBe(P.defaultResellerLocked);
  });

  it('are created, listed, searched, changed and deleted by their owner only', async () => {
    const invalid = await post(CATALOG_API.resellers, { name: ' ', email: 'x@y.z' }, seller1);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ name: [P.resellerNameRequired], company_name: [P.resellerCompanyRequired] });

    const created = await post(
      CATALOG_API.resellers,
      { name: 'Acme Solar Supply', company_name: 'Acme LLC', email: 'sales@acme.example', phone: '555-0100' },
      seller1,
    );
    expect(created.status).toBe(201);
    const mine = created.body.data as Reseller;
    expect(mine).toMatchObject({ name: 'Acme Solar Supply', company_name: 'Acme LLC', email: 'sales@acme.example', owner_id: 'demo-seller-1' });
    expect(mine.id).toBeGreaterThan(1);
    const second = (await post(CATALOG_API.resellers, { name: 'Bright Distribution', company_name: 'Bright Inc' }, seller1)).body.data as Reseller;

    const listed = (await get(CATALOG_API.resellersList, seller1)).body.data as Reseller[];
    expect(listed.map((r) => r.id)).toEqual([1, mine.id, second.id]);
    expect(((await get(CATALOG_API.resellersList, seller2)).body.data as Reseller[]).map((r) => r.id)).not.toContain(mine.id);

    const found = await post(CATALOG_API.resellersSearch, { query: 'acme' }, seller1);
    expect(found.status).toBe(200);
    expect((found.body.data as PageOf<Reseller>).items.map((r) => r.id)).toEqual([mine.id]);
    expect((await post(CATALOG_API.resellersSearch, { query: 'acme' }, seller2)).body.data.total).toBe(0);
    expect((await post(CATALOG_API.resellersSearch, { limit: 2 }, seller1)).body.data).toMatchObject({ total: 3, last_page: 2 });

    // Another seller can neither read, change nor delete it.
    expect((await get(CATALOG_API.reseller(mine.id), seller2)).status).toBe(403);
    expect((await put(CATALOG_API.reseller(mine.id), { name: 'Taken', company_name: 'Over' }, seller2)).status).toBe(403);
    expect((await post(CATALOG_API.resellerDelete(mine.id), undefined, seller2)).status).toBe(403);

    const changed = await put(CATALOG_API.reseller(mine.id), { name: 'Acme Solar', company_name: 'Acme LLC' }, seller1);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: mine.id, name: 'Acme Solar', email: '' });
    expect((await get(CATALOG_API.reseller(mine.id), seller1)).body.data.name).toBe('Acme Solar');

    expect((await post(CATALOG_API.resellerDelete(mine.id), undefined, seller1)).status).toBe(200);
    expect((await get(CATALOG_API.reseller(mine.id), seller1)).status).toBe(404);
    expect(((await get(CATALOG_API.resellersList, seller1)).body.data as Reseller[]).map((r) => r.id)).toEqual([1, second.id]);
  });
});

describe('seller locations', () => {
  const warehouse = { name: 'Main warehouse', address: '100 Solar Way', unit: 'Dock 4', city: 'Phoenix', state: 3, zip: '85001' };

  it('are for sellers only', async () => {
    expect((await get(CATALOG_API.locations)).status).toBe(401);
    expect((await post(CATALOG_API.locations, warehouse, buyer)).status).toBe(403);
  });

  it('are checked like addresses', async () => {
    const bad = await post(CATALOG_API.locations, { ...warehouse, zip: '8500' }, seller1);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ zip: [V.zipInvalid] });
    expect(V.zipInvalid).toBe('Zip code is invalid');
    const empty = await post(CATALOG_API.locations, {}, seller1);
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual(['address', 'city', 'name', 'state', 'unit', 'zip']);
  });

  it('are created, read, searched, changed and deleted by their owner only', async () => {
    const created = await post(CATALOG_API.locations, warehouse, seller1);
    expect(created.status).toBe(201);
    const location = created.body.data as SellerLocation;
    expect(location).toMatchObject(warehouse);
    const annex = (await post(CATALOG_API.locations, { ...warehouse, name: 'Annex', city: 'Tucson', zip: '85701-1234' }, seller1)).body.data as SellerLocation;

    expect(((await get(CATALOG_API.locations, seller1)).body.data as SellerLocation[]).map((l) => l.id)).toEqual([location.id, annex.id]);
    expect((await get(CATALOG_API.locations, seller2)).body.data).toEqual([]);
    expect((await get(CATALOG_API.location(location.id), seller1)).body.data).toEqual(location);

    const found = await post(CATALOG_API.locationsSearch, { query: 'tucson' }, seller1);
    expect(found.status).toBe(200);
    expect((found.body.data as PageOf<SellerLocation>).items.map((l) => l.id)).toEqual([annex.id]);
    const byName = await post(CATALOG_API.locationsSearch, { orderby: 'name ASC', limit: 1 }, seller1);
    expect(byName.body.data).toMatchObject({ total: 2, last_page: 2 });
    expect(byName.body.data.items[0].name).toBe('Annex');

    expect((await get(CATALOG_API.location(location.id), seller2)).status).toBe(403);
    expect((await put(CATALOG_API.location(location.id), warehouse, seller2)).status).toBe(403);
    expect((await del(CATALOG_API.location(location.id), seller2)).status).toBe(403);

    const moved = await put(CATALOG_API.location(location.id), { ...warehouse, city: 'Mesa', zip: '85201' }, seller1);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: location.id, city: 'Mesa', zip: '85201', created_at: location.created_at });
    expect((await put(CATALOG_API.location(location.id), { ...warehouse, zip: 'ABCDE' }, seller1)).body.errors).toEqual({ zip: [V.zipInvalid] });

    expect((await del(CATALOG_API.location(location.id), seller1)).status).toBe(200);
    expect((await get(CATALOG_API.location(location.id), seller1)).status).toBe(404);
    expect(((await get(CATALOG_API.locations, seller1)).body.data as SellerLocation[]).map((l) => l.id)).toEqual([annex.id]);
  });
});
