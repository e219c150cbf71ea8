import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  /** The dialog's name for assistive technology, and the visible heading unless `header` replaces it. */
  title: string;
  /** A custom header (the login modal's tabs); the close button is added after it. */
  header?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'lg';
}

/**
 * A Bootstrap modal driven by React state rather than Bootstrap's script, so opening and closing follow the
 * app's state. Closes on Escape, on the close button and on a click on the backdrop.
 */
export function Modal({ title, header, onClose, children, size }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.classList.add('modal-open');
    // Focus moves into the dialog (to an autofocused field when the content has one).
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
    return () => {
      document.body.classList.remove('modal-open');
      previouslyFocused?.focus();
    };
  }, []);

  return createPortal(
    <>
      <div
        ref={dialog}
        className="modal fade show d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div className={`modal-dialog modal-dialog-centered modal-dialog-scrollable${size ? ` modal-${size}` : ''}`}>
          <div className="modal-content account-modal">
            <div className="modal-header">
              {header ? (
                <div className="flex-grow-1">
                  <h2 id={titleId} className="visually-hidden">
                    {title}
                  </h2>
                  {header}
                </div>
              ) : (
                <h2 id={titleId} className="modal-title h5">
                  {title}
                </h2>
              )}
              <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
            </div>
            <div className="modal-body">{children}</div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop fade show" />
    </>,
    document.body,
  );
}
