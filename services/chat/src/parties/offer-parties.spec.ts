import type { OfferParties } from '@solar/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TokenService } from '@solar/platform';
import { DEFAULT_CHAT_OPTIONS } from '../chat.options';
import { OfferPartiesClient } from './offer-parties';

/**
 * The chat's memory of who an offer's parties are: a thousand sockets joining at once ask the trader once per
 * offer, an answer past its time is served while one refresh runs, and a contract's "forget" is not undone by
 * an answer already on its way. A real HTTP server stands for the trader.
 */
const parties = (offerId: string, contracted = false): OfferParties => ({
  offer_id: offerId,
  buyer_id: 'buyer-1',
  seller_id: 'seller-1',
  status: contracted ? 'Contract' : 'Accepted',
  deal_id: 7,
  deal_uuid: 'deal-7',
  deal_name: 'Panels',
  contracted,
});

let trader: Server;
let asked: string[] = [];
let contracted = false;
let delayMs = 0;
let down = false;
const tokens = { serviceToken: () => 'service-token' } as unknown as TokenService;

beforeAll(async () => {
  trader = createServer((req, res) => {
    const offerId = /\/internal\/offers\/([^/]+)\/parties/.exec(req.url ?? '')?.[1] ?? '';
    asked.push(offerId);
    // The trader answers as things stood when it was asked.
    const [isDown, isContracted] = [down, contracted];
    setTimeout(() => {
      if (isDown) return res.writeHead(503).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 1, success: true, data: parties(offerId, isContracted) }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => trader.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => trader.close(() => resolve())));

beforeEach(() => {
  asked = [];
  contracted = false;
  delayMs = 0;
  down = false;
});

const client = (ttl = 60_000) =>
  new OfferPartiesClient(tokens, { ...DEFAULT_CHAT_OPTIONS, partiesTtlMs: ttl }, `http://127.0.0.1:${(trader.address() as AddressInfo).port}`);

it('asks the trader once for an offer however many callers want it at the same moment', async () => {
  delayMs = 50;
  const chat = client();
  const answers = await Promise.all(Array.from({ length: 200 }, () => chat.find('offer-a')));
  expect(new Set(answers.map((answer) => answer?.buyer_id))).toEqual(new Set(['buyer-1']));
  expect(asked).toEqual(['offer-a']);
});

it('serves a known answer past its time while one refresh runs, and through a trader outage', async () => {
  // Fresh for 40 to 60 ms, then served while refreshed for ten times that: wide enough apart that a busy
  // machine's timer delays cannot carry the second call past the stale time.
  const chat = client(50);
  await chat.find('offer-b');
  await new Promise((resolve) => setTimeout(resolve, 70));
  down = true;
  // Expired: served from memory at once, while the refresh fails in the background.
  expect((await chat.find('offer-b'))?.seller_id).toBe('seller-1');
  for (let waited = 0; asked.length < 2 && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(asked.length).toBeGreaterThanOrEqual(2);
});

it('answers 503 for an offer it never knew while the trader is down', async () => {
  down = true;
  await expect(client().find('offer-c')).rejects.toMatchObject({ status: 503 });
});

it('does not keep an answer that was on its way when the contract made it forget the offer', async () => {
  delayMs = 100;
  const chat = client();
  const before = chat.find('offer-d');
  await new Promise((resolve) => setTimeout(resolve, 20));
  chat.forget('offer-d');
  contracted = true;
  expect((await before)?.contracted).toBe(false);
  expect((await chat.find('offer-d'))?.contracted).toBe(true);
  expect(asked).toEqual(['offer-d', 'offer-d']);
});
