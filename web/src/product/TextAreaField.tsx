import { useId, type TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  className?: string;
  /** Shows the label to screen readers only (a reply box whose purpose the layout already shows). */
  hideLabel?: boolean;
}

/** A textarea bound to react-hook-form, with its message under it (linked as the control's description). */
export function TextAreaField({ label, registration, error, className = 'mb-3', hideLabel = false, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={error?.message ? errorId : undefined}
        {...textarea}
        {...registration}
      />
      {error?.message && (
        <div id={errorId} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
    </div>
  );
}
