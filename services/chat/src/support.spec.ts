import {
  ADMIN_MESSAGES,
  CHAT_LIMITS,
  CONTACT_MASKS,
  EVENTS,
  SUPPORT_ADMIN_API,
  SUPPORT_API,
  SUPPORT_MESSAGES,
  SUPPORT_SOCKET_EVENTS as E,
  type ChatAck,
  type ChatErrorPayload,
  type PageOf,
  type SupportMessageView,
  type SupportReadReceipt,
  type SupportTeamThreadPage,
  type SupportThreadPage,
  type SupportThreadRow,
} from '@solar/contracts';
import { randomUUID } from 'node:crypto';
import { startChatInstances, type ChatClient, type ChatInstances } from './testing/chat-harness';

/**
 * The support chat as its callers see it: visitors (guests with their guest session's token, and signed-in
 * accounts) write to the marketplace team, admins answer from the inbox; two chat instances on one bus and
 * store, sockets on either, and HTTP. Each test has visitors of its own (the send limits count per account).
 */
const M = SUPPORT_MESSAGES;
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

const guestToken = () => chat.instances[0]!.guestTokenOf(`guest-${randomUUID()}`);
const customerToken = (claims: { firstname?: string; lastname?: string } = {}) =>
  chat.instances[0]!.tokenOf(`customer-${randomUUID()}`, { roles: ['customer'], ...claims });
const adminToken = () => chat.token(`admin-${randomUUID()}`, ['admin']);

/** A visitor's message over HTTP (201). */
async function write(token: string, text: string, instance = 0): Promise<SupportMessageView> {
  const res = await http(instance).post(SUPPORT_API.messages).set(bearer(token)).send({ text });
  expect(res.status).toBe(201);
  return res.body.data as SupportMessageView;
}

const ownThread = async (token: string) => (await http().get(SUPPORT_API.messages).set(bearer(token)).expect(200)).body.data as SupportThreadPage;
const inbox = async (token: string, query: Record<string, string | number> = {}) =>
  (
    await http(1)
      .get(SUPPORT_ADMIN_API.threads)
      .query({ per_page: 100, ...query })
      .set(bearer(token))
      .expect(200)
  ).body.data as PageOf<SupportThreadRow>;
const rowOf = async (admin: string, threadId: string) => (await inbox(admin)).items.find((row) => row.thread_id === threadId);

describe('a visitor and their own thread', () => {
  it('lets a guest write with its guest session, keeps the thread with that session, and answers it as history', async () => {
    const guest = guestToken();
    expect(await ownThread(guest)).toEqual({ thread_id: null, items: [], next_before: null, read: { visitor: 0, team: 0 }, unread: 0 });
    const first = await write(guest, 'Do you ship <b>inverters</b> to Hawaii?');
    expect(first).toMatchObject({ seq: 1, side: 'visitor', text: 'Do you ship inverters to Hawaii?', masked: false, client_id: null });
    const second = await write(guest, 'And batteries?', 1);
    const page = await ownThread(guest);
    expect(page).toMatchObject({ thread_id: first.thread_id, next_before: null, read: { visitor: 2, team: 0 }, unread: 0 });
    expect(page.items).toEqual([second, first]);
    // Older pages by `before`.
    const older = (await http().get(SUPPORT_API.messages).query({ limit: 1, before: 2 }).set(bearer(guest)).expect(200)).body.data as SupportThreadPage;
    expect(older.items).toEqual([first]);
  });

  it('hides contact details and removes markup, as the trader chat does', async () => {
    const guest = guestToken();
    const sent = await write(guest, '<script>alert(1)</script>Call me on +1 (555) 123-4567 or mail ana@example.com');
    expect(sent.masked).toBe(true);
    expect(sent.text).toBe(`Call me on ${CONTACT_MASKS.phone} or mail ${CONTACT_MASKS.email}`);
    expect(JSON.stringify(await ownThread(guest))).not.toContain('ana@example.com');
  });

  it("refuses an empty message and one over the trader chat's length limit, with the chat's messages", async () => {
    const guest = guestToken();
    for (const text of ['', '   ', '<p> </p>']) {
      const res = await http().post(SUPPORT_API.messages).set(bearer(guest)).send({ text });
      expect({ text, status: res.status, errors: res.body.errors }).toEqual({ text, status: 400, errors: { text: [M.textRequired] } });
    }
    const long = await http()
      .post(SUPPORT_API.messages)
      .set(bearer(guest))
      .send({ text: 'a'.repeat(CHAT_LIMITS.messageMax + 1) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ status: 0, success: false, errors: { text: [M.textTooLong] } });
    const huge = await http()
      .post(SUPPORT_API.messages)
      .set(bearer(guest))
      .send({ text: 'a'.repeat(CHAT_LIMITS.messageInputMax + 1) });
    expect(huge.body.errors).toEqual({ text: [M.textTooLong] });
    const unknown = await http().post(SUPPORT_API.messages).set(bearer(guest)).send({ text: 'hi', owner_id: 'someone-else' });
    expect(unknown.status).toBe(400);
    await write(guest, 'a'.repeat(CHAT_LIMITS.messageMax));
    expect((await ownThread(guest)).items).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await http().get(SUPPORT_API.messages)).status).toBe(401);
    expect((await http().post(SUPPORT_API.messages).send({ text: 'hello' })).status).toBe(401);
    await expect(chat.connect(null)).rejects.toThrow(M.signInRequired);
  });

  it("never shows a visitor another visitor's thread: the thread is the token's, and naming one is the team's alone (403)", async () => {
    const alice = guestToken();
    const bob = customerToken();
    const aliceMessage = await write(alice, 'My order number is on the way');
    const bobPage = await ownThread(bob);
    expect(bobPage.thread_id).toBeNull();
    expect(bobPage.items).toEqual([]);

    // The team's routes refuse anyone but an admin, whatever thread they name.
    for (const token of [bob, alice]) {
      const list = await http().get(SUPPORT_ADMIN_API.threads).set(bearer(token));
      expect(list.status).toBe(403);
      expect(list.body).toMatchObject({ status: 0, success: false, error: ADMIN_MESSAGES.adminOnly });
      expect((await http().get(SUPPORT_ADMIN_API.thread(aliceMessage.thread_id)).set(bearer(token))).status).toBe(403);
      expect((await http().post(SUPPORT_ADMIN_API.reply(aliceMessage.thread_id)).set(bearer(token)).send({ text: 'hijack' })).status).toBe(403);
      expect((await http().post(SUPPORT_ADMIN_API.read(aliceMessage.thread_id)).set(bearer(token))).status).toBe(403);
    }

    // Over the socket, naming a thread or watching the inbox is refused alike, and nothing of Alice's reaches Bob.
    const bobSocket = await chat.connect(bob, 1);
    const named = { thread_id: aliceMessage.thread_id, text: 'hijack' };
    expect(refusal(await bobSocket.ask(E.send, named))).toEqual({ event: E.send, status: 403, error: M.teamOnly });
    expect(refusal(await bobSocket.ask(E.read, { thread_id: aliceMessage.thread_id }))).toMatchObject({ status: 403, error: M.teamOnly });
    expect(refusal(await bobSocket.ask(E.watch, {}))).toMatchObject({ status: 403, error: M.teamOnly });
    const aliceSocket = await chat.connect(alice, 0);
    const later = okData(await aliceSocket.ask<SupportMessageView>(E.send, { text: 'Are you there?' }));
    expect(await aliceSocket.next<SupportMessageView>(E.message, (m) => m.id === later.id)).toEqual(later);
    const bobsOwn = okData(await bobSocket.ask<SupportMessageView>(E.send, { text: 'Bob here' }));
    expect(bobsOwn.thread_id).not.toBe(aliceMessage.thread_id);
    await bobSocket.next<SupportMessageView>(E.message, (m) => m.id === bobsOwn.id);
    expect(bobSocket.received.filter((r) => r.event === E.message).map((r) => (r.payload as SupportMessageView).text)).toEqual(['Bob here']);
    expect((await ownThread(alice)).items.map((m) => m.text)).toEqual(['Are you there?', 'My order number is on the way']);
    // Nothing Bob tried was stored in Alice's thread.
    expect(JSON.stringify(await ownThread(alice))).not.toContain('hijack');
  });
});

describe('the team and its inbox', () => {
  it('lists threads the newest activity first, with the unread count, paged; opening one marks it read', async () => {
    const admin = adminToken();
    const older = guestToken();
    const newer = customerToken({ firstname: 'Nora', lastname: 'Sol' });
    const olderMessage = await write(older, 'First question');
    await write(older, 'Second question');
    const newerMessage = await write(newer, 'Where is my order?');

    const rows = (await inbox(admin)).items;
    const ours = rows.filter((row) => [olderMessage.thread_id, newerMessage.thread_id].includes(row.thread_id));
    expect(ours.map((row) => row.thread_id)).toEqual([newerMessage.thread_id, olderMessage.thread_id]);
    expect(ours[0]).toMatchObject({
      visitor: { name: 'Nora Sol', guest: false, email: null },
      messages: 1,
      unread: 1,
      last_message: { side: 'visitor', text: 'Where is my order?' },
    });
    expect(ours[1]).toMatchObject({ visitor: { name: M.guest, guest: true, email: null }, messages: 2, unread: 2 });
    // Every row is newest first, the whole list over.
    const times = rows.map((row) => row.updated_at);
    expect(times).toEqual([...times].sort().reverse());

    // Paged by the admin lists' parameters.
    const firstPage = await inbox(admin, { per_page: 1, page_no: 1 });
    expect(firstPage).toMatchObject({ page: 1, limit: 1, items: [{ thread_id: rows[0]!.thread_id }] });
    expect(firstPage.total).toBeGreaterThanOrEqual(2);
    expect(firstPage.last_page).toBe(firstPage.total);
    expect((await inbox(admin, { per_page: 1, page_no: 2 })).items[0]!.thread_id).toBe(rows[1]!.thread_id);

    // Opening a thread: its history, then the read; the count goes to 0 and the visitor hears it was read.
    const opened = (await http().get(SUPPORT_ADMIN_API.thread(olderMessage.thread_id)).set(bearer(admin)).expect(200)).body.data as SupportTeamThreadPage;
    expect(opened).toMatchObject({ thread_id: olderMessage.thread_id, unread: 2, thread: { unread: 2, messages: 2 } });
    expect(opened.items.map((m) => m.text)).toEqual(['Second question', 'First question']);
    const receipt = (await http(1).post(SUPPORT_ADMIN_API.read(olderMessage.thread_id)).set(bearer(admin)).expect(200)).body.data as SupportReadReceipt;
    expect(receipt).toMatchObject({ thread_id: olderMessage.thread_id, side: 'team', seq: 2 });
    expect(await rowOf(admin, olderMessage.thread_id)).toMatchObject({ unread: 0 });
    expect((await ownThread(older)).read).toEqual({ visitor: 2, team: 2 });
    expect(await rowOf(admin, newerMessage.thread_id)).toMatchObject({ unread: 1 });
  });

  it('names a signed-in visitor by the address identity told the chat', async () => {
    const admin = adminToken();
    const userId = `customer-${randomUUID()}`;
    await chat.instances[0]!.publish(EVENTS.identity.userRegistered, userId, {
      user_id: userId,
      email: 'kai@example.com',
      firstname: '',
      lastname: '',
      roles: ['customer'],
      registered_at: new Date().toISOString(),
    });
    const sent = await write(chat.instances[0]!.tokenOf(userId, { roles: ['customer'] }), 'Hello team');
    expect(await rowOf(admin, sent.thread_id)).toMatchObject({ visitor: { name: 'kai@example.com', guest: false, email: 'kai@example.com' } });
  });

  it('answers 404 for a thread that does not exist, and 400 for a bad page', async () => {
    const admin = adminToken();
    for (const id of [randomUUID(), '..%2F..', 'x'.repeat(80)]) {
      const res = await http().get(SUPPORT_ADMIN_API.thread.template.replace(':thread_id', id)).set(bearer(admin));
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
    }
    const reply = await http().post(SUPPORT_ADMIN_API.reply(randomUUID())).set(bearer(admin)).send({ text: 'hello?' });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ error: M.threadNotFound });
    const bad = await http().get(SUPPORT_ADMIN_API.threads).query({ per_page: 1000, page_no: 'two' }).set(bearer(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ per_page: [M.perPageInvalid], page_no: [M.pageInvalid] });
  });

  it("delivers live both ways across instances: the inbox hears the visitor, the visitor hears the team's answer", async () => {
    const guest = guestToken();
    const visitor = await chat.connect(guest, 0);
    const admin = await chat.connect(adminToken(), 1);
    expect(okData(await admin.ask(E.watch, {}))).toEqual({ watching: true });

    const question = okData(await visitor.ask<SupportMessageView>(E.send, { text: 'Is the 550W panel in stock?', client_id: 'c-1' }));
    expect(question).toMatchObject({ side: 'visitor', client_id: 'c-1', seq: 1 });
    expect(await admin.next<SupportMessageView>(E.message, (m) => m.id === question.id)).toEqual(question);
    const row = await admin.next<SupportThreadRow>(E.thread, (r) => r.thread_id === question.thread_id);
    expect(row).toMatchObject({ unread: 1, messages: 1, last_message: { side: 'visitor', text: 'Is the 550W panel in stock?' } });

    // The team answers by naming the thread; the visitor hears it on the other instance and has one unread.
    const answer = okData(
      await admin.ask<SupportMessageView>(E.send, { thread_id: question.thread_id, text: 'Yes, 40 pallets. See https://example.com/stock' }),
    );
    expect(answer).toMatchObject({ side: 'team', thread_id: question.thread_id, seq: 2, masked: true, text: `Yes, 40 pallets. See ${CONTACT_MASKS.link}` });
    expect(await visitor.next<SupportMessageView>(E.message, (m) => m.side === 'team')).toEqual(answer);
    expect(await admin.next<SupportThreadRow>(E.thread, (r) => r.thread_id === question.thread_id && r.messages === 2)).toMatchObject({ unread: 0 });
    expect((await ownThread(guest)).unread).toBe(1);

    // The visitor reads it; the team hears the receipt.
    const read = okData(await visitor.ask<SupportReadReceipt>(E.read, {}));
    expect(read).toMatchObject({ thread_id: question.thread_id, side: 'visitor', seq: 2 });
    expect(await admin.next<SupportReadReceipt>(E.readReceipt, (r) => r.thread_id === question.thread_id && r.side === 'visitor')).toEqual(read);
    expect((await ownThread(guest)).unread).toBe(0);

    // Over HTTP the same: a visitor's message reaches the watching admin.
    await write(guest, 'Thanks!', 1);
    await admin.next<SupportMessageView>(E.message, (m) => m.text === 'Thanks!');
    // An admin who stops watching hears no more.
    expect(okData(await admin.ask(E.watch, { watching: false }))).toEqual({ watching: false });
    const count = admin.received.length;
    const last = okData(await visitor.ask<SupportMessageView>(E.send, { text: 'Bye' }));
    await visitor.next<SupportMessageView>(E.message, (m) => m.id === last.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(admin.received.slice(count).filter((r) => r.event === E.message)).toEqual([]);
  });

  it('refuses bad socket payloads with the field messages', async () => {
    const client = await chat.connect(guestToken(), 0);
    expect(refusal(await client.ask(E.send, { text: 42 }))).toMatchObject({ status: 400, errors: { text: [M.textRequired] } });
    expect(refusal(await client.ask(E.send, { text: 'x', thread_id: '../etc' }))).toMatchObject({ status: 400, errors: { thread_id: [M.threadIdInvalid] } });
    expect(refusal(await client.ask(E.watch, { watching: 'yes' }))).toMatchObject({ status: 400, errors: { watching: [M.watchingInvalid] } });
    const admin = await chat.connect(adminToken(), 1);
    expect(refusal(await admin.ask(E.send, { thread_id: randomUUID(), text: 'anyone?' }))).toMatchObject({ status: 404, error: M.threadNotFound });
  });
});

describe('the send limits of the trader chat', () => {
  it('limits what one socket sends: past the limit a 429 with the time to wait', async () => {
    const client: ChatClient = await chat.connect(guestToken(), 0);
    for (let i = 1; i <= 6; i++) okData(await client.ask(E.send, { text: `message ${i}` }));
    const refused = refusal(await client.ask(E.send, { text: 'one too many' }));
    expect(refused).toMatchObject({ event: E.send, status: 429, error: M.tooManyMessages });
    expect(refused.retry_after).toBeGreaterThan(0);
  });

  it('limits what one visitor sends over HTTP, on every instance: 429 in the envelope with Retry-After', async () => {
    const guest = guestToken();
    for (let i = 1; i <= 9; i++) await write(guest, `note ${i}`, i % 2);
    const refused = await http().post(SUPPORT_API.messages).set(bearer(guest)).send({ text: 'note 10' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 0, success: false, error: M.tooManyMessages });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ownThread(guest)).items).toHaveLength(9);
  });

  it("limits the team's answers per admin", async () => {
    const thread = (await write(guestToken(), 'Lots of questions')).thread_id;
    const admin = adminToken();
    for (let i = 1; i <= 9; i++)
      await http(i % 2)
        .post(SUPPORT_ADMIN_API.reply(thread))
        .set(bearer(admin))
        .send({ text: `answer ${i}` })
        .expect(201);
    expect((await http().post(SUPPORT_ADMIN_API.reply(thread)).set(bearer(admin)).send({ text: 'answer 10' })).status).toBe(429);
  });
});
