import { localStore } from '../shared/browserStorage';

/*
 * Whether this browser has answered the newsletter's offer: dismissed it, or signed up (in the offer or the
 * footer's form). Either way the offer is not made again (shop spec: the newsletter modal can be dismissed once).
 */

export const NEWSLETTER_PROMPT_KEY = 'solar.newsletter.prompt';

export type NewsletterAnswer = 'dismissed' | 'subscribed';

export function newsletterAnswered(): boolean {
  try {
    return Boolean(localStore()?.getItem(NEWSLETTER_PROMPT_KEY));
  } catch {
    // A storage that cannot be read cannot remember a dismissal either: no offer rather than one at every visit.
    return true;
  }
}

export function rememberNewsletterAnswer(answer: NewsletterAnswer): void {
  try {
    localStore()?.setItem(NEWSLETTER_PROMPT_KEY, answer);
  } catch {
    // A full or refused storage: the offer closes for this page view all the same.
  }
}
