/** @jest-environment jsdom */
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_SOCKET_EVENTS as E,
  CHAT_SOCKET_PATH,
  type AiStatusView,
  type ChatAck,
  type ChatConversationView,
  type ChatHistoryPage,
  type ChatMessageView,
} from '@solar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { ACCOUNT_TEXT } from '../../accounts/text';
import { BUYER, SELLER, fail, fakeApi, findToast, ok, renderApp, resetBrowserState, signedInAs } from '../../test/app';
import { offerView, page } from '../offers/offerFixtures';
import { CHAT_TEXT } from './text';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

const T = CHAT_TEXT;

type Handler = (payload?: unknown) => void;

/**
 * The chat server as the page's socket sees it: what the page emits (with the server's acks, `acks` per event) and
 * what the server pushes (`push`). It connects when the test says so.
 */
class FakeSocket {
  connected = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  readonly acks: Record<string, (payload: never) => ChatAck<unknown>> = {};
  private readonly handlers = new Map<string, Handler[]>();

  constructor(readonly options: unknown) {
    this.acks[E.join] = () => ({ ok: true, data: history() });
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  emit(event: string, payload: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }
  timeout() {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        this.emitted.push({ event, payload });
        const answer = this.acks[event];
        return answer ? answer(payload as never) : { ok: true, data: {} };
      },
    };
  }
  /** What the page emitted of one event. */
  sent(event: string) {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }
  async push(event: string, payload?: unknown) {
    await act(async () => {
      for (const handler of this.handlers.get(event) ?? []) handler(payload);
    });
  }
  async connect() {
    this.connected = true;
    await this.push('connect');
  }
  async drop() {
    this.connected = false;
    await this.push('disconnect', 'transport close');
  }
}

let socket: FakeSocket;
beforeEach(() => {
  resetBrowserState();
  jest.mocked(io).mockReset();
  jest.mocked(io).mockImplementation(((options: unknown) => (socket = new FakeSocket(options))) as never);
});

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;

function message(seq: number, side: ChatMessageView['side'], text: string | null, overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id: `m-${seq}`,
    offer_id: 'offer-1',
    seq,
    side,
    text,
    masked: false,
    event: side === 'system' ? 'trader.offer.made' : null,
    client_id: null,
    created_at: at(seq),
    edited_at: null,
    deleted_at: null,
    ...overrides,
  };
}

/** The seller's view of offer-1: the buyer's offer, then buyer, seller, seller; the buyer has read up to 2. */
const HISTORY = [
  message(1, 'system', CHAT_MESSAGES.system.offerMade('$0.23/W × 124')),
  message(2, 'buyer', 'Can you ship by May?'),
  message(3, 'seller', 'Yes, from our Fresno yard.'),
  message(4, 'seller', 'Pallets are ready.'),
];

function history(overrides: Partial<ChatHistoryPage> = {}, items = HISTORY): ChatHistoryPage {
  return {
    offer_id: 'offer-1',
    side: 'seller',
    items: [...items].reverse(),
    next_before: null,
    read: { buyer: 3, seller: 1 },
    closed: false,
    contact_masking: true,
    ...overrides,
  };
}

function conversation(overrides: Partial<ChatConversationView> = {}): ChatConversationView {
  return {
    offer_id: 'offer-1',
    deal_id: 42,
    deal_uuid: 'deal-uuid-42',
    deal_name: 'Jinko 550 W mono panels',
    side: 'seller',
    counterpart: 'Buyer',
    last_message: HISTORY[3]!,
    unread: 0,
    counterpart_online: true,
    closed: false,
    contact_masking: true,
    updated_at: at(4),
    ...overrides,
  };
}

const CONVERSATIONS = [
  conversation({ unread: 1, last_message: HISTORY[1]! }),
  conversation({ offer_id: 'offer-2', deal_name: 'Tesla Powerwall lot', unread: 3, counterpart_online: false }),
  // The user's own bid on another deal: the buyer page's, not this one's.
  conversation({ offer_id: 'offer-9', deal_name: 'Enphase IQ8 inverters', side: 'buyer', counterpart: 'Seller', unread: 5 }),
];

/** The seller with a chat of three conversations (two theirs as seller) and offer-1's history. */
function sellerChat(page1: ChatHistoryPage = history()) {
  signedInAs(SELLER, ['seller']);
  return fakeApi({
    'GET /chat-status': page(CONVERSATIONS),
    'GET /send-msg/offer-1': ok(page1),
    'GET /get_offer/offer-1': ok(offerView('seller', { moves: ['Accepted', 'Rejected', 'Countered'] })),
    'GET /ai-status': ok(moderation(true)),
  });
}

/** The chat service's `ai-status` of offer-1: on until its contract. */
const moderation = (on: boolean): AiStatusView => ({
  rule: CHAT_MESSAGES.moderationRule,
  contact_masking: on,
  offer_id: 'offer-1',
  contracted: !on,
  message: on ? CHAT_MESSAGES.moderationOn : CHAT_MESSAGES.moderationOff,
});

const thread = () => screen.getByRole('region', { name: 'Jinko 550 W mono panels' });
const messages = () => within(thread()).getByLabelText(T.thread.messagesLabel);
const composer = () => within(thread()).getByLabelText(T.composer.label);
const messageItem = (text: string) => within(messages()).getByText(text).closest('li')!;

async function openConversation(path = '/trader/chat/seller?offer_id=offer-1') {
  const app = await renderApp(path);
  expect(await within(thread()).findByText('Can you ship by May?')).toBeTruthy();
  return app;
}

describe('the trader chat pages', () => {
  it('list the side’s conversations with their unread badges, counterpart and presence', async () => {
    sellerChat();
    const app = await renderApp('/trader/chat/seller');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(T.title.seller);
    const list = await screen.findByRole('navigation', { name: T.list.label });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Jinko 550 W mono panels'), expect.stringContaining('Tesla Powerwall lot')]);
    expect(within(items[0]!).getByLabelText(T.list.unread(1)).textContent).toBe('1');
    expect(within(items[1]!).getByLabelText(T.list.unread(3)).textContent).toBe('3');
    expect(within(items[0]!).getByText('Can you ship by May?')).toBeTruthy();
    expect(within(items[0]!).getByText(/Buyer/).textContent).toContain(T.list.online);
    expect(screen.getByText(T.thread.choose)).toBeTruthy();
    // The socket goes through the gateway on the page's origin with the session's token.
    expect(io).toHaveBeenCalledWith(expect.objectContaining({ path: CHAT_SOCKET_PATH, transports: ['websocket'] }));
    const auth = (socket.options as { auth: (give: (data: object) => void) => void }).auth;
    const given = jest.fn();
    auth(given);
    expect(given).toHaveBeenCalledWith({ token: `token-${SELLER.id}` });

    await app.user.click(items[0]!);
    expect(app.location().search).toBe('?offer_id=offer-1');
    expect(await within(thread()).findByText('Can you ship by May?')).toBeTruthy();
  });

  it('open a conversation from the URL with its history, ticks, masking note and the offer beside it', async () => {
    const api = sellerChat();
    await openConversation();
    const own = messageItem('Yes, from our Fresno yard.');
    expect(own.classList.contains('chat-message-own')).toBe(true);
    // Seq 3 is read by the buyer (two ticks); seq 4 is not yet (one tick).
    expect(within(own).getByText(T.thread.read)).toBeTruthy();
    expect(within(messageItem('Pallets are ready.')).getByText(T.thread.sent)).toBeTruthy();
    expect(messageItem('Can you ship by May?').classList.contains('chat-message-own')).toBe(false);
    expect(within(messages()).getByText(CHAT_MESSAGES.system.offerMade('$0.23/W × 124')).closest('li')!.classList.contains('chat-system')).toBe(true);
    expect(within(thread()).getByText(CHAT_MESSAGES.moderationOn)).toBeTruthy();
    // The offer: its terms and its moves.
    const offer = await screen.findByRole('complementary', { name: T.offer.title });
    expect(await within(offer).findByRole('button', { name: 'Accept' })).toBeTruthy();
    // The buyer's message is marked read over HTTP while the socket is not connected.
    await waitFor(() => expect(api.callsTo('POST /msg-read/offer-1')).toHaveLength(1));
    expect(api.callsTo('POST /msg-read/offer-1')[0]!.body).toEqual({ msg_id: 'm-2' });
  });

  it('join the room once connected, mark read over the socket and show what arrives live', async () => {
    const api = sellerChat();
    await openConversation();
    socket.acks[E.join] = () => ({ ok: true, data: history() });
    await socket.connect();
    expect(socket.sent(E.join)).toEqual([{ offer_id: 'offer-1' }]);

    await socket.push(E.typing, { offer_id: 'offer-1', side: 'buyer', typing: true });
    expect(within(thread()).getByText(T.thread.typing('Buyer'))).toBeTruthy();

    socket.acks[E.read] = () => ({ ok: true, data: { offer_id: 'offer-1', side: 'seller', seq: 5, at: at(5) } });
    await socket.push(E.message, message(5, 'buyer', 'Great, send the quote.'));
    expect(within(messages()).getByText('Great, send the quote.')).toBeTruthy();
    expect(within(thread()).queryByText(T.thread.typing('Buyer'))).toBeNull();
    await waitFor(() => expect(socket.sent(E.read)).toContainEqual({ offer_id: 'offer-1', msg_id: 'm-5' }));
    // A message of another conversation is not this one's.
    await socket.push(E.message, message(6, 'buyer', 'Wrong room', { offer_id: 'offer-2', id: 'x-6' }));
    expect(within(messages()).queryByText('Wrong room')).toBeNull();

    // The buyer reads the seller's last message: two ticks.
    await socket.push(E.read, { offer_id: 'offer-1', side: 'buyer', seq: 4, at: at(7) });
    expect(within(messageItem('Pallets are ready.')).getByText(T.thread.read)).toBeTruthy();
    expect(api.callsTo('POST /send-msg/offer-1')).toHaveLength(0);
  });

  it('send a message over the socket with its ack, with a live counter', async () => {
    sellerChat();
    const app = await openConversation();
    await socket.connect();
    socket.acks[E.send] = (payload: { text: string; client_id: string }) => ({
      ok: true,
      data: message(5, 'seller', payload.text, { client_id: payload.client_id }),
    });
    await app.user.type(composer(), 'Quote follows today.');
    expect(within(thread()).getByText(T.composer.counter(20, CHAT_LIMITS.messageMax))).toBeTruthy();
    expect(socket.sent(E.typing)).toContainEqual({ offer_id: 'offer-1', typing: true });
    await app.user.click(within(thread()).getByRole('button', { name: T.composer.send }));

    const [sent] = socket.sent(E.send) as { offer_id: string; text: string; client_id: string }[];
    expect(sent).toEqual({ offer_id: 'offer-1', text: 'Quote follows today.', client_id: expect.any(String) });
    expect(within(messageItem('Quote follows today.')).getByText(T.thread.sent)).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('');
    // The room's copy of the same message does not show it twice.
    await socket.push(E.message, message(5, 'seller', 'Quote follows today.', { client_id: sent!.client_id }));
    expect(within(messages()).getAllByText('Quote follows today.')).toHaveLength(1);
  });

  it('send over HTTP while the socket is down, and put a refused text back with its toast', async () => {
    const api = sellerChat();
    api.on('POST /send-msg/offer-1', (call) => ok(message(5, 'seller', (call.body as { text: string }).text), undefined, 201));
    const app = await openConversation();
    await app.user.type(composer(), 'Sent without a socket{Enter}');
    expect(await within(messages()).findByText('Sent without a socket')).toBeTruthy();
    expect(api.callsTo('POST /send-msg/offer-1')[0]!.body).toEqual({ text: 'Sent without a socket', client_id: expect.any(String) });

    await socket.connect();
    socket.acks[E.send] = () => ({ ok: false, error: { event: E.send, status: 429, error: CHAT_MESSAGES.tooManyMessages, retry_after: 5 } });
    await app.user.type(composer(), 'Too fast{Enter}');
    expect(await findToast(CHAT_MESSAGES.tooManyMessages)).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('Too fast');
    expect(within(messages()).queryByText('Too fast')).toBeNull();
  });

  it('edit and delete the user’s own messages', async () => {
    sellerChat();
    const app = await openConversation();
    await socket.connect();
    socket.acks[E.edit] = (payload: { msg_id: string; text: string }) => ({
      ok: true,
      data: message(4, 'seller', payload.text, { edited_at: at(9) }),
    });
    socket.acks[E.delete] = () => ({ ok: true, data: message(3, 'seller', null, { deleted_at: at(9) }) });
    // Only own messages have actions.
    expect(within(messageItem('Can you ship by May?')).queryByRole('button', { name: T.actions.messageActions })).toBeNull();

    await app.user.click(within(messageItem('Pallets are ready.')).getByRole('button', { name: T.actions.messageActions }));
    await app.user.click(screen.getByRole('button', { name: T.actions.edit }));
    const field = within(thread()).getByLabelText(T.actions.edit);
    await app.user.clear(field);
    await app.user.type(field, 'Pallets ship Monday.');
    await app.user.click(within(thread()).getByRole('button', { name: T.actions.save }));
    expect(socket.sent(E.edit)).toEqual([{ msg_id: 'm-4', text: 'Pallets ship Monday.' }]);
    expect(within(messageItem('Pallets ship Monday.')).getByText(new RegExp(T.thread.edited))).toBeTruthy();

    await app.user.click(within(messageItem('Yes, from our Fresno yard.')).getByRole('button', { name: T.actions.messageActions }));
    await app.user.click(screen.getByRole('button', { name: T.actions.delete }));
    await app.user.click(within(screen.getByRole('dialog', { name: T.actions.deleteTitle })).getByRole('button', { name: T.actions.delete }));
    expect(socket.sent(E.delete)).toEqual([{ msg_id: 'm-3' }]);
    const deleted = within(messages()).getByText(CHAT_MESSAGES.messageDeleted);
    expect(deleted.closest('.fst-italic')).toBeTruthy();
    expect(within(messageItem(CHAT_MESSAGES.messageDeleted)).queryByRole('button', { name: T.actions.messageActions })).toBeNull();
    // The other side's deletion arrives as an update.
    await socket.push(E.messageUpdated, message(2, 'buyer', null, { deleted_at: at(10) }));
    expect(within(messages()).getAllByText(CHAT_MESSAGES.messageDeleted)).toHaveLength(2);
  });

  it('show a closed chat with its composer disabled, and close one after asking', async () => {
    sellerChat(history({ closed: true }));
    let app = await openConversation();
    expect(within(thread()).getByText(T.thread.closedBanner)).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).disabled).toBe(true);
    expect(within(thread()).queryByRole('button', { name: T.actions.close })).toBeNull();
    app.unmount();

    sellerChat();
    app = await openConversation();
    await socket.connect();
    socket.acks[E.close] = () => ({ ok: true, data: { offer_id: 'offer-1', closed: true, closed_by: 'seller', closed_at: at(9) } });
    await app.user.click(within(thread()).getByRole('button', { name: T.actions.close }));
    const dialog = screen.getByRole('dialog', { name: T.actions.closeTitle });
    await app.user.click(within(dialog).getByRole('button', { name: T.actions.close }));
    expect(socket.sent(E.close)).toEqual([{ offer_id: 'offer-1' }]);
    expect((composer() as HTMLTextAreaElement).disabled).toBe(true);
    expect(within(thread()).getByText(T.thread.closedBanner)).toBeTruthy();
  });

  it('close the composer when the other side closes the chat', async () => {
    sellerChat();
    await openConversation();
    await socket.connect();
    await socket.push(E.close, { offer_id: 'offer-1', closed: true, closed_by: 'buyer', closed_at: at(9) });
    expect((composer() as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('show a chat-error as an error toast', async () => {
    sellerChat();
    await openConversation();
    await socket.connect();
    await socket.push(E.error, { event: E.send, status: 403, error: CHAT_MESSAGES.notAParty });
    expect(await findToast(CHAT_MESSAGES.notAParty)).toBeTruthy();
  });

  it('join again after a reconnection and fetch what was missed over HTTP', async () => {
    const api = sellerChat();
    await openConversation();
    await socket.connect();
    await socket.drop();
    expect(within(thread()).getByText(T.thread.reconnecting)).toBeTruthy();
    // While away, messages 5 to 40 arrived: the join answers the newest page (11 to 40), the rest comes over HTTP.
    const missed = Array.from({ length: 36 }, (_, i) => message(i + 5, 'buyer', `Missed ${i + 5}`));
    socket.acks[E.join] = () => ({
      ok: true,
      data: history(
        { next_before: 11 },
        [...HISTORY, ...missed].filter((m) => m.seq >= 11),
      ),
    });
    api.on('GET /send-msg/offer-1', (call) =>
      new URL(call.url, 'http://test').searchParams.get('before') === '11'
        ? ok(
            history(
              { next_before: null },
              [...HISTORY, ...missed].filter((m) => m.seq < 11),
            ),
          )
        : ok(history()),
    );
    await socket.connect();
    expect(socket.sent(E.join)).toHaveLength(2);
    await waitFor(() => expect(within(messages()).getByText('Missed 5')).toBeTruthy());
    expect(within(messages()).getByText('Missed 40')).toBeTruthy();
    expect(within(messages()).getByText('Missed 10')).toBeTruthy();
  });

  it('load earlier messages on demand', async () => {
    const api = sellerChat(history({ next_before: 2 }, HISTORY.slice(1)));
    api.on('GET /send-msg/offer-1', (call) =>
      new URL(call.url, 'http://test').searchParams.get('before') === '2'
        ? ok(history({ next_before: null }, HISTORY.slice(0, 1)))
        : ok(history({ next_before: 2 }, HISTORY.slice(1))),
    );
    const app = await openConversation();
    expect(within(messages()).queryByText(CHAT_MESSAGES.system.offerMade('$0.23/W × 124'))).toBeNull();
    await app.user.click(within(thread()).getByRole('button', { name: T.thread.loadEarlier }));
    expect(await within(messages()).findByText(CHAT_MESSAGES.system.offerMade('$0.23/W × 124'))).toBeTruthy();
    expect(within(messages()).getByText(T.thread.beginning)).toBeTruthy();
  });

  it('go back from a conversation to the list', async () => {
    sellerChat();
    const app = await openConversation();
    await app.user.click(within(thread()).getByRole('button', { name: T.thread.back }));
    expect(app.location().search).toBe('');
    expect(screen.queryByRole('region', { name: 'Jinko 550 W mono panels' })).toBeNull();
  });

  it('are linked from each offer card', async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi({ 'GET /offer': page([offerView('seller')]) });
    await renderApp('/trader/offer-or-bid');
    expect((await screen.findByRole('link', { name: T.link })).getAttribute('href')).toBe('/trader/chat/seller?offer_id=offer-1');
  });
});

describe('the chat settings', () => {
  const settingsDialog = () => screen.getByRole('dialog', { name: T.settings.title });

  async function openSettings(stored = { notify: 'mail', phone: null }) {
    const api = sellerChat();
    api.on('GET /sms-settings', ok(stored));
    api.on('POST /sms-settings', (call) => ok({ ...(call.body as object), phone: '+15551234567' }, CHAT_MESSAGES.settingsSaved));
    const app = await renderApp('/trader/chat/seller');
    await app.user.click(screen.getByRole('button', { name: T.settings.open }));
    expect(await within(settingsDialog()).findByRole('radio', { name: T.settings.channels.mail })).toHaveProperty('checked', true);
    return { api, app };
  }

  it('save SMS notices with the mobile number to text', async () => {
    const { api, app } = await openSettings();
    expect(within(settingsDialog()).queryByLabelText(T.settings.phone)).toBeNull();

    await app.user.click(within(settingsDialog()).getByRole('radio', { name: T.settings.channels.sms }));
    await app.user.type(within(settingsDialog()).getByLabelText(T.settings.phone), '(555) 123-4567');
    await app.user.click(within(settingsDialog()).getByRole('button', { name: T.settings.save }));

    await findToast(CHAT_MESSAGES.settingsSaved);
    expect(api.callsTo('POST /sms-settings')[0]).toMatchObject({
      body: { notify: 'sms', phone: '(555) 123-4567' },
      authorization: `Bearer token-${SELLER.id}`,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.settings.title })).toBeNull());
  });

  it('refuse SMS without a number or with a bad one, with the chat service’s messages, sending nothing', async () => {
    const { api, app } = await openSettings();
    await app.user.click(within(settingsDialog()).getByRole('radio', { name: T.settings.channels.sms }));
    await app.user.click(within(settingsDialog()).getByRole('button', { name: T.settings.save }));
    const phone = within(settingsDialog()).getByLabelText(T.settings.phone);
    expect(await within(settingsDialog()).findByText(CHAT_MESSAGES.phoneRequired)).toBeTruthy();

    await app.user.type(phone, '555-1234');
    await app.user.click(within(settingsDialog()).getByRole('button', { name: T.settings.save }));
    expect(await within(settingsDialog()).findByText(CHAT_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /sms-settings')).toHaveLength(0);

    // What the service refuses shows under the field too.
    api.on('POST /sms-settings', fail(400, { errors: { phone: [CHAT_MESSAGES.phoneInvalid] } }));
    await app.user.clear(phone);
    await app.user.type(phone, '+1 555 123 4567');
    await app.user.click(within(settingsDialog()).getByRole('button', { name: T.settings.save }));
    await waitFor(() => expect(api.callsTo('POST /sms-settings')).toHaveLength(1));
    expect(await within(settingsDialog()).findByText(CHAT_MESSAGES.phoneInvalid)).toBeTruthy();
  });

  it('show whether contact moderation is on for the conversation, and ask again when the contract is signed', async () => {
    const api = sellerChat();
    await openConversation();
    expect(await within(thread()).findByText(T.settings.moderationOn)).toBeTruthy();
    expect(within(thread()).getByText(CHAT_MESSAGES.moderationOn)).toBeTruthy();
    expect(new URL(api.callsTo('GET /ai-status')[0]!.url, 'http://web').searchParams.get('offer_id')).toBe('offer-1');

    api.on('GET /ai-status', ok(moderation(false)));
    await socket.connect();
    await socket.push(E.message, message(5, 'system', CHAT_MESSAGES.system.contractSigned('$250,635.00'), { event: 'trader.contract.signed' }));
    expect(await within(thread()).findByText(T.settings.moderationOff)).toBeTruthy();
    expect(within(thread()).getByText(CHAT_MESSAGES.moderationOff)).toBeTruthy();
  });
});

describe('the trader chat guards', () => {
  it.each(['/trader/chat/buyer', '/trader/chat/seller'])('send a signed-out visitor from %s to sign in', async (path) => {
    fakeApi();
    const app = await renderApp(path);
    expect(app.location().pathname).toBe('/login');
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe(path);
    expect(io).not.toHaveBeenCalled();
  });

  it('keep a buyer without the seller role out of the seller chat, and let them into the buyer chat', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi({ 'GET /chat-status': page(CONVERSATIONS) });
    let app = await renderApp('/trader/chat/seller');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ACCOUNT_TEXT.access.notAllowedTitle);
    expect(io).not.toHaveBeenCalled();
    app.unmount();

    app = await renderApp('/trader/chat/buyer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(T.title.buyer);
    const list = await screen.findByRole('navigation', { name: T.list.label });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Enphase IQ8 inverters')]);
    expect(screen.queryByRole('link', { name: T.otherPage.buyer })).toBeNull();
    app.unmount();
  });
});
