import {
  CHAT_API,
  CHAT_SOCKET_EVENTS as E,
  EVENTS,
  type ChatAck,
  type ChatClusterPayload,
  type ChatConversationView,
  type ChatMessageView,
  type ChatReadReceipt,
  type EventOf,
  type PageOf,
} from '@solar/contracts';
import { randomUUID } from 'node:crypto';
import { ChatRooms, offerRoom } from '../sockets/chat-rooms';
import { offerEvent, startChatInstances, type ChatClient, type ChatInstances } from '../testing/chat-harness';
import { ChatCluster as ChatClusterLink } from './chat-cluster.service';
import { decodeClusterMessage, encodeClusterMessage } from './bus-cluster-adapter';

/**
 * socket.io's rooms across two chat instances, carried by the event bus: on the embedded bus always, and on Kafka
 * when KAFKA_BROKERS is set (npm run test:engines runs every *.contract.spec.ts with it). Each instance has its
 * socket.io server; a client of one hears what happens on the other.
 */
const kafkaBrokers = process.env.KAFKA_BROKERS?.trim() ?? '';
const buses: Array<[string, Record<string, string>]> = [['the embedded bus', {}]];
if (kafkaBrokers) buses.push(['Kafka', { KAFKA_BROKERS: kafkaBrokers }]);
else console.info('Chat cluster contract: the Kafka run is skipped because KAFKA_BROKERS is not set.');

const okData = <T>(ack: ChatAck<T>): T => {
  if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack.error)}`);
  return ack.data;
};

describe.each(buses)('two chat instances on %s', (_label, settings) => {
  let chat: ChatInstances;

  beforeAll(async () => {
    chat = await startChatInstances({ settings });
  }, 120_000);

  afterAll(async () => {
    await chat?.close();
  });

  async function room() {
    const offer = chat.offer();
    const buyerToken = chat.token(offer.buyer_id);
    const buyer = await chat.connect(buyerToken, 0);
    const seller = await chat.connect(chat.token(offer.seller_id, ['seller']), 1);
    okData(await buyer.ask(E.join, { offer_id: offer.offer_id }));
    okData(await seller.ask(E.join, { offer_id: offer.offer_id }));
    return { offer, buyerToken, buyer, seller };
  }

  const send = async (client: ChatClient, offerId: string, text: string) => okData(await client.ask<ChatMessageView>(E.send, { offer_id: offerId, text }));

  it('delivers a message sent on one instance to a client of the other, both ways, with read receipts', async () => {
    const { offer, buyer, seller } = await room();
    const sent = await send(buyer, offer.offer_id, 'Is the lot still available?');
    expect(await seller.next<ChatMessageView>(E.message)).toEqual(sent);
    const receipt = okData(await seller.ask<ChatReadReceipt>(E.read, { offer_id: offer.offer_id }));
    expect(receipt).toMatchObject({ side: 'seller', seq: sent.seq });
    expect(await buyer.next<ChatReadReceipt>(E.read, (r) => r.side === 'seller')).toEqual(receipt);
    const answer = await send(seller, offer.offer_id, 'Yes, all 20 pallets.');
    expect(await buyer.next<ChatMessageView>(E.message, (m) => m.side === 'seller')).toEqual(answer);
  }, 60_000);

  it('sends the marketplace message of an offer event to both instances', async () => {
    const { offer, buyer, seller } = await room();
    const event = await chat.instances[0]!.publish(
      EVENTS.trader.offerCountered,
      offer.offer_id,
      offerEvent(offer, { status: 'Countered', previous_status: 'Offered', by: 'seller', price: 0.24 }),
    );
    for (const client of [buyer, seller])
      expect(await client.next<ChatMessageView>(E.message, (m) => m.id === event.id)).toMatchObject({ side: 'system', event: EVENTS.trader.offerCountered });
  }, 60_000);

  it('knows a party is online when their socket is on the other instance', async () => {
    const { offer, buyerToken, seller } = await room();
    await send(seller, offer.offer_id, 'ping');
    const status = (
      await chat.instances[0]!.http()
        .get(CHAT_API.status)
        .set({ authorization: `Bearer ${buyerToken}` })
        .expect(200)
    ).body.data as PageOf<ChatConversationView>;
    expect(status.items.find((c) => c.offer_id === offer.offer_id)).toMatchObject({ counterpart: 'Seller', counterpart_online: true, unread: 1 });
  }, 60_000);

  it('carries binary payloads across the instances', async () => {
    const { offer, buyer } = await room();
    chat.instances[1]!.get(ChatRooms).toRoom(offer.offer_id, 'binary-check', Buffer.from('550 W panels'));
    const payload = await buyer.next<ArrayBuffer | Buffer>('binary-check');
    expect(Buffer.from(payload as ArrayBuffer).toString()).toBe('550 W panels');
  }, 60_000);

  it('ignores a replay of what the cluster said before the instance started', async () => {
    const { offer, buyer } = await room();
    const link = chat.instances[0]!.get(ChatClusterLink);
    const broadcast = (occurredAt: string, text: string): EventOf<'chat.cluster.message'> => ({
      id: randomUUID(),
      type: EVENTS.chat.clusterMessage,
      version: 1,
      occurredAt,
      key: 'another-instance',
      data: {
        uid: 'another-instance',
        to: null,
        message: encodeClusterMessage({
          uid: 'another-instance',
          nsp: '/',
          type: 3, // BROADCAST
          data: { opts: { rooms: [offerRoom(offer.offer_id)], except: [], flags: {} }, packet: { type: 2, nsp: '/', data: ['replay-check', text] } },
        }),
      } satisfies ChatClusterPayload,
    });
    link.deliver(broadcast(new Date(link.startedAt - 60_000).toISOString(), 'from before the start'));
    link.deliver(broadcast(new Date().toISOString(), 'from now'));
    expect(await buyer.next<string>('replay-check')).toBe('from now');
    expect(buyer.received.filter((r) => r.event === 'replay-check').map((r) => r.payload)).toEqual(['from now']);
  }, 60_000);
});

describe('cluster messages as JSON', () => {
  it('encode binary values and decode them back', () => {
    const message = { type: 3, data: { packet: { data: ['file', Buffer.from([0, 1, 254, 255]), { nested: new Uint8Array([7, 8]) }] } } };
    const encoded = JSON.parse(JSON.stringify(encodeClusterMessage(message)));
    expect(encoded.data.packet.data[1]).toEqual({ $binary: Buffer.from([0, 1, 254, 255]).toString('base64') });
    expect(decodeClusterMessage(encoded)).toEqual({
      type: 3,
      data: { packet: { data: ['file', Buffer.from([0, 1, 254, 255]), { nested: Buffer.from([7, 8]) }] } },
    });
  });
});
