import { getModelToken } from '@nestjs/mongoose';
import {
  CHAT_API,
  CHAT_MESSAGES,
  CHAT_SOCKET_EVENTS as E,
  CONTACT_MASKS,
  EVENTS,
  type ChatAck,
  type ChatClosedView,
  type ChatConversationView,
  type ChatErrorPayload,
  type ChatHistoryPage,
  type ChatMessageView,
  type ChatReadReceipt,
  type OfferParties,
  type PageOf,
  type PresencePayload,
  type TypingView,
} from '@solar/contracts';
import { readMailbox, type OutgoingMail } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { DEAL, eventually, offerEvent, startChatInstances, type ChatClient, type ChatInstances } from './testing/chat-harness';

/**
 * The chat as its callers see it: two chat instances on one embedded bus and store, a fake trader naming each
 * offer's parties, socket.io clients connected to one instance or the other, and HTTP calls. Each test has
 * offers and accounts of its own.
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

/** An offer, its parties' tokens, and each party connected and joined: the buyer on instance 0, the seller on 1. */
async function room(
  fields: Partial<OfferParties> = {},
): Promise<{ offer: OfferParties; buyerToken: string; sellerToken: string; buyer: ChatClient; seller: ChatClient }> {
  const offer = chat.offer(fields);
  const buyerToken = chat.token(offer.buyer_id);
  const sellerToken = chat.token(offer.seller_id, ['seller']);
  const buyer = await chat.connect(buyerToken, 0);
  const seller = await chat.connect(sellerToken, 1);
  okData(await buyer.ask(E.join, { offer_id: offer.offer_id }));
  okData(await seller.ask(E.join, { offer_id: offer.offer_id }));
  return { offer, buyerToken, sellerToken, buyer, seller };
}

const send = async (client: ChatClient, offer: OfferParties, text: string) =>
  okData(await client.ask<ChatMessageView>(E.send, { offer_id: offer.offer_id, text }));

describe('rooms and who may join', () => {
  it('lets the two parties join, on different instances, and answers the history with their sides', async () => {
    const offer = chat.offer();
    const buyer = await chat.connect(chat.token(offer.buyer_id), 0);
    const seller = await chat.connect(chat.token(offer.seller_id, ['seller']), 1);
    const buyerView = okData(await buyer.ask<ChatHistoryPage>(E.join, { offer_id: offer.offer_id }));
    expect(buyerView).toMatchObject({ offer_id: offer.offer_id, side: 'buyer', items: [], next_before: null, closed: false, contact_masking: true });
    const sellerView = okData(await seller.ask<ChatHistoryPage>(E.join, { offer_id: offer.offer_id }));
    expect(sellerView.side).toBe('seller');
    // The buyer hears the seller arrive, from the other instance.
    expect(await buyer.next<PresencePayload>(E.presence)).toEqual({ offer_id: offer.offer_id, side: 'seller', online: true });
  });

  it('lets an admin join and write, as the marketplace', async () => {
    const { offer, buyer } = await room();
    const admin = await chat.connect(chat.token('admin-2c6f8d30', ['admin']), 1);
    expect(okData(await admin.ask<ChatHistoryPage>(E.join, { offer_id: offer.offer_id })).side).toBe('admin');
    await send(admin, offer, 'Please keep the negotiation on the platform.');
    expect(await buyer.next<ChatMessageView>(E.message, (m) => m.side === 'admin')).toMatchObject({ text: 'Please keep the negotiation on the platform.' });
  });

  it('refuses a stranger and a guest at the join and on every event, with a chat-error and the ack', async () => {
    const { offer, buyer } = await room();
    const stranger = await chat.connect(chat.token('someone-else-91', ['customer', 'seller']), 0);
    const guest = await chat.connect(chat.instances[0]!.guestTokenOf(`guest-${randomUUID()}`), 1);
    for (const client of [stranger, guest]) {
      expect(refusal(await client.ask(E.join, { offer_id: offer.offer_id }))).toEqual({ event: E.join, status: 403, error: M.notAParty });
      expect(refusal(await client.ask(E.send, { offer_id: offer.offer_id, text: 'hello' }))).toMatchObject({ event: E.send, status: 403, error: M.notAParty });
      expect(refusal(await client.ask(E.typing, { offer_id: offer.offer_id, typing: true })).status).toBe(403);
      expect(refusal(await client.ask(E.close, { offer_id: offer.offer_id })).status).toBe(403);
      expect(client.errors().map((e) => e.status)).toEqual([403, 403, 403, 403]);
    }
    // Nothing of theirs reached the room, and the chat is still open.
    await send(buyer, offer, 'still open');
    expect(buyer.received.filter((r) => r.event === E.message).map((r) => (r.payload as ChatMessageView).text)).toEqual(['still open']);
  });

  it('answers 404 for an offer the trader does not know, and an unusable id', async () => {
    const client = await chat.connect(chat.token('buyer-lost-1'), 0);
    expect(refusal(await client.ask(E.join, { offer_id: randomUUID() }))).toMatchObject({ status: 404, error: M.offerNotFound });
    expect(refusal(await client.ask(E.join, { offer_id: '../../etc' }))).toMatchObject({ status: 400, errors: { offer_id: [M.offerIdInvalid] } });
  });

  it('refuses a connection without a valid token', async () => {
    await expect(chat.connect(null)).rejects.toThrow(M.signInRequired);
    await expect(chat.connect('not-a-token')).rejects.toThrow(M.signInRequired);
  });

  it('checks the token again on every event: a revoked one gets 401 and the socket is disconnected', async () => {
    const offer = chat.offer();
    const token = chat.token(offer.buyer_id);
    const client = await chat.connect(token, 1);
    okData(await client.ask(E.join, { offer_id: offer.offer_id }));
    const { jti, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string; exp: number };
    await chat.instances[0]!.publish(EVENTS.identity.sessionRevoked, offer.buyer_id, {
      jti,
      user_id: offer.buyer_id,
      expires_at: new Date(exp * 1000).toISOString(),
    });
    const disconnected = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
    expect(refusal(await client.ask(E.send, { offer_id: offer.offer_id, text: 'after logout' }))).toMatchObject({ status: 401 });
    expect(await disconnected).toBe('io server disconnect');
    const page = (
      await http()
        .get(CHAT_API.messages(offer.offer_id))
        .set(bearer(chat.token(offer.seller_id)))
    ).body.data as ChatHistoryPage;
    expect(page.items).toEqual([]);
  });
});

describe('messages between the parties', () => {
  it('delivers a message sent on one instance live to the other party on the other, naming the sender by side only', async () => {
    const { offer, buyer, seller } = await room();
    const sent = await send(buyer, offer, '<b>Can you do</b> $0.22/W for 124 panels?');
    expect(sent).toMatchObject({
      offer_id: offer.offer_id,
      seq: 1,
      side: 'buyer',
      text: 'Can you do $0.22/W for 124 panels?',
      masked: false,
      edited_at: null,
      deleted_at: null,
    });
    const heard = await seller.next<ChatMessageView>(E.message);
    expect(heard).toEqual(sent);
    expect(JSON.stringify(seller.received)).not.toContain(offer.buyer_id);
    const answer = await send(seller, offer, 'Yes, FOB Houston.');
    expect(await buyer.next<ChatMessageView>(E.message, (m) => m.side === 'seller')).toEqual(answer);
  });

  it('tells the room who is typing, except the typist', async () => {
    const { offer, buyer, seller } = await room();
    expect(okData(await seller.ask<TypingView>(E.typing, { offer_id: offer.offer_id, typing: true }))).toEqual({
      offer_id: offer.offer_id,
      side: 'seller',
      typing: true,
    });
    expect(await buyer.next<TypingView>(E.typing)).toEqual({ offer_id: offer.offer_id, side: 'seller', typing: true });
    expect(seller.received.some((r) => r.event === E.typing)).toBe(false);
  });

  it('sends read receipts to the sender', async () => {
    const { offer, buyer, seller } = await room();
    await send(buyer, offer, 'one');
    const second = await send(buyer, offer, 'two');
    const receipt = okData(await seller.ask<ChatReadReceipt>(E.read, { offer_id: offer.offer_id }));
    expect(receipt).toMatchObject({ offer_id: offer.offer_id, side: 'seller', seq: second.seq });
    expect(await buyer.next<ChatReadReceipt>(E.read, (r) => r.side === 'seller')).toEqual(receipt);
    // Reading again moves nothing: the same place, no new receipt.
    expect(okData(await seller.ask<ChatReadReceipt>(E.read, { offer_id: offer.offer_id })).seq).toBe(second.seq);
    const history = okData(await buyer.ask<ChatHistoryPage>(E.join, { offer_id: offer.offer_id }));
    expect(history.read).toEqual({ buyer: second.seq, seller: second.seq });
  });

  it('lets a party edit and delete their own messages only; a deleted one stays as deleted, its text gone', async () => {
    const { offer, buyer, seller } = await room();
    const mine = await send(buyer, offer, 'Offer stands at 0.23');
    const edited = okData(await buyer.ask<ChatMessageView>(E.edit, { msg_id: mine.id, text: 'Offer stands at 0.24' }));
    expect(edited).toMatchObject({ id: mine.id, text: 'Offer stands at 0.24' });
    expect(edited.edited_at).not.toBeNull();
    expect(await seller.next<ChatMessageView>(E.messageUpdated)).toEqual(edited);

    expect(refusal(await seller.ask(E.edit, { msg_id: mine.id, text: 'changed by the seller' }))).toMatchObject({ status: 403, error: M.notYourMessage });
    expect(refusal(await seller.ask(E.delete, { msg_id: mine.id }))).toMatchObject({ status: 403, error: M.notYourMessage });

    const deleted = okData(await buyer.ask<ChatMessageView>(E.delete, { msg_id: mine.id }));
    expect(deleted).toMatchObject({ id: mine.id, text: null });
    expect(deleted.deleted_at).not.toBeNull();
    expect(await seller.next<ChatMessageView>(E.messageUpdated, (m) => m.deleted_at !== null)).toEqual(deleted);
    expect(refusal(await buyer.ask(E.edit, { msg_id: mine.id, text: 'back' }))).toMatchObject({ status: 422, error: M.messageDeleted });
    expect(refusal(await buyer.ask(E.edit, { msg_id: randomUUID(), text: 'x' }))).toMatchObject({ status: 404, error: M.messageNotFound });

    const page = (
      await http()
        .get(CHAT_API.messages(offer.offer_id))
        .set(bearer(chat.token(offer.seller_id)))
        .expect(200)
    ).body.data as ChatHistoryPage;
    expect(page.items).toEqual([deleted]);
  });

  it('closes the chat: no new messages, edits or deletions; the history stays readable', async () => {
    const { offer, buyer, seller, buyerToken } = await room();
    const before = await send(buyer, offer, 'last words');
    const closed = okData(await seller.ask<ChatClosedView>(E.close, { offer_id: offer.offer_id }));
    expect(closed).toMatchObject({ offer_id: offer.offer_id, closed: true, closed_by: 'seller' });
    expect(await buyer.next<ChatClosedView>(E.close)).toEqual(closed);
    expect(await buyer.next<ChatMessageView>(E.message, (m) => m.side === 'system')).toMatchObject({ text: M.system.closed('seller') });

    expect(refusal(await buyer.ask(E.send, { offer_id: offer.offer_id, text: 'hello?' }))).toMatchObject({ status: 422, error: M.chatClosed });
    expect(refusal(await buyer.ask(E.edit, { msg_id: before.id, text: 'edited' }))).toMatchObject({ status: 422, error: M.chatClosed });
    const viaHttp = await http(1).post(CHAT_API.messages(offer.offer_id)).set(bearer(buyerToken)).send({ text: 'hello?' });
    expect(viaHttp.status).toBe(422);
    expect(viaHttp.body).toMatchObject({ status: 0, success: false, error: M.chatClosed });

    const page = (await http().get(CHAT_API.messages(offer.offer_id)).set(bearer(buyerToken)).expect(200)).body.data as ChatHistoryPage;
    expect(page.closed).toBe(true);
    expect(page.items.map((m) => m.text)).toEqual([M.system.closed('seller'), 'last words']);
    // Closing again answers how it was closed.
    expect((await http().post(CHAT_API.close(offer.offer_id)).set(bearer(buyerToken)).expect(200)).body.data).toEqual(closed);
  });
});

describe('text rules', () => {
  const contacts = 'Mail dana.w@acme-solar.com, call +1 (555) 123-4567 or see https://acme-solar.com/deal and acme dot io';

  it('hides e-mail addresses, phone numbers and links before the contract, in what is stored and sent', async () => {
    const { offer, buyer, seller } = await room();
    const sent = await send(seller, offer, contacts);
    const expected = `Mail ${CONTACT_MASKS.email}, call ${CONTACT_MASKS.phone} or see ${CONTACT_MASKS.link} and ${CONTACT_MASKS.link}`;
    expect(sent).toMatchObject({ text: expected, masked: true });
    expect((await buyer.next<ChatMessageView>(E.message)).text).toBe(expected);
    const stored = (
      await http(1)
        .get(CHAT_API.messages(offer.offer_id))
        .set(bearer(chat.token(offer.buyer_id)))
        .expect(200)
    ).body.data as ChatHistoryPage;
    expect(stored.items[0]!.text).toBe(expected);
    expect(JSON.stringify(stored)).not.toContain('acme-solar.com');
    const edited = okData(await seller.ask<ChatMessageView>(E.edit, { msg_id: sent.id, text: 'or dana at acme dot com' }));
    expect(edited.text).toBe(`or ${CONTACT_MASKS.email}`);
    expect(
      (
        await http()
          .get(CHAT_API.aiStatus)
          .query({ offer_id: offer.offer_id })
          .set(bearer(chat.token(offer.buyer_id)))
          .expect(200)
      ).body.data,
    ).toMatchObject({
      contact_masking: true,
      contracted: false,
      message: M.moderationOn,
    });
  });

  it('hides disguised details (spaced, bracketed, full-width, zero-width, any separators, any digits) over the socket and HTTP alike', async () => {
    const { offer, buyer, seller, buyerToken } = await room();
    const { email: EMAIL, phone: PHONE, link: LINK } = CONTACT_MASKS;
    const disguised =
      'name @ gmail . com or name＠gmail．com or name@gm\u200bail[.]com or domain[.]com or 555_123_4567 or 555    123    4567 or ５５５１２３４５６７ or ٥٥٥١٢٣٤٥٦٧';
    const expected = `${EMAIL} or ${EMAIL} or ${EMAIL} or ${LINK} or ${PHONE} or ${PHONE} or ${PHONE} or ${PHONE}`;
    expect(await send(seller, offer, disguised)).toMatchObject({ text: expected, masked: true });
    expect((await buyer.next<ChatMessageView>(E.message)).text).toBe(expected);
    const viaHttp = (await http(1).post(CHAT_API.messages(offer.offer_id)).set(bearer(buyerToken)).send({ text: disguised }).expect(201)).body
      .data as ChatMessageView;
    expect(viaHttp).toMatchObject({ text: expected, masked: true });
    const closed = (await http().post(CHAT_API.close(offer.offer_id)).set(bearer(buyerToken)).send({ reason: 'call 555_123_4567' }).expect(200)).body
      .data as ChatClosedView;
    expect(JSON.stringify(closed)).not.toContain('555_123_4567');
    const stored = (await http().get(CHAT_API.messages(offer.offer_id)).set(bearer(buyerToken)).expect(200)).body.data as ChatHistoryPage;
    expect(stored.items.slice(1).map((m) => m.text)).toEqual([expected, expected]);
    expect(stored.items[0]!.text).toContain(PHONE);
  });

  it('delivers contact details as written once the offer is under contract', async () => {
    const { offer, buyer } = await room({ contracted: true, status: 'Contract' });
    expect(await send(buyer, offer, contacts)).toMatchObject({ text: contacts, masked: false });
    expect(
      (
        await http()
          .get(CHAT_API.aiStatus)
          .query({ offer_id: offer.offer_id })
          .set(bearer(chat.token(offer.buyer_id)))
          .expect(200)
      ).body.data,
    ).toMatchObject({
      contact_masking: false,
      contracted: true,
    });
  });

  it('stops hiding them when the contract is signed, with a message of the marketplace', async () => {
    const { offer, buyer, seller } = await room();
    expect((await send(buyer, offer, 'dana@acme.com')).masked).toBe(true);
    await chat.instances[1]!.publish(EVENTS.trader.contractSigned, offer.offer_id, {
      id: randomUUID(),
      offer_id: offer.offer_id,
      deal_uuid: DEAL.uuid,
      deal_id: DEAL.id,
      version: 1,
      status: 'Signed',
      qty: 124,
      total: 17050.4,
      payment_id: null,
      reason: null,
      at: new Date().toISOString(),
    });
    expect(await seller.next<ChatMessageView>(E.message, (m) => m.side === 'system')).toMatchObject({
      text: M.system.contractSigned('$17,050.40'),
      event: EVENTS.trader.contractSigned,
    });
    expect(await send(buyer, offer, 'dana@acme.com')).toMatchObject({ text: 'dana@acme.com', masked: false });
  });

  it('takes 2,000 characters of plain text and refuses more, and empty messages', async () => {
    const { offer, buyer } = await room();
    expect((await send(buyer, offer, 'a'.repeat(2_000))).text).toHaveLength(2_000);
    expect((await send(buyer, offer, `<p>${'b'.repeat(2_000)}</p>`)).text).toHaveLength(2_000);
    expect(refusal(await buyer.ask(E.send, { offer_id: offer.offer_id, text: 'c'.repeat(2_001) }))).toEqual({
      event: E.send,
      status: 400,
      error: M.textTooLong,
      errors: { text: [M.textTooLong] },
    });
    expect(refusal(await buyer.ask(E.send, { offer_id: offer.offer_id, text: '<script>alert(1)</script> ' }))).toMatchObject({
      status: 400,
      errors: { text: [M.textRequired] },
    });
    const huge = await http()
      .post(CHAT_API.messages(offer.offer_id))
      .set(bearer(chat.token(offer.buyer_id)))
      .send({ text: 'd'.repeat(30_000) });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ status: 0, success: false, errors: { text: [M.textTooLong] } });
  });

  it('limits what one socket sends: past the limit a 429 chat-error with the time to wait', async () => {
    const { offer, buyer, seller } = await room();
    for (let i = 1; i <= 6; i++) await send(buyer, offer, `message ${i}`);
    const refused = refusal(await buyer.ask(E.send, { offer_id: offer.offer_id, text: 'one too many' }));
    expect(refused).toMatchObject({ event: E.send, status: 429, error: M.tooManyMessages });
    expect(refused.retry_after).toBeGreaterThan(0);
    expect(buyer.errors()).toEqual([refused]);
    // The other party's socket has its own budget.
    await send(seller, offer, 'I can still answer');
  });

  it('limits what one account sends over HTTP: 429 in the envelope with Retry-After', async () => {
    const offer = chat.offer();
    const token = chat.token(offer.buyer_id);
    for (let i = 1; i <= 9; i++)
      await http(i % 2)
        .post(CHAT_API.messages(offer.offer_id))
        .set(bearer(token))
        .send({ text: `note ${i}` })
        .expect(201);
    const refused = await http().post(CHAT_API.messages(offer.offer_id)).set(bearer(token)).send({ text: 'note 10' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 0, success: false, error: M.tooManyMessages });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('system messages from the offer events', () => {
  it('writes each step of the offer into its chat, live, once per event', async () => {
    const { offer, buyer, seller } = await room();
    const made = await chat.instances[0]!.publish(EVENTS.trader.offerMade, offer.offer_id, offerEvent(offer));
    const expected = M.system.offerMade('124 units at $0.23, FOB, delivered to CA, 30% deposit, balance before shipping, 10 days lead time');
    expect(await buyer.next<ChatMessageView>(E.message)).toMatchObject({ side: 'system', text: expected, event: EVENTS.trader.offerMade, id: made.id });
    expect(await seller.next<ChatMessageView>(E.message)).toMatchObject({ side: 'system', text: expected });
    await chat.instances[1]!.redeliver(made);
    await chat.instances[0]!.publish(
      EVENTS.trader.offerAccepted,
      offer.offer_id,
      offerEvent(offer, { status: 'Accepted', previous_status: 'Offered', by: 'seller' }),
    );
    await buyer.next<ChatMessageView>(E.message, (m) => m.event === EVENTS.trader.offerAccepted);
    const page = (
      await http()
        .get(CHAT_API.messages(offer.offer_id))
        .set(bearer(chat.token(offer.buyer_id)))
        .expect(200)
    ).body.data as ChatHistoryPage;
    expect(page.items.map((m) => m.text)).toEqual([M.system.accepted('seller'), expected]);
  });

  it('starts the conversation of an offer nobody has opened yet', async () => {
    const offer = chat.offer();
    await chat.instances[0]!.publish(EVENTS.trader.quoteSent, offer.offer_id, {
      offer_id: offer.offer_id,
      deal_uuid: DEAL.uuid,
      deal_id: DEAL.id,
      version: 2,
      total: 15500,
      at: new Date().toISOString(),
    });
    const status = (
      await http()
        .get(CHAT_API.status)
        .set(bearer(chat.token(offer.seller_id)))
        .expect(200)
    ).body.data as PageOf<ChatConversationView>;
    expect(status.items[0]).toMatchObject({
      offer_id: offer.offer_id,
      side: 'seller',
      counterpart: 'Buyer',
      unread: 1,
      last_message: { side: 'system', text: M.system.quoteSent(2, '$15,500.00') },
    });
  });
});

describe('the HTTP calls', () => {
  it('pages the history newest first with a cursor, in the envelope', async () => {
    const offer = chat.offer();
    const token = chat.token(offer.seller_id, ['seller']);
    for (const text of ['m1', 'm2', 'm3', 'm4', 'm5']) {
      const answer = await http()
        .post(CHAT_API.messages(offer.offer_id))
        .set(bearer(token))
        .send({ text, client_id: `c-${text}` })
        .expect(201);
      expect(answer.body).toMatchObject({ status: 1, success: true, data: { text, side: 'seller', client_id: `c-${text}` } });
    }
    const first = (await http(1).get(CHAT_API.messages(offer.offer_id)).query({ limit: 2 }).set(bearer(token)).expect(200)).body.data as ChatHistoryPage;
    expect(first.items.map((m) => m.text)).toEqual(['m5', 'm4']);
    const second = (await http().get(CHAT_API.messages(offer.offer_id)).query({ limit: 2, before: first.next_before }).set(bearer(token)).expect(200)).body
      .data as ChatHistoryPage;
    expect(second.items.map((m) => m.text)).toEqual(['m3', 'm2']);
    const last = (await http().get(CHAT_API.messages(offer.offer_id)).query({ limit: 2, before: second.next_before }).set(bearer(token)).expect(200)).body
      .data as ChatHistoryPage;
    expect(last).toMatchObject({ next_before: null });
    expect(last.items.map((m) => m.text)).toEqual(['m1']);
  });

  it('answers the caller conversations with the other party by role, unread counts and whether they are online', async () => {
    const { offer, buyer, seller, buyerToken } = await room();
    await send(seller, offer, 'first');
    await send(seller, offer, 'second');
    const status = (await http(0).get(CHAT_API.status).set(bearer(buyerToken)).expect(200)).body.data as PageOf<ChatConversationView>;
    expect(status).toMatchObject({ total: 1, page: 1 });
    expect(status.items[0]).toMatchObject({
      offer_id: offer.offer_id,
      deal_name: DEAL.name,
      side: 'buyer',
      counterpart: 'Seller',
      unread: 2,
      counterpart_online: true,
      closed: false,
      contact_masking: true,
      last_message: { text: 'second' },
    });
    expect(JSON.stringify(status)).not.toContain(offer.seller_id);
    seller.close();
    await buyer.next<PresencePayload>(E.presence, (p) => !p.online);
    okData(await buyer.ask(E.read, { offer_id: offer.offer_id }));
    const after = (await http(1).get(CHAT_API.status).set(bearer(buyerToken)).expect(200)).body.data as PageOf<ChatConversationView>;
    expect(after.items[0]).toMatchObject({ unread: 0, counterpart_online: false });
  });

  it('refuses bad input with 4xx, never a 500', async () => {
    const offer = chat.offer();
    const token = chat.token(offer.buyer_id);
    const url = CHAT_API.messages(offer.offer_id);
    const errorsOf = async (status: number, call: Promise<{ status: number; body: { success: boolean; errors?: Record<string, string[]> } }>) => {
      const answer = await call;
      expect(answer.status).toBe(status);
      expect(answer.body.success).toBe(false);
      return answer.body.errors;
    };
    expect(await errorsOf(401, http().get(url))).toBeUndefined();
    expect(
      await errorsOf(
        403,
        http()
          .get(url)
          .set(bearer(chat.instances[0]!.guestTokenOf(`guest-${randomUUID()}`))),
      ),
    ).toBeUndefined();
    expect(await errorsOf(400, http().get(`${url}?limit=abc`).set(bearer(token)))).toEqual({ limit: [M.limitInvalid] });
    expect(await errorsOf(400, http().get(`${url}?limit=1&limit=2`).set(bearer(token)))).toEqual({ limit: [M.limitInvalid] });
    expect(await errorsOf(400, http().get(`${url}?before=0`).set(bearer(token)))).toEqual({ before: [M.beforeInvalid] });
    expect(await errorsOf(400, http().post(url).set(bearer(token)).send({ text: 42 }))).toEqual({ text: [M.textRequired] });
    expect(
      await errorsOf(
        400,
        http()
          .post(url)
          .set(bearer(token))
          .send({ text: ['a'] }),
      ),
    ).toEqual({ text: [M.textRequired] });
    expect(await errorsOf(400, http().post(url).set(bearer(token)).send({ text: 'hi', sender: 'seller' }))).toHaveProperty('sender');
    expect(await errorsOf(400, http().post(url).set(bearer(token)).set('content-type', 'application/json').send('[1,2]'))).toBeDefined();
    await errorsOf(404, http().post(CHAT_API.messages(randomUUID())).set(bearer(token)).send({ text: 'hi' }));
    await errorsOf(404, http().get(CHAT_API.messages('bad id!')).set(bearer(token)));
    await errorsOf(404, http().post(CHAT_API.edit(randomUUID())).set(bearer(token)).send({ text: 'x' }));
    await errorsOf(
      404,
      http()
        .post(CHAT_API.delete('x'.repeat(300)))
        .set(bearer(token)),
    );
    expect(
      await errorsOf(
        400,
        http()
          .post(CHAT_API.read(offer.offer_id))
          .set(bearer(token))
          .send({ msg_id: { $gt: '' } }),
      ),
    ).toEqual({ msg_id: [M.messageIdInvalid] });
    await errorsOf(404, http().post(CHAT_API.read(offer.offer_id)).set(bearer(token)).send({ msg_id: randomUUID() }));
    expect(await errorsOf(400, http().get(CHAT_API.status).query({ page: 'x' }).set(bearer(token)))).toHaveProperty('page');
    expect(await errorsOf(400, http().post(CHAT_API.smsSettings).set(bearer(token)).send({ notify: 'fax' }))).toEqual({ notify: [M.notifyInvalid] });
    expect(await errorsOf(400, http().post(CHAT_API.smsSettings).set(bearer(token)).send({ notify: 'sms' }))).toEqual({ phone: [M.phoneRequired] });
    expect(await errorsOf(400, http().post(CHAT_API.smsSettings).set(bearer(token)).send({ notify: 'sms', phone: '555-CALL-NOW' }))).toEqual({
      phone: [M.phoneInvalid],
    });
    expect(
      await errorsOf(
        400,
        http()
          .post(CHAT_API.smsSettings)
          .set(bearer(token))
          .send({ notify: 'sms', phone: '1'.repeat(40) }),
      ),
    ).toEqual({ phone: [M.phoneInvalid] });
    expect(
      await errorsOf(
        400,
        http()
          .get(CHAT_API.aiStatus)
          .query({ offer_id: ['a', 'b'] })
          .set(bearer(token)),
      ),
    ).toEqual({ offer_id: [M.offerIdInvalid] });
  });

  it('refuses bad socket payloads and unknown events with a chat-error', async () => {
    const offer = chat.offer();
    const client = await chat.connect(chat.token(offer.buyer_id), 1);
    expect(refusal(await client.ask(E.send, 'just text'))).toMatchObject({ status: 400 });
    expect(refusal(await client.ask(E.send))).toMatchObject({ status: 400, errors: { offer_id: [M.offerIdInvalid] } });
    expect(refusal(await client.ask(E.send, { offer_id: offer.offer_id, text: { $ne: 1 } }))).toMatchObject({
      status: 400,
      errors: { text: [M.textRequired] },
    });
    expect(refusal(await client.ask(E.typing, { offer_id: offer.offer_id, typing: 'yes' }))).toMatchObject({
      status: 400,
      errors: { typing: [M.typingInvalid] },
    });
    client.socket.emit('shout', { offer_id: offer.offer_id });
    expect(await client.next<ChatErrorPayload>(E.error, (e) => e.event === 'shout')).toEqual({ event: 'shout', status: 400, error: M.unknownEvent });
  });
});

describe('notices to a party who is away', () => {
  const registered = async (userId: string, email: string) =>
    chat.instances[0]!.publish(EVENTS.identity.userRegistered, userId, {
      user_id: userId,
      email,
      firstname: 'Dana',
      lastname: 'W',
      roles: ['seller'],
      registered_at: new Date().toISOString(),
    });
  const noticesTo = async (address: string) => (await readMailbox(chat.instances[0]!.dataDir, address)).length;
  const queuedNoticesFor = (offerId: string, recipient: string, messageIds: string[]) =>
    chat.instances[0]!.get<Model<OutgoingMail>>(getModelToken('OutgoingMail')).countDocuments({
      _id: { $in: messageIds.map((id) => `chat-notice:${id}:${recipient}`) },
    });

  it('mails an offline party once for a burst of messages, and never an online one', async () => {
    const offer = chat.offer();
    const email = `seller-${randomUUID()}@acme-solar.example`;
    await registered(offer.seller_id, email);
    const buyerToken = chat.token(offer.buyer_id);
    const ids: string[] = [];
    for (const text of ['Are you there?', 'Hello?', 'Please answer']) {
      ids.push(((await http().post(CHAT_API.messages(offer.offer_id)).set(bearer(buyerToken)).send({ text }).expect(201)).body.data as ChatMessageView).id);
    }
    expect(await queuedNoticesFor(offer.offer_id, offer.seller_id, ids)).toBe(1);
    const [notice] = await eventually(async () => {
      const mails = await readMailbox(chat.instances[0]!.dataDir, email);
      return mails.length ? mails : undefined;
    }, 'the notice');
    expect(notice).toMatchObject({ to: email, subject: M.notice.subject(DEAL.name) });
    expect(notice!.text).toContain(`/trader/chat/seller?offer=${offer.offer_id}`);
    expect(notice!.text).not.toContain(offer.buyer_id);

    // The buyer is connected (to the other instance): no notice to them.
    const buyer = await chat.connect(buyerToken, 1);
    okData(await buyer.ask(E.join, { offer_id: offer.offer_id }));
    await registered(offer.buyer_id, `buyer-${randomUUID()}@example.com`);
    const answer = (
      await http()
        .post(CHAT_API.messages(offer.offer_id))
        .set(bearer(chat.token(offer.seller_id)))
        .send({ text: 'Here now' })
        .expect(201)
    ).body.data as ChatMessageView;
    expect(await queuedNoticesFor(offer.offer_id, offer.buyer_id, [answer.id])).toBe(0);
    expect(await noticesTo(email)).toBe(1);
  });

  it('texts a party who chose SMS (through the mail port), and tells nobody who chose none', async () => {
    const offer = chat.offer();
    const buyerToken = chat.token(offer.buyer_id);
    await registered(offer.buyer_id, `buyer-${randomUUID()}@example.com`);
    expect((await http().get(CHAT_API.smsSettings).set(bearer(buyerToken)).expect(200)).body.data).toEqual({ notify: 'mail', phone: null });
    const saved = await http().post(CHAT_API.smsSettings).set(bearer(buyerToken)).send({ notify: 'sms', phone: '(555) 123-4567' }).expect(200);
    expect(saved.body).toEqual({ status: 1, success: true, data: { notify: 'sms', phone: '+15551234567' }, message: M.settingsSaved });
    await http(1)
      .post(CHAT_API.messages(offer.offer_id))
      .set(bearer(chat.token(offer.seller_id)))
      .send({ text: 'Quote is ready' })
      .expect(201);
    const [sms] = await eventually(async () => {
      const mails = await readMailbox(chat.instances[0]!.dataDir, '15551234567@sms.solar-marketplace.local');
      return mails.length ? mails : undefined;
    }, 'the SMS');
    expect(sms!.text).toBe(M.notice.sms('Seller', DEAL.name));

    const quiet = chat.offer();
    const quietToken = chat.token(quiet.buyer_id);
    await registered(quiet.buyer_id, `quiet-${randomUUID()}@example.com`);
    await http().post(CHAT_API.smsSettings).set(bearer(quietToken)).send({ notify: 'none' }).expect(200);
    const message = (
      await http()
        .post(CHAT_API.messages(quiet.offer_id))
        .set(bearer(chat.token(quiet.seller_id)))
        .send({ text: 'Anyone?' })
        .expect(201)
    ).body.data as ChatMessageView;
    expect(await queuedNoticesFor(quiet.offer_id, quiet.buyer_id, [message.id])).toBe(0);
  });

  it('answers the moderation rule', async () => {
    const answer = await http()
      .get(CHAT_API.aiStatus)
      .set(bearer(chat.token('anyone-7')))
      .expect(200);
    expect(answer.body.data).toEqual({ rule: M.moderationRule, contact_masking: true, offer_id: null, contracted: null, message: M.moderationRule });
  });
});
