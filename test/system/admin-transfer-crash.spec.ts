import {
  ADMIN_API,
  IDENTITY_API,
  OFFER_API,
  QUOTE_API,
  TRADER_ADMIN_API,
  TRADER_API,
  type AdminActionView,
  type AdminDealRow,
  type DealInquiryView,
  type OfferView,
  type PageOf,
  type SellerDealView,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSingleMachineProcess } from '../../scripts/single-machine-process.cjs';
import { eventually } from '../support/marketplace';

/**
 * The built single-machine process is killed (SIGKILL) in the middle of an ownership transfer of many deals, some
 * with open offers, others with a buyer's inquiry, and started again on the same data: the transfer completes,
 * every deal is the new seller's with its open offers and inquiries (the new seller answers them, the previous
 * one no longer can), and none is half-moved (a deal with one seller and its offers with the other).
 */
const PORT = 3990 + Math.floor(Math.random() * 20);
const BASE = `http://127.0.0.1:${PORT}`;
const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const [admin, from, to, buyer] = [
  'admin@solar-marketplace.local',
  'seller@solar-marketplace.local',
  'supplier@solar-marketplace.local',
  'buyer@solar-marketplace.local',
].map(account);

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; data: T }> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

const login = async (who: (typeof DEMO_ACCOUNTS)[number]) =>
  (await call<{ auth: { access_token: string } }>('POST', IDENTITY_API.login, { email: who!.email, password: who!.password })).data.auth.access_token;

/** Who sells the deal now, as the admin's deal list names them. */
const sellerOf = async (uuid: string, adminToken: string) =>
  (await call<PageOf<AdminDealRow>>('GET', `${TRADER_ADMIN_API.getDeals}?q=${uuid}`, undefined, adminToken)).data.items.find((row) => row.uuid === uuid)?.seller
    .id;

const terms = { incoterm: 'EXW', delivery_state: 'NV', payment_terms: 'prepayment', lead_time: 5 };

/** A seller's direct quote answering a buyer's inquiry: the answer's status. */
const directQuote = async (inquiry: { id: string; price: number | null; qty: number }, token: string) =>
  (await call('POST', QUOTE_API.directQuote, { inquiry_id: inquiry.id, price: inquiry.price, qty: inquiry.qty, ...terms, charges: [] }, token)).status;

describe('a crash during an ownership transfer', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-transfer-crash-'));
  let child: ChildProcessWithoutNullStreams | undefined;

  const start = async () => {
    child = (await startSingleMachineProcess({ port: PORT, dataDir, env: { LOG_LEVEL: 'error' } })).child;
  };
  const kill = async () => {
    await new Promise((resolve) => {
      child!.once('exit', resolve);
      child!.kill('SIGKILL');
    });
  };

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child!.once('exit', resolve);
        child!.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes after a restart with every deal and its open offers and inquiries moved, none half-moved', async () => {
    await start();
    const [adminToken, fromToken, buyerToken] = [await login(admin), await login(from), await login(buyer)];
    const active = (await call<PageOf<SellerDealView>>('POST', TRADER_API.userDeals, { where: { status: 'Active' }, limit: 30 }, fromToken)).data.items;
    expect(active.length).toBeGreaterThanOrEqual(6);
    const offers: Array<{ deal: string; offer: string }> = [];
    for (const deal of active.slice(0, 4)) {
      const made = await call<OfferView>('POST', OFFER_API.offers, { listing_id: deal.id, price: deal.price, qty: deal.total_qty, ...terms }, buyerToken);
      expect(made.status).toBe(201);
      offers.push({ deal: deal.uuid, offer: made.data.id });
    }
    const inquiries: Array<{ id: string; price: number | null; qty: number }> = [];
    for (const deal of active.slice(4, 6)) {
      const asked = await call<DealInquiryView>('POST', TRADER_API.inquiry, { listing_id: deal.id, message: 'Can you ship all of it to Nevada?' }, buyerToken);
      expect(asked.status).toBe(201);
      inquiries.push({ id: asked.data.uuid, price: deal.price, qty: deal.total_qty });
    }
    const moving = active.map((deal) => deal.uuid);

    const started = await call<AdminActionView>(
      'POST',
      ADMIN_API.ownershipTransfer,
      { deal_uuids: moving, to_seller_id: to!.id, request_id: randomUUID() },
      adminToken,
    );
    expect(started.status).toBe(202);
    // Killed as soon as the admin was told the transfer started: its events are written, few or none applied.
    await kill();

    await start();
    const [adminAgain, fromAgain, toToken] = [await login(admin), await login(from), await login(to)];
    const done = await eventually(
      () => call<AdminActionView>('GET', ADMIN_API.ownershipTransferOne(started.data.id), undefined, adminAgain),
      (answer) => answer.data.state === 'completed',
      60_000,
    );
    expect(done.data.steps.every((step) => step.outcome === 'applied')).toBe(true);
    const sellers = await Promise.all(moving.map((uuid) => sellerOf(uuid, adminAgain)));
    expect(sellers).toEqual(moving.map(() => to!.id));
    for (const { offer } of offers) {
      expect((await call('GET', OFFER_API.offer(offer), undefined, toToken)).status).toBe(200);
      expect((await call('GET', OFFER_API.offer(offer), undefined, fromAgain)).status).toBe(403);
    }
    // The inquiries are the new seller's to answer; the previous seller's answer is refused.
    for (const inquiry of inquiries) expect(await directQuote(inquiry, fromAgain)).toBe(403);
    expect(await directQuote(inquiries[0]!, toToken)).toBe(201);

    // Back to the first seller, killed this time once some deals have moved and others not (as near as polling
    // can catch it): the deals already moved are not moved twice, the others follow after the restart.
    const back = await call<AdminActionView>(
      'POST',
      ADMIN_API.ownershipTransfer,
      { deal_uuids: moving, to_seller_id: from!.id, request_id: randomUUID() },
      adminAgain,
    );
    expect(back.status).toBe(202);
    await eventually(
      () => call<AdminActionView>('GET', ADMIN_API.ownershipTransferOne(back.data.id), undefined, adminAgain),
      (answer) => answer.data.steps.some((step) => step.outcome !== 'pending'),
      20_000,
    );
    await kill();

    await start();
    const [adminThird, fromThird, toThird] = [await login(admin), await login(from), await login(to)];
    await eventually(
      () => call<AdminActionView>('GET', ADMIN_API.ownershipTransferOne(back.data.id), undefined, adminThird),
      (answer) => answer.data.state === 'completed',
      60_000,
    );
    expect(await Promise.all(moving.map((uuid) => sellerOf(uuid, adminThird)))).toEqual(moving.map(() => from!.id));
    for (const { offer } of offers) {
      expect((await call('GET', OFFER_API.offer(offer), undefined, fromThird)).status).toBe(200);
      expect((await call('GET', OFFER_API.offer(offer), undefined, toThird)).status).toBe(403);
    }
    // The inquiries came back with their deals (the first one's answer is an open negotiation that came back too).
    for (const inquiry of inquiries) expect(await directQuote(inquiry, toThird)).toBe(403);
    expect(await directQuote(inquiries[1]!, fromThird)).toBe(201);
  }, 300_000);
});
