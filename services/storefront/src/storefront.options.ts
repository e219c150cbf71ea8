import type { AccountAndAddressPolicy } from '@solar/platform';

export const STOREFRONT_OPTIONS = Symbol('STOREFRONT_OPTIONS');

export interface StorefrontOptions {
  /** Seed a store for each demo seller on a first start (DEMO_ACCOUNTS). */
  demoStores: boolean;
  /** Messages to sellers through the contact form. */
  contactLimits: AccountAndAddressPolicy;
}

/** 5 messages an hour per account, 20 per client address (times ADDRESS_LIMIT_FACTOR). */
export const DEFAULT_CONTACT_LIMITS: AccountAndAddressPolicy = {
  perAccount: { points: 5, windowSeconds: 3600 },
  perAddress: { points: 20, windowSeconds: 3600 },
};
