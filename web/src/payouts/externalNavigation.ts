/**
 * Leaving this site for another one (the payment provider's onboarding). One object, so a test can watch
 * where the page would go: jsdom cannot navigate, and its `location.assign` cannot be replaced.
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
