import { useState } from 'react';
import { ordersApi } from '../api';
import { reportFailure } from '../shared/formErrors';
import { externalNavigation } from './externalNavigation';
import { STRIPE_ONBOARDING_PATH } from './payoutPaths';

/**
 * Sends the seller to the payment provider's onboarding, which brings them back to the onboarding page of
 * this site. Answers the action and whether it is under way.
 */
export function useStartOnboarding(): { start: () => Promise<void>; starting: boolean } {
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      const { url } = await ordersApi.payoutOnboardingLink(`${window.location.origin}${STRIPE_ONBOARDING_PATH}`);
      externalNavigation.assign(url);
    } catch (error) {
      reportFailure(error);
      setStarting(false);
    }
  };
  return { start, starting };
}
