import { MESSAGES } from '@solar/contracts';
import type { ApiError } from '../apiError';

/** A centred spinner for a section whose data is on its way. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center gap-2 py-5 text-secondary" role="status">
      <span className="spinner-border spinner-border-sm text-amber" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * What a failed read shows: the generic message, the HTTP-mapped text and anything the server said, and a
 * retry button when the caller can fetch again.
 */
export function ErrorAlert({ error, onRetry }: { error: ApiError | Error; onRetry?: () => void }) {
  const details = 'details' in error ? error.details : [];
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-3" role="alert">
      <i className="bi bi-exclamation-triangle fs-4" aria-hidden="true" />
      <div className="flex-grow-1">
        <div className="fw-semibold">{MESSAGES.toast.genericError}</div>
        <div className="small">{error.message}</div>
        {details.map((detail) => (
          <div className="small" key={detail}>
            {detail}
          </div>
        ))}
      </div>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-dark" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
