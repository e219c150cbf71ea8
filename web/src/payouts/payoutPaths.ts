import { accountPath } from '../paths';

export const PAYOUT_DETAILS_PATH = accountPath('seller-overview/payout-details');
export const STRIPE_ONBOARDING_PATH = accountPath('seller-overview/stripe-onboarding');
