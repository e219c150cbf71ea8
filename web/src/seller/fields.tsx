import type { ReactNode } from 'react';
import type { FieldMessage } from '../shared/components/FormField';

/**
 * Form pieces of the seller's long forms that the shared FormField module does not have: the message of a group
 * of controls (the related-product picker, the price-scaling slots, the files) and the section frame. Messages
 * follow FormField's layout: under the control, in an `invalid-feedback` linked as its description.
 */

/** The id a group's message gets, so its main control can name it in aria-describedby. */
export const messageIdOf = (groupId: string): string => `${groupId}-error`;

/** A group's message, shown under the group. */
export function GroupMessage({ groupId, error }: { groupId: string; error?: FieldMessage }) {
  if (!error?.message) return null;
  return (
    <div id={messageIdOf(groupId)} className="invalid-feedback d-block">
      {error.message}
    </div>
  );
}

/** aria-describedby for a group's main control: its message when there is one, plus any hint. */
export const describedBy = (groupId: string, error?: FieldMessage, hintId?: string): string | undefined =>
  [error?.message ? messageIdOf(groupId) : '', hintId ?? ''].filter(Boolean).join(' ') || undefined;

/**
 * The section frame of the long forms: a card with a heading. Not labelled by its heading on purpose: a
 * section named 'Category' would then share its name with the Category select.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card seller-section mb-4">
      <div className="card-body">
        <h2 className="h5 mb-3">{title}</h2>
        {children}
      </div>
    </section>
  );
}
