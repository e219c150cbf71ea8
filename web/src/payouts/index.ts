export { PayoutDetailsPage } from './PayoutDetailsPage';
export { StripeOnboardingPage } from './StripeOnboardingPage';
export { PAYOUT_DETAILS_PATH, STRIPE_ONBOARDING_PATH } from './payoutPaths';
