import { useState } from 'react';
import { Modal } from '../shared/components/Modal';
import { NewsletterForm } from './NewsletterForm';
import type { NewsletterAnswer } from './newsletterPrompt';

export const NEWSLETTER_MODAL_TEXT = {
  title: 'Solar deals in your inbox',
  intro: 'New bulk deals, price trends per watt and buying guides, about twice a month. We send a link to confirm your address first; unsubscribe at any time.',
  noThanks: 'No thanks',
  done: 'Done',
} as const;

const T = NEWSLETTER_MODAL_TEXT;

/**
 * The newsletter offered in a modal (NewsletterPrompt decides when). It closes only by the visitor's action:
 * the close button, Escape, a click beside it, 'No thanks', or Close once signed up; each is remembered.
 */
export function NewsletterModal({ onClose }: { onClose: (answer: NewsletterAnswer) => void }) {
  const [subscribed, setSubscribed] = useState(false);
  const close = () => onClose(subscribed ? 'subscribed' : 'dismissed');
  return (
    <Modal title={T.title} onClose={close}>
      <div className="d-flex gap-3 align-items-start mb-3">
        <i className="bi bi-envelope-paper fs-2 text-amber" aria-hidden="true" />
        <p className="mb-0 text-secondary">{T.intro}</p>
      </div>
      <NewsletterForm compact onSubscribed={() => setSubscribed(true)} />
      <div className="text-end mt-3">
        <button type="button" className="btn btn-link text-secondary" onClick={close}>
          {subscribed ? T.done : T.noThanks}
        </button>
      </div>
    </Modal>
  );
}
