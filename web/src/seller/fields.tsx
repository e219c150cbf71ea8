import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Form pieces the shared FormField module does not have: a textarea, and the message of a group of controls
 * (the related-product picker, the price-scaling slots, the files). Both follow FormField's layout: the
 * message sits under the control in an `invalid-feedback` linked as the control's description.
 */

/** A field message by react-hook-form's shape: anything with an optional message. */
export interface FieldMessage {
  message?: string;
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldMessage;
  hint?: ReactNode;
  className?: string;
}

export function TextAreaField({ label, registration, error, hint, className = 'mb-3', ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(error?.message);
  const describedBy = [invalid ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...textarea}
        {...registration}
      />
      {invalid && (
        <div id={errorId} className="invalid-feedback d-block">
          {error?.message}
        </div>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

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
