/** @jest-environment jsdom */
import {
  CHAT_SOCKET_PATH,
  SUPPORT_SOCKET_EVENTS as E,
  type ChatAck,
  type SupportMessageView,
  type SupportTeamThreadPage,
  type SupportThreadPage,
  type SupportThreadRow,
} from '@solar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { ADMIN, adminIdentity, pageOf } from '../admin/fixtures';
import { GUEST_TOKEN, asGuest, fakeApi, ok, renderApp, renderAt, resetBrowserState, signedInAs } from '../test/app';
import { SupportWidgetSlot } from './SupportWidgetSlot';
import { SUPPORT_TEXT } from './text';
import { emptySupportThread, reduceSupportThread, unreadFor } from './thread';
import { SUPPORT_VISITOR_KEY } from './useSupportChat';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

const T = SUPPORT_TEXT;
type Handler = (payload?: unknown) => void;

/** The chat server as a socket of the page sees it: what the page emits (acked by `acks`) and what it pushes. */
class FakeSocket {
  connected = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  readonly acks: Record<string, (payload: never) => ChatAck<unknown>> = {};
  private readonly handlers = new Map<string, Handler[]>();

  constructor(readonly options: { path?: string; auth?: (give: (auth: unknown) => void) => void }) {}

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
  sent(event: string) {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }
  /** The token the socket would hand the server. */
  token(): unknown {
    let given: unknown;
    this.options.auth?.((auth) => (given = auth));
    return given;
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
}

let sockets: FakeSocket[];
beforeEach(() => {
  resetBrowserState();
  sockets = [];
  jest.mocked(io).mockReset();
  jest.mocked(io).mockImplementation(((options: FakeSocket['options']) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  }) as never);
});

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;
const message = (seq: number, side: SupportMessageView['side'], text: string, fields: Partial<SupportMessageView> = {}): SupportMessageView => ({
  id: `m-${seq}`,
  thread_id: 'thread-1',
  seq,
  side,
  text,
  masked: false,
  client_id: null,
  created_at: at(seq),
  ...fields,
});
const threadPage = (items: SupportMessageView[], read = { visitor: 0, team: 0 }): SupportThreadPage => ({
  thread_id: items.length ? 'thread-1' : null,
  items: [...items].reverse(),
  next_before: null,
  read,
  unread: 0,
});

describe('the thread as the widget and the inbox keep it', () => {
  it('merges pages and live messages by id, in order, and matches an answer to what was pending', () => {
    let thread = reduceSupportThread(emptySupportThread(), { type: 'pending', pending: { clientId: 'c-1', text: 'Hello' } });
    thread = reduceSupportThread(thread, {
      type: 'page',
      page: threadPage([message(1, 'visitor', 'Hi'), message(2, 'team', 'Hello, how can we help?')], { visitor: 1, team: 1 }),
    });
    thread = reduceSupportThread(thread, { type: 'message', message: message(3, 'visitor', 'Hello', { client_id: 'c-1' }) });
    thread = reduceSupportThread(thread, { type: 'message', message: message(2, 'team', 'Hello, how can we help?') });
    expect(thread.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(thread.pending).toEqual([]);
    expect(thread.threadId).toBe('thread-1');
    // The visitor wrote after the team's answer, so has read it; the team has not read the new message.
    expect(unreadFor(thread, 'visitor')).toBe(0);
    expect(unreadFor(thread, 'team')).toBe(1);
    thread = reduceSupportThread(thread, { type: 'read', side: 'team', seq: 3 });
    expect(unreadFor(thread, 'team')).toBe(0);
  });
});

/** The launcher, once the page has loaded and the browser is idle (jsdom has no requestIdleCallback: a timer). */
const launcher = () => screen.findByRole('button', { name: T.widget.open }, { timeout: 4_000 });

describe('the chat widget', () => {
  it('comes once the page is idle, asks nothing of the server until a first message, then writes as a guest and hears the answer live', async () => {
    const api = fakeApi({
      'POST /v1/client/support/messages': (call) =>
        ok(message(1, 'visitor', (call.body as { text: string }).text, { client_id: (call.body as { client_id: string }).client_id }), undefined, 201),
    });
    const view = await renderAt('/', <SupportWidgetSlot />);
    expect(view.container.querySelector('.support-launcher')).toBeNull();
    await view.user.click(await launcher());

    const panel = within(screen.getByRole('dialog', { name: T.widget.title }));
    expect(panel.getByText(T.widget.greeting)).toBeTruthy();
    expect(panel.getByText(T.widget.masking)).toBeTruthy();
    // A browser that is nobody yet: no guest session, no reads, no socket.
    expect(api.calls).toEqual([]);
    expect(sockets).toEqual([]);

    // What the thread answers once the visitor exists.
    api.on('GET /v1/client/support/messages', ok(threadPage([message(1, 'visitor', 'Do you ship to Hawaii?')], { visitor: 1, team: 1 })));
    await view.user.type(panel.getByRole('textbox', { name: T.composer.label }), 'Do you ship to Hawaii?{Enter}');
    expect(await panel.findByText('Do you ship to Hawaii?')).toBeTruthy();
    // The guest session comes with the first message, and the message goes with its token.
    expect(api.callsTo('POST /login-info/guest-login')).toHaveLength(1);
    const [sent] = api.callsTo('POST /v1/client/support/messages');
    expect(sent!.authorization).toBe(`Bearer ${GUEST_TOKEN(1)}`);
    expect(sent!.body).toMatchObject({ text: 'Do you ship to Hawaii?' });
    expect(localStorage.getItem(SUPPORT_VISITOR_KEY)).toMatch(/^guest:guest-/);

    // Now a visitor: the thread is read and the socket opened with the guest's token; the team's answer shows live.
    await waitFor(() => expect(api.callsTo('GET /v1/client/support/messages')).toHaveLength(1));
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    expect(socket.options.path).toBe(CHAT_SOCKET_PATH);
    expect(socket.token()).toEqual({ token: GUEST_TOKEN(1) });
    await socket.connect();
    socket.acks[E.read] = () => ({ ok: true, data: { thread_id: 'thread-1', side: 'visitor', seq: 2, at: at(3) } });
    await socket.push(E.message, message(2, 'team', 'Yes, by sea freight from Oakland.'));
    expect(await panel.findByText('Yes, by sea freight from Oakland.')).toBeTruthy();
    // The greeting and the answer, both the team's.
    expect(panel.getAllByText(T.senders.team, { selector: '.chat-message-sender' })).toHaveLength(2);
    expect(panel.queryByRole('alert')).toBeNull();
    // The panel is open, so the answer is read at once.
    await waitFor(() => expect(socket.sent(E.read)).toEqual([{}]));
    // Another visitor's thread is not this one's.
    await socket.push(E.message, message(9, 'team', 'Not for you', { thread_id: 'thread-2' }));
    expect(panel.queryByText('Not for you')).toBeNull();

    // Closed, the button counts what the team answers meanwhile.
    await view.user.click(screen.getByRole('button', { name: T.widget.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await socket.push(E.message, message(3, 'team', 'Anything else?'));
    expect(await screen.findByRole('button', { name: `${T.widget.open} (${T.widget.unread(1)})` })).toBeTruthy();
  });

  it('listens at once for a visitor who wrote before, and shows the unread answers on its button', async () => {
    asGuest(4);
    localStorage.setItem(SUPPORT_VISITOR_KEY, `guest:${'guest-00000000-0000-4000-8000-000000000004'}`);
    const api = fakeApi({
      'GET /v1/client/support/messages': ok(threadPage([message(1, 'visitor', 'Any news?'), message(2, 'team', 'It shipped today.')], { visitor: 1, team: 2 })),
    });
    await renderAt('/shop/cart', <SupportWidgetSlot />);
    expect(await screen.findByRole('button', { name: `${T.widget.open} (${T.widget.unread(1)})` }, { timeout: 4_000 })).toBeTruthy();
    expect(api.callsTo('GET /v1/client/support/messages')[0]!.authorization).toBe(`Bearer ${GUEST_TOKEN(4)}`);
    await waitFor(() => expect(sockets).toHaveLength(1));
  });

  it('is not there on a trader chat page or a trader-admin page', async () => {
    fakeApi();
    for (const path of ['/trader/chat/buyer?offer_id=o-1', '/trader/trader-admin/support']) {
      const view = await renderAt(path, <SupportWidgetSlot />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 1_600)));
      expect(view.container.querySelector('.support-launcher')).toBeNull();
      view.unmount();
    }
  });
});

const row = (fields: Partial<SupportThreadRow> = {}): SupportThreadRow => ({
  thread_id: 'thread-1',
  visitor: { name: 'Guest', guest: true, email: null },
  messages: 2,
  unread: 2,
  last_message: { side: 'visitor', text: 'Is the 550W panel in stock?', at: at(2) },
  created_at: at(1),
  updated_at: at(2),
  ...fields,
});

describe('the Support inbox', () => {
  it('lists the threads with their unread counts, opens one (marking it read), answers, and follows the inbox live', async () => {
    signedInAs(ADMIN, ['admin']);
    const threads = [
      row(),
      row({
        thread_id: 'thread-2',
        visitor: { name: 'Nora Sol', guest: false, email: 'nora@example.com' },
        unread: 0,
        messages: 4,
        last_message: { side: 'team', text: 'Done.', at: at(1) },
      }),
    ];
    const opened: SupportTeamThreadPage = {
      ...threadPage([message(1, 'visitor', 'Hello?'), message(2, 'visitor', 'Is the 550W panel in stock?')]),
      thread_id: 'thread-1',
      unread: 2,
      thread: row(),
    };
    const api = fakeApi({
      'GET /admin/validate-token': ok(adminIdentity()),
      'GET /admin/support/threads': ok(pageOf(threads)),
      'GET /admin/support/threads/thread-1': ok(opened),
    });
    const app = await renderApp('/trader/trader-admin/support');
    const list = within(await screen.findByRole('list', { name: T.inbox.threads }));
    expect(list.getByText(T.inbox.unread(2))).toBeTruthy();
    expect(list.getByText('nora@example.com')).toBeTruthy();
    expect(list.getByText(T.inbox.messages(4))).toBeTruthy();
    expect(new URL(api.callsTo('GET /admin/support/threads')[0]!.url, 'http://localhost').searchParams.toString()).toBe('page_no=1&per_page=20');

    // The page's socket hears every thread.
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    await socket.connect();
    expect(socket.sent(E.watch)).toEqual([{ watching: true }]);

    socket.acks[E.read] = () => ({ ok: true, data: { thread_id: 'thread-1', side: 'team', seq: 2, at: at(3) } });
    socket.acks[E.send] = (payload: { text: string; client_id: string }) => ({
      ok: true,
      data: message(3, 'team', payload.text, { client_id: payload.client_id }),
    });
    await app.user.click(list.getAllByRole('button')[0]!);
    expect(app.location().search).toBe('?thread=thread-1');
    const thread = within(await screen.findByRole('region', { name: /Guest/ }));
    expect(await thread.findByText('Hello?')).toBeTruthy();
    // Opening it marks it read.
    await waitFor(() => expect(socket.sent(E.read)).toEqual([{ thread_id: 'thread-1' }]));

    await app.user.type(thread.getByRole('textbox', { name: T.inbox.replyLabel }), 'Yes, 40 pallets.{Enter}');
    expect(await thread.findByText('Yes, 40 pallets.')).toBeTruthy();
    expect(socket.sent(E.send)).toEqual([expect.objectContaining({ thread_id: 'thread-1', text: 'Yes, 40 pallets.' })]);

    // A visitor's new message: the thread shows it, and the inbox is asked again.
    const asked = api.callsTo('GET /admin/support/threads').length;
    await socket.push(E.message, message(4, 'visitor', 'Great, thanks!'));
    await socket.push(E.thread, row({ messages: 4, unread: 1 }));
    expect(await thread.findByText('Great, thanks!')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /admin/support/threads').length).toBeGreaterThan(asked));
  });
});
