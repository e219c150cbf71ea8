import type { Role } from '@solar/contracts';

export interface DemoAccount {
  id: string;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  roles: Role[];
}

/**
 * Accounts to try the marketplace with, created on a first start with demo data and printed by `npm start`.
 * The seller ids are the owners of catalog's seeded items and trader's seeded deals (DEMO_SELLER_IDS in
 * @solar/contracts), so the demo sellers have listings from the start. The passwords are public: never enable
 * demo accounts on a public site.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: 'demo-buyer-1', email: 'buyer@solar-marketplace.local', password: 'demo-buyer-2026', firstname: 'Bella', lastname: 'Buyer', roles: ['customer'] },
  { id: 'demo-seller-1', email: 'seller@solar-marketplace.local', password: 'demo-seller-2026', firstname: 'Sam', lastname: 'Seller', roles: ['seller'] },
  {
    id: 'demo-seller-2',
    email: 'supplier@solar-marketplace.local',
    password: 'demo-supplier-2026',
    firstname: 'Sunny',
    lastname: 'Supplier',
    roles: ['seller'],
  },
  {
    id: 'demo-both-1',
    email: 'trader@solar-marketplace.local',
    password: 'demo-trader-2026',
    firstname: 'Tara',
    lastname: 'Trader',
    roles: ['customer', 'seller'],
  },
  { id: 'demo-admin-1', email: 'admin@solar-marketplace.local', password: 'demo-admin-2026', firstname: 'Ada', lastname: 'Admin', roles: ['admin'] },
];
