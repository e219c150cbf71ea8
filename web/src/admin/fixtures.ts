import type {
  AdminAccountView,
  AdminActionView,
  AdminDashboard,
  AdminDealRow,
  AdminIdentity,
  ModerationEntry,
  ModerationQueuePage,
  PageOf,
} from '@solar/contracts';
import type { TestUser } from '../test/app';

/* Answers of the admin calls, for the admin pages' tests (imported by *.spec.tsx files only). */

export const ADMIN: TestUser = { id: 'u-admin', firstname: 'Ada', lastname: 'Admin', email: 'admin@solar-marketplace.local' };

export const adminIdentity = (user: TestUser = ADMIN): AdminIdentity => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  roles: ['admin'],
});

export const pageOf = <T>(items: T[], page = 1, last_page = 1): PageOf<T> => ({ items, total: items.length, page, limit: 20, last_page });

const SELLER_PARTY = { id: 'u-seller', name: 'Sam Seller', email: 'seller@solar-marketplace.local' };

export const moderationEntry = (overrides: Partial<ModerationEntry> = {}): ModerationEntry => ({
  kind: 'deal',
  uuid: 'deal-uuid-41',
  id: 41,
  title: 'Bifacial 550W panels, 2 pallets',
  status: 'Pending',
  awaiting: 'listing',
  submitted_at: '2026-03-02T10:00:00.000Z',
  seller: SELLER_PARTY,
  category: 'Solar Panels',
  price_label: '$0.2100 /W',
  image: null,
  link: '/trader/deal/bifacial-550w-panels-2-pallets-41',
  reason: null,
  ...overrides,
});

export const queuePage = (items: ModerationEntry[], counts: ModerationQueuePage['counts'] = {}): ModerationQueuePage => ({
  items,
  total: items.length,
  page: 1,
  limit: 20,
  last_page: 1,
  counts,
});

export const dealRow = (overrides: Partial<AdminDealRow> = {}): AdminDealRow => ({
  uuid: 'deal-uuid-41',
  id: 41,
  title: 'Bifacial 550W panels, 2 pallets',
  status: 'Active',
  category: 'Solar Panels',
  equipment: 'panel',
  price: 0.21,
  price_per_watt: 0.21,
  unit_price: 115.5,
  total_qty: 124,
  moq: 62,
  moq_unit: 'pallets',
  seller: SELLER_PARTY,
  private_buyers: 0,
  awaiting_edit: false,
  updated_at: '2026-03-02T10:00:00.000Z',
  link: '/trader/deal/bifacial-550w-panels-2-pallets-41',
  ...overrides,
});

export const account = (overrides: Partial<AdminAccountView> = {}): AdminAccountView => ({
  id: 'u-supplier',
  firstname: 'Sue',
  lastname: 'Supplier',
  email: 'supplier@solar-marketplace.local',
  roles: ['seller'],
  ...overrides,
});

export const action = (overrides: Partial<AdminActionView> = {}): AdminActionView => ({
  id: 'action-1',
  action: 'deal.ownership-transfer',
  at: '2026-03-03T09:00:00.000Z',
  admin: { id: ADMIN.id, name: 'Ada Admin' },
  target: { kind: 'deals', id: 'u-supplier', label: 'Sue Supplier' },
  before: null,
  after: null,
  state: 'sent',
  steps: [],
  message: 'Transfer started.',
  updated_at: '2026-03-03T09:00:00.000Z',
  ...overrides,
});

export const dashboard = (overrides: Partial<AdminDashboard> = {}): AdminDashboard => ({
  pending: { deals: 3, items: 2, edits: 1 },
  active_deals: 12,
  contracts_this_week: 4,
  traded_watts: 272_800,
  traded_usd: 62_744.5,
  weekly: Array.from({ length: 12 }, (_, index) => ({
    week_start: new Date(Date.UTC(2026, 0, 5 + 7 * index)).toISOString().slice(0, 10),
    contracts: index === 11 ? 2 : 0,
    watts: index === 11 ? 68_200 : 0,
    usd: index === 11 ? 15_686 : 0,
  })),
  ...overrides,
});
