import {
  ADMIN_API,
  ADMIN_MESSAGES,
  MERCHANDISING_API,
  OFFER_API,
  TRADER_ADMIN_API,
  TRADER_API,
  type AdminActionView,
  type AdminOfferRow,
  type BannerView,
  type DealView,
  type ModerationQueuePage,
  type OfferView,
  type PageOf,
  type SellerDealView,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { randomUUID } from 'node:crypto';
import { api, demoSellerDeals, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * The admin area through the gateway, across the admin, trader, catalog and chat services: every `admin/` call
 * refuses anyone but an admin; a deal sent for approval is approved from the queue and becomes public, another
 * is rejected with a reason the seller reads; a deal with an open offer moves to another seller with its offer;
 * a banner shows on the public list.
 */
let market: TestMarketplace;
const account = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;
const admin = account('demo-admin-1');
const buyer = account('demo-buyer-1');
let adminToken: string;
let buyerToken: string;
let sellerToken: string;
let sellerId: string;
let deals: SellerDealView[];

beforeAll(async () => {
  market = await startTestMarketplace({ deals: 8 });
  adminToken = tokenFor(market.config, { sub: admin.id, roles: ['admin'], firstname: admin.firstname, lastname: admin.lastname });
  buyerToken = tokenFor(market.config, { sub: buyer.id, roles: ['customer'] });
  ({ sellerId, token: sellerToken, deals } = await demoSellerDeals(market, { min: 2 }));
}, 180_000);

afterAll(async () => {
  await market?.close();
});

/** A copy of one of the seller's deals, sent for approval: a Pending deal nobody else can open. */
async function pendingDeal(): Promise<SellerDealView> {
  const copy = await api<SellerDealView>(market.url, 'POST', TRADER_API.duplicateDeal, { listing_id: deals[0]!.uuid }, sellerToken);
  expect(copy.status).toBe(201);
  const sent = await api<SellerDealView>(market.url, 'POST', TRADER_API.updateStatus, { listing_id: copy.body.data.uuid, status: 'Pending' }, sellerToken);
  expect(sent.body.data.status).toBe('Pending');
  return sent.body.data;
}

describe('every admin call', () => {
  it('refuses a caller without a token (401), a customer and a seller (403)', async () => {
    // The first request for the API document has every service build its own; three calls per admin route follow.
    const res = await fetch(`${market.url}/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x-1') })));
    // The spec's admin calls are all there, and what the pages need besides.
    for (const path of [
      ADMIN_API.listing,
      TRADER_ADMIN_API.getDeals,
      ADMIN_API.banner,
      ADMIN_API.validateToken,
      TRADER_ADMIN_API.getSoldDeals,
      ADMIN_API.ownershipTransfer,
    ]) {
      expect(calls.map((c) => c.path)).toContain(path);
    }
    expect(calls.length).toBeGreaterThan(20);
    const customer = tokenFor(market.config, { sub: buyer.id, roles: ['customer'] });
    const refused: string[] = [];
    for (const { method, path } of calls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const statuses = [
        (await api(market.url, method, path, body)).status,
        (await api(market.url, method, path, body, customer)).status,
        (await api(market.url, method, path, body, sellerToken)).status,
      ];
      if (statuses.join() !== '401,403,403') refused.push(`${method} ${path}: ${statuses.join()}`);
    }
    expect(refused).toEqual([]);
  }, 90_000);
});

describe('moderation from the queue', () => {
  it('approves a Pending deal, which becomes public, and rejects another with a reason the seller reads', async () => {
    const approved = await pendingDeal();
    const rejected = await pendingDeal();
    expect((await api(market.url, 'GET', TRADER_API.deal(approved.uuid))).status).toBe(404);

    const queue = await api<ModerationQueuePage>(market.url, 'GET', `${ADMIN_API.listing}?kind=deal&status=Pending`, undefined, adminToken);
    expect(queue.status).toBe(200);
    const waiting = queue.body.data.items.map((entry) => entry.uuid);
    expect(waiting).toEqual(expect.arrayContaining([approved.uuid, rejected.uuid]));
    // Oldest first: the first copy was sent first.
    expect(waiting.indexOf(approved.uuid)).toBeLessThan(waiting.indexOf(rejected.uuid));
    expect(queue.body.data.counts.Pending).toBeGreaterThanOrEqual(2);

    const noReason = await api(market.url, 'POST', ADMIN_API.listingUpdate, { kind: 'deal', uuid: rejected.uuid, status: 'Rejected' }, adminToken);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toEqual([ADMIN_MESSAGES.reasonRequired]);
    const notAMove = await api(market.url, 'POST', ADMIN_API.listingUpdate, { kind: 'deal', uuid: approved.uuid, status: 'Active' }, adminToken);
    expect(notAMove.status).toBe(422);

    const approve = await api<AdminActionView>(
      market.url,
      'POST',
      ADMIN_API.listingUpdate,
      { kind: 'deal', uuid: approved.uuid, status: 'Approved' },
      adminToken,
    );
    expect(approve.status).toBe(202);
    const reason = 'The datasheet does not match the panel wattage.';
    expect((await api(market.url, 'POST', ADMIN_API.listingUpdate, { kind: 'deal', uuid: rejected.uuid, status: 'Rejected', reason }, adminToken)).status).toBe(
      202,
    );

    const publicDeal = await eventually(
      () => api<DealView>(market.url, 'GET', TRADER_API.deal(approved.uuid)),
      (answer) => answer.status === 200,
    );
    expect(publicDeal.body.data.status).toBe('Approved');
    const seen = await eventually(
      () => api<SellerDealView>(market.url, 'GET', TRADER_API.deal(rejected.uuid), undefined, sellerToken),
      (answer) => answer.body.data.status === 'Rejected',
    );
    expect(JSON.stringify(seen.body.data)).toContain(reason);
    // The audit log names who decided what, and that the trader applied it.
    const logged = await eventually(
      () => api<PageOf<AdminActionView>>(market.url, 'GET', `${ADMIN_API.auditLog}?action=listing.moderated&per_page=50`, undefined, adminToken),
      (answer) => answer.body.data.items.some((entry) => entry.target.id === rejected.uuid && entry.state === 'applied'),
    );
    const entry = logged.body.data.items.find((e) => e.target.id === rejected.uuid)!;
    expect(entry.admin.id).toBe(admin.id);
    expect(JSON.stringify(entry.after)).toContain(reason);
  });
});

describe('ownership transfer', () => {
  it('moves a deal with its open offer to another seller, once however often it is sent', async () => {
    const deal = deals[1]!;
    const offer = await api<OfferView>(
      market.url,
      'POST',
      OFFER_API.offers,
      { listing_id: deal.id, price: deal.price, qty: deal.total_qty, incoterm: 'EXW', delivery_state: 'NV', payment_terms: 'prepayment', lead_time: 5 },
      buyerToken,
    );
    expect(offer.status).toBe(201);
    const target = DEMO_ACCOUNTS.find((a) => a.roles.includes('seller') && a.id !== sellerId && !a.roles.includes('customer'))!;

    const notSeller = await api(
      market.url,
      'POST',
      ADMIN_API.ownershipTransfer,
      { deal_uuids: [deal.uuid], to_seller_id: buyer.id, request_id: randomUUID() },
      adminToken,
    );
    expect(notSeller.status).toBe(422);
    expect(notSeller.body.error).toBe(ADMIN_MESSAGES.targetNotSeller);

    const request = { deal_uuids: [deal.uuid], to_seller_id: target.id, request_id: randomUUID() };
    const started = await api<AdminActionView>(market.url, 'POST', ADMIN_API.ownershipTransfer, request, adminToken);
    expect(started.status).toBe(202);
    const again = await api<AdminActionView>(market.url, 'POST', ADMIN_API.ownershipTransfer, request, adminToken);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(started.body.data.id);

    const done = await eventually(
      () => api<AdminActionView>(market.url, 'GET', ADMIN_API.ownershipTransferOne(started.body.data.id), undefined, adminToken),
      (answer) => answer.body.data.state === 'completed',
    );
    expect(done.body.data.steps.map((step) => step.outcome)).toEqual(['applied']);

    const targetToken = tokenFor(market.config, { sub: target.id, roles: target.roles });
    const theirs = await api<PageOf<SellerDealView>>(market.url, 'POST', TRADER_API.userDeals, { where: { status: 'All' }, limit: 100 }, targetToken);
    expect(theirs.body.data.items.map((d) => d.uuid)).toContain(deal.uuid);
    const formerly = await api<PageOf<SellerDealView>>(market.url, 'POST', TRADER_API.userDeals, { where: { status: 'All' }, limit: 100 }, sellerToken);
    expect(formerly.body.data.items.map((d) => d.uuid)).not.toContain(deal.uuid);
    // The open offer follows: the new seller answers it, the previous one no longer can.
    expect((await api(market.url, 'GET', OFFER_API.offer(offer.body.data.id), undefined, targetToken)).status).toBe(200);
    expect((await api(market.url, 'GET', OFFER_API.offer(offer.body.data.id), undefined, sellerToken)).status).toBe(403);
    const rows = await api<PageOf<AdminOfferRow>>(market.url, 'GET', `${TRADER_ADMIN_API.offers}?q=${encodeURIComponent(target.email)}`, undefined, adminToken);
    expect(rows.body.data.items.find((row) => row.id === offer.body.data.id)?.seller.id).toBe(target.id);
  });
});

describe('banners', () => {
  it('shows a banner an admin created on the public list while it is scheduled', async () => {
    const banner = {
      title: 'Bifacial week: 5% off pallets',
      subtitle: 'Tier 1 modules from US warehouses',
      image_url: '/files/banner-bifacial.png',
      link: '/trader/deals/solar-panels',
      order: 1,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      active: true,
    };
    const created = await api<BannerView>(market.url, 'POST', ADMIN_API.banner, banner, adminToken);
    expect(created.status).toBe(201);
    const later = await api<BannerView>(
      market.url,
      'POST',
      ADMIN_API.banner,
      { ...banner, title: 'Next month', starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(), ends_at: null },
      adminToken,
    );
    expect(later.status).toBe(201);
    const shown = await api<BannerView[]>(market.url, 'POST', MERCHANDISING_API.banners, {});
    expect(shown.status).toBe(200);
    expect(shown.body.data.map((b) => b.title)).toContain(banner.title);
    expect(shown.body.data.map((b) => b.title)).not.toContain('Next month');
  });
});
