import type { PayoutAccount } from '@solar/contracts';

/** Labels of the payout pages; the spec quotes none. */
export const PAYOUTS_TEXT = {
  pages: {
    payoutDetails: 'Payout Details',
    onboarding: 'Payment Onboarding',
  },
  snapshot: {
    heading: 'Balances',
    available: 'Available balance',
    availableNote: 'Shipped items: paid at the next payout.',
    pending: 'Pending balance',
    pendingNote: 'Confirmed orders not shipped yet.',
    gross: 'Gross sales',
    fees: (percent: number) => `Marketplace fees (${percent}%)`,
    orders: 'Orders',
    units: 'Units sold',
    failed: 'Your balances could not be loaded. Please try again.',
  },
  accounts: {
    heading: 'Payout account',
    none: 'You have no payout account yet. Set one up to be paid for what you sell.',
    provider: 'Provider',
    since: (date: string) => `Added ${date}`,
    setUp: 'Set up payouts',
    continueSetUp: 'Continue payout setup',
    redirecting: 'Opening the payment provider…',
  },
  onboarding: {
    intro: 'Where your payout account stands with the payment provider.',
    active: 'Your payout account is active: payouts will be sent to it.',
    pending: 'Your payout account is not ready yet. Finish the provider’s steps, or check again in a moment.',
    none: 'You have no payout account yet.',
    checkAgain: 'Check again',
    back: 'Back to payout details',
  },
  status: {
    active: 'Active',
    pending: 'Pending',
  } satisfies Record<PayoutAccount['status'], string>,
} as const;
