import { CHAT_SOCKET_PATH, TRADER_INTERNAL_API, type ChatAck, type ChatErrorPayload, type OfferParties, type TraderOfferPayload } from '@solar/contracts';
import { TokenService } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { service as chatService, type ChatOptions } from '../index';

/** The deal every test offer is on. */
export const DEAL = { id: 7, uuid: '0b6c8f5e-5d0a-4c55-9b7e-1f1e0b7f2d11', name: 'Bifacial 550W panels, 20 pallets' } as const;

/**
 * The trader's internal parties route, as the chat calls it: it answers the offers a test made, 404 for any other,
 * and only to a service token (an admin's, checked with the chat's own secret).
 */
export class FakeTrader {
  private readonly offers = new Map<string, OfferParties>();
  private server: Server | null = null;
  private tokens: TokenService | null = null;
  /** How many times the chat asked, per offer. */
  readonly asked = new Map<string, number>();

  async start(): Promise<string> {
    const route = new RegExp(`^${TRADER_INTERNAL_API.offerParties.template.replace(':offer_id', '([^/?]+)')}$`);
    this.server = createServer((req, res) => {
      const match = route.exec(req.url ?? '');
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      let admin = false;
      try {
        admin = this.tokens?.verify(token).roles.includes('admin') ?? false;
      } catch {
        admin = false;
      }
      const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!match || req.method !== 'GET') return answer(404, { status: 0, success: false, error: 'Not found' });
      if (!admin) return answer(403, { status: 0, success: false, error: 'Forbidden' });
      const offerId = decodeURIComponent(match[1]!);
      this.asked.set(offerId, (this.asked.get(offerId) ?? 0) + 1);
      const offer = this.offers.get(offerId);
      return offer ? answer(200, { status: 1, success: true, data: offer }) : answer(404, { status: 0, success: false, error: 'Offer not found.' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Checks service tokens with the chat's secret (the harness's data folder keeps it). */
  trustTokensOf(tokens: TokenService): void {
    this.tokens = tokens;
  }

  add(offer: OfferParties): void {
    this.offers.set(offer.offer_id, offer);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

let offersMade = 0;

/** A new offer with parties of its own (so each test's accounts count into their own limits). */
export function newOffer(fields: Partial<OfferParties> = {}): OfferParties {
  const n = ++offersMade;
  return {
    offer_id: randomUUID(),
    buyer_id: `buyer-${n}-5e7a19c4`,
    seller_id: `seller-${n}-3f9c2a71`,
    status: 'Offered',
    deal_id: DEAL.id,
    deal_uuid: DEAL.uuid,
    deal_name: DEAL.name,
    contracted: false,
    seller_left: false,
    ...fields,
  };
}

/** The payload of a `trader.offer.*` event on an offer. */
export function offerEvent(offer: OfferParties, fields: Partial<TraderOfferPayload> = {}): TraderOfferPayload {
  return {
    id: offer.offer_id,
    deal_uuid: offer.deal_uuid,
    deal_id: offer.deal_id,
    revision: 1,
    previous_status: null,
    status: 'Offered',
    by: 'buyer',
    price: 0.23,
    qty: 124,
    incoterm: 'FOB',
    delivery_state: 'CA',
    payment_terms: 'deposit_30',
    lead_time: 10,
    at: new Date().toISOString(),
    ...fields,
  };
}

/** A socket.io client of the chat, with what it has been sent so far. */
export interface ChatClient {
  socket: Socket;
  /** Every event received, in order, with its payload. */
  received: Array<{ event: string; payload: unknown }>;
  /** Emits a client event with an ack and answers the ack. */
  ask<T = unknown>(event: string, payload?: unknown): Promise<ChatAck<T>>;
  /** The first event of that name (received or to come) whose payload passes `match`. */
  next<T = unknown>(event: string, match?: (payload: T) => boolean): Promise<T>;
  /** The refusals (`chat-error`) received. */
  errors(): ChatErrorPayload[];
  close(): void;
}

/** How long a test waits for something that is due before it fails (not a measure of anything). */
export const WAIT_MS = 10_000;

/** One or more chat instances on one bus and store, and the fake trader they ask. */
export interface ChatInstances {
  /** The instances: [0] started first; the others alongside it (same data folder, same bus). */
  instances: ServiceHarness[];
  trader: FakeTrader;
  /** An offer the trader knows. */
  offer(fields?: Partial<OfferParties>): OfferParties;
  token(subject: string, roles?: Array<'customer' | 'seller' | 'admin'>): string;
  /** A socket.io client connected to an instance (by its index); rejects with the connect error. */
  connect(token: string | null, instance?: number): Promise<ChatClient>;
  close(): Promise<void>;
}

/** Test limits: room for what a test sends, low enough to reach. */
export const TEST_CHAT_OPTIONS: Partial<ChatOptions> = {
  perSocket: { points: 6, windowSeconds: 3600 },
  perAccount: { points: 9, windowSeconds: 3600 },
  partiesTtlMs: 60_000,
};

/** Starts `count` chat instances sharing one data folder (store and bus; Kafka when `settings` names it). */
export async function startChatInstances({
  count = 2,
  options = TEST_CHAT_OPTIONS,
  settings = {},
}: { count?: number; options?: Partial<ChatOptions>; settings?: Record<string, string> } = {}): Promise<ChatInstances> {
  const trader = new FakeTrader();
  const traderUrl = await trader.start();
  const clients: ChatClient[] = [];
  let first: ServiceHarness;
  try {
    first = await startServiceHarness(chatService, { options, peers: { trader: traderUrl }, settings });
  } catch (error) {
    await trader.close();
    throw error;
  }
  const instances = [first];
  for (let i = 1; i < count; i++) instances.push(await first.startAlongside());
  trader.trustTokensOf(first.get(TokenService));

  const urlOf = (harness: ServiceHarness) => `http://127.0.0.1:${(harness.app.getHttpServer().address() as AddressInfo).port}`;

  const connect = (token: string | null, instance = 0): Promise<ChatClient> => {
    const socket = connectSocket(urlOf(instances[instance]!), {
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: WAIT_MS,
      ...(token !== null && { auth: { token } }),
    });
    const received: ChatClient['received'] = [];
    const waiters: Array<{ event: string; match: (payload: unknown) => boolean; resolve: (payload: unknown) => void }> = [];
    socket.onAny((event: string, payload: unknown) => {
      received.push({ event, payload });
      for (const waiter of [...waiters]) {
        if (waiter.event === event && waiter.match(payload)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(payload);
        }
      }
    });
    const client: ChatClient = {
      socket,
      received,
      ask: (event, payload) => (payload === undefined ? socket.timeout(WAIT_MS).emitWithAck(event) : socket.timeout(WAIT_MS).emitWithAck(event, payload)),
      next: <T>(event: string, match: (payload: T) => boolean = () => true) => {
        const seen = received.find((entry) => entry.event === event && match(entry.payload as T));
        if (seen) return Promise.resolve(seen.payload as T);
        return new Promise<T>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no '${event}' event came within ${WAIT_MS} ms`)), WAIT_MS);
          waiters.push({
            event,
            match: (payload) => match(payload as T),
            resolve: (payload) => {
              clearTimeout(timer);
              resolve(payload as T);
            },
          });
        });
      },
      errors: () => received.filter((entry) => entry.event === 'chat-error').map((entry) => entry.payload as ChatErrorPayload),
      close: () => socket.disconnect(),
    };
    clients.push(client);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(client));
      socket.once('connect_error', reject);
    });
  };

  return {
    instances,
    trader,
    offer(fields) {
      const offer = newOffer(fields);
      trader.add(offer);
      return offer;
    },
    token: (subject, roles = ['customer']) => first.tokenOf(subject, { roles }),
    connect,
    async close() {
      for (const client of clients) client.close();
      await first.close();
      await trader.close();
    },
  };
}

/** Polls until `check` answers a value (not undefined), or fails after WAIT_MS: for effects that follow an answer. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
