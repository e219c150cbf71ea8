import {
  EVENTS,
  MODERATION_INTERNAL_API,
  MODERATION_STATUS_FILTERS,
  TRADER_ADMIN_INTERNAL_API,
  dealMovesFor,
  type AdminActionSettledPayload,
  type DealStatus,
  type IntegrationEvent,
  type ModerationDetail,
  type ModerationEntry,
  type ModerationKind,
  type ModerationSlice,
  type ModerationStatusFilter,
  type Role,
  type TraderAdminStats,
} from '@solar/contracts';
import { EmbeddedBroker, Outbox, TokenService } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { service as adminService } from '../index';

/** The trader's figures the fake trader answers for the dashboard. */
export const TRADER_STATS: TraderAdminStats = {
  active_deals: 12,
  contracts_this_week: 3,
  traded_watts: 1_250_000,
  traded_usd: 287_500,
  weekly: [{ week_start: '2026-11-23', contracts: 3, watts: 1_250_000, usd: 287_500 }],
};

/**
 * An owner of listings (the trader for deals, the catalog for shop items) as the admin service calls it: its
 * `internal/moderation` slice and entries (and the trader's `internal/admin-stats`), only to a service token
 * (checked with the admin service's own secret). `down` makes it answer 500.
 */
export class FakeOwner {
  private readonly entries = new Map<string, ModerationDetail>();
  private server: Server | null = null;
  private tokens: TokenService | null = null;
  down = false;
  /** The internal calls made, as paths with their query. */
  readonly calls: string[] = [];

  constructor(readonly kind: ModerationKind) {}

  async start(): Promise<string> {
    const entryRoute = new RegExp(`^${MODERATION_INTERNAL_API.entry.template.replace(':uuid', '([^/?]+)')}$`);
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://owner');
      const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      let admin = false;
      try {
        admin = this.tokens?.verify(req.headers.authorization?.replace(/^Bearer /, '') ?? '').roles.includes('admin') ?? false;
      } catch {
        admin = false;
      }
      if (req.method !== 'GET') return answer(404, { status: 0, success: false, error: 'Not found' });
      if (!admin) return answer(403, { status: 0, success: false, error: 'Forbidden' });
      this.calls.push(`${url.pathname}${url.search}`);
      if (this.down) return answer(500, { status: 0, success: false, error: 'Internal Server Error' });
      const ok = (data: unknown) => answer(200, { status: 1, success: true, data });
      if (url.pathname === MODERATION_INTERNAL_API.queue) {
        return ok(this.slice((url.searchParams.get('status') ?? 'Pending') as ModerationStatusFilter, Number(url.searchParams.get('limit') ?? 20)));
      }
      if (url.pathname === TRADER_ADMIN_INTERNAL_API.stats && this.kind === 'deal') return ok(TRADER_STATS);
      const match = entryRoute.exec(url.pathname);
      const detail = match ? this.entries.get(decodeURIComponent(match[1]!)) : undefined;
      return detail ? ok(detail) : answer(404, { status: 0, success: false, error: 'Listing not found.' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  trustTokensOf(tokens: TokenService): void {
    this.tokens = tokens;
  }

  add(detail: ModerationDetail): ModerationDetail {
    this.entries.set(detail.entry.uuid, detail);
    return detail;
  }

  clear(): void {
    this.entries.clear();
  }

  /** What `internal/moderation` answers: the first `limit` entries of a status filter, oldest first, and the counts. */
  slice(status: ModerationStatusFilter, limit: number): ModerationSlice {
    const all = [...this.entries.values()].map((detail) => detail.entry).sort((a, b) => a.submitted_at.localeCompare(b.submitted_at) || a.id - b.id);
    const of = (filter: ModerationStatusFilter) => all.filter((entry) => matches(entry, filter));
    const counts = Object.fromEntries(MODERATION_STATUS_FILTERS.map((filter) => [filter, of(filter).length]));
    return { entries: of(status).slice(0, limit), total: of(status).length, counts, edits: all.filter((entry) => entry.awaiting === 'edit').length };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const matches = (entry: ModerationEntry, filter: ModerationStatusFilter) =>
  filter === 'All' || (filter === 'Pending' ? entry.awaiting !== null : entry.status === filter);

let listingsMade = 0;

/** A queue entry with its detail: a deal's moves are the admin's moves of the table (Approved/Rejected of a waiting edit besides). */
export function listing(kind: ModerationKind, fields: Partial<ModerationEntry> = {}): ModerationDetail {
  const n = ++listingsMade;
  const entry: ModerationEntry = {
    kind,
    uuid: randomUUID(),
    id: 1000 + n,
    title: `${kind === 'deal' ? 'Bifacial 550W panels' : 'Hybrid inverter 8 kW'} #${n}`,
    status: 'Pending',
    awaiting: 'listing',
    submitted_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    seller: { id: `seller-${n}`, name: `Seller ${n}`, email: `seller-${n}@example.com` },
    category: kind === 'deal' ? 'Solar Panels' : 'Solar Inverters',
    price_label: kind === 'deal' ? '$0.2100 /W' : '$1,299.00',
    image: null,
    link: kind === 'deal' ? `/trader/deal/listing-${1000 + n}` : `/product/${1000 + n}/listing`,
    reason: null,
    ...fields,
  };
  const moves: DealStatus[] =
    kind === 'deal'
      ? [...new Set([...dealMovesFor(entry.status, 'admin'), ...(entry.awaiting === 'edit' ? (['Approved', 'Rejected'] as DealStatus[]) : [])])]
      : entry.awaiting
        ? ['Approved', 'Rejected']
        : [];
  return { entry, fields: [{ label: 'Title', value: entry.title }], changes: [], history: [], moves };
}

/** Who calls in the admin tests. */
export const ADMIN = { id: 'admin-7d1e4b20', firstname: 'Ada', lastname: 'Moderator', email: 'ada.moderator@solar-marketplace.local' } as const;

export interface AdminTest {
  admin: ServiceHarness;
  trader: FakeOwner;
  catalog: FakeOwner;
  /** An admin's, a customer's and a seller's tokens. */
  tokens: { admin: string; customer: string; seller: string };
  /** Announces an account as identity does (`identity.user.registered`); answers its id. */
  account(fields: { firstname: string; lastname: string; roles: Role[]; email?: string; id?: string }): Promise<string>;
  /** The admin service's events of a type published so far (the outbox relay flushed first). */
  published<T>(type: string): Promise<Array<IntegrationEvent<T>>>;
  /** An owner's answer to a step of an action, published as the trader (deals) or the catalog (items) does. */
  settle(
    kind: ModerationKind,
    answer: Partial<AdminActionSettledPayload> & Pick<AdminActionSettledPayload, 'action_id' | 'uuid' | 'outcome'>,
  ): Promise<IntegrationEvent<AdminActionSettledPayload>>;
  close(): Promise<void>;
}

/** Publishes an owner's answer on a harness's bus and waits until the admin service has handled it. */
export function settleOn(
  harness: ServiceHarness,
  kind: ModerationKind,
  answer: Partial<AdminActionSettledPayload> & Pick<AdminActionSettledPayload, 'action_id' | 'uuid' | 'outcome'>,
) {
  const payload: AdminActionSettledPayload = { title: '', reason: null, previous_seller_id: null, at: new Date().toISOString(), ...answer };
  return harness.publish(kind === 'deal' ? EVENTS.trader.dealAdminActionSettled : EVENTS.catalog.itemAdminActionSettled, answer.uuid, payload);
}

/** The admin service's events of a type on a harness's bus, once its outbox relay has run. */
export async function publishedOn<T>(harness: ServiceHarness, type: string): Promise<Array<IntegrationEvent<T>>> {
  await harness.get(Outbox).flush();
  return EmbeddedBroker.forDataDir(harness.dataDir)
    .readTopic(type)
    .map((message) => JSON.parse(message.value) as IntegrationEvent<T>);
}

/** The admin service on the embedded store and bus, with a fake trader and catalog answering its internal calls. */
export async function startAdmin(): Promise<AdminTest> {
  const trader = new FakeOwner('deal');
  const catalog = new FakeOwner('item');
  const [traderUrl, catalogUrl] = [await trader.start(), await catalog.start()];
  let admin: ServiceHarness;
  try {
    admin = await startServiceHarness(adminService, { peers: { trader: traderUrl, catalog: catalogUrl } });
  } catch (error) {
    await Promise.all([trader.close(), catalog.close()]);
    throw error;
  }
  trader.trustTokensOf(admin.get(TokenService));
  catalog.trustTokensOf(admin.get(TokenService));
  await admin.publish(EVENTS.identity.userRegistered, ADMIN.id, {
    user_id: ADMIN.id,
    email: ADMIN.email,
    firstname: ADMIN.firstname,
    lastname: ADMIN.lastname,
    roles: ['admin'],
    registered_at: new Date().toISOString(),
  });

  let accounts = 0;
  return {
    admin,
    trader,
    catalog,
    tokens: {
      admin: admin.tokenOf(ADMIN.id, { roles: ['admin'], firstname: ADMIN.firstname, lastname: ADMIN.lastname }),
      customer: admin.tokenOf('buyer-5e7a19c4', { roles: ['customer'] }),
      seller: admin.tokenOf('seller-3f9c2a71', { roles: ['seller'] }),
    },
    async account({ firstname, lastname, roles, email, id }) {
      const userId = id ?? `account-${++accounts}-${randomUUID().slice(0, 8)}`;
      await admin.publish(EVENTS.identity.userRegistered, userId, {
        user_id: userId,
        email: email ?? `${firstname}.${lastname}@example.com`.toLowerCase(),
        firstname,
        lastname,
        roles,
        registered_at: new Date().toISOString(),
      });
      return userId;
    },
    published: (type) => publishedOn(admin, type),
    settle: (kind, answer) => settleOn(admin, kind, answer),
    async close() {
      await admin.close();
      await Promise.all([trader.close(), catalog.close()]);
    },
  };
}
