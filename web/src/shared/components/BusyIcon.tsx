/** A spinner in place of an icon while the item's call runs. */
export function BusyIcon({ busy, icon }: { busy: boolean; icon: string }) {
  return busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <i className={`bi ${icon} me-1`} aria-hidden="true" />;
}
