import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** What `register()` supplies; the rest of an element's attributes may be passed as props. */
type Registered = 'id' | 'name' | 'onChange' | 'onBlur' | 'ref';

/** A field message by react-hook-form's shape (a FieldError, or a message of a field array). */
export interface FieldMessage {
  message?: string;
}

interface FieldFrameProps {
  label: string;
  error?: FieldMessage;
  hint?: ReactNode;
  className?: string;
  /** Shows the label to screen readers only (a reply box whose purpose the layout already shows). */
  hideLabel?: boolean;
  children: (control: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** Label, control and the field's message under it (linked as the control's description). */
function FieldFrame({ label, error, hint, className = 'mb-3', hideLabel = false, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error?.message ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error?.message) })}
      {error?.message && (
        <div id={errorId} className="invalid-feedback d-block">
          {error.message}
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, Registered> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  className?: string;
}

/** A text input bound to react-hook-form, with its message under it. */
export function TextField({ label, registration, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, Registered> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  options: readonly { value: string | number; label: string }[];
  /** The first, empty choice ('Choose a state'). */
  placeholder: string;
  className?: string;
}

export function SelectField({ label, registration, error, options, placeholder, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={`form-select${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...select}
          {...registration}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Registered> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldMessage;
  hint?: ReactNode;
  className?: string;
  hideLabel?: boolean;
}

/** A textarea bound to react-hook-form, with its message under it. */
export function TextAreaField({ label, registration, error, hint, className, hideLabel, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} hideLabel={hideLabel}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...textarea}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}

/** A form's submit button with a Cancel beside it, as the modal forms end. */
export function FormActions({
  busy,
  submitLabel,
  cancelLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  onCancel: () => void;
}) {
  return (
    <div className="d-flex gap-2">
      <SubmitButton busy={busy} className="btn btn-amber">
        {submitLabel}
      </SubmitButton>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}

/** A submit button that shows it is busy while the form is submitting. */
export function SubmitButton({ busy, children, className = 'btn btn-amber w-100' }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
