import { TIMINGS } from '@solar/contracts';
import { useScrolledPast } from '../shared/hooks/useScrolledPast';

/** Appears after 400 px of scrolling and takes the visitor back to the top. */
export function ScrollToTopButton() {
  const visible = useScrolledPast(TIMINGS.scrollToTopAfterPx);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="btn btn-amber scroll-to-top shadow"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <i className="bi bi-arrow-up" aria-hidden="true" />
    </button>
  );
}
