import {
  CHAT_API,
  CHAT_MESSAGES,
  CHAT_SOCKET_EVENTS as E,
  CHAT_SOCKET_PATH,
  CONTACT_MASKS,
  EVENTS,
  OFFER_API,
  type ChatAck,
  type ChatConversationView,
  type ChatHistoryPage,
  type ChatMessageView,
  type OfferView,
  type PageOf,
} from '@solar/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { api, demoSellerDeals, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * The chat of a real negotiation, through the gateway: the trader names the offer's parties, the chat's socket.io
 * is reached by the gateway's websocket upgrade, the offer's event is a message of the marketplace in the chat.
 */
let market: TestMarketplace;
const sockets: Socket[] = [];
let buyerToken: string;
let sellerToken: string;
let offer: OfferView;

const socketOf = async (token: string): Promise<Socket> => {
  const socket = connect(market.url, { path: CHAT_SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
};
const ask = <T>(socket: Socket, event: string, payload: unknown) => socket.timeout(10_000).emitWithAck(event, payload) as Promise<ChatAck<T>>;
const nextMessage = (socket: Socket) => new Promise<ChatMessageView>((resolve) => socket.once(E.message, resolve));

beforeAll(async () => {
  // The deals are what it needs; the shop's items only as many as the marketplace it may share (scripts/test-engines.mjs).
  market = await startTestMarketplace({ deals: 6, itemsPerCategory: 2 });
  buyerToken = tokenFor(market.config, { sub: 'demo-buyer-1', roles: ['customer'] });
  const seller = await demoSellerDeals(market);
  sellerToken = seller.token;
  const deal = seller.deals[0]!;
  const made = await api<OfferView>(
    market.url,
    'POST',
    OFFER_API.offers,
    { listing_id: deal.id, price: deal.price, qty: deal.available_qty, incoterm: 'EXW', delivery_state: 'NV', payment_terms: 'prepayment', lead_time: 5 },
    buyerToken,
  );
  if (made.status !== 201) throw new Error(`the offer answered ${made.status}: ${JSON.stringify(made.body)}`);
  offer = made.body.data;
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await market?.close();
});

it('puts the offer in the chat as a message of the marketplace, and lets its two parties talk live', async () => {
  const history = await eventually(
    async () => (await api<ChatHistoryPage>(market.url, 'GET', CHAT_API.messages(offer.id), undefined, buyerToken)).body.data,
    (page) => page.items.some((m) => m.event === EVENTS.trader.offerMade),
  );
  expect(history).toMatchObject({ side: 'buyer', contact_masking: true });
  expect(history.items[0]).toMatchObject({ side: 'system', text: expect.stringMatching(/^The buyer made an offer: /) });

  const buyerSocket = await socketOf(buyerToken);
  const sellerSocket = await socketOf(sellerToken);
  expect(await ask(buyerSocket, E.join, { offer_id: offer.id })).toMatchObject({ ok: true, data: { side: 'buyer' } });
  expect(await ask(sellerSocket, E.join, { offer_id: offer.id })).toMatchObject({ ok: true, data: { side: 'seller' } });

  const heard = nextMessage(sellerSocket);
  const sent = await ask<ChatMessageView>(buyerSocket, E.send, { offer_id: offer.id, text: 'Can you ship next week? Write to bella@example.com' });
  expect(sent).toMatchObject({ ok: true, data: { side: 'buyer', text: `Can you ship next week? Write to ${CONTACT_MASKS.email}`, masked: true } });
  expect(await heard).toEqual((sent as { data: ChatMessageView }).data);

  const status = await api<PageOf<ChatConversationView>>(market.url, 'GET', CHAT_API.status, undefined, sellerToken);
  expect(status.status).toBe(200);
  expect(status.body.data.items.find((c) => c.offer_id === offer.id)).toMatchObject({
    side: 'seller',
    counterpart: 'Buyer',
    counterpart_online: true,
    unread: 2,
  });
});

it('refuses anyone but the parties, over the socket and HTTP', async () => {
  const stranger = tokenFor(market.config, { sub: 'demo-buyer-2', roles: ['customer'] });
  const socket = await socketOf(stranger);
  expect(await ask(socket, E.join, { offer_id: offer.id })).toEqual({ ok: false, error: { event: E.join, status: 403, error: CHAT_MESSAGES.notAParty } });
  const answer = await api(market.url, 'POST', CHAT_API.messages(offer.id), { text: 'hello' }, stranger);
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ status: 0, success: false, error: CHAT_MESSAGES.notAParty });
  await expect(socketOf('not-a-token')).rejects.toThrow(CHAT_MESSAGES.signInRequired);
});
