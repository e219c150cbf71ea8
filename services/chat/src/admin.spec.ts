import {
  ADMIN_MESSAGES,
  CHAT_ADMIN_API,
  CHAT_API,
  CHAT_MESSAGES,
  CHAT_SOCKET_EVENTS as E,
  CONTACT_MASKS,
  EVENTS,
  type AdminChatRow,
  type ChatAck,
  type ChatClosedView,
  type ChatConversationClosedPayload,
  type ChatConversationView,
  type ChatErrorPayload,
  type ChatHistoryPage,
  type ChatMessageView,
  type IntegrationEvent,
  type OfferParties,
  type PageOf,
  type TraderDealOwnerChangedPayload,
} from '@solar/contracts';
import { EmbeddedBroker, Outbox } from '@solar/platform';
import { randomUUID } from 'node:crypto';
import { DEAL, eventually, startChatInstances, type ChatClient, type ChatInstances } from './testing/chat-harness';

/**
 * What the admin area asks of the chat, on two chat instances: every conversation for the admin's chat page
 * (CHAT_ADMIN_API), closing a chat with a reason (announced as `chat.conversation.closed`), and a deal moved to
 * another seller (`trader.deal.owner-changed`): every instance forgets the offers' parties, the previous seller
 * is out of the room, and both parties read one message of the marketplace.
 */
const M = CHAT_MESSAGES;
let chat: ChatInstances;

beforeAll(async () => {
  chat = await startChatInstances();
}, 60_000);

afterAll(async () => {
  await chat?.close();
});

const okData = <T>(ack: ChatAck<T>): T => {
  if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack.error)}`);
  return ack.data;
};
const refusal = (ack: ChatAck<unknown>): ChatErrorPayload => {
  if (ack.ok) throw new Error(`answered: ${JSON.stringify(ack.data)}`);
  return ack.error;
};
const http = (instance = 0) => chat.instances[instance]!.http();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const adminToken = (id = `admin-${randomUUID().slice(0, 8)}`) => chat.token(id, ['admin']);
const historyOf = async (offer: OfferParties, token: string, instance = 0) =>
  (await http(instance).get(CHAT_API.messages(offer.offer_id)).set(bearer(token)).expect(200)).body.data as ChatHistoryPage;

async function room(fields: Partial<OfferParties> = {}): Promise<{ offer: OfferParties; buyer: ChatClient; seller: ChatClient; sellerToken: string }> {
  const offer = chat.offer(fields);
  const sellerToken = chat.token(offer.seller_id, ['seller']);
  const buyer = await chat.connect(chat.token(offer.buyer_id), 0);
  const seller = await chat.connect(sellerToken, 1);
  okData(await buyer.ask(E.join, { offer_id: offer.offer_id }));
  okData(await seller.ask(E.join, { offer_id: offer.offer_id }));
  return { offer, buyer, seller, sellerToken };
}

/** The `chat.conversation.closed` events of an offer, once the relay has published them. */
async function closingsOf(offerId: string): Promise<ChatConversationClosedPayload[]> {
  for (const instance of chat.instances) await instance.get(Outbox).flush();
  return EmbeddedBroker.forDataDir(chat.instances[0]!.dataDir)
    .readTopic(EVENTS.chat.conversationClosed)
    .map((message) => JSON.parse(message.value) as IntegrationEvent<ChatConversationClosedPayload>)
    .filter((event) => event.key === offerId)
    .map((event) => event.data);
}

describe('admin/chats', () => {
  it('answers admins only: 401 without a token, 403 for customers, sellers and guests', async () => {
    expect((await http().get(CHAT_ADMIN_API.chats)).status).toBe(401);
    for (const token of [
      chat.token('customer-a1'),
      chat.token('seller-a1', ['seller']),
      chat.token('both-a1', ['customer', 'seller']),
      chat.instances[0]!.guestTokenOf(`guest-${randomUUID()}`),
    ]) {
      const refused = await http(1).get(CHAT_ADMIN_API.chats).set(bearer(token));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, error: ADMIN_MESSAGES.adminOnly });
    }
    expect((await http().get(CHAT_ADMIN_API.chats).set(bearer(adminToken()))).status).toBe(200);
    expect((await http().get(CHAT_ADMIN_API.chats).query({ closed: 'maybe' }).set(bearer(adminToken()))).status).toBe(400);
    expect((await http().get(CHAT_ADMIN_API.chats).query({ per_page: 500 }).set(bearer(adminToken()))).status).toBe(400);
  });

  it('lists every conversation, the latest activity first, open or closed ones when asked, by page', async () => {
    const quiet = chat.offer();
    const busy = chat.offer();
    await http()
      .post(CHAT_API.messages(quiet.offer_id))
      .set(bearer(chat.token(quiet.buyer_id)))
      .send({ text: 'Is 0.22 possible?' })
      .expect(201);
    await http(1)
      .post(CHAT_API.messages(busy.offer_id))
      .set(bearer(chat.token(busy.seller_id, ['seller'])))
      .send({ text: 'Ready to ship.' })
      .expect(201);
    await http()
      .post(CHAT_API.close(quiet.offer_id))
      .set(bearer(chat.token(quiet.buyer_id)))
      .send({})
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await http(1)
      .post(CHAT_API.messages(busy.offer_id))
      .set(bearer(chat.token(busy.buyer_id)))
      .send({ text: 'Deal.' })
      .expect(201);

    const admin = adminToken();
    const all = (await http().get(CHAT_ADMIN_API.chats).query({ per_page: 50 }).set(bearer(admin)).expect(200)).body.data as PageOf<AdminChatRow>;
    const ours = all.items.filter((row) => [quiet.offer_id, busy.offer_id].includes(row.offer_id));
    expect(ours.map((row) => row.offer_id)).toEqual([busy.offer_id, quiet.offer_id]);
    expect(all.items.map((row) => row.updated_at)).toEqual([...all.items.map((row) => row.updated_at)].sort().reverse());
    expect(ours[0]).toEqual({
      offer_id: busy.offer_id,
      deal_id: DEAL.id,
      deal_title: DEAL.name,
      messages: 2,
      last_message: { side: 'buyer', text: 'Deal.', at: expect.any(String) },
      closed: false,
      updated_at: expect.any(String),
    });
    expect(ours[1]).toMatchObject({ closed: true, messages: 2, last_message: { side: 'system', text: M.system.closed('buyer') } });
    expect(JSON.stringify(all)).not.toContain(busy.buyer_id);

    const closed = (await http(1).get(CHAT_ADMIN_API.chats).query({ closed: 'true', per_page: 50 }).set(bearer(admin)).expect(200)).body
      .data as PageOf<AdminChatRow>;
    expect(closed.items.every((row) => row.closed)).toBe(true);
    expect(closed.items.map((row) => row.offer_id)).toContain(quiet.offer_id);
    const open = (await http().get(CHAT_ADMIN_API.chats).query({ closed: 'false', per_page: 50 }).set(bearer(admin)).expect(200)).body
      .data as PageOf<AdminChatRow>;
    expect(open.items.every((row) => !row.closed)).toBe(true);
    expect(open.items.map((row) => row.offer_id)).toContain(busy.offer_id);
    expect(open.total + closed.total).toBe(all.total);

    const first = (await http().get(CHAT_ADMIN_API.chats).query({ per_page: 1 }).set(bearer(admin)).expect(200)).body.data as PageOf<AdminChatRow>;
    const second = (await http().get(CHAT_ADMIN_API.chats).query({ per_page: 1, page_no: 2 }).set(bearer(admin)).expect(200)).body.data as PageOf<AdminChatRow>;
    expect(first).toMatchObject({ page: 1, limit: 1, total: all.total, last_page: all.total });
    expect([first.items[0]!.offer_id, second.items[0]!.offer_id]).toEqual(all.items.slice(0, 2).map((row) => row.offer_id));
  });
});

describe('closing a chat with a reason', () => {
  it('shows the reason in the closing message (contact details hidden) and announces the closing once', async () => {
    const { offer, buyer, seller } = await room();
    const closed = okData(await seller.ask<ChatClosedView>(E.close, { offer_id: offer.offer_id, reason: 'Agreed elsewhere, call <b>555-123-4567</b>' }));
    const reason = `Agreed elsewhere, call ${CONTACT_MASKS.phone}`;
    expect(closed).toMatchObject({ offer_id: offer.offer_id, closed: true, closed_by: 'seller', reason });
    expect(await buyer.next<ChatMessageView>(E.message, (m) => m.side === 'system')).toMatchObject({ text: M.system.closed('seller', reason) });
    expect(await buyer.next<ChatClosedView>(E.close)).toEqual(closed);

    // Closed again, by anyone: the same answer, nothing announced twice.
    expect(okData(await buyer.ask<ChatClosedView>(E.close, { offer_id: offer.offer_id, reason: 'me too' }))).toEqual(closed);
    expect(await closingsOf(offer.offer_id)).toEqual([{ offer_id: offer.offer_id, by: 'seller', admin_id: null, reason, at: closed.closed_at }]);
  });

  it('names the admin who closed it, over HTTP, and refuses a reason that is too long', async () => {
    const offer = chat.offer();
    const adminId = `admin-${randomUUID().slice(0, 8)}`;
    const token = adminToken(adminId);
    const tooLong = await http()
      .post(CHAT_API.close(offer.offer_id))
      .set(bearer(token))
      .send({ reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ reason: [M.closeReasonInvalid] });
    expect((await http().post(CHAT_API.close(offer.offer_id)).set(bearer(token)).send({ reason: 42 })).status).toBe(400);

    const closed = (await http(1).post(CHAT_API.close(offer.offer_id)).set(bearer(token)).send({ reason: 'Off-platform payment asked for.' }).expect(200)).body
      .data as ChatClosedView;
    expect(closed).toMatchObject({ closed_by: 'admin', reason: 'Off-platform payment asked for.' });
    expect((await historyOf(offer, chat.token(offer.buyer_id))).items[0]).toMatchObject({
      side: 'system',
      text: M.system.closed('admin', 'Off-platform payment asked for.'),
    });
    expect(await closingsOf(offer.offer_id)).toEqual([
      { offer_id: offer.offer_id, by: 'admin', admin_id: adminId, reason: 'Off-platform payment asked for.', at: closed.closed_at },
    ]);

    // Without a reason, as before.
    const plain = chat.offer();
    const answer = (
      await http()
        .post(CHAT_API.close(plain.offer_id))
        .set(bearer(chat.token(plain.buyer_id)))
        .expect(200)
    ).body.data as ChatClosedView;
    expect(answer).toMatchObject({ closed_by: 'buyer', reason: null });
    expect(await closingsOf(plain.offer_id)).toEqual([expect.objectContaining({ by: 'buyer', admin_id: null, reason: null })]);
  });
});

describe('a deal moved to another seller (trader.deal.owner-changed)', () => {
  const ownerChanged = (offers: OfferParties[], compensation = false): TraderDealOwnerChangedPayload => ({
    action_id: randomUUID(),
    deal_uuid: DEAL.uuid,
    deal_id: DEAL.id,
    offer_ids: offers.map((o) => o.offer_id),
    compensation,
    at: new Date().toISOString(),
  });

  it('makes every instance forget the parties: the new seller joins, the previous one is out of the room and refused', async () => {
    const { offer, buyer, seller: previous, sellerToken: previousToken } = await room();
    // Both instances know the parties (the buyer joined on one, the seller on the other), for a minute (TEST_CHAT_OPTIONS).
    expect((await historyOf(offer, previousToken, 0)).side).toBe('seller');
    expect((await historyOf(offer, previousToken, 1)).side).toBe('seller');
    const askedBefore = chat.trader.asked.get(offer.offer_id)!;

    const moved = { ...offer, seller_id: `new-seller-${randomUUID().slice(0, 8)}` };
    chat.trader.add(moved);
    const event = await chat.instances[0]!.publish(EVENTS.trader.dealOwnerChanged, DEAL.uuid, ownerChanged([offer]));

    // Each instance asked the trader again, so the previous seller is refused everywhere at once.
    expect(chat.trader.asked.get(offer.offer_id)!).toBeGreaterThanOrEqual(askedBefore + 2);
    for (const instance of [0, 1]) expect((await http(instance).get(CHAT_API.messages(offer.offer_id)).set(bearer(previousToken))).status).toBe(403);
    expect(await previous.next<ChatErrorPayload>(E.error, (e) => e.event === E.join)).toEqual({ event: E.join, status: 403, error: M.notAParty });
    expect(refusal(await previous.ask(E.send, { offer_id: offer.offer_id, text: 'still mine?' }))).toMatchObject({ status: 403, error: M.notAParty });
    expect(refusal(await previous.ask(E.join, { offer_id: offer.offer_id }))).toMatchObject({ status: 403 });

    // Both parties read the marketplace's message, once.
    expect(await buyer.next<ChatMessageView>(E.message, (m) => m.side === 'system')).toMatchObject({
      text: M.system.newSeller,
      event: EVENTS.trader.dealOwnerChanged,
    });
    const newSellerToken = chat.token(moved.seller_id, ['seller']);
    const newSeller = await chat.connect(newSellerToken, 1);
    const joined = okData(await newSeller.ask<ChatHistoryPage>(E.join, { offer_id: offer.offer_id }));
    expect(joined.side).toBe('seller');
    expect(joined.items.map((m) => m.text)).toEqual([M.system.newSeller]);

    // The negotiation goes on with the new seller; the previous one hears none of it.
    const said = okData(await buyer.ask<ChatMessageView>(E.send, { offer_id: offer.offer_id, text: 'Welcome aboard.' }));
    expect(await newSeller.next<ChatMessageView>(E.message, (m) => m.id === said.id)).toMatchObject({ text: 'Welcome aboard.' });
    await chat.instances[0]!.whenIdle();
    expect(previous.received.some((r) => r.event === E.message && (r.payload as ChatMessageView).id === said.id)).toBe(false);

    // A redelivery writes nothing twice.
    await chat.instances[1]!.redeliver(event);
    expect((await historyOf(offer, newSellerToken)).items.filter((m) => m.event === EVENTS.trader.dealOwnerChanged)).toHaveLength(1);

    // The conversation is the new seller's in their list, no longer the previous seller's.
    const theirs = (await http(1).get(CHAT_API.status).set(bearer(newSellerToken)).expect(200)).body.data as PageOf<ChatConversationView>;
    expect(theirs.items.map((c) => c.offer_id)).toEqual([offer.offer_id]);
    const before = (await http().get(CHAT_API.status).set(bearer(previousToken)).expect(200)).body.data as PageOf<ChatConversationView>;
    expect(before.items.map((c) => c.offer_id)).not.toContain(offer.offer_id);
  });

  it('gives the deal back when the transfer is undone, with its own message', async () => {
    const { offer, buyer, sellerToken } = await room();
    const moved = { ...offer, seller_id: `interim-seller-${randomUUID().slice(0, 8)}` };
    chat.trader.add(moved);
    await chat.instances[1]!.publish(EVENTS.trader.dealOwnerChanged, DEAL.uuid, ownerChanged([offer]));
    expect((await http().get(CHAT_API.messages(offer.offer_id)).set(bearer(sellerToken))).status).toBe(403);

    chat.trader.add(offer);
    await chat.instances[0]!.publish(EVENTS.trader.dealOwnerChanged, DEAL.uuid, ownerChanged([offer], true));
    expect(
      (
        await http(1)
          .get(CHAT_API.messages(offer.offer_id))
          .set(bearer(chat.token(moved.seller_id, ['seller'])))
      ).status,
    ).toBe(403);
    const back = await chat.connect(sellerToken, 0);
    const page = okData(await back.ask<ChatHistoryPage>(E.join, { offer_id: offer.offer_id }));
    expect(page.items.map((m) => m.text)).toEqual([M.system.sellerBack, M.system.newSeller]);
    await eventually(() => (buyer.received.filter((r) => r.event === E.message).length === 2 ? true : undefined), 'both messages to the buyer');
  });

  it("leaves the previous seller an ended negotiation's chat to read, on every instance, and refuses each of their writes", async () => {
    const { offer, buyer, seller: previous, sellerToken: previousToken } = await room({ status: 'Rejected' });
    const theirs = okData(await previous.ask<ChatMessageView>(E.send, { offer_id: offer.offer_id, text: 'Sorry, not at that price.' }));
    // Known to both instances before the deal moves; the event names only the negotiations that followed it.
    for (const instance of [0, 1]) await historyOf(offer, previousToken, instance);
    chat.trader.add({ ...offer, seller_left: true });
    await chat.instances[0]!.publish(EVENTS.trader.dealOwnerChanged, DEAL.uuid, ownerChanged([]));

    for (const instance of [0, 1]) expect((await historyOf(offer, previousToken, instance)).items.map((m) => m.text)).toEqual(['Sorry, not at that price.']);
    const refused = { status: 403, error: M.sellerLeft };
    expect(refusal(await previous.ask(E.send, { offer_id: offer.offer_id, text: 'Still here?' }))).toMatchObject(refused);
    expect(refusal(await previous.ask(E.typing, { offer_id: offer.offer_id, typing: true }))).toMatchObject(refused);
    expect(refusal(await previous.ask(E.edit, { msg_id: theirs.id, text: 'Call me instead.' }))).toMatchObject(refused);
    expect(refusal(await previous.ask(E.delete, { msg_id: theirs.id }))).toMatchObject(refused);
    const closing = await http(1).post(CHAT_API.close(offer.offer_id)).set(bearer(previousToken)).send({});
    expect([closing.status, closing.body.error]).toEqual([403, M.sellerLeft]);
    // The buyer still reads and writes.
    expect(okData(await buyer.ask<ChatMessageView>(E.send, { offer_id: offer.offer_id, text: 'Understood.' })).text).toBe('Understood.');
  });

  it('tells every offer the event names, and leaves other offers alone', async () => {
    const first = chat.offer();
    const second = chat.offer();
    const untouched = chat.offer();
    for (const offer of [first, second, untouched]) await historyOf(offer, chat.token(offer.buyer_id));
    await chat.instances[0]!.publish(EVENTS.trader.dealOwnerChanged, DEAL.uuid, ownerChanged([first, second]));
    for (const offer of [first, second]) expect((await historyOf(offer, chat.token(offer.buyer_id))).items.map((m) => m.text)).toEqual([M.system.newSeller]);
    expect((await historyOf(untouched, chat.token(untouched.buyer_id))).items).toEqual([]);
  });
});
